import type { z } from 'zod'
import type { ArticleSchema } from '../schemas.ts'
import { readBody } from './read-body.ts'

export const newsInsight = {
  path: 'news/insight',
  seo: {
    title: 'New technology bootcamps with regional employers | Northstar',
    description:
      'Full-time and part-time technology bootcamps that run 6-9 months: learners build real projects for partner companies, and every cohort ends with interviews.',
  },
  title: 'New technology bootcamps turn career changers into job-ready engineers',
  subtitle:
    'Together with regional employers, Northstar has opened full-time and part-time bootcamps that run 6-9 months, built around real projects and ending with interviews, not just a certificate.',
  category: 'Workforce Development',
  date: '2025-01-14',
  updated: '2025-01-14',
  author: {
    name: 'Priya Raman',
    role: 'Director, Workforce Development',
    image: { src: '/images/avatar-4.svg', alt: '', width: 400, height: 400 },
  },
  heroImage: { src: '/images/news-bootcamp.svg', alt: '', width: 1200, height: 800 },
  body: readBody('news-insight.md'),
  related: [
    {
      title: 'What the best-performing school networks did differently in 2024',
      category: 'Education',
      href: '/articles/insight/edu',
    },
    {
      title: 'Five questions to ask before you buy another platform',
      category: 'Technology',
      href: '/articles/insight/tech',
    },
    {
      title: 'AI in the back office: where it pays off first',
      category: 'Artificial Intelligence',
      href: '/articles/trending/now1',
    },
  ],
} satisfies z.input<typeof ArticleSchema>
