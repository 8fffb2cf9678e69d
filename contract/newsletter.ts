import { z } from 'zod'
import { plainText } from './text.ts'
import { LIMITS } from './limits.ts'

export const EmailSchema = plainText('The e-mail address', { required: 'Enter your e-mail address.' })
  .trim()
  .min(1, 'Enter your e-mail address.')
  .max(LIMITS.email, `An e-mail address has at most ${LIMITS.email} characters.`)
  .pipe(z.email('Enter a valid e-mail address, like name@example.com.'))
  // Trimmed before it is checked, so the document states the format the pipe ends with.
  .meta({ format: 'email', examples: ['ada@example.com'] })

/** `website` is a honeypot: hidden from people, filled in by bots. */
export const TopicSchema = z.enum(['general', 'jobs'])
export type Topic = z.infer<typeof TopicSchema>

export const SubscribeBodySchema = z.object({
  email: EmailSchema,
  topic: TopicSchema.default('general'),
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

export const MessageResponseSchema = z.object({ message: z.string() })
export type MessageResponse = z.infer<typeof MessageResponseSchema>

export const SUBSCRIBE_ACCEPTED =
  'Thanks! Check your inbox: we have sent you a link to confirm your subscription.'
