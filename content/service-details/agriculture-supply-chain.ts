import type { z } from 'zod'
import type { ServiceDetailSchema } from '../schemas.ts'

export const agricultureSupplyChain = {
  path: 'agriculture/supply-chain',
  seo: {
    title: 'Agricultural Supply Chain Management | Northstar',
    description:
      'Northstar helps cooperatives and processors cut post-harvest loss, plan cold-chain and storage capacity and give buyers lot-level traceability from field to customer.',
  },
  hero: {
    eyebrow: 'Agriculture services',
    title: 'Supply Chain Management',
    subtitle:
      'Helping cooperatives and processors cut post-harvest loss, plan cold-chain capacity and give buyers the traceability they now expect.',
    image: { src: '/images/hero-agriculture.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  intro: [
    'Between the field and the buyer, produce is weighed, graded, stored, cooled and transported, often by different people keeping paper records. Each hand-over is a point where quality drops, stock goes missing or a payment to a farmer is delayed. We help cooperatives and processors see where value is lost and fix the steps that matter most.',
    'Our supply-chain analysts work with grain, pulse, fruit, vegetable and dairy businesses, from a single packhouse to processors taking deliveries from hundreds of suppliers. We bring the commercial view of buyers and lenders together with the practical view of the people working at the intake point.',
  ],
  offerings: {
    heading: 'What we do',
    items: [
      {
        title: 'Post-harvest loss review',
        description:
          'We follow produce from harvest to dispatch, measure where losses occur and rank the fixes by their cost and the value they save.',
      },
      {
        title: 'Cold-chain and storage planning',
        description:
          'Capacity plans for cold stores, ripening rooms and grain storage, based on your seasonal volumes and sized so that you do not pay for space you rarely use.',
      },
      {
        title: 'Traceability',
        description:
          'Lot-level records from supplier to customer, using mobile intake tools that work at a busy weighbridge and produce the documents your buyers ask for.',
      },
      {
        title: 'Buyer and supplier planning',
        description:
          'Shared forecasts with key buyers and clearer delivery schedules for growers, so that intake, storage and payment run to plan.',
      },
    ],
  },
  approach: {
    heading: 'How we work',
    items: [
      {
        title: 'Map the chain',
        description:
          'We walk the route your produce takes, talk to staff at each step and combine what we see with your delivery, stock and sales records.',
      },
      {
        title: 'Price the losses',
        description:
          'Losses in weight, grade and time are given a money value, so that you can see which problems cost the most.',
      },
      {
        title: 'Pilot and refine',
        description:
          'Changes to records, storage or scheduling are tested at one site or on one product line before they are rolled out.',
      },
      {
        title: 'Hand over',
        description:
          'We train intake and warehouse staff, document the new procedures and agree the few measures management will review each month.',
      },
    ],
  },
  outcomes: {
    heading: 'What clients get',
    items: [
      'A priced map of where produce and value are lost',
      'Storage and cold-chain capacity matched to real seasonal volumes',
      'Lot-level traceability that buyers can audit',
      'Faster, more accurate payments to farmers',
      'Procedures and measures your own team can run',
    ],
  },
  related: [
    { label: 'Agriculture', href: '/industries/agriculture' },
    { label: 'A digital supply chain from field to retailer', href: '/case-studies/supply-chain-digital' },
  ],
  cta: {
    headline: 'Find out where your produce loses value',
    description:
      'Share your volumes, sites and main buyers with us. We will suggest where a loss review should start and what it would involve.',
    button: { label: 'Contact Us', href: '/contact' },
  },
} satisfies z.input<typeof ServiceDetailSchema>
