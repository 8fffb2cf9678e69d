import { z } from 'zod'
import { FormLanguageSchema } from './language.ts'
import { LIMITS } from './limits.ts'
import { EmailSchema } from './newsletter.ts'
import { FORM_TOKEN_FIELD } from './contact-constants.ts'
import { plainText } from './text.ts'

const required = (label: string, max: number, multiline = false) =>
  plainText(label, { multiline })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} can be at most ${max} characters.`)

/** A person takes longer than this to fill in four fields; a script does not. */
export const MIN_FILL_MS = 2000
/** A form handed out longer ago than this is sent again from a fresh page. */
export const FORM_MAX_AGE_MS = 24 * 60 * 60 * 1000
export const FORM_EXPIRED = 'This form has expired. Please reload the page and send your message again.'

/** A message from the contact form. `website` is a honeypot; `formToken` dates the form (server-signed). */
export const ContactBodySchema = z.object({
  name: required('Name', LIMITS.name),
  email: EmailSchema,
  subject: required('Subject', LIMITS.subject),
  message: required('Message', LIMITS.message, true),
  language: FormLanguageSchema,
  website: z
    .string()
    .max(200)
    .optional()
    .describe('Left empty by people: a form that fills it in is answered as usual, and not sent.'),
  // Required: without it the message is refused (the service says why for a token it cannot use).
  [FORM_TOKEN_FIELD]: z
    .string({ error: FORM_EXPIRED })
    .max(200, FORM_EXPIRED)
    .describe(
      `When the form was handed out, signed by the server: the page's hidden field, or \`token\` from \`GET /api/form-token\`. It sends one message, no sooner than ${MIN_FILL_MS / 1000} s and no later than ${FORM_MAX_AGE_MS / 3_600_000} h after it was issued.`,
    ),
})
export type ContactBody = z.infer<typeof ContactBodySchema>

export const FormTokenResponseSchema = z.object({ token: z.string() })

export const ContactResponseSchema = z.object({ message: z.string(), id: z.string() })
export type ContactResponse = z.infer<typeof ContactResponseSchema>

export * from './contact-constants.ts'

export type ContactField = keyof Pick<ContactBody, 'name' | 'email' | 'subject' | 'message'>
