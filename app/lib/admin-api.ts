import type {
  Campaign,
  CampaignBody,
  CampaignPreview,
  CampaignsResponse,
  SendPageBody,
} from '#contract/campaigns.ts'
import type {
  CodeRequiredResponse,
  LoginBody,
  LoginCodeBody,
  MessagesResponse,
  SessionResponse,
  SetupBody,
  SubscribersImportBody,
  SubscribersImportResult,
  SubscribersResponse,
} from '#contract/admin.ts'
import { CSRF_HEADER } from '#contract/admin-constants.ts'
import type { MessageResponse } from '#contract/newsletter.ts'
import type { AuditQuery, AuditResponse } from '#contract/audit.ts'
import type { AnalyticsResponse, PageReads } from '#contract/analytics.ts'
import type { Role } from '#contract/roles-constants.ts'
import type {
  AcceptInvitationBody,
  AccountResponse,
  InvitationLookupResponse,
  InviteBody,
  PasswordChangeBody,
  ResetBody,
  ResetRequestBody,
  PasswordConfirmBody,
  RecoveryCodesResponse,
  TeamResponse,
  TwoFactorEnableBody,
  TwoFactorSetupResponse,
} from '#contract/team.ts'
import type {
  ContentEntryResponse,
  ContentListResponse,
  HistoryResponse,
  Preview,
  Release,
  SaveDraftBody,
  UploadedImage,
  ImageDescription,
  LibraryImage,
} from '#contract/content.ts'
import type { AskReviewBody, Review, ReviewListResponse } from '#contract/reviews.ts'
import type { ChangeScheduleBody, Schedule, ScheduleBody, ScheduleListResponse } from '#contract/schedules.ts'
import { getJson, postFile, postJson } from './api-client.ts'

/** A change to the admin's data: a POST with the session's CSRF token (answered with a message, unless said). */
const change = <T = MessageResponse>(path: string, body: unknown, csrfToken: string) =>
  postJson<T>(path, body, { [CSRF_HEADER]: csrfToken })
const member = (id: string) => `/api/team/members/${encodeURIComponent(id)}`
const campaign = (id: string) => `/api/campaigns/${encodeURIComponent(id)}`

/** The admin API, as the admin pages use it. Changes carry the session's CSRF token. */
export const adminApi = {
  session: () => getJson<SessionResponse>('/api/auth/session'),
  /** A session, or (202) the code step of a member with two-step sign-in. */
  login: (body: LoginBody) => postJson<SessionResponse | CodeRequiredResponse>('/api/auth/login', body),
  loginCode: (body: LoginCodeBody) => postJson<SessionResponse>('/api/auth/login/code', body),
  setup: (body: SetupBody) => postJson<SessionResponse>('/api/auth/setup', body),
  logout: (csrfToken: string) => change('/api/auth/logout', {}, csrfToken),
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
  /** A page of the subscriptions, newest first: the first, or the one after `cursor`. */
  subscribers: (query: { email?: string; cursor?: string } = {}) => {
    const params = new URLSearchParams()
    if (query.email) params.set('email', query.email)
    if (query.cursor) params.set('cursor', query.cursor)
    return getJson<SubscribersResponse>(`/api/subscribers${params.size ? `?${params}` : ''}`)
  },
  importSubscribers: (body: SubscribersImportBody, csrfToken: string) =>
    change<SubscribersImportResult>('/api/subscribers/import', body, csrfToken),
  campaigns: () => getJson<CampaignsResponse>('/api/campaigns'),
  createCampaign: (body: CampaignBody, csrfToken: string) =>
    change<Campaign>('/api/campaigns', body, csrfToken),
  updateCampaign: (id: string, body: CampaignBody, csrfToken: string) =>
    change<Campaign>(campaign(id), body, csrfToken),
  sendPage: (body: SendPageBody, csrfToken: string) =>
    change<Campaign>('/api/campaigns/send-page', body, csrfToken),
  campaignPreview: (id: string) => getJson<CampaignPreview>(`${campaign(id)}/preview`),
  sendTest: (id: string, csrfToken: string) => change(`${campaign(id)}/test`, {}, csrfToken),
  sendCampaign: (id: string, csrfToken: string) => change<Campaign>(`${campaign(id)}/send`, {}, csrfToken),
  pauseCampaign: (id: string, csrfToken: string) => change<Campaign>(`${campaign(id)}/pause`, {}, csrfToken),
  resumeCampaign: (id: string, csrfToken: string) =>
    change<Campaign>(`${campaign(id)}/resume`, {}, csrfToken),
  team: () => getJson<TeamResponse>('/api/team'),
  changeRole: (id: string, role: Role, csrfToken: string) =>
    change(`${member(id)}/role`, { role }, csrfToken),
  removeMember: (id: string, csrfToken: string) => change(`${member(id)}/remove`, {}, csrfToken),
  endMemberSessions: (id: string, csrfToken: string) => change(`${member(id)}/end-sessions`, {}, csrfToken),
  contentList: () => getJson<ContentListResponse>('/api/content'),
  contentEntry: (ref: string) =>
    getJson<ContentEntryResponse>(`/api/content/entry?ref=${encodeURIComponent(ref)}`),
  saveDraft: (body: SaveDraftBody, csrfToken: string) =>
    change<NonNullable<ContentEntryResponse['draft']>>('/api/content/draft', body, csrfToken),
  publish: (ref: string, revision: number, csrfToken: string) =>
    change<{ release: Release }>('/api/content/publish', { ref, revision }, csrfToken),
  publishTogether: (drafts: { ref: string; revision: number }[], csrfToken: string) =>
    change<{ release: Release }>('/api/content/publish-together', { drafts }, csrfToken),
  restore: (ref: string, version: number, csrfToken: string) =>
    change<{ release: Release }>('/api/content/restore', { ref, version }, csrfToken),
  preview: (ref: string, revision: number, csrfToken: string) =>
    change<{ preview: Preview }>('/api/content/preview', { ref, revision }, csrfToken),
  previewState: (id: number) => getJson<{ preview: Preview }>(`/api/content/previews/${id}`),
  rename: (ref: string, key: string, csrfToken: string) =>
    change<{ release: Release }>('/api/content/rename', { ref, key }, csrfToken),
  deleteEntry: (ref: string, redirectTo: string | null, takeOut: boolean, csrfToken: string) =>
    change<{ release: Release }>('/api/content/delete', { ref, redirectTo, takeOut }, csrfToken),
  discardDraft: (ref: string, revision: number, csrfToken: string) =>
    change('/api/content/discard', { ref, revision }, csrfToken),
  uploadImage: (file: File, { alt, decorative }: ImageDescription, csrfToken: string) =>
    postFile<UploadedImage>(
      `/api/content/images?${new URLSearchParams({ name: file.name, alt: alt ?? '', decorative: String(Boolean(decorative)) })}`,
      file,
      { [CSRF_HEADER]: csrfToken },
    ),
  library: (query = '') =>
    getJson<{ images: LibraryImage[] }>(`/api/content/library?${new URLSearchParams({ q: query })}`),
  describeImage: (name: string, description: ImageDescription, csrfToken: string) =>
    change<{ image: LibraryImage }>(
      `/api/content/library/${encodeURIComponent(name)}`,
      description,
      csrfToken,
    ),
  replaceImage: (name: string, file: File, csrfToken: string) =>
    postFile<{ image: LibraryImage; release: Release | null }>(
      `/api/content/library/${encodeURIComponent(name)}/replace`,
      file,
      { [CSRF_HEADER]: csrfToken },
    ),
  deleteImage: (name: string, csrfToken: string) =>
    change(`/api/content/library/${encodeURIComponent(name)}/delete`, {}, csrfToken),
  release: (id: number) => getJson<{ release: Release }>(`/api/content/releases/${id}`),
  reviews: () => getJson<ReviewListResponse>('/api/content/reviews'),
  askForReview: (body: AskReviewBody, csrfToken: string) =>
    change<{ review: Review }>('/api/content/reviews', body, csrfToken),
  approveReview: (id: string, revision: number, csrfToken: string) =>
    change<{ review: Review; release: Release }>(
      `/api/content/reviews/${encodeURIComponent(id)}/approve`,
      { revision },
      csrfToken,
    ),
  sendBackReview: (id: string, note: string, csrfToken: string) =>
    change<{ review: Review }>(`/api/content/reviews/${encodeURIComponent(id)}/return`, { note }, csrfToken),
  requireReview: (required: boolean, csrfToken: string) =>
    change<{ message: string }>(`/api/team/review/${required ? 'require' : 'make-optional'}`, {}, csrfToken),
  schedules: () => getJson<ScheduleListResponse>('/api/schedules'),
  schedule: (body: ScheduleBody, csrfToken: string) =>
    change<{ schedule: Schedule }>('/api/schedules', body, csrfToken),
  changeSchedule: (id: string, body: ChangeScheduleBody, csrfToken: string) =>
    change<{ schedule: Schedule }>(`/api/schedules/${encodeURIComponent(id)}`, body, csrfToken),
  cancelSchedule: (id: string, csrfToken: string) =>
    change<{ schedule: Schedule }>(`/api/schedules/${encodeURIComponent(id)}/cancel`, {}, csrfToken),
  history: (ref: string) => getJson<HistoryResponse>(`/api/content/history?ref=${encodeURIComponent(ref)}`),
  analytics: (period?: { from: string; to: string }) =>
    getJson<AnalyticsResponse>(`/api/analytics${period ? `?${new URLSearchParams(period)}` : ''}`),
  pageReads: (path: string) => getJson<PageReads>(`/api/analytics/page?${new URLSearchParams({ path })}`),
  audit: (query: Partial<AuditQuery>) => {
    const params = new URLSearchParams()
    for (const [name, value] of Object.entries(query)) if (value) params.set(name, String(value))
    return getJson<AuditResponse>(`/api/audit?${params}`)
  },
  invite: (body: InviteBody, csrfToken: string) => change('/api/team/invitations', body, csrfToken),
  resendInvitation: (id: string, csrfToken: string) =>
    change(`/api/team/invitations/${encodeURIComponent(id)}/resend`, {}, csrfToken),
  revokeInvitation: (id: string, csrfToken: string) =>
    change(`/api/team/invitations/${encodeURIComponent(id)}/revoke`, {}, csrfToken),
  lookupInvitation: (token: string) =>
    postJson<InvitationLookupResponse>('/api/invitations/lookup', { token }),
  acceptInvitation: (body: AcceptInvitationBody) =>
    postJson<SessionResponse>('/api/invitations/accept', body),
  requestReset: (body: ResetRequestBody) => postJson<MessageResponse>('/api/auth/password-reset', body),
  completeReset: (body: ResetBody) => postJson<MessageResponse>('/api/auth/password-reset/complete', body),
  account: () => getJson<AccountResponse>('/api/account'),
  endSession: (id: string, csrfToken: string) =>
    change(`/api/account/sessions/${encodeURIComponent(id)}/end`, {}, csrfToken),
  changePassword: (body: PasswordChangeBody, csrfToken: string) =>
    change('/api/account/password', body, csrfToken),
  setMessageMail: (on: boolean, csrfToken: string) =>
    change(`/api/account/message-mail/${on ? 'on' : 'off'}`, {}, csrfToken),
  beginTwoFactor: (csrfToken: string) =>
    change<TwoFactorSetupResponse>('/api/account/two-factor/setup', {}, csrfToken),
  enableTwoFactor: (body: TwoFactorEnableBody, csrfToken: string) =>
    change<RecoveryCodesResponse>('/api/account/two-factor/enable', body, csrfToken),
  disableTwoFactor: (body: PasswordConfirmBody, csrfToken: string) =>
    change('/api/account/two-factor/disable', body, csrfToken),
  renewRecoveryCodes: (body: PasswordConfirmBody, csrfToken: string) =>
    change<RecoveryCodesResponse>('/api/account/two-factor/recovery-codes', body, csrfToken),
  requireTwoFactor: (required: boolean, csrfToken: string) =>
    change(`/api/team/two-factor/${required ? 'require' : 'make-optional'}`, {}, csrfToken),
  resetTwoFactor: (id: string, csrfToken: string) => change(`${member(id)}/two-factor/reset`, {}, csrfToken),
}
