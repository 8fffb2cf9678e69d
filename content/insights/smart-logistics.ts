import type { z } from 'zod'
import type { InsightSchema } from '../schemas.ts'

export const smartLogistics = {
  slug: 'smart-logistics',
  seo: {
    title: 'Smart Logistics: Where Warehouse Automation and Data Pay Back First',
    description:
      'Before buying robots, fix slotting, forecasting and dock planning. Where data and automation repay fastest in warehouses and transport, and how to test a case.',
  },
  category: 'Logistics',
  date: '2025-05-20',
  updated: '2025-05-20',
  hero: {
    eyebrow: 'Insights',
    title: 'Smart logistics: where automation and data pay back first',
    subtitle:
      'Automation can transform a warehouse, or lock in a bad layout for ten years. The best returns usually come from fixing the flow first and automating second.',
    image: { src: '/images/hero-logistics.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  author: { name: 'Hannah Lindgren', role: 'Principal, Supply Chain and Logistics' },
  sections: [
    {
      kind: 'prose',
      heading: 'Start With the Flow, Not the Robot',
      paragraphs: [
        'In most warehouses, picking accounts for more than half of labour cost, and walking accounts for around half of picking time. Much of that walking is avoidable. Fast-moving items drift to the back of the building as ranges change, replenishment happens at the busiest hour, and orders are released in the sequence they arrive rather than in the sequence that suits the floor.',
        'These are data problems before they are equipment problems. Re-slotting stock by pick frequency, batching orders sensibly and planning labour from a forecast rather than from yesterday’s volume often deliver double-digit productivity gains within a few months, at a fraction of the cost of automation. They also make any later automation case more honest, because it is measured against a well-run operation rather than a poorly run one.',
        'Transport shows the same pattern. Many fleets plan routes by habit, run part-empty on return legs and lose hours to queues at customer sites. Routing software, shared loads and booked delivery slots address these directly, and the data they produce is what any later investment in telematics or electric vehicles needs to be planned properly.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Where the Payback Comes First',
      columns: 2,
      items: [
        {
          title: 'Slotting and Pick Paths',
          description:
            'Place the fastest movers closest to dispatch and review slotting monthly. Travel distance typically falls by 15-30%, using the warehouse management system you already have.',
        },
        {
          title: 'Forecasting and Labour Planning',
          description:
            'A daily volume forecast by activity lets supervisors plan shifts and agency staff days ahead, cutting overtime and idle time at the same stroke.',
        },
        {
          title: 'Route and Load Planning',
          description:
            'Routing software and better load building raise vehicle fill and cut empty running. Gains of 5-10% in fuel and driver hours are common on multi-drop networks.',
        },
        {
          title: 'Dock and Yard Scheduling',
          description:
            'Booked delivery slots smooth the arrival of inbound trucks, shorten waiting times and reduce detention charges, and they give the warehouse a reliable plan for the day.',
        },
      ],
    },
    {
      kind: 'list',
      heading: 'Questions Before You Sign an Automation Contract',
      intro: 'Fixed automation is a seven-to-ten-year commitment. These questions protect the investment.',
      items: [
        'Is our volume and product mix stable enough to justify equipment sized for the next decade?',
        'Has the business case been sized for peak throughput, or for the average week?',
        'What happens to performance if the range, pack sizes or order profile change significantly?',
        'Does the system integrate with our warehouse management software, and who owns that interface?',
        'Who maintains the equipment, how quickly do they respond, and what is the manual fallback if it stops?',
        'Could flexible options, such as mobile robots on lease, deliver most of the benefit with less commitment?',
      ],
    },
    {
      kind: 'stats',
      heading: 'Rules of Thumb From Our Work',
      items: [
        { value: '50%+', label: 'of warehouse labour cost typically goes on picking' },
        { value: '15-30%', label: 'less picker travel from re-slotting by pick frequency' },
        { value: '3-5 years', label: 'payback period most operators seek for fixed automation' },
      ],
    },
  ],
  related: {
    heading: 'Related Reading',
    items: [
      { label: 'Logistics and infrastructure', href: '/industries/logistics-infrastructure' },
      { label: 'Data and analytics: fewer measures, better decisions', href: '/insights/data-analytics' },
      { label: 'AI in business: the practical uses that pay off first', href: '/insights/ai-in-business' },
    ],
  },
  cta: {
    headline: 'Find the gains in your operation before you automate',
    description:
      'We review warehouse and transport operations, quantify the quick wins and test automation cases against a well-run baseline.',
    button: { label: 'Speak to our logistics team', href: '/contact' },
  },
} satisfies z.input<typeof InsightSchema>
