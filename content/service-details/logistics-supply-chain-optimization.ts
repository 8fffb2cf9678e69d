import type { z } from 'zod'
import type { ServiceDetailSchema } from '../schemas.ts'

export const logisticsSupplyChainOptimization = {
  path: 'logistics/supply-chain-optimization',
  seo: {
    title: 'Supply Chain Optimisation Consulting | Northstar',
    description:
      'Network design, inventory planning and supplier diversification based on your real demand patterns, with scenarios for disruption as well as growth.',
  },
  hero: {
    eyebrow: 'Logistics services',
    title: 'Supply Chain Optimisation',
    subtitle:
      'Network design, inventory planning and supplier diversification based on your real demand patterns, with scenarios for disruption as well as growth.',
    image: { src: '/images/hero-logistics.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  intro: [
    'A supply chain tuned only for cost can break at the first disruption, while one built for every risk carries more stock and more suppliers than the business can afford. We help manufacturers, retailers and distributors find the right balance for their products and customers, using their own order, inventory and transport data.',
    'Our analysts build a model of your network, from suppliers through factories and warehouses to customers, and test it against demand growth, supplier failure, port closures and cost changes. We then help put the chosen changes in place with your planning, procurement and operations teams.',
    'A network review typically takes ten to sixteen weeks from data collection to an agreed plan. Implementation is phased, so that the changes with the quickest return, often inventory settings, are made first.',
  ],
  offerings: {
    heading: 'What we do',
    items: [
      {
        title: 'Network design',
        description:
          'The number, location and role of factories, warehouses and cross-docks, tested against service targets, transport costs and future volumes.',
      },
      {
        title: 'Inventory planning',
        description:
          'Safety stock and reorder settings by product and location, based on real demand variability and supplier lead times.',
      },
      {
        title: 'Supplier diversification',
        description:
          'Mapping of critical suppliers beyond the first tier, qualification of alternatives and dual sourcing where the risk justifies the cost.',
      },
      {
        title: 'Scenario planning',
        description:
          'Models of disruption and growth, with responses agreed in advance so that teams can act quickly when conditions change.',
      },
    ],
  },
  approach: {
    heading: 'How we work',
    items: [
      {
        title: 'Collect the data',
        description:
          'We gather order, inventory, supplier and transport data and check its quality with the people who use it.',
      },
      {
        title: 'Model the network',
        description:
          'We build a model of today’s network, check it against actual costs and service levels, and use it to test alternatives.',
      },
      {
        title: 'Choose and plan',
        description:
          'We agree the changes with you, ranked by their effect on cost, service and resilience, and set out a phased plan.',
      },
      {
        title: 'Implement',
        description:
          'We work with planners, buyers and site teams to put new settings, suppliers and processes in place.',
      },
    ],
  },
  outcomes: {
    heading: 'What clients get',
    items: [
      'A network designed around your actual demand',
      'Less stock where it is not needed, and more where it is',
      'Fewer single points of failure in critical supply',
      'Agreed responses to the disruptions most likely to affect you',
      'A model your planners can keep using after we leave',
    ],
  },
  related: [
    { label: 'Logistics & Infrastructure', href: '/industries/logistics-infrastructure' },
    {
      label: 'Resilient sourcing for a global equipment manufacturer',
      href: '/case-studies/global-supply-chain',
    },
  ],
  cta: {
    headline: 'See where your supply chain is exposed',
    description:
      'Tell us about your products, sites and suppliers. We will suggest where a network review would pay back first.',
    button: { label: 'Contact Us', href: '/contact' },
  },
} satisfies z.input<typeof ServiceDetailSchema>
