import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const sustainableResidential = {
  slug: 'sustainable-residential',
  seo: {
    title: 'Low-Energy Homes for a Regional Housebuilder | Northstar',
    description:
      'A standard fabric-first specification with heat pumps and rooftop solar gave a housebuilder homes using about 60% less energy, for an added build cost of 4%.',
  },
  title: 'Low-energy homes for a regional housebuilder',
  sector: 'Real Estate',
  client: 'A regional housebuilder completing 300 homes a year',
  summary:
    'A housebuilder completing 300 homes a year wanted to build to a low-energy standard without pricing out buyers. We standardised a fabric-first specification with heat pumps and rooftop solar; the new homes use around 60% less energy than its previous house types, for an added build cost of 4%.',
  image: { src: '/images/case-3.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '60%', label: 'less energy than previous house types' },
    { value: '4%', label: 'added build cost' },
    { value: '300', label: 'homes a year on the new specification' },
  ],
  challenge: [
    'The housebuilder sells family homes in market towns, where buyers are sensitive to price. Building regulations were moving towards low-carbon heating, and some competitors had started marketing low-energy homes. The company’s own attempts had been one-off show sites with bespoke details that were expensive to build and hard for subcontractors to repeat.',
    'Its 12 house types had grown up over years, each with its own wall build-ups, window sizes and heating layouts. The board wanted one specification that every site could use, priced so that the extra cost could be recovered in the sale price without losing sales.',
  ],
  approach: [
    {
      title: 'Start with the fabric',
      description:
        'We tested insulation levels, airtightness and window specifications against cost for each house type, settling on a fabric standard that cut heat demand by more than half with materials the company’s supply chain already stocked.',
    },
    {
      title: 'Heat pumps and solar as standard',
      description:
        'Air-source heat pumps replaced gas boilers, sized for the lower heat demand, and every home has rooftop solar panels. Standard plant positions and pipe runs were fixed across all house types.',
    },
    {
      title: 'Rationalise the house types',
      description:
        'The 12 house types were redesigned as nine with common details at junctions, windows and roofs, so site teams and subcontractors build the same details on every plot.',
    },
    {
      title: 'Train site teams and sales staff',
      description:
        'We ran on-site training on airtightness and heat pump installation, with testing of every home before handover, and gave sales teams clear figures on running costs to discuss with buyers.',
    },
  ],
  outcome: [
    'The new homes use around 60% less energy than the company’s previous house types, confirmed by metered data from the first 140 occupied homes. The added build cost is 4%, or about £9,000 on an average home, and sales rates have held steady with a modest price premium that covers most of it.',
    'Buyers’ energy bills are typically around £1,000 a year lower, a figure the sales team now uses in every conversation. All 300 homes a year are now built to the new specification, ahead of regulation.',
  ],
  quote: {
    text: 'We were worried buyers would not pay for it. In practice, once they see the running costs, energy use has become one of our strongest selling points.',
    name: 'Andrew Collins',
    role: 'Technical Director, the housebuilder',
  },
  related: [
    { label: 'Real Estate', href: '/industries/real-estate' },
    { label: 'Sustainability', href: '/capabilities/sustainability' },
    { label: 'A net-zero office for a public agency', href: '/case-studies/green-building' },
  ],
} satisfies z.input<typeof CaseStudySchema>
