import type { z } from 'zod'
import type { InsightSchema } from '../schemas.ts'

export const sustainableRealEstate = {
  slug: 'sustainable-real-estate',
  seo: {
    title: 'Sustainable Real Estate: How Energy Rules Are Moving Asset Values',
    description:
      'Minimum energy standards, tenant demands and lender criteria are changing what property is worth. How owners find the assets at risk and plan upgrades that pay.',
  },
  category: 'Sustainability',
  date: '2025-01-28',
  updated: '2025-01-28',
  hero: {
    eyebrow: 'Insights',
    title: 'Sustainable real estate: how energy rules are reshaping asset values',
    subtitle:
      'A building that cannot legally be let, or that tenants and lenders avoid, is worth less. For many portfolios, that is no longer a future risk but a line in this year’s valuation.',
    image: { src: '/images/hero-real-estate.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  author: { name: 'Oliver Brandt', role: 'Partner, Real Estate' },
  sections: [
    {
      kind: 'prose',
      heading: 'Why Energy Performance Now Shows Up in Valuations',
      paragraphs: [
        'In many markets, governments have set minimum energy performance standards for rented buildings that tighten on a published timetable. A property that falls below the threshold cannot be let once the date passes, unless it is upgraded. At the same time, larger occupiers are choosing buildings that help them meet their own carbon targets, and lenders are asking about energy ratings before agreeing terms.',
        'Valuers have noticed. Where an asset needs significant work to stay lettable, buyers increasingly deduct the cost of the upgrade, plus an allowance for the time it may stand empty, from what they will pay. Well-rated buildings, meanwhile, tend to let faster and keep tenants longer. The gap is widest for older offices and secondary retail, where upgrade costs are high relative to rents.',
      ],
    },
    {
      kind: 'stats',
      heading: 'What We See in Portfolio Reviews',
      items: [
        {
          value: '1 in 5',
          label: 'assets in older portfolios typically fall below likely future minimum standards',
        },
        {
          value: '5-15%',
          label: 'value discount we have seen applied to poorly rated offices in some markets',
        },
        {
          value: '15-25 years',
          label: 'usual life of major plant, which sets the natural window for upgrades',
        },
      ],
    },
    {
      kind: 'steps',
      heading: 'Finding and Fixing the Assets at Risk',
      intro: 'A five-step review that most owners can complete within a quarter.',
      items: [
        {
          title: 'Map Against Today’s and Tomorrow’s Thresholds',
          description:
            'List every asset’s current rating and compare it with the standards announced for the next ten years, not just the current one.',
        },
        {
          title: 'Use Metered Data, Not Only Certificates',
          description:
            'Ratings are modelled estimates. Actual energy use often tells a different story and shows where cheap operational fixes exist.',
        },
        {
          title: 'Cost a Pathway for Each Asset',
          description:
            'For each building, list the measures needed to meet each future threshold, with costs and the rent or value they protect.',
        },
        {
          title: 'Time Work to Leases and Plant Cycles',
          description:
            'Schedule upgrades for lease breaks, vacant periods and the end of plant life, so that you pay the difference rather than the full cost and avoid disrupting tenants.',
        },
        {
          title: 'Decide to Hold, Upgrade or Sell',
          description:
            'Where the cost of compliance exceeds the value it protects, selling early, before the discount widens, can be the better decision.',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Common Mistakes to Avoid',
      paragraphs: [
        'The most expensive mistake is waiting for a deadline, when contractors are busy and prices rise. The second is planning a single deep retrofit for every asset when staged improvements, tied to lease events, would protect the same value at lower cost. The third is ignoring tenants: many energy savings depend on how fit-outs are designed and operated, so agree data sharing and responsibilities in the lease.',
      ],
    },
  ],
  related: {
    heading: 'Related Reading',
    items: [
      { label: 'Real estate', href: '/industries/real-estate' },
      { label: 'Smart buildings that tenants notice', href: '/insights/smart-buildings' },
      { label: 'Counting carbon from day one', href: '/insights/sustainable-construction' },
      {
        label: 'Sustainability plans that survive contact with the budget',
        href: '/insights/sustainability',
      },
    ],
  },
  cta: {
    headline: 'Know which assets are exposed before the market does',
    description:
      'We review portfolios against current and future energy standards and build costed upgrade plans tied to leases and plant cycles.',
    button: { label: 'Talk to our real estate team', href: '/contact' },
  },
} satisfies z.input<typeof InsightSchema>
