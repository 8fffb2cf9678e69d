import type { SubscribersImportBody, SubscribersImportResult, SubscribersResponse } from '#contract/admin.ts'
import { getJson } from '#app/lib/api-client.ts'
import { change } from './change.ts'

/** The newsletter's subscribers: listed, searched, imported. */
export const subscribersApi = {
  /** A page of the subscriptions, newest first: the first, or the one after `cursor`. */
  subscribers: (query: { email?: string; cursor?: string } = {}) => {
    const params = new URLSearchParams()
    if (query.email) params.set('email', query.email)
    if (query.cursor) params.set('cursor', query.cursor)
    return getJson<SubscribersResponse>(`/api/subscribers${params.size ? `?${params}` : ''}`)
  },
  importSubscribers: (body: SubscribersImportBody, csrfToken: string) =>
    change<SubscribersImportResult>('/api/subscribers/import', body, csrfToken),
}
