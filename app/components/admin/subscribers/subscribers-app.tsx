import { useEffect, useState } from 'react'
import { adminApi } from '#app/lib/admin-api.ts'
import type { SessionResponse, SubscriberItem, SubscribersResponse } from '#contract/admin.ts'
import { AdminLoading, AdminShell, SkeletonRows } from '../admin-shell.tsx'
import { SubscribersImport } from './subscribers-import.tsx'
import { ColumnHeads, TableScroller } from '../table-scroller.tsx'
import { useAdminSession } from '../use-admin-session.ts'

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '—')

/** /superadmin/subscribers: the newsletter's subscribers, with a CSV export and an import. */
/** A subscription's state, in words. */
const STATUS_WORDS: Record<SubscriberItem['status'], string> = {
  pending: 'Not yet confirmed',
  confirmed: 'Confirmed',
  unsubscribed: 'Left',
  bounced: 'Address refused',
}

export function SubscribersApp() {
  const session = useAdminSession()
  return session ? <Subscribers session={session} /> : <AdminLoading label="Loading subscribers" />
}

function Subscribers({ session }: { session: SessionResponse }) {
  const [data, setData] = useState<SubscribersResponse | null>(null)
  const [error, setError] = useState<string | null>(null)

  const [loads, setLoads] = useState(0)
  useEffect(() => {
    void adminApi.subscribers().then((result) => {
      if (result.ok) setData(result.data)
      else setError(result.error ?? 'The subscribers could not be loaded.')
    })
  }, [loads])

  return (
    <AdminShell title="Subscribers" session={session} help="subscribers">
      {error ? (
        <p role="alert" className="font-medium text-red-strong">
          {error}
        </p>
      ) : null}
      {data === null ? (
        <SkeletonRows />
      ) : (
        <>
          <SubscribersImport
            topics={data.topics}
            csrfToken={session.csrfToken}
            onImported={() => setLoads((n) => n + 1)}
          />
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
            <p className="text-lg text-slate-700">
              {data.count} {data.count === 1 ? 'person' : 'people'}, {data.items.length}{' '}
              {data.items.length === 1 ? 'subscription' : 'subscriptions'}
            </p>
            <a
              href="/api/subscribers.csv"
              download
              className="rounded-md bg-navy px-4 py-2 font-semibold text-white hover:bg-navy-soft"
            >
              Export confirmed readers (CSV)
            </a>
          </div>
          <TableScroller label="Newsletter subscribers">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Newsletter subscribers</caption>
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
                {data.items.map((subscriber) => (
                  <tr key={`${subscriber.email}-${subscriber.topic}`}>
                    <td className="py-2 pr-4 font-medium text-slate-900">{subscriber.email}</td>
                    <td className="py-2 pr-4">
                      {data.topics.find((topic) => topic.key === subscriber.topic)?.label ?? subscriber.topic}
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
        </>
      )}
    </AdminShell>
  )
}
