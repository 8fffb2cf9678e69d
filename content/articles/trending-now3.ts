import type { z } from 'zod'
import type { ArticleSchema } from '../schemas.ts'
import { readBody } from './read-body.ts'

export const trendingNow3 = {
  path: 'trending/now3',
  seo: {
    title: 'From pledge to plan: making net-zero targets bankable | Northstar',
    description:
      'Lenders now expect transition plans with numbers behind them. What makes a net-zero plan bankable, where plans fall short and how to present yours to your bank.',
  },
  title: 'From pledge to plan: making net-zero targets bankable',
  subtitle:
    'Lenders now ask for transition plans with numbers behind them. A practical guide to building one your board and your bank will trust.',
  category: 'Sustainability',
  date: '2025-01-14',
  updated: '2025-01-14',
  author: {
    name: 'Catherine Lowe',
    role: 'Partner, Engineering & Sustainability',
    image: { src: '/images/avatar-3.svg', alt: '', width: 400, height: 400 },
  },
  heroImage: { src: '/images/hero-capabilities.svg', alt: '', width: 1600, height: 900 },
  body: readBody('trending-now3.md'),
  related: [
    {
      title: 'How whole-life carbon is changing the way cities procure buildings',
      category: 'Engineering',
      href: '/articles/insight/engin',
    },
    { title: 'How we approach analytics', category: 'Data & Analytics', href: '/articles/data/analytics' },
    {
      title: 'Shorter, smarter supply chains after three turbulent years',
      category: 'Supply Chains',
      href: '/articles/trending/now2',
    },
  ],
} satisfies z.input<typeof ArticleSchema>
