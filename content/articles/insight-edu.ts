import type { z } from 'zod'
import type { ArticleSchema } from '../schemas.ts'
import { readBody } from './read-body.ts'

export const insightEdu = {
  path: 'insight/edu',
  seo: {
    title: 'What top school networks did differently in 2024 | Northstar',
    description:
      'Flagship STEM schools that lift every school, timetabled teacher development and weekly attendance reviews: what set the best school networks apart in 2024.',
  },
  title: 'What the best-performing school networks did differently in 2024',
  subtitle:
    'Not new programmes or new products, but a handful of habits held for a whole year: flagship schools that share their practice, protected time for teachers and data that people act on.',
  category: 'Education',
  date: '2025-01-14',
  updated: '2025-01-14',
  author: {
    name: 'Helen Marsh',
    role: 'Partner, Education Practice',
    image: { src: '/images/avatar-1.svg', alt: '', width: 400, height: 400 },
  },
  heroImage: { src: '/images/hero-education.svg', alt: '', width: 1600, height: 900 },
  body: readBody('insight-edu.md'),
  related: [
    { title: 'How we approach analytics', category: 'Data & Analytics', href: '/articles/data/analytics' },
    {
      title: 'New technology bootcamps turn career changers into job-ready engineers',
      category: 'Workforce Development',
      href: '/articles/news/insight',
    },
    {
      title: 'Five questions to ask before you buy another platform',
      category: 'Technology',
      href: '/articles/insight/tech',
    },
  ],
} satisfies z.input<typeof ArticleSchema>
