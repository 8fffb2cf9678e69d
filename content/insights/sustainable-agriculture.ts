import type { z } from 'zod'
import type { InsightSchema } from '../schemas.ts'

export const sustainableAgriculture = {
  slug: 'sustainable-agriculture',
  seo: {
    title: 'Making Sustainable Agriculture Pay: A Grower’s Guide to the Numbers',
    description:
      'Which lower-input and soil-health practices pay back on a working farm, how to trial them without risking the business and how to get paid for the results.',
  },
  category: 'Sustainability',
  date: '2025-05-06',
  updated: '2025-05-06',
  hero: {
    eyebrow: 'Insights',
    title: 'Making sustainable agriculture pay: a grower’s guide to the numbers',
    subtitle:
      'Sustainable practice that loses money does not last. Judge every change on gross margin, give it enough seasons to prove itself and make sure someone pays for the results.',
    image: { src: '/images/hero-agriculture.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  author: { name: 'Elin Hughes', role: 'Senior Consultant, Farm Economics' },
  sections: [
    {
      kind: 'prose',
      heading: 'Start From the Margin, Not the Label',
      paragraphs: [
        'Growers are asked to cut emissions, protect soil and water, and support wildlife, often by people who will not carry the risk if yields fall. The sensible response is neither to refuse nor to sign up to everything, but to work out which practices improve the farm’s margin, which cost money, and who might pay for the difference.',
        'Several changes pay back quickly because they cut input costs. Others, such as building soil organic matter, take three to five years to show in yields and resilience. A plan that mixes both, and uses the early savings to carry the slower changes, is far more likely to survive a bad year.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Practices and Their Usual Payback',
      columns: 2,
      items: [
        {
          title: 'Nutrient Planning',
          description:
            'Regular soil testing and valuing manure properly often reduce bought-in fertiliser by 10-20% without yield loss. It is usually the fastest return available, often within the first season.',
        },
        {
          title: 'Reduced Tillage',
          description:
            'Fewer passes cut fuel, labour and machinery wear by a third or more on cultivation. Yields can dip for two or three seasons while soil structure adjusts, so budget for the transition.',
        },
        {
          title: 'Cover Crops',
          description:
            'They cost seed and establishment, and return value through less erosion, better soil structure, grazing and scheme payments. Choose mixes for a clear purpose rather than sowing them by default.',
        },
        {
          title: 'Integrated Pest Management',
          description:
            'Monitoring, thresholds and field margins that support natural predators can reduce spray costs. Savings depend on crop and season, so track them field by field.',
        },
      ],
    },
    {
      kind: 'steps',
      heading: 'Trial Without Betting the Farm',
      items: [
        {
          title: 'Choose One Field and One Change',
          description:
            'Pick a representative field and change one practice at a time, so you can tell what caused the result.',
        },
        {
          title: 'Keep a Control',
          description:
            'Leave a strip or a comparable field on the usual system. Without it, weather will dominate every comparison.',
        },
        {
          title: 'Record Costs as Well as Yields',
          description:
            'Log seed, fertiliser, sprays, fuel and hours for both areas. Margin, not yield alone, decides whether the change is worth keeping.',
        },
        {
          title: 'Review After Three Seasons',
          description:
            'Decide to scale, adjust or stop on the basis of three years of figures, and share them with your adviser and lender.',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Getting Paid for the Results',
      paragraphs: [
        'Public environmental schemes, food processors and retailers increasingly pay for specific practices or measured outcomes, through annual payments, supply contract premiums or preferred-supplier status. Lenders are also beginning to offer lower margins on loans to farms that can show improving soil and emissions figures.',
        'Carbon credit contracts deserve more caution. Some run for twenty years or longer, carry measurement costs and restrict future land use. Read who owns the credits, what happens if the farm is sold or the tenancy ends, and what you must repay if results fall short. In every case, the farms that benefit most are those with good records, because evidence is what buyers, schemes and lenders pay for.',
      ],
    },
  ],
  related: {
    heading: 'Related Reading',
    items: [
      { label: 'Agriculture', href: '/industries/agriculture' },
      { label: 'The future of smart farming', href: '/insights/smart-farming-future' },
      {
        label: 'Sustainability plans that survive contact with the budget',
        href: '/insights/sustainability',
      },
    ],
  },
  cta: {
    headline: 'Cost your sustainability options field by field',
    description:
      'We help growers and co-operatives model the margin effect of new practices, design trials and prepare evidence for schemes, buyers and lenders.',
    button: { label: 'Speak to our farm economics team', href: '/contact' },
  },
} satisfies z.input<typeof InsightSchema>
