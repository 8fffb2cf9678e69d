import type { z } from 'zod'
import type { ArticleSchema } from '../schemas.ts'
import { readBody } from './read-body.ts'

export const insightEngin = {
  path: 'insight/engin',
  seo: {
    title: 'How whole-life carbon is changing building procurement | Northstar',
    description:
      'Carbon budgets in briefs, assessments at every stage gate and carbon-weighted tenders: how cities now buy buildings, and what it means for designers and contractors.',
  },
  title: 'How whole-life carbon is changing the way cities procure buildings',
  subtitle:
    'As grids decarbonise, the carbon in materials and construction matters as much as energy in use. Cities are rewriting their briefs and tender scoring to match.',
  category: 'Engineering',
  date: '2025-01-14',
  updated: '2025-01-14',
  author: {
    name: 'Catherine Lowe',
    role: 'Partner, Engineering & Sustainability',
    image: { src: '/images/avatar-3.svg', alt: '', width: 400, height: 400 },
  },
  heroImage: { src: '/images/hero-engineering.svg', alt: '', width: 1600, height: 900 },
  body: readBody('insight-engin.md'),
  related: [
    {
      title: 'From pledge to plan: making net-zero targets bankable',
      category: 'Sustainability',
      href: '/articles/trending/now3',
    },
    {
      title: 'Shorter, smarter supply chains after three turbulent years',
      category: 'Supply Chains',
      href: '/articles/trending/now2',
    },
    { title: 'How we approach analytics', category: 'Data & Analytics', href: '/articles/data/analytics' },
  ],
} satisfies z.input<typeof ArticleSchema>
