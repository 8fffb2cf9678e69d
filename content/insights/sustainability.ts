import type { z } from 'zod'
import type { InsightSchema } from '../schemas.ts'

export const sustainability = {
  slug: 'sustainability',
  seo: {
    title: 'Sustainability Plans That Hold Up to Budget and Audit Scrutiny',
    description:
      'How to build a transition plan that finance teams, lenders and auditors trust: a defensible baseline, targets tied to capital spending and reporting that stands up.',
  },
  category: 'Sustainability',
  date: '2024-02-05',
  updated: '2024-02-05',
  hero: {
    eyebrow: 'Insights',
    title: 'Sustainability Plans That Survive Contact With the Budget',
    subtitle:
      'A target is a promise. A transition plan is a list of projects, costs and dates. Boards, lenders and regulators have started asking for the second.',
    image: { src: '/images/hero-engineering.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  author: { name: 'Helen Marchetti', role: 'Director, Sustainability Practice' },
  sections: [
    {
      kind: 'prose',
      heading: 'From Pledge to Plan',
      paragraphs: [
        'Over the past five years, thousands of organisations have announced net-zero dates. Far fewer can say which boilers will be replaced in which year, what it will cost and how the saving shows up in the accounts. That gap is now visible. Lenders ask for it when pricing loans, public funders ask for it in grant conditions, and auditors increasingly test the numbers behind published claims.',
        'The good news is that a credible plan is less about ambition than about arithmetic. It needs three things: a baseline you can defend, a set of projects tied to your capital programme, and reporting that someone outside the sustainability team could check.',
      ],
    },
    {
      kind: 'prose',
      heading: 'Start With a Baseline You Can Defend',
      paragraphs: [
        'Begin with the emissions you control directly: fuel burned on site and in vehicles, and the electricity you buy. For most schools, offices and public buildings these come from meter readings and invoices that already exist. Gather twelve consecutive months, note every estimate, and record where each figure came from.',
        'Supply-chain emissions usually make up the largest share of the total, often 70% or more, but they are also the hardest to measure. Start with your ten largest suppliers by spend, ask them for their own figures, and use spend-based estimates for the rest. Label estimates clearly; a reviewer will forgive an honest estimate far sooner than false precision.',
      ],
    },
    {
      kind: 'stats',
      heading: 'Where the Numbers Usually Sit',
      items: [
        { value: '70%+', label: 'of an organisation’s footprint often sits in its supply chain' },
        { value: '10', label: 'largest suppliers often account for half or more of supply-chain spend' },
        { value: '12 months', label: 'of metered data needed before a baseline is worth publishing' },
      ],
    },
    {
      kind: 'prose',
      heading: 'Turn Targets Into a Capital Plan',
      paragraphs: [
        'Every reduction in the plan should map to a project with an owner, a cost and a year: replacing a gas boiler with a heat pump when it reaches the end of its life, adding solar to a roof that is already due for repair, moving a fleet to electric vans as leases expire. Timing changes to existing replacement cycles is what makes a plan affordable, because you pay only the difference, not the full cost.',
        'For farms the levers are different but the logic is the same. Fertiliser planning, feed additives, better slurry storage and precision application each carry a cost per tonne of emissions avoided. Ranking them on that basis, alongside the effect on yield, shows which to do first.',
        'Put the result into the same five-year financial plan as everything else. A sustainability plan that lives in a separate document will lose every budget round.',
      ],
    },
    {
      kind: 'prose',
      heading: 'Report So It Survives Scrutiny',
      paragraphs: [
        'Good reporting is boring in the best sense. Use the same boundaries and methods each year, restate the baseline when you change them, and explain any movement over five per cent. Keep an evidence file for every figure, so that when an auditor or lender asks, the answer takes minutes rather than weeks.',
        'Finally, report progress against projects, not only against totals. “Eleven of fourteen boiler replacements complete, two deferred for funding, one cancelled after a site closure” tells a board far more than a single percentage, and it builds the trust that makes the next investment easier to approve.',
      ],
    },
  ],
  related: {
    heading: 'Related Insights',
    items: [
      {
        label: 'After the election year: what new policy means for your plans',
        href: '/insights/post-election',
      },
      { label: 'Digital trends worth acting on this year', href: '/insights/digital-trends' },
    ],
  },
  cta: {
    headline: 'Turn your net-zero target into a funded plan',
    description:
      'We build baselines, capital plans and reporting that finance teams, lenders and auditors can rely on.',
    button: { label: 'Speak to our sustainability team', href: '/contact' },
  },
} satisfies z.input<typeof InsightSchema>
