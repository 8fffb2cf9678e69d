import { z } from 'zod'
import { REPLY_EMPTY } from './admin-constants.ts'
import { LIMITS } from './limits.ts'
import { SUBSCRIBERS_IMPORT_MAX_BYTES, SUBSCRIBERS_PAGE_SIZE } from './newsletter-constants.ts'
import { ROLES } from './roles-constants.ts'
import { NewPasswordSchema } from './team.ts'
import { plainText } from './text.ts'

export * from './admin-constants.ts'

/** Every record's id is a UUID; anything else (a NUL byte, a path) is refused before the database sees it. */
export const RecordIdSchema = z.uuid('This link is not valid. Reload the inbox.')

export const LoginBodySchema = z.object({
  email: plainText('The e-mail address').trim().min(1, 'Enter your e-mail address.').max(LIMITS.email),
  password: z.string().min(1, 'Enter your password.').max(1024),
})
export type LoginBody = z.infer<typeof LoginBodySchema>

export const SetupBodySchema = z.object({
  token: z.string().min(1).max(100),
  email: z.email('Enter a valid e-mail address.').max(LIMITS.email),
  password: NewPasswordSchema,
})
export type SetupBody = z.infer<typeof SetupBodySchema>

export const SessionResponseSchema = z.object({
  admin: z.object({
    email: z.string(),
    role: z.enum(ROLES),
    mustSetUpTwoFactor: z
      .boolean()
      .describe(
        'The team requires two-step sign-in and this member has not turned it on: only their account is open.',
      ),
  }),
  csrfToken: z.string(),
})
export type SessionResponse = z.infer<typeof SessionResponseSchema>

/** The password was right; the account signs in with a second step, asked for next. */
export const CodeRequiredResponseSchema = z.object({
  codeRequired: z.literal(true),
  message: z.string(),
})
export type CodeRequiredResponse = z.infer<typeof CodeRequiredResponseSchema>

export const LoginCodeBodySchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Enter the code from your authenticator app, or a recovery code.')
    .max(40, 'A code is at most 40 characters.'),
})
export type LoginCodeBody = z.infer<typeof LoginCodeBodySchema>

export const MessageStatusSchema = z.enum(['unread', 'replied'])
export type MessageStatus = z.infer<typeof MessageStatusSchema>

export const MailStateSchema = z.object({
  id: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  attempts: z.number(),
  lastError: z.string().nullable(),
})
export type MailState = z.infer<typeof MailStateSchema>

export const ReplyItemSchema = z.object({
  id: z.string(),
  text: z.string(),
  authorEmail: z
    .string()
    .nullable()
    .describe('The member who sent it; null for a reply from before it was kept.'),
  createdAt: z.string(),
  mail: MailStateSchema.describe('Its e-mail’s delivery.'),
})
export type ReplyItem = z.infer<typeof ReplyItemSchema>

export const MessageItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: MessageStatusSchema.describe('`unread` until it is answered; `replied` from its first reply.'),
  createdAt: z.string(),
  replies: z.array(ReplyItemSchema).describe('Every reply sent to it, oldest first: the conversation.'),
  archived: z.boolean().describe('Put out of the way: listed under `archived=true` only.'),
})
export type MessageItem = z.infer<typeof MessageItemSchema>

export const MessagesQuerySchema = z.object({
  status: MessageStatusSchema.optional(),
  archived: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .describe('`true`: the archived messages; otherwise those in the inbox.'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})

export const MessagesResponseSchema = z.object({
  items: z.array(MessageItemSchema),
  nextCursor: z.string().nullable(),
  unanswered: z.number().describe('How many messages in the inbox wait for an answer.'),
})

export const UnansweredResponseSchema = z.object({
  unanswered: z.number().describe('How many messages in the inbox wait for an answer.'),
})

export const ArchiveBodySchema = z.object({
  archived: z.boolean().describe('`true` puts the message out of the way; `false` brings it back.'),
})
export type MessagesResponse = z.infer<typeof MessagesResponseSchema>

export const ReplyBodySchema = z.object({
  reply: plainText('The reply', { multiline: true, required: REPLY_EMPTY })
    .trim()
    .min(1, REPLY_EMPTY)
    .max(LIMITS.message),
})

export const SubscriberItemSchema = z.object({
  email: z.string(),
  topic: z.string(),
  status: z.enum(['pending', 'confirmed', 'unsubscribed', 'bounced']),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  /** How consent was given: `double opt-in`, `preferences page`, or what an import stated. */
  consentSource: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
  /** When the mail server refused the address for good; nothing more goes to it. */
  bouncedAt: z.string().nullable(),
})
export type SubscriberItem = z.infer<typeof SubscriberItemSchema>

const SUBSCRIBERS_PAGE_WORDS = `A page holds from 1 to ${SUBSCRIBERS_PAGE_SIZE} subscriptions.`

export const SubscribersQuerySchema = z.object({
  email: z
    .string()
    .trim()
    .max(LIMITS.email, `Search for part of one address: at most ${LIMITS.email} characters.`)
    .optional()
    .describe('Only the subscriptions whose address holds this text, in any case.'),
  cursor: z.string().max(200, 'This page link is not valid. Reload the page.').optional(),
  limit: z.coerce
    .number(SUBSCRIBERS_PAGE_WORDS)
    .int(SUBSCRIBERS_PAGE_WORDS)
    .min(1, SUBSCRIBERS_PAGE_WORDS)
    .max(SUBSCRIBERS_PAGE_SIZE, SUBSCRIBERS_PAGE_WORDS)
    .default(SUBSCRIBERS_PAGE_SIZE),
})
export type SubscribersQuery = z.infer<typeof SubscribersQuerySchema>

export const SubscribersResponseSchema = z.object({
  count: z.number().describe('How many people: a reader of two topics is one (those the search matches).'),
  subscriptions: z
    .number()
    .describe('How many subscriptions in all, on every page (those the search matches).'),
  items: z.array(SubscriberItemSchema).describe('One page, newest first.'),
  nextCursor: z.string().nullable().describe('The next page’s `cursor`; null on the last page.'),
  /** The topics a reader may choose, to import addresses to. */
  topics: z.array(z.object({ key: z.string(), label: z.string() })),
})
export type SubscribersResponse = z.infer<typeof SubscribersResponseSchema>

/** How imported addresses said yes: not yet (each gets a confirmation mail), or elsewhere, on record. */
export const ImportConsentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ask').describe('Each new address gets a confirmation mail, as at sign-up.') }),
  z.object({
    kind: z.literal('recorded'),
    source: plainText('Where they said yes')
      .trim()
      .min(3, 'Say where these people said yes, such as “Mailchimp list, exported 2026-10-01”.')
      .max(200),
    date: z.iso.date('Give the date they said yes, as 2026-10-01.'),
  }),
])

export const SubscribersImportBodySchema = z
  .object({
    csv: z
      .string()
      .min(1, 'Choose a CSV file, or paste its lines.')
      .max(SUBSCRIBERS_IMPORT_MAX_BYTES, 'The file is too large: import at most 2 MB at a time.')
      .describe('One address a line; a first line `email` (and other columns) is read as a header.'),
    topic: z.string().regex(/^[a-z0-9-]{1,40}$/, 'Choose a topic.'),
    consent: ImportConsentSchema,
  })
  .meta({ examples: [{ csv: 'email\nada@example.com\n', topic: 'insights', consent: { kind: 'ask' } }] })
export type SubscribersImportBody = z.infer<typeof SubscribersImportBodySchema>

export const SubscribersImportResultSchema = z.object({
  added: z.number().describe('New readers: confirmed (consent on record) or asked to confirm.'),
  skipped: z
    .array(z.object({ email: z.string(), reason: z.string() }))
    .describe('Already on the list, or who left it (never added back by an import).'),
  invalid: z.array(z.object({ line: z.number(), value: z.string(), reason: z.string() })),
})
export type SubscribersImportResult = z.infer<typeof SubscribersImportResultSchema>

/** Pushed to admin sockets only: no e-mail address, no message text. */
export type NewMessageEvent = { id: string; name: string; subject: string; createdAt: string }
