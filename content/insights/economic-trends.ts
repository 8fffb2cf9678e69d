import type { z } from 'zod'
import type { InsightSchema } from '../schemas.ts'

export const economicTrends = {
  slug: 'economic-trends',
  seo: {
    title: 'Economic Trends: Planning for Interest Rates, Trade and Green Finance',
    description:
      'How shifting interest rates, the digital economy, sustainable finance and changing trade routes affect your plans, and a three-step way to plan for them.',
  },
  category: 'Economic Trends',
  date: '2024-02-15',
  updated: '2024-02-15',
  hero: {
    eyebrow: 'Insights',
    title: 'Navigating Economic Change',
    subtitle:
      'Higher borrowing costs, tighter labour markets and shifting trade routes are now the baseline, not a blip. Plans built for the last decade need a second look.',
    image: { src: '/images/hero-insights.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  sections: [
    {
      kind: 'prose',
      heading: 'Market Dynamics',
      paragraphs: [
        'For most of the 2010s, money was cheap, supply chains were long and lean, and inflation was something other economies worried about. Many budgets, business cases and pricing models still quietly assume that world. It has gone. Borrowing costs have settled well above their post-2008 lows, wage growth is running ahead of where it was, and the price of energy and imported goods can move sharply in a single quarter.',
        'The effect is uneven. A school trust with a long-term lease and stable funding feels it through staff costs and energy bills. A grower feels it through fertiliser, feed and the price of credit for new equipment. A contractor on a fixed-price build can see its whole margin disappear if materials rise ten per cent between tender and start on site.',
        'The organisations coping best are not the ones with the sharpest forecasts. They are the ones that know which three or four variables move their numbers most, review them monthly, and have decided in advance what they will do if each one crosses a line.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Key Economic Trends',
      intro: 'Three shifts we expect to shape investment decisions over the next five years.',
      columns: 3,
      items: [
        {
          title: 'Digital Economy',
          description:
            'More revenue now depends on online channels, data and software subscriptions, and so does more cost. Price rises from cloud and software vendors are becoming a material budget line. Treat them as you would energy: track them, benchmark them and renegotiate them.',
        },
        {
          title: 'Sustainable Finance',
          description:
            'Lenders and investors increasingly price loans on credible transition plans. Green loans and sustainability-linked facilities can lower the margin on borrowing, but only for organisations that can show a measured baseline and annual progress.',
        },
        {
          title: 'Global Trade',
          description:
            'Tariffs, sanctions and shipping disruption have made the cheapest supplier a riskier choice. Many firms are adding a second source closer to home for critical items, accepting a few points of extra cost for shorter lead times and fewer surprises.',
        },
      ],
    },
    {
      kind: 'steps',
      heading: 'Strategic Planning',
      intro: 'A planning cycle that turns uncertainty into a set of decisions made in advance.',
      items: [
        {
          title: 'Risk Assessment',
          description:
            'Identify the four or five variables that move your results most, such as interest rates, wages, energy, a key commodity or a major customer. Model a plausible bad case for each and put a figure on the impact.',
        },
        {
          title: 'Opportunity Analysis',
          description:
            'Look at the same shifts from the other side. Higher rates reward organisations with cash to invest; trade disruption rewards local suppliers; green finance rewards those already measuring their emissions. List where you could gain ground.',
        },
        {
          title: 'Resource Allocation',
          description:
            'Fund the plan in stages with clear triggers: what you will pause if costs rise past a set point, and what you will accelerate if conditions improve. Review the triggers monthly with your leadership team, not annually.',
        },
      ],
    },
    {
      kind: 'list',
      heading: 'Questions for Your Next Board Meeting',
      items: [
        'What interest rate does our five-year plan assume, and what happens to it at two points higher?',
        'Which single supplier, customer or funding stream accounts for more than a fifth of our income or spend?',
        'How much of our cost base is now linked to inflation, through contracts, wages or index-linked leases?',
        'Could our transition plan support a cheaper green loan, and if not, what is missing?',
        'Which decisions have we agreed to take automatically if a trigger is hit, and who takes them?',
      ],
    },
  ],
  cta: {
    headline: 'Stress-test your plan against the next three years',
    description:
      'We help leadership teams build scenario models they can maintain themselves, with clear triggers and actions agreed in advance.',
    button: { label: 'Get Started', href: '/contact' },
  },
} satisfies z.input<typeof InsightSchema>
