import type {
  CodeRequiredResponse,
  LoginBody,
  LoginCodeBody,
  SessionResponse,
  SetupBody,
} from '#contract/admin.ts'
import type { MessageResponse } from '#contract/newsletter.ts'
import type { ResetBody, ResetRequestBody } from '#contract/team.ts'
import { getJson, postJson } from '#app/lib/api-client.ts'
import { change } from './change.ts'

/** Signing in and out, the first account, and a forgotten password. */
export const authApi = {
  session: () => getJson<SessionResponse>('/api/auth/session'),
  /** A session, or (202) the code step of a member with two-step sign-in. */
  login: (body: LoginBody) => postJson<SessionResponse | CodeRequiredResponse>('/api/auth/login', body),
  loginCode: (body: LoginCodeBody) => postJson<SessionResponse>('/api/auth/login/code', body),
  setup: (body: SetupBody) => postJson<SessionResponse>('/api/auth/setup', body),
  logout: (csrfToken: string) => change('/api/auth/logout', {}, csrfToken),
  requestReset: (body: ResetRequestBody) => postJson<MessageResponse>('/api/auth/password-reset', body),
  completeReset: (body: ResetBody) => postJson<MessageResponse>('/api/auth/password-reset/complete', body),
}
