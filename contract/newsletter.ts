import { z } from 'zod'
import { FormLanguageSchema } from './language.ts'
import { plainText } from './text.ts'
import { LIMITS } from './limits.ts'
import { DEFAULT_TOPIC } from './newsletter-constants.ts'

export const EmailSchema = plainText('The e-mail address', { required: 'Enter your e-mail address.' })
  .trim()
  .min(1, 'Enter your e-mail address.')
  .max(LIMITS.email, `An e-mail address has at most ${LIMITS.email} characters.`)
  .pipe(z.email('Enter a valid e-mail address, like name@example.com.'))
  // Trimmed before it is checked, so the document states the format the pipe ends with.
  .meta({ format: 'email', examples: ['ada@example.com'] })

/** A topic's key, as content/newsletter-links.yaml names it; the server knows which exist. */
export const TopicSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,40}$/, 'Choose a topic from the list.')
  .meta({ examples: ['insights'] })
export type Topic = z.infer<typeof TopicSchema>

/**
 * Ticked checkboxes: a form posts none, one (a text) or several (a list) under one name; JSON may
 * send a list. Always a list once read.
 */
export const TopicListSchema = z
  .union([TopicSchema, z.array(TopicSchema).max(20)])
  .optional()
  .transform((value) => [...new Set(value === undefined ? [] : [value].flat())])

/** `website` is a honeypot: hidden from people, filled in by bots. */
export const SubscribeBodySchema = z.object({
  email: EmailSchema,
  topic: TopicSchema.default(DEFAULT_TOPIC),
  language: FormLanguageSchema,
  website: z
    .string()
    .max(200)
    .optional()
    .describe('Left empty by people: a form that fills it in is answered as usual, and not subscribed.'),
})
export type SubscribeBody = z.infer<typeof SubscribeBodySchema>

// Tokens are 32 random bytes in base64url: 43 characters.
export const TokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid.')
  .meta({ description: 'The token from the link in the e-mail.', examples: ['A'.repeat(43)] })
export const TokenBodySchema = z.object({ token: TokenSchema })
export const TokenQuerySchema = z.object({ token: TokenSchema })

/** The confirm button, with the topics the reader ticked beside the one they signed up for. */
export const ConfirmBodySchema = z.object({
  token: TokenSchema,
  topics: TopicListSchema,
  language: FormLanguageSchema,
})

/** The preferences page: the topics to receive from now on; none, or `leave`, ends every mail. */
export const PreferencesBodySchema = z.object({
  token: TokenSchema,
  topics: TopicListSchema,
  leave: z.string().max(20).optional().describe('Any value: unsubscribe from everything.'),
  language: FormLanguageSchema,
})
export type PreferencesBody = z.input<typeof PreferencesBodySchema>

export const PreferencesResponseSchema = z.object({
  /** The address, partly hidden: enough to recognise it, not to harvest it from a forwarded link. */
  email: z.string(),
  topics: z.array(TopicSchema),
})
export type PreferencesResponse = z.infer<typeof PreferencesResponseSchema>

export const MessageResponseSchema = z.object({ message: z.string() })
export type MessageResponse = z.infer<typeof MessageResponseSchema>

export const ConfirmResponseSchema = MessageResponseSchema.extend({
  topics: z.array(TopicSchema).describe('Every topic the reader now receives, the confirmed one first.'),
})
export type ConfirmResponse = z.infer<typeof ConfirmResponseSchema>

export const SUBSCRIBE_ACCEPTED =
  'Thanks! Check your inbox: we have sent you a link to confirm your subscription.'
