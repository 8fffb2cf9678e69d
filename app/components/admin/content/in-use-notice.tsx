import { USE_FIXES } from '#contract/admin-constants.ts'
import type { ContentUse } from '#contract/errors.ts'

/** What each place needs, beside it in the list. */
const PLACE_NEEDS: Record<ContentUse['fix'], string> = {
  'take-out': 'taken out as it goes, if you say so',
  redirect: 'a link: change it, or name a page the address leads to',
  edit: 'choose another entry here first',
}

const button =
  'mt-3 rounded-md px-4 py-2 font-semibold text-red-strong ring-1 ring-slate-300 hover:bg-slate-100'

/**
 * Why a page cannot go yet, beside the button that was pressed: each place that uses it, with a link
 * to change it, what lets it go, and, where taking it out of the menus and lists does, a button for that.
 */
export function InUseNotice(props: {
  uses: ContentUse[]
  /** The words of the button that takes it out of them and goes on ("…, and delete it"). */
  takeOutLabel: string
  onTakeOut: () => void
}) {
  const fixes = new Set(props.uses.map((use) => use.fix))
  return (
    <div role="alert" className="mt-3 rounded-md border border-red-strong/40 bg-red-50 p-3 text-slate-900">
      <p className="font-semibold text-red-strong">
        {props.uses.length === 1 ? 'Another place uses' : `${props.uses.length} places use`} this page:
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {props.uses.map((use, i) => (
          <li key={i}>
            <a href={use.editUrl} className="font-medium text-navy underline underline-offset-4">
              {use.name}
            </a>
            , {use.where}: <span className="text-slate-700">{PLACE_NEEDS[use.fix]}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2">To let it go, {[...fixes].map((fix) => USE_FIXES[fix]).join('; ')}.</p>
      {/* Taking it out lets it go only where no place needs a change by hand. */}
      {fixes.has('take-out') && !fixes.has('edit') ? (
        <button type="button" className={button} onClick={props.onTakeOut}>
          {props.takeOutLabel}
        </button>
      ) : null}
    </div>
  )
}
