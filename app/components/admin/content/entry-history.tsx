import { useState } from 'react'
import { contentApi } from '#app/lib/admin-api/content.ts'
import { creditOf, formatWhen } from '#app/lib/format.ts'
import type { HistoryResponse } from '#contract/content.ts'
import { secondary } from './buttons.ts'
import { ChangeList } from './change-list.tsx'

/** An entry's published versions, fetched once opened; `onRestore` is left out where none may be restored. */
export function EntryHistory(props: {
  entryRef: string
  latest: number
  onRestore?: (version: number) => void
}) {
  const [history, setHistory] = useState<HistoryResponse | null>(null)
  return (
    <details
      className="mt-10 rounded-lg border border-slate-200 p-4"
      onToggle={(event) => {
        if ((event.target as HTMLDetailsElement).open)
          void contentApi.history(props.entryRef).then((result) => result.ok && setHistory(result.data))
      }}
    >
      <summary className="cursor-pointer font-semibold text-navy">History</summary>
      {history ? (
        <ol className="mt-4 space-y-4">
          {history.versions.map((version) => (
            <li key={version.version} className="border-t border-slate-200 pt-3">
              <p className="font-semibold">
                Version {version.version}, {formatWhen(version.createdAt)},{' '}
                {creditOf(version) ?? 'from the files'}
                {version.deleted ? ' (deleted)' : ''}
              </p>
              <ChangeList changes={version.changes} limit={12} />
              {props.onRestore && version.version !== props.latest && !version.deleted ? (
                <button
                  type="button"
                  className={`${secondary} mt-2`}
                  onClick={() => props.onRestore?.(version.version)}
                >
                  Restore version {version.version}
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-slate-600">Loading…</p>
      )}
    </details>
  )
}
