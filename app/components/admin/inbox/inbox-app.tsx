import { useCallback, useEffect, useState } from 'react'
import { inboxApi } from '#app/lib/admin-api/inbox.ts'
import { cn } from '#app/lib/cn.ts'
import type { SessionResponse } from '#contract/admin.ts'
import { AdminLoading, AdminShell, SkeletonRows } from '../admin-shell.tsx'
import { ADMIN_EVENTS } from '../live-notice.tsx'
import { MessageCard } from './message-card.tsx'
import { useAdminSession } from '../use-admin-session.ts'
import { useLoad } from '../use-load.ts'
import { inboxHelp } from './help.ts'

const filters = [
  { label: 'All', value: '' },
  { label: 'Unread', value: 'unread' },
  { label: 'Replied', value: 'replied' },
  { label: 'Archived', value: 'archived' },
]

/** The messages a filter shows: by their state in the inbox, or those archived. */
const queryOf = (filter: string) =>
  filter === 'archived' ? { archived: true } : { status: filter || undefined }

/** /superadmin: the messages sent through the contact form, newest first, with replies. */
export function InboxApp() {
  const session = useAdminSession()
  return session ? <Inbox session={session} /> : <AdminLoading label="Loading messages" />
}

/** The status filter lives in the address (?status=unread), so a reload or a shared link keeps it. */
function useStatusFilter() {
  const [status, setStatus] = useState(() => new URLSearchParams(location.search).get('status') ?? '')
  const choose = (value: string) => {
    history.replaceState(null, '', value ? `?status=${value}` : location.pathname)
    setStatus(value)
  }
  return [status, choose] as const
}

function Inbox({ session }: { session: SessionResponse }) {
  const [status, setStatus] = useStatusFilter()
  const loadFirstPage = useCallback(async () => {
    const result = await inboxApi.messages(queryOf(status))
    if (!result.ok) console.error('Error loading messages', result.error ?? result.status)
    return result
  }, [status])
  const {
    data: shown,
    error,
    reload,
    setData,
  } = useLoad(loadFirstPage, 'The messages could not be loaded. Check your connection and reload.')
  const items = shown?.items ?? null

  useEffect(() => {
    // New messages arrive live; after a reconnect, refetch so nothing is missed.
    const refresh = () => void reload()
    window.addEventListener(ADMIN_EVENTS.newMessage, refresh)
    window.addEventListener(ADMIN_EVENTS.reconnected, refresh)
    return () => {
      window.removeEventListener(ADMIN_EVENTS.newMessage, refresh)
      window.removeEventListener(ADMIN_EVENTS.reconnected, refresh)
    }
  }, [reload])

  // While a reply's e-mail is still queued, look again every few seconds.
  const waiting = items?.some((item) => item.replies.some((reply) => reply.mail.status === 'queued')) ?? false
  useEffect(() => {
    if (!waiting) return
    const timer = setInterval(() => void reload(), 4000)
    return () => clearInterval(timer)
  }, [waiting, reload])

  async function loadMore() {
    if (!shown?.nextCursor) return
    const result = await inboxApi.messages({ ...queryOf(status), cursor: shown.nextCursor })
    if (result.ok)
      setData((newer) => ({
        ...newer,
        items: [...newer.items, ...result.data.items],
        nextCursor: result.data.nextCursor,
      }))
  }

  /** After a reply, an archive or a return: the list again, and the count beside Messages. */
  function changed() {
    window.dispatchEvent(new Event(ADMIN_EVENTS.inboxChanged))
    void reload()
  }

  return (
    <AdminShell title="Messages" session={session} help={inboxHelp}>
      <div role="group" aria-label="Show messages" className="mb-6 flex gap-2">
        {filters.map((filter) => (
          <button
            key={filter.label}
            type="button"
            aria-pressed={status === filter.value}
            onClick={() => setStatus(filter.value)}
            className={cn(
              'rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ring-slate-300',
              status === filter.value ? 'bg-navy text-white' : 'text-navy hover:bg-slate-100',
            )}
          >
            {filter.label}
          </button>
        ))}
      </div>
      {error ? (
        <p role="alert" className="rounded-md bg-alert-bg p-4 font-medium text-red-strong">
          {error}
        </p>
      ) : null}
      {items === null ? (
        <SkeletonRows />
      ) : items.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-10 text-center text-slate-700">
          {status ? `No ${status} messages.` : 'No messages yet. New ones appear here as they arrive.'}
        </p>
      ) : (
        <ul className="space-y-5">
          {items.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} csrfToken={session.csrfToken} onChange={changed} />
            </li>
          ))}
        </ul>
      )}
      {shown?.nextCursor ? (
        <button
          type="button"
          onClick={loadMore}
          className="mt-6 rounded-md px-5 py-2.5 font-semibold text-navy ring-1 ring-slate-300 hover:bg-slate-100"
        >
          Load older messages
        </button>
      ) : null}
    </AdminShell>
  )
}
