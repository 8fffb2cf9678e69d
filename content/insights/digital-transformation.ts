import type { z } from 'zod'
import type { InsightSchema } from '../schemas.ts'

export const digitalTransformation = {
  slug: 'digital-transformation',
  seo: {
    title: 'Digital Transformation: Where to Start and What to Fix First',
    description:
      'A practical guide to digital transformation: the three areas that repay investment first, and a three-stage framework to assess, plan and deliver change that sticks.',
  },
  category: 'Digital Transformation',
  date: '2024-02-10',
  updated: '2025-01-21',
  hero: {
    eyebrow: 'Insights',
    title: 'Accelerating Digital Evolution',
    subtitle:
      'Most organisations do not need more technology. They need fewer, better systems, tied to the handful of decisions and services that matter most.',
    image: { src: '/images/hero-technology.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  sections: [
    {
      kind: 'prose',
      heading: 'The Digital Imperative',
      paragraphs: [
        'The case for going digital is no longer about keeping up. Customers, pupils, patients and suppliers already expect to book, pay, track and ask questions online, at any hour. When they cannot, the work comes back to your staff as phone calls, emails and re-keyed forms, and the cost shows up in overtime and backlogs rather than in the IT budget.',
        'The organisations that get the most from digital investment start from a short list of services and decisions, not from a list of platforms. They ask where a customer waits longest, where staff copy data from one screen to another, and which decisions are made on figures that are weeks out of date. Those answers set the order of work.',
        'The harder part is rarely the software. It is agreeing who owns a process end to end, retiring the old way of working rather than running both, and giving front-line teams the time and training to change habits. Programmes that budget for that work deliver; programmes that treat it as an afterthought stall after go-live.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Key Areas',
      intro: 'Three areas where we consistently see the clearest return on digital investment.',
      columns: 3,
      items: [
        {
          title: 'Customer Experience',
          description:
            'Map the five journeys that generate the most contact, such as applying, paying, booking, changing details and complaining, and make each one possible to finish online in a single sitting. Measure success by repeat contacts avoided, not page views.',
        },
        {
          title: 'Operational Efficiency',
          description:
            'Target the hand-offs: invoices matched by hand, rotas built in spreadsheets, approvals chased by email. Workflow tools and simple automation typically release 15-25% of the time spent on these tasks within the first year.',
        },
        {
          title: 'Business Model Innovation',
          description:
            'Once data flows cleanly, new offers become possible: subscriptions instead of one-off sales, remote monitoring instead of scheduled visits, shared services sold to neighbouring organisations. Test each idea with a small pilot and a clear stop rule.',
        },
      ],
    },
    {
      kind: 'steps',
      heading: 'Implementation Framework',
      intro:
        'A three-stage approach that keeps the programme tied to outcomes from the first week to the last.',
      items: [
        {
          title: 'Assessment',
          description:
            'In four to six weeks, baseline your systems, data quality, skills and spend, and walk the priority journeys with the people who run them. The output is a short list of problems worth solving, each with a cost and an owner.',
        },
        {
          title: 'Strategy',
          description:
            'Turn that list into a sequenced roadmap: what to fix, buy, build or retire, in what order, and what each release must prove. Agree the funding in stages, so each phase earns the next one with evidence.',
        },
        {
          title: 'Execution',
          description:
            'Deliver in releases of eight to twelve weeks, each one live with real users. Switch off the old process as the new one lands, track adoption weekly and fix what front-line staff report before adding new features.',
        },
      ],
    },
    {
      kind: 'stats',
      heading: 'What We See in the Work',
      items: [
        { value: '60-70%', label: 'of contact volume typically comes from five or fewer customer journeys' },
        {
          value: '8-12 weeks',
          label: 'release cycle that keeps momentum without overloading front-line teams',
        },
        { value: '1 in 3', label: 'legacy systems we review can be retired outright rather than replaced' },
      ],
    },
    {
      kind: 'quote',
      text: 'The fastest way to fund a digital programme is to switch off something. Every system you retire pays for part of the next release and removes a place for errors to hide.',
      name: 'Daniel Osei-Mensah',
      role: 'Partner, Digital, Northstar Consulting Group',
    },
  ],
  cta: {
    headline: 'Find out where digital will pay back first',
    description:
      'Our assessment takes four to six weeks and ends with a costed roadmap your board can approve. Talk to us about scope and timing.',
    button: { label: 'Start a conversation', href: '/contact' },
  },
} satisfies z.input<typeof InsightSchema>
