import type { z } from 'zod'
import type { LegalPageSchema } from '../schemas.ts'
import { readBody } from './read-body.ts'

export const accessibility = {
  slug: 'accessibility',
  seo: {
    title: 'Accessibility Statement | Northstar Consulting Group',
    description:
      'How the Northstar website aims to meet WCAG 2.2 AA, how we test it, the limitations we know of, and how to report a problem or ask for information in another format.',
  },
  title: 'Accessibility Statement',
  updated: '2026-11-21',
  body: readBody('accessibility.md'),
} satisfies z.input<typeof LegalPageSchema>
