import type { z } from 'zod'
import type { InsightSchema } from '../schemas.ts'

export const socialInnovation = {
  slug: 'social-innovation',
  seo: {
    title: 'Social Innovation Beyond the Pilot: Funding, Evidence and Handover',
    description:
      'Promising social programmes often end with the pilot grant. How charities, funders and public bodies plan evidence, unit costs and handover from the start.',
  },
  category: 'Social Innovation',
  date: '2025-03-25',
  updated: '2025-03-25',
  hero: {
    eyebrow: 'Insights',
    title: 'Social innovation that survives the pilot phase',
    subtitle:
      'A successful pilot proves that something can work. Whether it keeps working depends on decisions most programmes leave until the final year.',
    image: { src: '/images/hero-social.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  author: { name: 'Amara Nwosu', role: 'Director, Social Sector Practice' },
  sections: [
    {
      kind: 'prose',
      heading: 'The Pilot Trap',
      paragraphs: [
        'The story repeats across youth work, mental health, employment support and community care. A charity wins a two- or three-year innovation grant, designs something genuinely better, and publishes an evaluation showing it works. Then the grant ends. No mainstream budget was ever lined up, experienced staff leave in the final six months because their contracts are ending, and the service closes or shrinks to a fraction of its size.',
        'The problem is not a lack of good ideas. It is that pilots are designed to win innovation funding, which rewards novelty, while long-term funding comes from commissioners, schools, health bodies or councils, who pay for outcomes that relieve pressure on their own budgets. A programme built for the first rarely has the evidence the second needs.',
      ],
    },
    {
      kind: 'steps',
      heading: 'Design for Year Four on Day One',
      intro: 'Five decisions that separate pilots that scale from pilots that close.',
      items: [
        {
          title: 'Name the Eventual Payer',
          description:
            'Identify which organisation would fund the service if it works, and involve them in the design. If no one plausible exists, treat the pilot as research, and say so.',
        },
        {
          title: 'Measure What the Payer Values',
          description:
            'Track outcomes that show up in the payer’s own figures, such as fewer school exclusions, fewer emergency admissions or faster moves into work, alongside the measures that matter to participants.',
        },
        {
          title: 'Know the Unit Cost',
          description:
            'Calculate the cost per person supported, including management and overheads. A commissioner cannot compare your service with the alternative without it.',
        },
        {
          title: 'Separate the Essential From the Extras',
          description:
            'Work out which elements drive the results and which could be dropped or delivered by existing staff. A leaner version is often the one that gets adopted.',
        },
        {
          title: 'Start the Handover Twelve Months Early',
          description:
            'Begin funding conversations a year before the grant ends, and agree how staff, data and relationships will transfer if the service moves to another organisation.',
        },
      ],
    },
    {
      kind: 'list',
      heading: 'What Funders Can Do Differently',
      items: [
        'Fund a final transition year, tied to securing mainstream funding rather than to further experimentation.',
        'Ask for unit costs and a named eventual payer at application stage.',
        'Co-fund with the likely commissioner from the start, even at a small share, so they have a stake in the result.',
        'Pay for evaluations that compare participants with a similar group, and publish results that show no effect as readily as those that do.',
        'Offer grants of four or five years for programmes aimed at outcomes that take time to appear.',
      ],
    },
    {
      kind: 'quote',
      text: 'We stopped asking what would impress an innovation panel and started asking the council what it would pay for in three years’ time. The programme changed less than we feared, and it is still running.',
      name: 'Joanna Whitlock',
      role: 'Chief Executive, a regional youth charity',
    },
  ],
  related: {
    heading: 'Related Reading',
    items: [
      { label: 'Social sector', href: '/industries/social-sector' },
      { label: 'Community development: what residents told us', href: '/insights/community-development' },
      {
        label: 'Leadership and innovation: backing the right ideas early',
        href: '/insights/leadership-innovation',
      },
    ],
  },
  cta: {
    headline: 'Give your programme a future beyond the grant',
    description:
      'We help charities and funders build the evidence, unit costs and transition plans that mainstream commissioners need to say yes.',
    button: { label: 'Talk to our social sector team', href: '/contact' },
  },
} satisfies z.input<typeof InsightSchema>
