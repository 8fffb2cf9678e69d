import type { z } from 'zod'
import type { ServiceDetailSchema } from '../schemas.ts'

export const logisticsTransportationNetworks = {
  path: 'logistics/transportation-networks',
  seo: {
    title: 'Transport Networks, Fleets and Last-Mile Planning | Northstar',
    description:
      'Route planning, carrier strategy, fleet electrification and last-mile models that lower the cost per delivery and the emissions per kilometre.',
  },
  hero: {
    eyebrow: 'Logistics services',
    title: 'Transportation Networks',
    subtitle:
      'Route planning, carrier strategy, fleet electrification and last-mile models that lower the cost per delivery and the emissions per kilometre.',
    image: { src: '/images/hero-logistics.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  intro: [
    'Transport is often the largest single cost in a supply chain, and the one most exposed to fuel prices, driver shortages and customers’ expectations of faster delivery. Many fleets still run fixed routes planned years ago, with carriers chosen on price alone. We help shippers and logistics operators rethink how goods move, from trunk routes to the last mile.',
    'Our clients include retailers, grocers, manufacturers, wholesalers and delivery operators. We use your own delivery, vehicle and carrier data to model the network, and we plan changes such as fleet electrification around what your routes, depots and budgets can support.',
    'Most engagements begin with a baseline and options study of eight to twelve weeks, followed by pilots on selected routes. Roll-out is paced to vehicle replacement cycles and carrier contract dates, so that changes do not strand existing commitments.',
  ],
  offerings: {
    heading: 'What we do',
    items: [
      {
        title: 'Route planning',
        description:
          'Fixed and dynamic routing that reduces distance, vehicle numbers and missed delivery windows.',
      },
      {
        title: 'Carrier strategy',
        description:
          'Decisions on what to run in-house and what to contract out, tender design and carrier agreements tied to performance.',
      },
      {
        title: 'Fleet electrification',
        description:
          'A route-by-route assessment of electric vehicles, depot charging and grid capacity, with a phased replacement plan.',
      },
      {
        title: 'Last-mile models',
        description:
          'Options such as micro-fulfilment hubs, collection points and cargo bikes, tested against cost per delivery and service levels.',
      },
      {
        title: 'Cost and emissions reporting',
        description:
          'A monthly report of cost per delivery, vehicle use and emissions per kilometre, built from telematics data and carrier invoices.',
      },
    ],
  },
  approach: {
    heading: 'How we work',
    items: [
      {
        title: 'Baseline the network',
        description:
          'We measure current cost per delivery, vehicle use, on-time performance and emissions per kilometre.',
      },
      {
        title: 'Model the alternatives',
        description: 'We test routing, carrier, fleet and last-mile options against your real delivery data.',
      },
      {
        title: 'Pilot',
        description:
          'The most promising changes are trialled on selected routes or in one area before wider roll-out.',
      },
      {
        title: 'Roll out and track',
        description:
          'We support the roll-out, train planners and drivers where needed, and track cost and emissions every month.',
      },
    ],
  },
  outcomes: {
    heading: 'What clients get',
    items: [
      'A lower cost per delivery',
      'Lower emissions per kilometre',
      'More deliveries arriving within their promised window',
      'A costed, phased plan for fleet electrification',
      'Carrier agreements tied to measured performance',
      'Monthly reporting of cost and emissions from your own data',
    ],
  },
  related: [
    { label: 'Logistics & Infrastructure', href: '/industries/logistics-infrastructure' },
    {
      label: 'Cheaper, more reliable last-mile delivery for a grocer',
      href: '/case-studies/last-mile-delivery',
    },
  ],
  cta: {
    headline: 'Lower the cost of every delivery',
    description:
      'Share your routes, fleet and delivery volumes. We will suggest where savings in cost and emissions are most likely.',
    button: { label: 'Contact Us', href: '/contact' },
  },
} satisfies z.input<typeof ServiceDetailSchema>
