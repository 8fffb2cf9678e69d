import { fieldNameOf } from '#contract/field-names.ts'
import type { FieldChange } from '#contract/content.ts'
import { secondary } from './buttons.ts'
import { shown } from './change-list.tsx'

/** Someone saved the draft meanwhile: what they changed, and the way to load their copy. */
export function StaleDraft(props: { changes: FieldChange[]; text?: string; onReload: () => void }) {
  return (
    <div role="alert" className="mb-6 rounded-md border-2 border-amber-700 p-4">
      <p className="font-semibold">{props.text}</p>
      {props.changes.length > 0 ? (
        <ul className="mt-2 list-disc pl-5 text-sm">
          {props.changes.map((change) => (
            <li key={change.path}>
              {fieldNameOf(change.path.split('.')).join(' › ')}: “{shown(change.before)}” is now “
              {shown(change.after)}”
            </li>
          ))}
        </ul>
      ) : null}
      <button type="button" className={`${secondary} mt-3`} onClick={props.onReload}>
        Load the saved copy (your changes here are dropped)
      </button>
    </div>
  )
}
