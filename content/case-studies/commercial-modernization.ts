import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const commercialModernization = {
  slug: 'commercial-modernization',
  seo: {
    title: 'Modernising a 1980s Office Building | Northstar Case Study',
    description:
      'A refurbishment brief with flexible floors, new building services and cycle facilities took an investor’s office from 55% to 92% occupied and cut energy use by 41%.',
  },
  title: 'Modernising a 1980s office building',
  sector: 'Real Estate',
  client: 'A property investor holding a 14,500 m² city-centre office building',
  summary:
    'An investor’s office building was 55% occupied and facing tighter energy-efficiency rules. We led a refurbishment brief that added flexible floor plates, new building services and cycle and shower facilities; occupancy reached 92% within 18 months and energy use fell by 41%.',
  image: { src: '/images/case-1.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '92%', label: 'occupancy within 18 months, up from 55%' },
    { value: '41%', label: 'less energy used' },
    { value: '18 months', label: 'from completion to near-full letting' },
  ],
  challenge: [
    'The eight-storey building had been designed in the 1980s for a single occupier. Its deep floors were broken up by a central core and fixed partitions, the air-conditioning plant was near the end of its life, and there was nowhere to park a bicycle or take a shower. As leases ended, tenants moved to newer buildings nearby, and occupancy had fallen to 55%.',
    'Minimum energy-efficiency standards for let offices were tightening, and the building’s rating would soon make it unlettable without work. The investor had to choose between selling at a discount, a light refresh or a deeper refurbishment, and wanted evidence of which would give the best return.',
  ],
  approach: [
    {
      title: 'Find out what occupiers want',
      description:
        'We interviewed letting agents and 20 businesses looking for space in the area. Flexible floors that could be let whole or in parts, good natural light and facilities for people cycling to work came up most often.',
    },
    {
      title: 'Compare three options on whole-life return',
      description:
        'We modelled sale, light refresh and deep refurbishment over ten years, including rents, voids, capital cost and energy compliance. Deep refurbishment gave the strongest return despite the higher upfront cost.',
    },
    {
      title: 'Write a focused refurbishment brief',
      description:
        'The brief opened up floor plates, replaced gas boilers and chillers with air-source heat pumps and LED lighting, upgraded glazing, and converted part of the basement into 120 cycle spaces with showers and lockers.',
    },
    {
      title: 'Keep rent coming in during the works',
      description:
        'Works were phased floor by floor so existing tenants could stay, and the agents marketed refurbished floors as each was completed rather than waiting for the whole building.',
    },
  ],
  outcome: [
    'Within 18 months of completion occupancy had risen from 55% to 92%, with new lettings to seven businesses, three of them taking part floors that the old layout could not have offered. Energy use fell by 41%, lifting the building’s efficiency rating well above the forthcoming minimum standard.',
    'Achieved rents were 12% above the building’s previous levels, and the investor has asked us to review two further offices in its portfolio on the same basis.',
  ],
  quote: {
    text: 'The comparison of options settled the argument. Once we saw the ten-year numbers, the deeper refurbishment was the obvious choice.',
    name: 'Jonathan Reeve',
    role: 'Asset Manager, the investor',
  },
  related: [
    { label: 'Real Estate', href: '/industries/real-estate' },
    { label: 'Sustainability', href: '/capabilities/sustainability' },
    { label: 'A net-zero office for a public agency', href: '/case-studies/green-building' },
  ],
} satisfies z.input<typeof CaseStudySchema>
