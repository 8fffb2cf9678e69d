import type { MessagesResponse } from '#contract/admin.ts'
import { getJson } from '#app/lib/api-client.ts'
import { change } from './change.ts'

/** The contact form's messages: read, answered, archived. */
export const inboxApi = {
  messages: (query: { status?: string; archived?: boolean; cursor?: string }) => {
    const params = new URLSearchParams()
    if (query.status) params.set('status', query.status)
    if (query.archived) params.set('archived', 'true')
    if (query.cursor) params.set('cursor', query.cursor)
    return getJson<MessagesResponse>(`/api/messages?${params}`)
  },
  unansweredMessages: () => getJson<{ unanswered: number }>('/api/messages/unanswered'),
  reply: (id: string, reply: string, csrfToken: string) =>
    change(`/api/reply/${encodeURIComponent(id)}`, { reply }, csrfToken),
  archiveMessage: (id: string, archived: boolean, csrfToken: string) =>
    change(`/api/messages/${encodeURIComponent(id)}/archive`, { archived }, csrfToken),
  retryMail: (mailId: string, csrfToken: string) =>
    change(`/api/mail/${encodeURIComponent(mailId)}/retry`, {}, csrfToken),
}
