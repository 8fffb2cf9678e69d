import type { z } from 'zod'
import type { InsightSchema } from '../schemas.ts'

export const dataAnalytics = {
  slug: 'data-analytics',
  seo: {
    title: 'Data and Analytics: Fewer Measures, Better Decisions',
    description:
      'How to turn the data you already hold into a few measures leaders use every week, with a four-step framework from the first question to a decision that sticks.',
  },
  category: 'Data & Analytics',
  date: '2024-03-12',
  updated: '2024-03-12',
  hero: {
    eyebrow: 'Insights',
    title: 'Turning Data Into Decisions That Stick',
    subtitle:
      'Most organisations collect more data than they use. The gap is rarely technology; it is knowing which questions matter and trusting the numbers that answer them.',
    image: { src: '/images/hero-insights.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  sections: [
    {
      kind: 'prose',
      heading: 'Why Dashboards Go Unused',
      paragraphs: [
        'Walk into most leadership meetings and you will find a dashboard with forty measures on it and a team still arguing about whose spreadsheet is right. The problem is not a shortage of data. It is that nobody agreed which decisions the data was meant to support, so every team built its own version of the truth.',
        'The organisations that use analytics well work the other way round. They start with a handful of recurring decisions, such as which pupils need extra support this term, which fields to irrigate this week or which projects are drifting over budget, and build only what those decisions need. A school trust might track attendance, attainment and teacher workload on one page. A grower might need yield, soil moisture and water use by field. A contractor might need cost and schedule risk by package.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Analytics Capabilities',
      intro: 'The building blocks we put in place, in roughly the order most organisations need them.',
      columns: 2,
      items: [
        {
          title: 'Data Foundations',
          description:
            'A single, documented source for each core measure, with an owner and agreed definitions. This step alone often ends the monthly argument over whose figures are right.',
        },
        {
          title: 'Reporting and Dashboards',
          description:
            'One page per leadership team, showing five to eight measures with targets and trends, refreshed automatically and read in the same meeting every week.',
        },
        {
          title: 'Forecasting and Scenarios',
          description:
            'Simple, explainable models for enrolment, demand, yield or cash flow, so leaders can see the likely range of outcomes and plan for the bad case as well as the expected one.',
        },
        {
          title: 'Data Governance and Privacy',
          description:
            'Clear rules on who can see what, how long data is kept and how personal information is protected, designed to meet data protection law without slowing everyday work.',
        },
        {
          title: 'Skills and Adoption',
          description:
            'Short, role-based training so that managers can read a chart, question a trend and change a decision, not just receive a report.',
        },
      ],
    },
    {
      kind: 'steps',
      heading: 'From Question to Decision: A Four-Step Framework',
      intro:
        'Each step has a clear output, so you can see progress within weeks rather than waiting for a finished platform.',
      items: [
        {
          title: 'Frame the Decisions',
          description:
            'List the ten decisions leaders make most often and agree the three to five that matter most. For each, write down the question, who decides and how often.',
        },
        {
          title: 'Fix the Data',
          description:
            'Trace each measure back to its source systems, agree one definition and clean the records that feed it. Expect this to take longer than building the dashboard; it is also where most of the value lies.',
        },
        {
          title: 'Build and Test',
          description:
            'Produce a first version in two to four weeks and use it in a real meeting. Remove any measure nobody refers to, and add only what a decision clearly needs.',
        },
        {
          title: 'Embed and Review',
          description:
            'Give each measure an owner, set review dates and track whether decisions are actually changing. After six months, retire what is unused and extend what works to the next team.',
        },
      ],
    },
    {
      kind: 'stats',
      heading: 'Rules of Thumb From Our Work',
      items: [
        { value: '5-8', label: 'measures per leadership dashboard before attention starts to drift' },
        { value: '2-4 weeks', label: 'to a first working version used in a real meeting' },
        { value: '60%', label: 'of effort typically goes on data quality rather than visualisation' },
      ],
    },
  ],
  cta: {
    headline: 'Get more from the data you already hold',
    description:
      'We can review your current reporting in two weeks and show you which decisions it supports, which it misses and what to fix first.',
    button: { label: 'Book a data review', href: '/contact' },
  },
} satisfies z.input<typeof InsightSchema>
