import type { z } from 'zod'
import type { ServiceDetailSchema } from '../schemas.ts'

export const agricultureAgritech = {
  path: 'agriculture/agritech',
  seo: {
    title: 'AgriTech Product Trials and Advisory | Northstar',
    description:
      'For agritech start-ups and investors: product trials on working farms, grower research and pricing advice that shape products growers will pay for and keep using.',
  },
  hero: {
    eyebrow: 'Agriculture services',
    title: 'AgriTech Innovation',
    subtitle:
      'For agritech start-ups and investors: testing products on working farms and shaping them into something growers will pay for and keep using.',
    image: { src: '/images/hero-agriculture.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  intro: [
    'Many agritech products work well in a demonstration and are abandoned after their first season. The reasons are usually practical: the device needs a signal the farm does not have, the data arrives too late to act on, or the saving does not cover the subscription. We help founders find those problems early, on real farms, before they turn into a sales problem.',
    'Trials usually run for one full growing season, with a short design phase beforehand and a report within weeks of harvest. We report results as we find them, including the ones that are inconvenient for the product.',
    'Our clients are agritech start-ups preparing a product for market and the investors who back them. We bring agronomists who know how farms run, product specialists who can turn field feedback into changes, and access to pilot farms through the growers and cooperatives we already work with.',
  ],
  offerings: {
    heading: 'What we do',
    items: [
      {
        title: 'Field trials on working farms',
        description:
          'Structured trials with growers who match your target customers, measuring the effect on yield, inputs and labour against fields managed as usual.',
      },
      {
        title: 'Grower research',
        description:
          'Interviews and farm visits that show how your product fits into the working week, what growers would pay and what would make them stop using it.',
      },
      {
        title: 'Product and pricing advice',
        description:
          'Clear recommendations on features, set-up, support and pricing, based on trial results rather than assumptions.',
      },
      {
        title: 'Investor due diligence',
        description:
          'For investors, an independent assessment of a product’s agronomic claims, farm-level economics and likely adoption.',
      },
    ],
  },
  approach: {
    heading: 'How we work',
    items: [
      {
        title: 'Define the claim',
        description:
          'We agree what the product is supposed to change on a farm and how that change will be measured.',
      },
      {
        title: 'Recruit the right farms',
        description:
          'We select pilot farms that reflect your intended market in size, crop and region, and agree terms with each grower.',
      },
      {
        title: 'Run the season',
        description:
          'Our agronomists support installation, collect results and record every problem growers meet along the way.',
      },
      {
        title: 'Report and refine',
        description:
          'We report what worked, what did not and what to change, and can run a second round to test those changes.',
      },
    ],
  },
  outcomes: {
    heading: 'What clients get',
    items: [
      'Independent field evidence for the product’s main claim',
      'A measured view of the saving or gain per hectare',
      'A prioritised list of product changes drawn from real use',
      'Pricing grounded in what growers said they would pay',
      'For investors, a clear view of adoption risk before funds are committed',
    ],
  },
  related: [
    { label: 'Agriculture', href: '/industries/agriculture' },
    { label: 'All services', href: '/services' },
  ],
  cta: {
    headline: 'Test your product where it will be used',
    description:
      'Tell us what your product does and who it is for. We will propose a trial design and the kind of farms that could host it.',
    button: { label: 'Contact Us', href: '/contact' },
  },
} satisfies z.input<typeof ServiceDetailSchema>
