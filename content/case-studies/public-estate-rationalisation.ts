import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const publicEstateRationalisation = {
  slug: 'public-estate-rationalisation',
  seo: {
    title: 'Rationalising a public sector office estate | Northstar case study',
    description:
      'Occupancy data showed offices less than half full. Consolidating 42 buildings into 29 saves £3.4m a year and released three town-centre sites for housing.',
  },
  title: 'Rationalising a public sector estate',
  sector: 'Public Sector',
  client: 'A county council and two district councils',
  summary:
    'Occupancy data showed many offices were less than half full. Consolidating 42 buildings into 29 saves £3.4m a year in running costs and released three town-centre sites for housing.',
  image: { src: '/images/case-8.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '42 to 29', label: 'buildings in the shared estate' },
    { value: '£3.4m', label: 'lower running costs a year' },
    { value: '3', label: 'town-centre sites released for housing' },
  ],
  challenge: [
    'Three councils in one county held 42 office and customer service buildings between them, several in the same towns and some a few streets apart. Since the move to hybrid working, staff and managers reported that many buildings felt empty, but nobody had reliable figures, and each council planned its estate separately.',
    'Running costs, including energy, maintenance, business rates and security, came to around £11m a year, and a condition survey had identified £6m of repairs due within five years. Budgets were tight, and leaders wanted to know which buildings were worth keeping before committing money to repairs.',
  ],
  approach: [
    {
      title: 'Measuring how space is used',
      description:
        'Desk and room sensors, supplemented by walk-round counts, measured occupancy across all 42 buildings for eight weeks. Average peak occupancy was 43%, and in 17 buildings it never rose above half.',
    },
    {
      title: 'Cost and condition for every building',
      description:
        'We combined occupancy with running costs, repair liabilities, lease terms and the services delivered from each building, giving leaders a single view of the whole estate.',
    },
    {
      title: 'Shared hubs in each town',
      description:
        'Working with service managers, we developed options for shared hubs where the three councils and partners work side by side, while keeping customer-facing services within reach of residents.',
    },
    {
      title: 'Moves, disposals and housing',
      description:
        'We planned staff moves in phases, with workplace changes agreed with teams and unions, and set out a disposal strategy that prioritised housing on surplus town-centre sites.',
    },
  ],
  outcome: [
    'Over two years the shared estate has reduced from 42 buildings to 29. Running costs are £3.4m a year lower, and the councils no longer face around £2.5m of the repairs identified in the condition survey, because those buildings have closed.',
    'Three town-centre sites have been released for housing, with capacity for around 260 homes, and a fourth closed building has been leased to a health partner. Staff satisfaction with the workplace, surveyed before and after, improved in the new hubs.',
  ],
  quote: {
    text: 'The sensor data ended years of argument about how busy our offices were. Once we could all see the same figures, the decisions were much easier to take together.',
    name: 'Fiona Barraclough',
    role: 'Assistant Director, Property and Assets',
  },
  related: [
    { label: 'Real Estate', href: '/capabilities/real-estate' },
    { label: 'Real Estate industry', href: '/industries/real-estate' },
    { label: 'Request a portfolio review', href: '/contact' },
  ],
} satisfies z.input<typeof CaseStudySchema>
