import type { z } from 'zod'
import type { PageSchema } from '../schemas.ts'

export const stories3 = {
  path: '/careers/stories/3',
  seo: {
    title: 'Grace Adeyemi, Data Analyst, Technology | Northstar Stories',
    description:
      'Grace Adeyemi built crop-yield dashboards on a six-month co-op placement, then returned full time. She now works on data projects in agriculture and logistics.',
  },
  hero: {
    eyebrow: 'Employee stories',
    title: 'Grace Adeyemi: from co-op student to data analyst',
    subtitle: 'Data Analyst, Technology',
    image: { src: '/images/hero-careers.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  intro: [
    'Grace came to Northstar on a six-month co-op placement during her computer science degree, building crop-yield dashboards for a farming cooperative. She returned full time after graduating and now works on data projects across agriculture and logistics. Her co-op manager is still her mentor.',
  ],
  sections: [
    {
      kind: 'prose',
      heading: 'How I joined',
      paragraphs: [
        'My degree included a six-month placement, and most of my classmates went to software companies. I applied to Northstar because the advert said the placement would involve real clients, and I wanted to see who used the things I built.',
        'The placement was with our technology team, working for a cooperative of arable farmers. Each member kept yield records in a different way: spreadsheets, paper notebooks, exports from combine harvesters. My job was to bring them together into one dashboard the cooperative could use to compare fields and seasons.',
      ],
    },
    {
      kind: 'prose',
      heading: 'The week my code changed a decision',
      paragraphs: [
        "About three months in, the dashboard showed that yields on several members' fields had dropped in the same dry spell, but only where the soil was lighter. The cooperative's agronomist saw it on the Monday and, by the Friday, members had changed which fields they irrigated first. That was the first time I saw something I had written change what someone did that same week.",
        'I went back to university for my final year knowing what kind of work I wanted. Northstar offered me a full-time role before I graduated, and I started in the same team the following autumn.',
      ],
    },
    {
      kind: 'list',
      heading: 'A typical week',
      intro: 'I usually work on two projects at once, one in agriculture and one in logistics.',
      items: [
        "Monday: stand-up with the project team, then cleaning the week's new delivery data for a regional distributor.",
        'Tuesday: building and testing the model that shows which routes run half empty.',
        "Wednesday: a call with the farming cooperative, still a client, to add this season's data and a new soil measure to their dashboard.",
        "Thursday: working with a consultant to turn the route analysis into three charts the distributor's managers will understand without me in the room.",
        'Friday: code review with a senior data engineer, and a fortnightly coffee with my mentor, who managed my co-op placement.',
      ],
    },
    {
      kind: 'prose',
      heading: 'What I have learned',
      paragraphs: [
        'Data work is mostly about people. The hardest part of the yield dashboard was not the code but agreeing with twenty farmers what counted as a field.',
        'I have also learned to ask what decision a piece of analysis is for before I start. If nobody can say, the work usually is not needed yet.',
        'Staying in touch with my co-op manager has been one of the best things about coming back. She knew my work before I had a job title, and she is honest with me about what I need to learn next.',
      ],
    },
    {
      kind: 'quote',
      text: 'My co-op placement was the first time I saw my code change a decision someone made that same week.',
      name: 'Grace Adeyemi',
      role: 'Data Analyst, Technology',
    },
    {
      kind: 'cards',
      heading: 'Start the way Grace did',
      columns: 2,
      items: [
        {
          title: 'Co-op Program',
          description:
            "A paid placement that fits your university's calendar, usually between four and twelve months, as a full member of a project team.",
          href: '/careers/students/co-op-program',
          linkLabel: 'About the Co-op Program',
        },
        {
          title: 'More stories',
          description: 'Read how Maya went from the Graduate Program to leading work with school trusts.',
          href: '/careers/stories/1',
          linkLabel: "Read Maya's story",
        },
      ],
    },
  ],
  cta: {
    headline: 'Find your role at Northstar',
    description:
      'Search current vacancies, including co-op placements and graduate roles, across our offices.',
    button: { label: 'Search jobs', href: '/careers/searchjobs' },
  },
} satisfies z.input<typeof PageSchema>
