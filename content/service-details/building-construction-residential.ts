import type { z } from 'zod'
import type { ServiceDetailSchema } from '../schemas.ts'

export const buildingConstructionResidential = {
  path: 'building-construction/residential',
  seo: {
    title: 'Residential Construction: Cost per Home and Quality | Northstar',
    description:
      'Apartments, family housing and later-living schemes: we help developers and housing associations control the cost per home without cutting the quality residents notice.',
  },
  hero: {
    eyebrow: 'Building construction services',
    title: 'Residential Construction',
    subtitle:
      'Apartments, family housing and later-living schemes. We help developers and housing associations control the cost per home without cutting the quality residents notice.',
    image: { src: '/images/hero-building.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  intro: [
    'Residential schemes stand or fall on the cost per home. Build costs, planning requirements and energy standards all push it up, and the easy savings often fall on the things residents notice most, such as layout, storage, daylight, sound insulation and the quality of finishes. We help clients control cost without making those compromises.',
    'We work on the client’s side for developers and housing associations building apartments, family housing and later-living schemes. Our project managers and cost consultants manage design and delivery, and we draw on feedback from residents of completed homes to decide where to spend and where to save.',
    'Many of our clients build in phases or run a steady pipeline of schemes. For them, we set up standard house types, specifications and cost benchmarks that improve with each phase, rather than starting again every time.',
  ],
  offerings: {
    heading: 'What we do',
    items: [
      {
        title: 'Cost planning per home',
        description:
          'Cost plans broken down to the cost per home and per square metre, tracked from concept through to completion.',
      },
      {
        title: 'Design and specification review',
        description:
          'Standardised layouts and specifications that reduce cost and defects while protecting the features residents value.',
      },
      {
        title: 'Procurement and delivery',
        description:
          'Tender, contract and site management that keep quality and programme on track, including phased handovers.',
      },
      {
        title: 'Later-living schemes',
        description:
          'Design and delivery advice for homes for older people, covering accessibility, shared spaces and care requirements.',
      },
    ],
  },
  approach: {
    heading: 'How we work',
    items: [
      {
        title: 'Set cost and quality targets',
        description: 'We agree a target cost per home and the quality features that must be protected.',
      },
      {
        title: 'Shape the design',
        description:
          'We review layouts, standard house types and specifications for cost, buildability and the experience of living there.',
      },
      {
        title: 'Procure and deliver',
        description:
          'We run the tender, manage the contract and check quality on site, paying particular attention to common defects.',
      },
      {
        title: 'Learn from residents',
        description:
          'After handover we gather resident feedback and defect data to improve the next phase or scheme.',
      },
    ],
  },
  outcomes: {
    heading: 'What clients get',
    items: [
      'A controlled cost per home from concept to completion',
      'Quality protected where residents notice it',
      'Fewer defects at handover',
      'Later-living homes designed around the needs of older residents',
      'Resident feedback collected and used to improve the next phase',
      'Standard designs and benchmarks that improve with each scheme',
    ],
  },
  related: [
    { label: 'Building Construction', href: '/industries/building-construction' },
    { label: 'All services', href: '/services' },
  ],
  cta: {
    headline: 'Control the cost per home',
    description:
      'Tell us about your scheme, your budget and the residents you are building for. We will show where cost can be controlled without cutting quality.',
    button: { label: 'Contact Us', href: '/contact' },
  },
} satisfies z.input<typeof ServiceDetailSchema>
