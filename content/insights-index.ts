import type { z } from 'zod'
import type { InsightsIndexSchema } from './schemas.ts'

const image = (name: string) => ({ src: `/images/${name}.svg`, alt: '', width: 800, height: 600 })

export const insightsIndex = {
  seo: {
    title: 'Insights & Resources: Research and Practical Guides | Northstar',
    description:
      'Research, guides and practical advice from Northstar teams on economic trends, digital transformation, sustainability and running essential services.',
  },
  heading: 'Insights & Resources',
  intro:
    'Short, practical pieces written by the people doing the client work. Each one sets out what we are seeing across our sectors and what leaders can do about it now.',
  articles: [
    {
      title: 'Navigating Economic Trends in 2025',
      category: 'Economic Trends',
      date: '2024-02-15',
      href: '/insights/economic-trends',
      image: image('trending-2'),
    },
    {
      title: 'The Future of Digital Transformation',
      category: 'Technology',
      date: '2024-02-10',
      href: '/insights/digital-transformation',
      image: image('trending-1'),
    },
    {
      title: 'Sustainable Practices in Modern Business',
      category: 'Sustainability',
      date: '2024-02-05',
      href: '/insights/sustainability',
      image: image('trending-3'),
    },
  ],
  topicsHeading: 'Explore by topic',
} satisfies z.input<typeof InsightsIndexSchema>
