import { z } from 'zod'
import { LIMITS } from './limits.ts'
import { EmailSchema } from './newsletter.ts'
import { FORM_TOKEN_FIELD } from './contact-constants.ts'
import { plainText } from './text.ts'

const required = (label: string, max: number, multiline = false) =>
  plainText(label, { multiline })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} can be at most ${max} characters.`)

/** A message from the contact form. `website` is a honeypot; `formToken` dates the form (server-signed). */
export const ContactBodySchema = z.object({
  name: required('Name', LIMITS.name),
  email: EmailSchema,
  subject: required('Subject', LIMITS.subject),
  message: required('Message', LIMITS.message, true),
  website: z.string().max(200).optional(),
  [FORM_TOKEN_FIELD]: z.string().max(200).optional(),
})
export type ContactBody = z.infer<typeof ContactBodySchema>

export const FormTokenResponseSchema = z.object({ token: z.string() })

export const ContactResponseSchema = z.object({ message: z.string(), id: z.string() })
export type ContactResponse = z.infer<typeof ContactResponseSchema>

export * from './contact-constants.ts'

export type ContactField = keyof Pick<ContactBody, 'name' | 'email' | 'subject' | 'message'>
