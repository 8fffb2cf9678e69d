import type { z } from 'zod'
import type { ServiceDetailSchema } from '../schemas.ts'

export const infrastructureDevelopment = {
  path: 'infrastructure/development',
  seo: {
    title: 'Infrastructure Development: Business Cases and Funding | Northstar',
    description:
      'Business cases, funding strategy and delivery planning for ports, freight corridors, intermodal terminals and urban infrastructure.',
  },
  hero: {
    eyebrow: 'Infrastructure services',
    title: 'Infrastructure Development',
    subtitle:
      'Business cases, funding strategy and delivery planning for ports, freight corridors, intermodal terminals and urban infrastructure.',
    image: { src: '/images/hero-logistics.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  intro: [
    'Infrastructure projects compete for limited public and private funding, take years to deliver and are judged for decades afterwards. Many stall not because the idea is wrong, but because the business case is weak, the funding is uncertain or the delivery plan underestimates risk. We help sponsors get these foundations right before major commitments are made.',
    'We work with public agencies, city and regional authorities, port operators and private investors on ports, freight corridors, intermodal terminals and urban infrastructure. Our teams combine freight and transport modelling, economic appraisal, funding knowledge and programme planning.',
    'We can support a single project from first idea to the start of construction, or help an authority rank a long list of proposals when funding covers only a few. Work is staged so that each approval point has the evidence it needs.',
  ],
  offerings: {
    heading: 'What we do',
    items: [
      {
        title: 'Business cases',
        description:
          'Demand forecasts, option appraisal and economic and financial cases prepared to the standard that funders and approving bodies expect.',
      },
      {
        title: 'Funding strategy',
        description:
          'A funding mix drawn from public grants, user charges, private finance and co-funding partners, with the conditions attached to each.',
      },
      {
        title: 'Pipeline prioritisation',
        description:
          'Transparent scoring of proposed projects, so that limited budgets go to those with the greatest public and economic value.',
      },
      {
        title: 'Delivery planning',
        description:
          'Procurement route, phasing, risk allocation and governance, with realistic programmes and cost ranges.',
      },
      {
        title: 'Stakeholder engagement',
        description:
          'Structured engagement with operators, freight users, residents and neighbouring authorities, recorded in a form that approving bodies can review.',
      },
    ],
  },
  approach: {
    heading: 'How we work',
    items: [
      {
        title: 'Define the need',
        description:
          'We establish the problem the project must solve, using freight, traffic and economic data and the views of users and residents.',
      },
      {
        title: 'Appraise the options',
        description:
          'We compare options, including doing less or phasing the work, on cost, benefit, risk and environmental effect.',
      },
      {
        title: 'Secure funding',
        description:
          'We prepare the business case and funding applications, and support discussions with funders and partners.',
      },
      {
        title: 'Plan delivery',
        description:
          'We set out the procurement, governance and risk plan and support the client team through the early stages of delivery.',
      },
    ],
  },
  outcomes: {
    heading: 'What clients get',
    items: [
      'A business case that stands up to scrutiny',
      'A realistic funding plan with identified sources',
      'A ranked pipeline where there are more projects than funds',
      'A delivery plan with clear risks, costs and responsibilities',
    ],
  },
  related: [
    { label: 'Logistics & Infrastructure', href: '/industries/logistics-infrastructure' },
    { label: 'Prioritising a city’s infrastructure pipeline', href: '/case-studies/urban-infrastructure' },
  ],
  cta: {
    headline: 'Build the case for your project',
    description:
      'Tell us about the project or pipeline and where it stands. We will suggest what the business case and funding plan need.',
    button: { label: 'Contact Us', href: '/contact' },
  },
} satisfies z.input<typeof ServiceDetailSchema>
