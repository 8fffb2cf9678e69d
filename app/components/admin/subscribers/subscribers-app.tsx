import { useCallback, useState } from 'react'
import { subscribersApi } from '#app/lib/admin-api/subscribers.ts'
import type { ApiResult } from '#app/lib/api-client.ts'
import type { SessionResponse, SubscriberItem, SubscribersResponse } from '#contract/admin.ts'
import { SUBSCRIBERS_PAGE_SIZE } from '#contract/newsletter-constants.ts'
import { AdminLoading, AdminShell, SkeletonRows } from '../admin-shell.tsx'
import { SubscribersImport } from './subscribers-import.tsx'
import { ColumnHeads, TableScroller } from '../table-scroller.tsx'
import { useAdminSession } from '../use-admin-session.ts'
import { useLoad } from '../use-load.ts'
import { SearchField } from '../search-field.tsx'
import { subscribersHelp } from './help.ts'

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '—')

/** A subscription's state, in words. */
const STATUS_WORDS: Record<SubscriberItem['status'], string> = {
  pending: 'Not yet confirmed',
  confirmed: 'Confirmed',
  unsubscribed: 'Left',
  bounced: 'Address refused',
}

/**
 * /superadmin/subscribers: the newsletter's subscribers, a page at a time, newest first, with a search
 * by address, a CSV export and an import.
 */
export function SubscribersApp() {
  const session = useAdminSession()
  return session ? <Subscribers session={session} /> : <AdminLoading label="Loading subscribers" />
}

const number = (value: number) => value.toLocaleString('en-GB')
const people = (n: number) => `${number(n)} ${n === 1 ? 'person' : 'people'}`
const subscriptions = (n: number) => `${number(n)} ${n === 1 ? 'subscription' : 'subscriptions'}`

/** How much of the list is on the screen, in words: read out as “Show more” adds a page. */
function shownWords(shown: number, total: number) {
  if (shown >= total)
    return total === 1 ? 'Showing the one subscription.' : `Showing all ${subscriptions(total)}.`
  return `Showing the newest ${number(shown)} of ${subscriptions(total)}.`
}

/** The list as shown: its pages so far, and the search they were asked for with. */
type Shown = SubscribersResponse & { email: string }

function Subscribers({ session }: { session: SessionResponse }) {
  const [search, setSearch] = useState('')
  const [loadingMore, setLoadingMore] = useState(false)

  const loadFirstPage = useCallback(async (): Promise<ApiResult<Shown>> => {
    const email = search.trim()
    const result = await subscribersApi.subscribers({ email: email || undefined })
    return result.ok ? { ok: true, data: { ...result.data, email } } : result
  }, [search])
  const {
    data: list,
    error,
    reload,
    loadMore,
  } = useLoad(loadFirstPage, 'The subscribers could not be loaded.')

  async function showMore() {
    if (!list?.nextCursor || loadingMore) return
    setLoadingMore(true)
    await loadMore(
      subscribersApi.subscribers({ email: list.email || undefined, cursor: list.nextCursor }),
      (shown, more) => ({ ...shown, ...more, items: [...shown.items, ...more.items] }),
      'The next subscribers could not be loaded.',
    )
    setLoadingMore(false)
  }

  // What is left to show: the counts come with each page, so a sign-up meanwhile can change them.
  const remaining = list ? list.subscriptions - list.items.length : 0

  return (
    <AdminShell title="Subscribers" session={session} help={subscribersHelp}>
      {error ? (
        <p role="alert" className="font-medium text-red-strong">
          {error}
        </p>
      ) : null}
      {list === null ? (
        <SkeletonRows />
      ) : (
        <>
          <SubscribersImport
            topics={list.topics}
            csrfToken={session.csrfToken}
            onImported={() => void reload()}
          />
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
            <p className="text-lg text-slate-700">
              {people(list.count)}, {subscriptions(list.subscriptions)}
              {list.email ? ` with “${list.email}” in the address` : null}
            </p>
            <a
              href="/api/subscribers.csv"
              download
              className="rounded-md bg-navy px-4 py-2 font-semibold text-white hover:bg-navy-soft"
            >
              Export confirmed readers (CSV)
            </a>
          </div>
          <form role="search" aria-label="Find subscribers" onSubmit={(event) => event.preventDefault()}>
            <SearchField
              id="subscribers-email"
              label="Find an address"
              placeholder="Part of an e-mail address"
              value={search}
              onChange={setSearch}
            />
          </form>
          {list.items.length === 0 ? (
            <p className="mt-6 text-slate-700">
              {list.email
                ? `No subscriber’s address has “${list.email}” in it.`
                : 'Nobody has signed up yet.'}
            </p>
          ) : (
            <TableScroller label="Newsletter subscribers">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Newsletter subscribers, newest first</caption>
                <ColumnHeads
                  columns={[
                    'E-mail',
                    'Topic',
                    'Status',
                    'Signed up',
                    'Confirmed',
                    'Consent',
                    'Left or bounced',
                  ]}
                />
                <tbody className="divide-y divide-slate-200">
                  {list.items.map((subscriber) => (
                    <tr key={`${subscriber.email}-${subscriber.topic}`}>
                      <td className="py-2 pr-4 font-medium text-slate-900">{subscriber.email}</td>
                      <td className="py-2 pr-4">
                        {list.topics.find((topic) => topic.key === subscriber.topic)?.label ??
                          subscriber.topic}
                      </td>
                      <td className="py-2 pr-4">{STATUS_WORDS[subscriber.status]}</td>
                      <td className="py-2 pr-4">{day(subscriber.createdAt)}</td>
                      <td className="py-2 pr-4">{day(subscriber.confirmedAt)}</td>
                      <td className="py-2 pr-4">{subscriber.consentSource ?? '—'}</td>
                      <td className="py-2">{day(subscriber.unsubscribedAt ?? subscriber.bouncedAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroller>
          )}
          <div className="mt-6 flex flex-wrap items-center gap-4">
            {/* Read out as a page is added, so a person who pressed “Show more” hears what it did. */}
            <p role="status" className="text-slate-700">
              {list.items.length > 0 ? shownWords(list.items.length, list.subscriptions) : null}
            </p>
            {list.nextCursor ? (
              <button
                type="button"
                aria-disabled={loadingMore}
                onClick={() => void showMore()}
                className="rounded-md px-4 py-2 font-semibold text-navy ring-1 ring-slate-300 hover:bg-slate-100 aria-disabled:opacity-60"
              >
                {loadingMore
                  ? 'Loading more…'
                  : remaining > 0
                    ? `Show ${number(Math.min(SUBSCRIBERS_PAGE_SIZE, remaining))} more`
                    : 'Show more'}
              </button>
            ) : null}
          </div>
        </>
      )}
    </AdminShell>
  )
}
