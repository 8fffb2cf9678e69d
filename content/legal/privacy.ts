import type { z } from 'zod'
import type { LegalPageSchema } from '../schemas.ts'
import { readBody } from './read-body.ts'

export const privacy = {
  slug: 'privacy',
  seo: {
    title: 'Privacy Policy | Northstar Consulting Group',
    description:
      'What the Northstar website stores from the contact form, newsletter and server logs, why, for how long, and your rights. No visitor cookies, analytics or tracking.',
  },
  title: 'Privacy Policy',
  updated: '2026-11-21',
  body: readBody('privacy.md'),
} satisfies z.input<typeof LegalPageSchema>
