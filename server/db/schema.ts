import type { Role } from '#contract/roles-constants.ts'

// Table types as Kysely sees them (camelCase through CamelCasePlugin). Timestamps are ISO text,
// states are text unions, so SQLite and PostgreSQL behave the same.
export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed' | 'bounced'
export type MailStatus = 'queued' | 'sent' | 'failed'

export type NewsletterSubscribersTable = {
  id: string
  email: string
  topic: string
  status: SubscriberStatus
  confirmTokenHash: string | null
  confirmTokenExpiresAt: string | null
  unsubscribeTokenHash: string
  lastConfirmationSentAt: string | null
  createdAt: string
  confirmedAt: string | null
  unsubscribedAt: string | null
  preferencesTokenHash: string | null
  /** How consent was given: `double opt-in`, or what an import stated (`import: <source>, <date>`). */
  consentSource: string | null
  bouncedAt: string | null
  bounceReason: string | null
  /** The language the reader signed up in (`fr`), which their mails are written in; null: the default. */
  language: string | null
}

export type CampaignStatus = 'draft' | 'publishing' | 'sending' | 'paused' | 'sent'
/**
 * `claimed`: taken by an instance, its mail not begun; `sending`: its mail begun. An instance that
 * dies leaves the first to be taken again, and the second `unknown` (the mail server may have it).
 */
export type RecipientStatus = 'queued' | 'claimed' | 'sending' | 'sent' | 'bounced' | 'failed' | 'unknown'

export type NewsletterCampaignsTable = {
  id: string
  subject: string
  intro: string
  entries: string
  topics: string
  /** 1: published in the public archive before it is sent; 0: e-mail only. */
  inArchive: number
  status: CampaignStatus
  source: string | null
  html: string | null
  text: string | null
  archivePath: string | null
  error: string | null
  createdBy: string | null
  createdAt: string
  updatedAt: string
  startedAt: string | null
  finishedAt: string | null
  /** JSON: its versions in the site's other languages, by language (campaigns.service.ts `Version`). */
  versions: string
}

export type NewsletterCampaignRecipientsTable = {
  campaignId: string
  email: string
  status: RecipientStatus
  attempts: number
  nextAttemptAt: string
  leaseUntil: string | null
  lastError: string | null
  sentAt: string | null
  /** The version the reader gets: the language they signed up in, where the campaign is written in it; null: the default's. */
  language: string | null
}

export type MailOutboxTable = {
  id: string
  kind: string
  recipient: string
  payload: string
  status: MailStatus
  attempts: number
  nextAttemptAt: string
  lastError: string | null
  createdAt: string
  sentAt: string | null
}

export type RateLimitsTable = {
  key: string
  hits: number
  resetAt: number
}

export type MessageStatus = 'unread' | 'replied'

export type ContactMessagesTable = {
  id: string
  name: string
  email: string
  subject: string
  message: string
  status: MessageStatus
  createdAt: string
  /** When it was first answered. */
  repliedAt: string | null
  /** When it was put out of the way; null while it is in the inbox. */
  archivedAt: string | null
}

/** A reply sent to a contact message, in the order of the conversation. */
export type ContactRepliesTable = {
  id: string
  messageId: string
  text: string
  /** Its e-mail in the outbox. */
  mailId: string
  authorEmail: string | null
  createdAt: string
}

export type AdminUsersTable = {
  id: string
  email: string
  passwordHash: string
  role: Role
  twoFactorSecret: string | null
  twoFactorEnabledAt: string | null
  twoFactorLastStep: number | null
  /** When the member turned off the mail of each new contact message; null while they get it. */
  messageMailOffAt: string | null
  createdAt: string
}

export type AppSecretsTable = {
  name: string
  value: string
  createdAt: string
}

export type AdminSessionsTable = {
  idHash: string
  /** The session's public handle, to list and end it; the cookie holds a secret whose hash is idHash. */
  id: string
  adminId: string
  csrfToken: string
  ip: string
  userAgent: string
  createdAt: string
  lastSeenAt: string
  expiresAt: string
}

export type AdminSetupTokensTable = {
  tokenHash: string
  expiresAt: string
}

export type AdminRecoveryCodesTable = {
  adminId: string
  codeHash: string
}

export type AdminInvitationsTable = {
  id: string
  email: string
  role: Role
  tokenHash: string
  invitedBy: string | null
  createdAt: string
  expiresAt: string
  acceptedAt: string | null
  revokedAt: string | null
}

export type AdminPasswordResetsTable = {
  tokenHash: string
  adminId: string
  createdAt: string
  expiresAt: string
}

export type AuditLogTable = {
  id: string
  at: string
  actorId: string | null
  actorEmail: string | null
  action: string
  target: string | null
  /** JSON: what changed, in the action's own terms. */
  detail: string | null
  ip: string | null
}

export type TeamSettingsTable = {
  name: string
  value: string
}
/** The team setting that asks every member to sign in with two steps ('true' or 'false'). */
export const TWO_FACTOR_REQUIRED_SETTING = 'require-two-factor'
/** The team setting that sends an editor's publish to an owner or admin first ('true' or 'false'). */
export const REVIEW_REQUIRED_SETTING = 'require-review'

/** A published version of a content file (content/<ref>); `data` is null once the entry is deleted. */
export type ContentVersionsTable = {
  ref: string
  version: number
  data: string | null
  fileHash: string | null
  authorId: string | null
  authorEmail: string | null
  /** Who saved the draft it was published from, when that was a member. */
  writtenByEmail: string | null
  releaseId: number
  createdAt: string
}

export type ContentDraftsTable = {
  ref: string
  data: string
  baseVersion: number
  revision: number
  authorId: string | null
  authorEmail: string | null
  updatedAt: string
}

export type ContentReleaseState = 'building' | 'live' | 'failed' | 'superseded'

export type ContentReleasesTable = {
  id: number
  state: ContentReleaseState
  summary: string
  error: string | null
  authorId: string | null
  authorEmail: string | null
  /** Those who wrote its drafts, when not only its author (comma-separated). */
  writtenByEmail: string | null
  createdAt: string
  finishedAt: string | null
  code: string | null
  fingerprint: string | null
}

export type ContentImagesTable = {
  name: string
  data: Buffer
  width: number
  height: number
  /** What it shows, for those who cannot see it: each use starts from it, and may say it its own way. */
  alt: string
  /** 1: it adds nothing the words do not say (no alt text needed); 0: it informs. */
  decorative: number
  /** The name the file had on the uploader's computer. */
  fileName: string | null
  bytes: number
  authorEmail: string | null
  createdAt: string
  /** When a file was put in its place (the new file's row: when it came). */
  replacedAt: string | null
  /** The photograph whose file came in its place: this one is kept for what still names it, unlisted. */
  replacedBy: string | null
}

export type ContentPreviewsTable = {
  id: number
  ref: string
  path: string
  state: 'building' | 'ready' | 'failed'
  error: string | null
  archive: Buffer | null
  createdAt: string
}

export type ScheduleAction = 'publish' | 'unpublish' | 'send'
export type ScheduleState = 'waiting' | 'firing' | 'done' | 'failed' | 'cancelled'

/** Work set for a time: a content file published or taken down, a newsletter issue sent. */
export type SchedulesTable = {
  id: string
  action: ScheduleAction
  /** The content file's ref, or the newsletter issue's id. */
  target: string
  redirectTo: string | null
  /** 1: a take-down takes the page out of the menus and lists that feature it. */
  takeOut: number
  /** A publish's draft revisions, one per ref of the target, as JSON; null otherwise. */
  revisions: string | null
  /** Instants in milliseconds since 1970. */
  dueAt: number
  state: ScheduleState
  leaseUntil: number | null
  releaseId: number | null
  error: string | null
  setById: string
  setByEmail: string
  changedByEmail: string | null
  createdAt: string
  updatedAt: string
  firedAt: string | null
}

export type ReviewState = 'waiting' | 'approved' | 'returned' | 'withdrawn'

/** An editor's request that a draft go live, while the team reviews before publishing. */
export type ContentReviewsTable = {
  id: string
  ref: string
  state: ReviewState
  revision: number
  /** What the editor says of the change. */
  message: string | null
  askedById: string
  askedByEmail: string
  askedAt: string
  decidedByEmail: string | null
  decidedAt: string | null
  /** Why it was sent back, in the reviewer's words. */
  note: string | null
  releaseId: number | null
}

/** A day's salt of the visitors' ids, deleted when the day ends (server/modules/analytics/). */
export type AnalyticsSaltsTable = { day: number; salt: string }

/** A string the counted visits name (an address, a referrer, a campaign, a search), kept once. */
export type AnalyticsNamesTable = { id: number; name: string }

/** A page view or a goal: numbers only, the strings by their ids in analytics_names. */
export type AnalyticsEventsTable = {
  day: number
  at: number
  kind: number
  path: number
  visitor: number
  entry: number
  device: number
  country: number
  source: number | null
  utmSource: number | null
  utmMedium: number | null
  utmCampaign: number | null
  fromPath: number | null
  query: number | null
  found: number | null
}

/** A day's count of one thing (a page, a referrer, a goal…): kept after the raw rows are deleted. */
export type AnalyticsTotalsTable = {
  day: number
  dimension: string
  name: number
  views: number
  visitors: number
}

/** A finished month's count of one thing, the sum of its days' totals. */
export type AnalyticsMonthsTable = {
  /** 12 × year + month − 1, of the firm's dates. */
  month: number
  dimension: string
  name: number
  views: number
  visitors: number
}

export type DB = {
  analyticsSalts: AnalyticsSaltsTable
  analyticsNames: AnalyticsNamesTable
  analyticsEvents: AnalyticsEventsTable
  analyticsTotals: AnalyticsTotalsTable
  analyticsMonths: AnalyticsMonthsTable
  schedules: SchedulesTable
  contentReviews: ContentReviewsTable
  contentPreviews: ContentPreviewsTable
  contentImages: ContentImagesTable
  contentVersions: ContentVersionsTable
  contentDrafts: ContentDraftsTable
  contentReleases: ContentReleasesTable
  contactMessages: ContactMessagesTable
  contactReplies: ContactRepliesTable
  adminUsers: AdminUsersTable
  adminSessions: AdminSessionsTable
  adminSetupTokens: AdminSetupTokensTable
  newsletterSubscribers: NewsletterSubscribersTable
  newsletterCampaigns: NewsletterCampaignsTable
  newsletterCampaignRecipients: NewsletterCampaignRecipientsTable
  mailOutbox: MailOutboxTable
  rateLimits: RateLimitsTable
  appSecrets: AppSecretsTable
  adminRecoveryCodes: AdminRecoveryCodesTable
  adminInvitations: AdminInvitationsTable
  adminPasswordResets: AdminPasswordResetsTable
  auditLog: AuditLogTable
  teamSettings: TeamSettingsTable
}
