import type { z } from 'zod'
import type { InsightSchema } from '../schemas.ts'

export const digitalTrends = {
  slug: 'digital-trends',
  seo: {
    title: 'Digital Trends Worth Acting On This Year, and Those to Watch',
    description:
      'Five digital shifts that merit budget this year, from AI inside the software you already pay for to rising cloud bills, plus the trends to watch but not yet fund.',
  },
  category: 'Digital Trends',
  date: '2025-01-07',
  updated: '2025-01-07',
  hero: {
    eyebrow: 'Insights',
    title: 'Digital trends worth acting on this year',
    subtitle:
      'Every year brings a new list of technologies that will change everything. A few deserve a place in this year’s budget; most deserve a watching brief.',
    image: { src: '/images/hero-technology.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  author: { name: 'Rohan Mehta', role: 'Principal, Digital Strategy' },
  sections: [
    {
      kind: 'prose',
      heading: 'Sorting Trends From Noise',
      paragraphs: [
        'We use a simple test with clients. A trend deserves action this year if it will change your costs, your risks or the service people receive within twelve months, and if you can act on it with systems and skills you already have or can readily buy. Anything that fails the test goes on a watch list, reviewed every six months.',
        'Applied honestly, the test usually leaves a short list. The items on it are rarely the most talked-about; they are the ones already showing up in contract renewals, audit findings and complaints.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Five Trends to Act On',
      columns: 3,
      items: [
        {
          title: 'AI Inside Software You Already Own',
          description:
            'Office, finance and customer systems are adding AI features, often at extra cost per user. Decide which teams benefit, set usage rules and switch off licences nobody uses.',
        },
        {
          title: 'Rising Software and Cloud Costs',
          description:
            'Subscription prices and cloud bills have grown faster than most budgets. Assign an owner, review usage monthly and renegotiate before renewals, not after.',
        },
        {
          title: 'Stronger Sign-In',
          description:
            'Passkeys and phishing-resistant authentication are now widely supported. Moving staff and customers to them cuts account takeover and password-reset calls.',
        },
        {
          title: 'Data Quality as the Bottleneck',
          description:
            'AI, reporting and automation all fail on poor records. Fix the definitions and ownership of your core data, such as customers, assets and staff, before adding new tools.',
        },
        {
          title: 'Accessible Digital Services',
          description:
            'Accessibility requirements for websites and apps are tightening in many markets, and accessible services reach more customers. Audit your main journeys and fix the worst barriers.',
        },
      ],
    },
    {
      kind: 'list',
      heading: 'Worth Watching, Not Yet Funding',
      intro: 'For most organisations, these belong on the watch list for now, with one exception noted.',
      items: [
        'Fully autonomous AI agents that act across systems without human review: promising for narrow tasks, but controls are still immature.',
        'Quantum computing: no practical effect on most operations yet, although organisations holding long-lived sensitive data should begin listing where they rely on current encryption.',
        'Immersive virtual workplaces: useful in some training settings, with limited evidence of wider benefit.',
        'General-purpose humanoid robots: years away from being a sound investment outside specialist settings.',
      ],
    },
    {
      kind: 'steps',
      heading: 'Turning This Into a Plan',
      items: [
        {
          title: 'Hold a One-Hour Review',
          description:
            'Take the leadership team through each trend and agree whether it passes the test for your organisation.',
        },
        {
          title: 'Choose Two, Not Five',
          description:
            'Fund the two actions with the clearest effect on cost, risk or service, and give each a named owner and a measure.',
        },
        {
          title: 'Review in Six Months',
          description:
            'Check progress, move items between the action list and the watch list, and stop anything that has not shown results.',
        },
      ],
    },
  ],
  related: {
    heading: 'Related Reading',
    items: [
      { label: 'AI in business: the practical uses that pay off first', href: '/insights/ai-in-business' },
      { label: 'Cybersecurity trends to plan for', href: '/insights/cybersecurity-trends' },
      { label: 'Digital transformation: where to start', href: '/insights/digital-transformation' },
      { label: 'Technology', href: '/industries/technology' },
    ],
  },
  cta: {
    headline: 'Decide which digital trends belong in your budget',
    description:
      'We run short, vendor-neutral reviews that leave leadership teams with a prioritised action list and a watch list.',
    button: { label: 'Start a conversation', href: '/contact' },
  },
} satisfies z.input<typeof InsightSchema>
