import type { z } from 'zod'
import type { IndustrySchema } from '../schemas.ts'

export const logisticsInfrastructure = {
  slug: 'logistics-infrastructure',
  seo: {
    title: 'Logistics & Infrastructure Consulting | Northstar',
    description:
      'Northstar helps shippers, logistics operators and public agencies optimise supply chains, warehouses and transport networks and plan the infrastructure behind them.',
  },
  hero: {
    eyebrow: 'Industries',
    title: 'Logistics & Infrastructure',
    subtitle:
      'Supply chains, warehouses, transport networks and the infrastructure that connects them, planned for resilience as well as cost.',
    image: { src: '/images/hero-logistics.svg', alt: '', width: 1600, height: 900 },
    size: 'tall',
  },
  intro: {
    heading: 'Moving goods reliably in an unpredictable world',
    paragraphs: [
      'The last few years have shown how quickly a lean supply chain can become a fragile one. We help manufacturers, retailers, distributors and logistics providers find the right balance between cost, speed and resilience for their products and customers.',
      'Our analysts model your network using your own order, inventory and transport data. We then work on the ground, in warehouses, depots and control rooms, to put new processes and systems in place and train the teams who run them.',
      'For public agencies and infrastructure owners, we plan and prioritise the ports, roads, rail freight and urban infrastructure that keep goods and people moving.',
    ],
  },
  areas: {
    heading: 'Our Logistics & Infrastructure Services',
    items: [
      {
        title: 'Supply Chain Optimisation',
        description:
          'Network design, inventory planning and supplier diversification based on your real demand patterns, with scenarios for disruption as well as growth.',
        href: '/services/logistics/supply-chain-optimization',
        linkLabel: 'Learn More',
      },
      {
        title: 'Warehouse Management',
        description:
          'Layout redesign, slotting, labour planning and warehouse management system selection, with automation where your volumes justify it.',
        href: '/services/logistics/warehouse-management',
        linkLabel: 'Learn More',
      },
      {
        title: 'Transportation Networks',
        description:
          'Route planning, carrier strategy, fleet electrification and last-mile models that lower the cost per delivery and the emissions per kilometre.',
        href: '/services/logistics/transportation-networks',
        linkLabel: 'Learn More',
      },
      {
        title: 'Infrastructure Development',
        description:
          'Business cases, funding strategy and delivery planning for ports, freight corridors, intermodal terminals and urban infrastructure.',
        href: '/services/infrastructure/development',
        linkLabel: 'Learn More',
      },
    ],
  },
  getInTouch: {
    text: 'Facing rising freight costs, missed deliveries or a capacity decision? Talk to our logistics team.',
    button: { label: 'Get in touch', href: '/contact' },
  },
  caseStudies: {
    heading: 'Case Studies',
    items: [
      {
        title: 'Cheaper, more reliable last-mile delivery for a grocer',
        description:
          'A grocer delivering 25,000 orders a week from three stores was losing money on every van. We set up two micro-fulfilment hubs, introduced dynamic routing and trialled electric cargo bikes in the city centre; the cost per delivery fell by 23% and on-time delivery rose to 97%.',
        href: '/case-studies/last-mile-delivery',
        linkLabel: 'Read case study',
        image: { src: '/images/case-2.svg', alt: '', width: 800, height: 600 },
      },
      {
        title: 'Prioritising a city’s infrastructure pipeline',
        description:
          'A city of 750,000 people had 140 proposed infrastructure projects and funding for a fraction of them. With council officers and residents’ groups we built a transparent scoring model and a ten-year pipeline; the city secured co-funding for its top eight projects within 14 months.',
        href: '/case-studies/urban-infrastructure',
        linkLabel: 'Read case study',
        image: { src: '/images/case-8.svg', alt: '', width: 800, height: 600 },
      },
      {
        title: 'Resilient sourcing for a global equipment manufacturer',
        description:
          'An industrial equipment maker relied on single suppliers for 70% of its critical parts. We mapped its supply base down to the third tier, qualified alternative suppliers in two regions and reset safety stocks; stock-outs fell by 60% and inventory holding costs dropped by 11%.',
        href: '/case-studies/global-supply-chain',
        linkLabel: 'Read case study',
        image: { src: '/images/trending-2.svg', alt: '', width: 800, height: 600 },
      },
    ],
  },
  insights: {
    heading: 'Latest Insights',
    linkLabel: 'Read more',
    items: [
      {
        title: 'Smart logistics: where automation and data pay back first',
        category: 'Logistics',
        date: '2025-05-20',
        href: '/insights/smart-logistics',
      },
      {
        title: 'Sustainable infrastructure that communities can afford to run',
        category: 'Infrastructure',
        date: '2024-09-24',
        href: '/insights/sustainable-infrastructure',
      },
    ],
  },
  closing: {
    headline: 'Strengthen your supply chain',
    description:
      'Share your current network and the pressures on it. We will show you where the biggest gains in cost, service and resilience are likely to be.',
    button: { label: 'Contact Us', href: '/contact' },
  },
} satisfies z.input<typeof IndustrySchema>
