import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const smartCityDevelopment = {
  slug: 'smart-city-development',
  seo: {
    title: 'Smart City Programme for a Coastal City of 400,000 | Northstar',
    description:
      'How a coastal city cut 60 smart-city ideas to 12 funded projects on one data platform, and how adaptive signals cut peak journey times by 14% in a year.',
  },
  title: 'Smart city programme for a coastal city of 400,000',
  sector: 'Engineering, Building & Construction',
  client: 'A coastal city council serving 400,000 residents',
  summary:
    'A city council had a long list of smart-city ideas and no way to choose between them. We helped it narrow 60 ideas to 12 funded projects, set up one data platform for traffic, lighting and flood sensors, and deliver adaptive traffic signals on four main corridors.',
  image: { src: '/images/case-8.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '60 → 12', label: 'ideas narrowed to funded projects' },
    { value: '14%', label: 'shorter peak journeys on four corridors' },
    { value: '1', label: 'shared data platform for sensors' },
  ],
  challenge: [
    'Over several years, different council departments had run their own pilots: a parking app, connected street lights in one district, a handful of river-level sensors. Each had its own supplier, its own software and its own contract. Between them, officers and councillors had put forward 60 ideas for a smart-city programme, with no agreed way to compare their costs and benefits.',
    'The city’s problems were clear enough. Congestion on the four main routes into the centre added up to 20 minutes to peak journeys, and rising sea levels meant flood warnings in low-lying streets depended on officers checking gauges by hand. The council needed a programme it could fund, deliver and maintain with a small technology team.',
  ],
  approach: [
    {
      title: 'Score every idea on the same terms',
      description:
        'We assessed all 60 ideas against the council’s priorities, whole-life cost, evidence from other cities and the data each would need. Twelve projects went forward, with a business case and an owning department for each.',
    },
    {
      title: 'One platform instead of many',
      description:
        'We specified a single data platform for traffic, street lighting and flood sensors, with open interfaces, so new devices connect to one system and the council owns its data rather than each supplier.',
    },
    {
      title: 'Adaptive signals on four corridors',
      description:
        'Working with the highways team, we planned the replacement of fixed-time signals on the four busiest corridors with adaptive control, linked to bus location data so late buses get priority.',
    },
    {
      title: 'Funding and procurement',
      description:
        'We packaged the 12 projects into three procurements and matched them to national transport and flood-resilience funds, which covered 58% of the capital cost.',
    },
  ],
  outcome: [
    'In the first year after the adaptive signals went live, average peak journey times on the four corridors fell by 14%, and bus punctuality on those routes improved by 6 percentage points. The flood sensors now send automatic alerts for 22 low-lying streets, replacing manual gauge checks.',
    'Because every project reports into the same platform, the council has retired three separate software contracts. Four of the remaining nine projects are in delivery, and the council uses the same scoring method to assess new proposals.',
  ],
  quote: {
    text: 'We stopped running pilots for their own sake. Every project now has to earn its place, and they all feed the same system.',
    name: 'Mark Ellison',
    role: 'Director of Place, the city council',
  },
  related: [
    { label: 'Engineering, Building & Construction', href: '/industries/engineering-building-construction' },
    { label: 'Digital', href: '/capabilities/digital' },
    { label: 'Redesigning an urban bus network', href: '/case-studies/urban-transportation' },
  ],
} satisfies z.input<typeof CaseStudySchema>
