import type { z } from 'zod'
import type { ServiceDetailSchema } from '../schemas.ts'

export const realEstatePropertyManagement = {
  path: 'real-estate/property-management',
  seo: {
    title: 'Property Management Consulting | Northstar',
    description:
      'Operating models, service-charge reviews and planned maintenance that lower the running costs of your buildings and keep tenants renewing their leases.',
  },
  hero: {
    eyebrow: 'Real estate services',
    title: 'Property Management',
    subtitle:
      'Operating models, service-charge reviews and planned maintenance that lower running costs and keep tenants renewing.',
    image: { src: '/images/hero-real-estate.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  intro: [
    'Once a building is let, its value depends on how well it is run. Reactive repairs, unclear service charges and slow responses to tenants add cost and make renewals harder to win. We help owners set up property management that keeps buildings in good order, controls running costs and gives tenants reasons to stay.',
    'We work with investors, landlords, housing providers and public bodies holding office, retail, residential and mixed portfolios. We can review how your managing agents and in-house teams perform, or help you design a new operating model, and we stay independent of the agents and contractors involved.',
    'A review of a portfolio of up to a few dozen buildings usually takes six to ten weeks. Where changes are agreed, we stay through the first year of the new arrangements, because savings on paper only count once the service-charge accounts and renewal figures confirm them.',
  ],
  offerings: {
    heading: 'What we do',
    items: [
      {
        title: 'Operating model design',
        description:
          'The right split of work between in-house teams, managing agents and contractors, with clear responsibilities, service levels and reporting.',
      },
      {
        title: 'Service-charge reviews',
        description:
          'Line-by-line reviews of service-charge budgets and accounts to find savings and make charges easier for tenants to understand.',
      },
      {
        title: 'Planned maintenance',
        description:
          'Condition surveys and multi-year maintenance plans that replace emergency repairs with scheduled work at lower cost.',
      },
      {
        title: 'Tenant experience',
        description:
          'Surveys and interviews that show what affects tenants’ decisions to renew, followed by practical changes in response.',
      },
    ],
  },
  approach: {
    heading: 'How we work',
    items: [
      {
        title: 'Review current performance',
        description:
          'We look at costs, contracts, maintenance records, complaints and renewal rates across the portfolio.',
      },
      {
        title: 'Find the savings and gaps',
        description:
          'We compare costs and service levels with similar buildings and identify where money or goodwill is being lost.',
      },
      {
        title: 'Design the changes',
        description:
          'We set out a revised operating model, maintenance plan and service-charge approach, with costs and a timeline.',
      },
      {
        title: 'Support the switch',
        description:
          'We help retender contracts, brief agents and set up the monthly reporting that keeps performance on track.',
      },
    ],
  },
  outcomes: {
    heading: 'What clients get',
    items: [
      'Lower running costs without cutting the services tenants value',
      'Service charges that tenants understand and accept',
      'A planned maintenance programme in place of reactive repairs',
      'Clear performance measures for agents and contractors',
      'Better tenant retention when leases come up for renewal',
    ],
  },
  related: [
    { label: 'Real Estate', href: '/industries/real-estate' },
    { label: 'All services', href: '/services' },
  ],
  cta: {
    headline: 'Get more from the buildings you own',
    description:
      'Tell us about your portfolio and how it is managed today. We will suggest where to look first for savings.',
    button: { label: 'Contact Us', href: '/contact' },
  },
} satisfies z.input<typeof ServiceDetailSchema>
