import type { SessionResponse } from '#contract/admin.ts'
import type { Role } from '#contract/roles-constants.ts'
import type {
  AcceptInvitationBody,
  InvitationLookupResponse,
  InviteBody,
  TeamResponse,
} from '#contract/team.ts'
import { getJson, postJson } from '#app/lib/api-client.ts'
import { change } from './change.ts'

const member = (id: string) => `/api/team/members/${encodeURIComponent(id)}`
const invitation = (id: string) => `/api/team/invitations/${encodeURIComponent(id)}`

/** The team: its members and their roles, invitations, and the rules it sets for everyone. */
export const teamApi = {
  team: () => getJson<TeamResponse>('/api/team'),
  changeRole: (id: string, role: Role, csrfToken: string) =>
    change(`${member(id)}/role`, { role }, csrfToken),
  removeMember: (id: string, csrfToken: string) => change(`${member(id)}/remove`, {}, csrfToken),
  endMemberSessions: (id: string, csrfToken: string) => change(`${member(id)}/end-sessions`, {}, csrfToken),
  resetTwoFactor: (id: string, csrfToken: string) => change(`${member(id)}/two-factor/reset`, {}, csrfToken),
  invite: (body: InviteBody, csrfToken: string) => change('/api/team/invitations', body, csrfToken),
  resendInvitation: (id: string, csrfToken: string) => change(`${invitation(id)}/resend`, {}, csrfToken),
  revokeInvitation: (id: string, csrfToken: string) => change(`${invitation(id)}/revoke`, {}, csrfToken),
  lookupInvitation: (token: string) =>
    postJson<InvitationLookupResponse>('/api/invitations/lookup', { token }),
  acceptInvitation: (body: AcceptInvitationBody) =>
    postJson<SessionResponse>('/api/invitations/accept', body),
  requireTwoFactor: (required: boolean, csrfToken: string) =>
    change(`/api/team/two-factor/${required ? 'require' : 'make-optional'}`, {}, csrfToken),
  requireReview: (required: boolean, csrfToken: string) =>
    change<{ message: string }>(`/api/team/review/${required ? 'require' : 'make-optional'}`, {}, csrfToken),
}
