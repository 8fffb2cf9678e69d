import { useEffect, useMemo, useState } from 'react'
import { adminApi } from '#app/lib/admin-api.ts'
import { formatWhen } from '#app/lib/format.ts'
import type { SessionResponse } from '#contract/admin.ts'
import type { ContentItem, ContentListResponse } from '#contract/content.ts'
import { AdminLoading, AdminShell, SkeletonRows } from '../admin-shell.tsx'
import { StatusLine } from '../status-line.tsx'
import { ColumnHeads, TableScroller } from '../table-scroller.tsx'
import { useAdminSession } from '../use-admin-session.ts'
import { ReleaseLine } from './release-line.tsx'

/** /superadmin/content: every page, collection entry and site-wide part, to open and edit. */
export function ContentListApp() {
  const session = useAdminSession()
  return session ? <ContentList session={session} /> : <AdminLoading label="Loading the content" />
}

type Sort = 'title' | 'updated'
const SORTS: Record<Sort, (a: ContentItem, b: ContentItem) => number> = {
  title: (a, b) => a.title.localeCompare(b.title, 'en'),
  updated: (a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? ''),
}

const editLink = (ref: string) => `/superadmin/content/edit?ref=${encodeURIComponent(ref)}`

function ContentList({ session }: { session: SessionResponse }) {
  const [list, setList] = useState<ContentListResponse | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [query, setQuery] = useState('')
  const [sort, setSort] = useState<Sort>('title')

  useEffect(() => {
    void adminApi.contentList().then((result) => {
      if (result.ok) setList(result.data)
      else setError(result.error ?? 'The content could not be loaded.')
    })
  }, [])

  const groups = useMemo(() => {
    const words = query.trim().toLowerCase()
    return (list?.groups ?? []).map((group) => ({
      ...group,
      items: group.items
        .filter(
          (item) => !words || `${item.title} ${item.ref} ${item.url ?? ''}`.toLowerCase().includes(words),
        )
        .sort(SORTS[sort]),
    }))
  }, [list, query, sort])

  return (
    <AdminShell title="Content" session={session}>
      {list?.release ? <ReleaseLine release={list.release} /> : null}
      <form
        role="search"
        aria-label="Find content"
        className="flex flex-wrap items-end gap-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <div>
          <label htmlFor="content-query" className="block font-semibold text-navy">
            Find
          </label>
          <input
            id="content-query"
            type="search"
            placeholder="Title, address or file"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="mt-2 rounded-md border border-slate-300 px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor="content-sort" className="block font-semibold text-navy">
            Sort by
          </label>
          <select
            id="content-sort"
            value={sort}
            onChange={(event) => setSort(event.target.value as Sort)}
            className="mt-2 rounded-md border border-slate-300 px-3 py-2"
          >
            <option value="title">Title</option>
            <option value="updated">Last change</option>
          </select>
        </div>
      </form>
      <StatusLine notice={error ? { ok: false, text: error } : null} />
      {list === null ? (
        <SkeletonRows />
      ) : (
        groups
          // While searching, only the groups that hold a match.
          .filter((group) => !query.trim() || group.items.length > 0)
          .map((group) => (
            <section key={group.id} aria-labelledby={`group-${group.id}`} className="mt-10">
              <div className="flex flex-wrap items-baseline justify-between gap-3">
                <h2 id={`group-${group.id}`} className="text-xl font-bold text-navy">
                  {group.label}{' '}
                  <span className="text-base font-normal text-slate-600">({group.items.length})</span>
                </h2>
                {group.newEntry ? (
                  <a
                    href={`/superadmin/content/edit?new=${group.id}`}
                    className="rounded-md px-3 py-2 font-semibold text-navy ring-1 ring-slate-300 hover:bg-slate-100"
                  >
                    New <span className="sr-only">entry in {group.label}</span>
                  </a>
                ) : null}
              </div>
              {group.items.length === 0 ? (
                <p className="mt-3 text-slate-700">No entries yet.</p>
              ) : (
                <TableScroller label={group.label}>
                  <table className="w-full text-left text-sm">
                    <caption className="sr-only">{group.label}</caption>
                    <ColumnHeads columns={['Title', 'Address', 'State', 'Last change']} />
                    <tbody className="divide-y divide-slate-200">
                      {group.items.map((item) => (
                        <tr key={item.ref}>
                          <td className="py-2 pr-4">
                            <a
                              href={editLink(item.ref)}
                              className="font-semibold text-navy underline-offset-4 hover:underline"
                            >
                              {item.title}
                            </a>
                          </td>
                          <td className="py-2 pr-4 text-slate-700">
                            {item.url ?? <span className="text-slate-600">Several pages</span>}
                          </td>
                          <td className="py-2 pr-4">
                            {item.status === 'draft' ? (
                              <span className="font-semibold text-amber-800">Draft</span>
                            ) : (
                              'Published'
                            )}
                          </td>
                          <td className="py-2 text-slate-700">
                            {item.updatedAt ? (
                              <time dateTime={item.updatedAt}>{formatWhen(item.updatedAt)}</time>
                            ) : null}
                            {item.updatedBy ? (
                              <span className="block text-slate-600">{item.updatedBy}</span>
                            ) : null}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableScroller>
              )}
            </section>
          ))
      )}
    </AdminShell>
  )
}
