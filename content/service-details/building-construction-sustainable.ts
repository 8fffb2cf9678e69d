import type { z } from 'zod'
import type { ServiceDetailSchema } from '../schemas.ts'

export const buildingConstructionSustainable = {
  path: 'building-construction/sustainable',
  seo: {
    title: 'Sustainable Building Design and Delivery | Northstar',
    description:
      'Low-carbon structures, high-performance envelopes and heat pumps specified early, with energy modelling that tests whether a building will perform as designed.',
  },
  hero: {
    eyebrow: 'Building construction services',
    title: 'Sustainable Building',
    subtitle:
      'Low-carbon structures, high-performance envelopes and heat pumps specified early, with energy modelling that tests whether the building will perform as designed.',
    image: { src: '/images/hero-building.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  intro: [
    'The decisions that fix a building’s carbon footprint and running costs are made early: the choice of structure, the performance of walls, roofs and windows, and the heating and cooling strategy. Changing them later is expensive. We help clients settle these decisions in the brief and concept design, and check that the finished building performs as intended.',
    'We work with developers, public bodies, housing providers and occupiers on offices, homes, schools and other public buildings. Our sustainability specialists work alongside our project managers and cost consultants, so that carbon and energy targets are tested against the budget rather than traded away late in the project.',
    'Our involvement does not end at handover. We compare the first year of measured energy use with the design, because the gap between the two is where many buildings lose the savings they were meant to deliver.',
  ],
  offerings: {
    heading: 'What we do',
    items: [
      {
        title: 'Low-carbon structures',
        description:
          'Structural options, including timber, lower-carbon concrete and reused materials, compared on embodied carbon, cost and programme.',
      },
      {
        title: 'High-performance envelopes',
        description:
          'Specification of insulation, airtightness and glazing that cuts heat loss in winter and overheating in summer.',
      },
      {
        title: 'Heat pumps and renewables',
        description:
          'Heat pumps, rooftop solar and controls specified early and sized from modelling rather than rules of thumb.',
      },
      {
        title: 'Energy modelling and performance checks',
        description:
          'Modelling that predicts real energy use, and testing after completion to compare results with the design.',
      },
    ],
  },
  approach: {
    heading: 'How we work',
    items: [
      {
        title: 'Set targets in the brief',
        description:
          'We agree carbon, energy and comfort targets at the start and build them into the brief and the budget.',
      },
      {
        title: 'Test the design',
        description:
          'Energy and carbon modelling checks each design stage against the targets, with costed options where they slip.',
      },
      {
        title: 'Protect the targets on site',
        description:
          'We review specifications, substitutions and workmanship during construction, where performance is most often lost.',
      },
      {
        title: 'Measure after handover',
        description:
          'We compare measured energy use with the design over the first year and help the building team close any gap.',
      },
    ],
  },
  outcomes: {
    heading: 'What clients get',
    items: [
      'Carbon and energy targets set early and costed',
      'A design tested against realistic energy use',
      'Fewer late changes that erode performance',
      'A whole-life view of embodied and operational carbon',
      'Measured evidence of how the building performs',
      'Lower running costs over the building’s life',
    ],
  },
  related: [
    { label: 'Building Construction', href: '/industries/building-construction' },
    { label: 'A net-zero office for a public agency', href: '/case-studies/green-building' },
  ],
  cta: {
    headline: 'Build it to perform',
    description:
      'Tell us about your project and your targets. We will show where early decisions will make the biggest difference.',
    button: { label: 'Contact Us', href: '/contact' },
  },
} satisfies z.input<typeof ServiceDetailSchema>
