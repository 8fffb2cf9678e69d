import type { z } from 'zod'
import type { ArticleSchema } from '../schemas.ts'
import { readBody } from './read-body.ts'

export const trendingNow2 = {
  path: 'trending/now2',
  seo: {
    title: 'Shorter, smarter supply chains after three turbulent years | Northstar',
    description:
      'Near-shoring where total landed cost supports it, dual sourcing for critical items and better demand data: what resilient regional firms are doing now.',
  },
  title: 'Shorter, smarter supply chains after three turbulent years',
  subtitle:
    'Near-shoring, dual sourcing and better demand data are reshaping how regional firms move goods. What the leaders are doing now, and a practical 90-day start.',
  category: 'Supply Chains',
  date: '2025-01-14',
  updated: '2025-01-14',
  author: {
    name: 'Martin Ellis',
    role: 'Director, Operations & Supply Chain',
    image: { src: '/images/avatar-5.svg', alt: '', width: 400, height: 400 },
  },
  heroImage: { src: '/images/hero-logistics.svg', alt: '', width: 1600, height: 900 },
  body: readBody('trending-now2.md'),
  related: [
    { title: 'How we approach analytics', category: 'Data & Analytics', href: '/articles/data/analytics' },
    {
      title: 'AI in the back office: where it pays off first',
      category: 'Artificial Intelligence',
      href: '/articles/trending/now1',
    },
    {
      title: 'From pledge to plan: making net-zero targets bankable',
      category: 'Sustainability',
      href: '/articles/trending/now3',
    },
  ],
} satisfies z.input<typeof ArticleSchema>
