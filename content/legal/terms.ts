import type { z } from 'zod'
import type { LegalPageSchema } from '../schemas.ts'
import { readBody } from './read-body.ts'

export const terms = {
  slug: 'terms',
  seo: {
    title: 'Terms of Use & Disclosures | Northstar Consulting Group',
    description:
      'The terms for using the Northstar website: general information rather than advice, use of our content, acceptable use and our independence from the vendors we recommend.',
  },
  title: 'Terms of Use & Disclosures',
  updated: '2026-11-21',
  body: readBody('terms.md'),
} satisfies z.input<typeof LegalPageSchema>
