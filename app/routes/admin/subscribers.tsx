import { useEffect, useState } from 'react'
import { AdminLoading, AdminShell, SkeletonRows } from '#app/components/admin/admin-shell.tsx'
import { adminApi } from '#app/lib/admin-api.ts'
import { requireAdmin } from '#app/lib/require-admin.ts'
import type { SubscribersResponse } from '#contract/admin.ts'
import type { Route } from './+types/subscribers'

export const meta: Route.MetaFunction = () => [
  { title: 'Subscribers | Admin' },
  { name: 'robots', content: 'noindex' },
]

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { session: await requireAdmin(request) }
}

export function HydrateFallback() {
  return <AdminLoading label="Loading subscribers" />
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '—')

export default function SubscribersRoute({ loaderData: { session } }: Route.ComponentProps) {
  const [data, setData] = useState<SubscribersResponse | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    void adminApi.subscribers().then((result) => {
      if (result.ok) setData(result.data)
      else setError(result.error ?? 'The subscribers could not be loaded.')
    })
  }, [])

  return (
    <AdminShell title="Subscribers" email={session.admin.email} csrfToken={session.csrfToken}>
      {error ? (
        <p role="alert" className="font-medium text-red-strong">
          {error}
        </p>
      ) : null}
      {data === null ? (
        <SkeletonRows />
      ) : (
        <>
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
            <p className="text-lg text-slate-700">
              {data.count} {data.count === 1 ? 'subscriber' : 'subscribers'}
            </p>
            <a
              href="/api/subscribers.csv"
              download
              className="rounded-md bg-navy px-4 py-2 font-semibold text-white hover:bg-navy-soft"
            >
              Export CSV
            </a>
          </div>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Newsletter subscribers</caption>
              <thead className="border-b border-slate-300 text-slate-600">
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    E-mail
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Topic
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Status
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Signed up
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Confirmed
                  </th>
                  <th scope="col" className="py-2">
                    Left
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {data.items.map((subscriber) => (
                  <tr key={`${subscriber.email}-${subscriber.topic}`}>
                    <td className="py-2 pr-4 font-medium text-slate-900">{subscriber.email}</td>
                    <td className="py-2 pr-4">{subscriber.topic}</td>
                    <td className="py-2 pr-4">{subscriber.status}</td>
                    <td className="py-2 pr-4">{day(subscriber.createdAt)}</td>
                    <td className="py-2 pr-4">{day(subscriber.confirmedAt)}</td>
                    <td className="py-2">{day(subscriber.unsubscribedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </AdminShell>
  )
}
