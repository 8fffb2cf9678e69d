import { creditOf, formatWhen } from '#app/lib/format.ts'
import type { ContentEntryResponse } from '#contract/content.ts'

/** Where the entry is (its collection and page) and where it stands: published, and its draft. */
export function EntryHeading({ entry }: { entry: ContentEntryResponse }) {
  return (
    <>
      <p className="text-slate-700">
        {entry.language && entry.source ? (
          <>
            Translation into <span lang={entry.language.code}>{entry.language.name}</span> of{' '}
            <a
              href={`/superadmin/content/edit?ref=${encodeURIComponent(entry.source.ref)}`}
              className="font-semibold text-navy underline underline-offset-4"
            >
              {entry.source.title}
            </a>
            {' · '}
          </>
        ) : null}
        {entry.group}
        {entry.url ? (
          <>
            {' · '}
            <a href={entry.url} className="font-semibold text-navy underline underline-offset-4">
              {entry.url}
            </a>
          </>
        ) : null}
        {' · '}
        <a href="/superadmin/content" className="text-navy underline underline-offset-4">
          All content
        </a>
      </p>
      <p className="mt-2 text-sm text-slate-700">
        {entry.published
          ? `Published version ${entry.published.version}, ${formatWhen(entry.published.createdAt)}${creditOf(entry.published) ? `, ${creditOf(entry.published)}` : ' (from the files)'}.`
          : 'Not published yet.'}{' '}
        {entry.draft
          ? `Draft saved ${formatWhen(entry.draft.updatedAt)}${entry.draft.authorEmail ? ` by ${entry.draft.authorEmail}` : ''}.`
          : ''}
      </p>
    </>
  )
}
