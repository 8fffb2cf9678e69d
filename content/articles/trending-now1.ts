import type { z } from 'zod'
import type { ArticleSchema } from '../schemas.ts'
import { readBody } from './read-body.ts'

export const trendingNow1 = {
  path: 'trending/now1',
  seo: {
    title: 'AI in the back office: where it pays off first | Northstar',
    description:
      'Invoice matching, scheduling and document review are returning the fastest savings from AI. Why these come first, typical results and how to start safely.',
  },
  title: 'AI in the back office: where it pays off first',
  subtitle:
    'Invoice matching, scheduling and document review are quietly returning the fastest savings. We look at why, and how to start safely.',
  category: 'Artificial Intelligence',
  date: '2025-01-14',
  updated: '2025-01-14',
  author: {
    name: 'Daniel Okafor',
    role: 'Partner, Technology Practice',
    image: { src: '/images/avatar-2.svg', alt: '', width: 400, height: 400 },
  },
  heroImage: { src: '/images/hero-insights.svg', alt: '', width: 1600, height: 900 },
  body: readBody('trending-now1.md'),
  related: [
    {
      title: 'Five questions to ask before you buy another platform',
      category: 'Technology',
      href: '/articles/insight/tech',
    },
    { title: 'How we approach analytics', category: 'Data & Analytics', href: '/articles/data/analytics' },
    {
      title: 'Shorter, smarter supply chains after three turbulent years',
      category: 'Supply Chains',
      href: '/articles/trending/now2',
    },
  ],
} satisfies z.input<typeof ArticleSchema>
