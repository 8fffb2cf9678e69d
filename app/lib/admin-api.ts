import type {
  LoginBody,
  MessagesResponse,
  SessionResponse,
  SetupBody,
  SubscribersResponse,
} from '#contract/admin.ts'
import { CSRF_HEADER } from '#contract/admin-constants.ts'
import type { MessageResponse } from '#contract/newsletter.ts'
import { getJson, postJson } from './api-client.ts'

/** The admin API, as the admin pages use it. Changes carry the session's CSRF token. */
export const adminApi = {
  session: () => getJson<SessionResponse>('/api/auth/session'),
  login: (body: LoginBody) => postJson<SessionResponse>('/api/auth/login', body),
  setup: (body: SetupBody) => postJson<SessionResponse>('/api/auth/setup', body),
  logout: (csrfToken: string) =>
    postJson<MessageResponse>('/api/auth/logout', {}, { [CSRF_HEADER]: csrfToken }),
  messages: (query: { status?: string; cursor?: string }) => {
    const params = new URLSearchParams()
    if (query.status) params.set('status', query.status)
    if (query.cursor) params.set('cursor', query.cursor)
    return getJson<MessagesResponse>(`/api/messages?${params}`)
  },
  reply: (id: string, reply: string, csrfToken: string) =>
    postJson<MessageResponse>(
      `/api/reply/${encodeURIComponent(id)}`,
      { reply },
      { [CSRF_HEADER]: csrfToken },
    ),
  retryMail: (mailId: string, csrfToken: string) =>
    postJson<MessageResponse>(
      `/api/mail/${encodeURIComponent(mailId)}/retry`,
      {},
      { [CSRF_HEADER]: csrfToken },
    ),
  subscribers: () => getJson<SubscribersResponse>('/api/subscribers'),
}
