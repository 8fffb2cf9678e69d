import type { z } from 'zod'
import type { ServiceDetailSchema } from '../schemas.ts'

export const realEstateCommercialSpaces = {
  path: 'real-estate/commercial-spaces',
  seo: {
    title: 'Commercial Spaces: Offices, Retail and Mixed Use | Northstar',
    description:
      'Offices, retail and mixed-use space planned around how occupiers now work and shop, from repositioning ageing buildings to creating new mixed-use quarters.',
  },
  hero: {
    eyebrow: 'Real estate services',
    title: 'Commercial Spaces',
    subtitle:
      'Offices, retail and mixed-use space planned around how occupiers now work and shop, from repositioning ageing buildings to creating new mixed-use quarters.',
    image: { src: '/images/hero-real-estate.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  intro: [
    'Many occupiers want less space than they once did, but better space: flexible floors, good daylight and ventilation, cycle facilities, lower energy bills and a location people want to travel to. Shopping streets and centres face their own shift as more spending moves online. Buildings that do not adapt sit partly empty and lose value.',
    'We advise owners, investors, developers and public landowners on offices, retail and mixed-use space. Our work ranges from repositioning a single ageing building to planning a new mixed-use quarter, and it always starts from evidence about what occupiers in that location want and will pay for.',
    'An engagement usually begins with an options study of eight to twelve weeks, which gives an owner enough evidence to choose between refurbishment, redevelopment and a change of use. Where the client goes ahead, we stay involved through design and letting, so that the business case is tested against what actually happens.',
  ],
  offerings: {
    heading: 'What we do',
    items: [
      {
        title: 'Occupier and market research',
        description:
          'Analysis of local demand, vacancy, rents and competing space, combined with interviews with occupiers and letting agents.',
      },
      {
        title: 'Repositioning strategies',
        description:
          'Options for ageing buildings, from light refurbishment to deep retrofit or change of use, each with its costs, likely rents and energy performance.',
      },
      {
        title: 'Mixed-use planning',
        description:
          'The balance of offices, shops, homes, leisure and public space for a new quarter, phased so that early phases support later ones.',
      },
      {
        title: 'Brief and design review',
        description:
          'A clear brief for the design team and reviews at each stage to keep the scheme in line with its business case.',
      },
    ],
  },
  approach: {
    heading: 'How we work',
    items: [
      {
        title: 'Understand the asset',
        description:
          'We review the building or site, its leases, its energy performance and the local market.',
      },
      {
        title: 'Test the options',
        description:
          'Each option is costed and tested against realistic rents, occupancy and tightening energy-efficiency rules.',
      },
      {
        title: 'Set the brief',
        description: 'We turn the chosen option into a brief and a budget, and help appoint the design team.',
      },
      {
        title: 'Follow through',
        description:
          'We review design and delivery against the brief and track letting progress after completion.',
      },
    ],
  },
  outcomes: {
    heading: 'What clients get',
    items: [
      'A reasoned choice between refurbishment, redevelopment and change of use',
      'Space designed around what local occupiers want',
      'A business case tested against realistic rents and costs',
      'Buildings prepared for tighter energy rules',
      'A plan to raise occupancy and protect rental income',
    ],
  },
  related: [
    { label: 'Real Estate', href: '/industries/real-estate' },
    { label: 'Modernising a 1980s office building', href: '/case-studies/commercial-modernization' },
  ],
  cta: {
    headline: 'Plan the next life of your building',
    description:
      'Tell us about the building or site and the pressures on it. We will suggest which options are worth testing.',
    button: { label: 'Contact Us', href: '/contact' },
  },
} satisfies z.input<typeof ServiceDetailSchema>
