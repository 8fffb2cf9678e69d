import type { z } from 'zod'
import type { ServiceDetailSchema } from '../schemas.ts'

export const buildingConstructionCommercial = {
  path: 'building-construction/commercial',
  seo: {
    title: 'Commercial Construction Project Management | Northstar',
    description:
      'Offices, retail, laboratories and logistics buildings: we manage design, tender and delivery so that tenants can move in on the date written into their lease.',
  },
  hero: {
    eyebrow: 'Building construction services',
    title: 'Commercial Construction',
    subtitle:
      'Offices, retail, laboratories and logistics buildings. We manage design, tender and delivery so that tenants can move in on the date written into their lease.',
    image: { src: '/images/hero-building.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  intro: [
    'For a commercial building, the completion date is often a contractual commitment. Tenants plan moves, fit-outs and leases around it, and a late handover can mean penalties, lost rent or a lost tenant. We manage design, tender and delivery on the client’s side so that the building is ready on the date written into the lease, at the agreed cost and quality.',
    'We work with developers, investors, public bodies and occupiers on offices, retail, laboratories and logistics buildings. Our project managers and cost consultants set the brief, choose the procurement route and check every month that cost, programme and quality are where they should be.',
    'We can be appointed at any stage, from an early feasibility study to a project already on site that is running late. The earlier we join, the more of the programme risk can be designed out rather than managed.',
  ],
  offerings: {
    heading: 'What we do',
    items: [
      {
        title: 'Brief and design management',
        description:
          'A clear brief that covers tenant requirements, and management of the design team to keep the design within budget.',
      },
      {
        title: 'Procurement and tender',
        description:
          'Advice on the procurement route, tender documents, bid evaluation and contract terms that allocate risk sensibly.',
      },
      {
        title: 'Delivery management',
        description:
          'Programme, cost and quality control during construction, with monthly reporting and early warning of problems.',
      },
      {
        title: 'Tenant coordination',
        description:
          'Coordination of fit-out requirements, specialist services for laboratories and the handover process, so that occupiers can move in on time.',
      },
    ],
  },
  approach: {
    heading: 'How we work',
    items: [
      {
        title: 'Define the brief',
        description:
          'We capture the needs of the owner and tenants, including specialist requirements, and fix the budget and key dates.',
      },
      {
        title: 'Choose the route',
        description:
          'We recommend the procurement route and form of contract that suit the project’s risks and timetable.',
      },
      {
        title: 'Control delivery',
        description:
          'We track cost, programme and quality monthly and act on problems before they reach the completion date.',
      },
      {
        title: 'Hand over',
        description:
          'We manage testing, commissioning and handover documents so that tenants can occupy on the agreed date.',
      },
    ],
  },
  outcomes: {
    heading: 'What clients get',
    items: [
      'A building ready for tenants on the date in their lease',
      'A final cost close to the agreed budget',
      'Tenant requirements captured before the design is fixed',
      'Early warning of any threat to the completion date, with options to recover it',
      'Monthly, independent reporting on cost, programme and quality',
    ],
  },
  related: [
    { label: 'Building Construction', href: '/industries/building-construction' },
    { label: 'A net-zero office for a public agency', href: '/case-studies/green-building' },
    { label: 'Recovering the programme on a 42-storey tower', href: '/case-studies/skyscraper' },
  ],
  cta: {
    headline: 'Keep your building on programme',
    description:
      'Tell us about your building, your tenants and your key dates. We will give you a straight view of the risks to your programme.',
    button: { label: 'Contact Us', href: '/contact' },
  },
} satisfies z.input<typeof ServiceDetailSchema>
