import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const urbanInfrastructure = {
  slug: 'urban-infrastructure',
  seo: {
    title: 'Prioritising a City’s Infrastructure Pipeline | Northstar',
    description:
      'A transparent scoring model and ten-year pipeline, built with officers and residents, helped a city of 750,000 win co-funding for its top eight projects in 14 months.',
  },
  title: 'Prioritising a city’s infrastructure pipeline',
  sector: 'Logistics & Infrastructure',
  client: 'A city council serving 750,000 people',
  summary:
    'A city of 750,000 people had 140 proposed infrastructure projects and funding for a fraction of them. With council officers and residents’ groups we built a transparent scoring model and a ten-year pipeline; the city secured co-funding for its top eight projects within 14 months.',
  image: { src: '/images/case-8.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '140', label: 'proposed projects assessed' },
    { value: '8', label: 'top projects co-funded' },
    { value: '14 months', label: 'from model to funding' },
  ],
  challenge: [
    'The council’s list of proposed projects had grown to 140: roads and bridges, flood defences, cycle routes, school buildings, a tram extension and many smaller schemes. Together they would have cost more than ten times the council’s capital budget for the decade. Projects tended to advance according to which department or councillor pushed hardest, and several had been in development for years without a funding decision.',
    'National funders and private partners were prepared to co-fund city infrastructure, but wanted to see a clear pipeline and evidence that each project had been chosen on merit. Residents’ groups, meanwhile, felt that decisions were made behind closed doors.',
  ],
  approach: [
    {
      title: 'Agree the criteria in the open',
      description:
        'In workshops with council officers, councillors and 14 residents’ groups we agreed seven scoring criteria, including economic benefit, carbon, safety, fairness between neighbourhoods and deliverability, with published weights.',
    },
    {
      title: 'Score all 140 projects consistently',
      description:
        'Each project was scored on the same evidence template by a mixed panel of officers and our analysts. Projects without enough information were sent back with specific questions rather than dropped.',
    },
    {
      title: 'Build a ten-year pipeline',
      description:
        'We ranked projects and grouped them into a phased ten-year pipeline matched to likely funding, with 24 priority schemes for the first five years and clear conditions for moving others up.',
    },
    {
      title: 'Prepare funding cases for the top eight',
      description:
        'For the eight highest-scoring projects we prepared business cases in the format each funder requires, and supported officers through the funders’ assessment meetings.',
    },
  ],
  outcome: [
    'Within 14 months of the pipeline being adopted, all eight top projects had secured co-funding from national funds and two private partners, including a flood defence scheme and a cross-city cycle route. Eleven projects were formally closed, freeing officer time that had been spent keeping them alive.',
    'The council publishes the scoring model and pipeline online and updates them every year, and residents’ groups sit on the panel that reviews new proposals.',
  ],
  quote: {
    text: 'Funders told us the pipeline was the clearest they had seen from a city. The hard part was agreeing to say no to projects in public.',
    name: 'Kevin Barrett',
    role: 'Director of Infrastructure, the city council',
  },
  related: [
    { label: 'Logistics & Infrastructure', href: '/industries/logistics-infrastructure' },
    { label: 'Risk & Resilience', href: '/capabilities/risk-resilience' },
    { label: 'Smart city programme for a coastal city', href: '/case-studies/smart-city-development' },
  ],
} satisfies z.input<typeof CaseStudySchema>
