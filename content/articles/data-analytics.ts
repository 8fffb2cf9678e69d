import type { z } from 'zod'
import type { ArticleSchema } from '../schemas.ts'
import { readBody } from './read-body.ts'

export const dataAnalytics = {
  path: 'data/analytics',
  seo: {
    title: 'How we approach analytics | Northstar Consulting Group',
    description:
      'We start from the decisions leaders make and agree a small number of measures they use, with examples from education, agriculture, construction and procurement.',
  },
  title: 'How we approach analytics',
  subtitle:
    'We turn the data you already collect into a small number of measures that leaders actually use, and make sure they reach the right people at the right time.',
  category: 'Data & Analytics',
  date: '2025-01-14',
  updated: '2025-01-14',
  author: {
    name: 'Sophie Lindqvist',
    role: 'Head of Data & Analytics',
    image: { src: '/images/avatar-6.svg', alt: '', width: 400, height: 400 },
  },
  heroImage: { src: '/images/data-analytics.svg', alt: '', width: 1200, height: 800 },
  body: readBody('data-analytics.md'),
  related: [
    {
      title: 'What the best-performing school networks did differently in 2024',
      category: 'Education',
      href: '/articles/insight/edu',
    },
    {
      title: 'Shorter, smarter supply chains after three turbulent years',
      category: 'Supply Chains',
      href: '/articles/trending/now2',
    },
    {
      title: 'From pledge to plan: making net-zero targets bankable',
      category: 'Sustainability',
      href: '/articles/trending/now3',
    },
  ],
} satisfies z.input<typeof ArticleSchema>
