import type { z } from 'zod'
import type { InsightSchema } from '../schemas.ts'

export const postElection = {
  slug: 'post-election',
  seo: {
    title: 'After the Election Year: Planning for New Policy Without Guesswork',
    description:
      'A new government brings budgets, consultations and rule changes. How organisations separate signal from noise, model the likely effects and adjust their plans.',
  },
  category: 'Policy',
  date: '2024-11-19',
  updated: '2024-11-19',
  hero: {
    eyebrow: 'Insights',
    title: 'After the election year: what new policy means for your plans',
    subtitle:
      'Whoever wins, the months after an election bring announcements, reviews and new rules. The organisations that cope best plan in ranges and act on detail, not headlines.',
    image: { src: '/images/hero-insights.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  author: { name: 'Catherine Ellery', role: 'Director, Public Policy and Strategy' },
  sections: [
    {
      kind: 'prose',
      heading: 'Announcements Are Not Yet Policy',
      paragraphs: [
        'After any election, the volume of policy news rises sharply. Campaign commitments are restated, reviews are launched and ministers signal priorities. For a school trust, a farm business, a housing provider or a contractor, the temptation is either to react to every headline or to wait until everything is settled. Neither works well.',
        'Most commitments change shape on the way to becoming rules. Funding is set in the first budget and spending plans, details emerge in consultations and guidance, and implementation dates often slip. The useful question is not what was promised, but what is now likely, when, and how much it would move your numbers.',
      ],
    },
    {
      kind: 'steps',
      heading: 'How Policy Usually Lands After an Election',
      intro: 'Timings vary by country and by issue, but the sequence is remarkably consistent.',
      items: [
        {
          title: 'First Weeks: Priorities and Reviews',
          description:
            'New or returning administrations set out priorities and launch reviews. Treat these as signals of direction, not as plans.',
        },
        {
          title: 'Three to Six Months: The First Budget',
          description:
            'Tax rates, departmental spending and grant programmes are fixed for the coming years. This is usually the moment with the biggest direct effect on organisations.',
        },
        {
          title: 'Six to Twelve Months: Consultations',
          description:
            'Detailed proposals are published for comment. This is the best opportunity to influence how a policy works in practice.',
        },
        {
          title: 'One to Two Years: Legislation and Guidance',
          description:
            'Laws, regulations and guidance set out obligations, dates and transition periods. Compliance planning should be based on this stage.',
        },
        {
          title: 'Two to Four Years: Implementation',
          description:
            'New schemes open, inspections begin and funding flows. Capacity constraints and early problems often lead to further adjustment.',
        },
      ],
    },
    {
      kind: 'list',
      heading: 'Where to Check Your Exposure',
      items: [
        'Public funding, grants and contracts that make up a significant share of your income.',
        'Employment costs, including minimum wage levels, employer contributions and rules on working patterns.',
        'Tax treatment of investment, property and energy use.',
        'Regulation and reporting duties, including environmental and data rules.',
        'Planning, infrastructure and housing priorities that affect where and what you can build.',
        'Trade and immigration rules that shape your supply chain and workforce.',
      ],
    },
    {
      kind: 'prose',
      heading: 'Plan in Ranges and Take Part in the Detail',
      paragraphs: [
        'For each area of exposure, model a low, central and high case, and agree in advance what you would do if each occurred: which projects you would pause, accelerate or redesign. Review the cases after each budget and major announcement, rather than rewriting the whole plan every time the news changes.',
        'Respond to consultations that affect you, ideally with evidence. A short submission setting out costs, numbers affected and practical consequences carries more weight than a statement of support or opposition, and sector bodies are often glad to combine evidence from members. Keep engagement focused on how policy works, not on who proposed it; that is what officials of any administration find useful, and it protects your organisation’s standing whoever holds office next.',
      ],
    },
  ],
  related: {
    heading: 'Related Reading',
    items: [
      { label: 'Economic trends: navigating economic change', href: '/insights/economic-trends' },
      {
        label: 'Sustainability plans that survive contact with the budget',
        href: '/insights/sustainability',
      },
      { label: 'Social sector', href: '/industries/social-sector' },
    ],
  },
  cta: {
    headline: 'Test your plans against the policy outlook',
    description:
      'We help leadership teams map policy exposure, model scenarios and prepare evidence-based consultation responses.',
    button: { label: 'Talk to our strategy team', href: '/contact' },
  },
} satisfies z.input<typeof InsightSchema>
