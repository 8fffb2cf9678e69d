import type { z } from 'zod'
import type { ArticleSchema } from '../schemas.ts'
import { readBody } from './read-body.ts'

export const insightTech = {
  path: 'insight/tech',
  seo: {
    title: 'Five questions to ask before you buy another platform | Northstar',
    description:
      'Before you sign for new software: name the decision it improves, check what you already own, assign an owner, cost it over five years and plan your exit.',
  },
  title: 'Five questions to ask before you buy another platform',
  subtitle:
    'Most organisations are not short of software. A short set of questions, asked before the demonstration, separates the purchases that pay back from the ones that simply renew.',
  category: 'Technology',
  date: '2025-01-14',
  updated: '2025-01-14',
  author: {
    name: 'Daniel Okafor',
    role: 'Partner, Technology Practice',
    image: { src: '/images/avatar-2.svg', alt: '', width: 400, height: 400 },
  },
  heroImage: { src: '/images/hero-technology.svg', alt: '', width: 1600, height: 900 },
  body: readBody('insight-tech.md'),
  related: [
    {
      title: 'AI in the back office: where it pays off first',
      category: 'Artificial Intelligence',
      href: '/articles/trending/now1',
    },
    { title: 'How we approach analytics', category: 'Data & Analytics', href: '/articles/data/analytics' },
    {
      title: 'New technology bootcamps turn career changers into job-ready engineers',
      category: 'Workforce Development',
      href: '/articles/news/insight',
    },
  ],
} satisfies z.input<typeof ArticleSchema>
