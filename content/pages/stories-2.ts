import type { z } from 'zod'
import type { PageSchema } from '../schemas.ts'

export const stories2 = {
  path: '/careers/stories/2',
  seo: {
    title: 'Tomasz Nowicki, Project Director, Engineering | Northstar Stories',
    description:
      'After fifteen years as a site and project manager for contractors, Tomasz Nowicki joined Northstar to review schedules and cost plans for public building work.',
  },
  hero: {
    eyebrow: 'Employee stories',
    title: 'Tomasz Nowicki: fixing problems before they reach the site',
    subtitle: 'Project Director, Engineering & Construction',
    image: { src: '/images/hero-careers.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  intro: [
    'Tomasz spent most of his career as a site and project manager for contractors before joining Northstar as an experienced hire. He now reviews schedules and cost plans for public building programmes and coaches client teams on project controls.',
  ],
  sections: [
    {
      kind: 'prose',
      heading: 'How I joined',
      paragraphs: [
        'I worked for contractors for fifteen years, first as a site engineer and then running projects: schools, a hospital wing, a bus depot. I was good at recovering projects that had gone wrong, and after a while I noticed that most of them had gone wrong long before anyone broke ground, in a schedule nobody had tested or a budget set before the design was ready.',
        'I had never thought of myself as a consultant. A former client, who had worked with Northstar on a school programme, suggested I apply. The case discussion in the interview was an anonymised building programme running late, and the brief arrived two days before. For once I could prepare properly, and the conversation felt like a site meeting with people who wanted to understand the problem, not a test.',
      ],
    },
    {
      kind: 'prose',
      heading: 'What changed',
      paragraphs: [
        'The biggest change was having time to think a problem through before committing to an answer. On site, you decide in minutes because the crews are waiting. Here, I can spend two days on a schedule and find the three activities that will decide whether a programme finishes on time, and then explain them to a client board in plain language.',
        'I also had to learn to write. Contractors run on phone calls; our clients need a short paper they can take to their funders. My manager in my first year rewrote my first three reports with me, and by the fourth I was rewriting my own.',
      ],
    },
    {
      kind: 'list',
      heading: 'A typical week',
      intro: 'Roughly half my time is with clients and half with my team.',
      items: [
        'Monday: reviewing the updated schedule for a programme of school rebuilds and marking the activities that slipped last month.',
        "Tuesday: on site with the client's project team, walking the works and comparing what we see with what the reports say.",
        "Wednesday: a coaching session with the client's project controllers on how to keep a risk register that someone actually reads.",
        'Thursday: working through a cost plan with one of our cost planners, testing the allowances for the parts of the design that are not finished.',
        "Friday: a review of our own team's work and an hour with the consultant I mentor, who joined from a housing association.",
      ],
    },
    {
      kind: 'prose',
      heading: 'What I have learned',
      paragraphs: [
        'Independent advice only works if you are prepared to be unwelcome. Twice in my first year I told a client that a programme would not finish on the date they had announced. Nobody enjoyed those meetings, but both times the client was grateful a year later.',
        'My site experience matters more here than I expected. When I say a sequence will not work, contractors listen because they can tell I have run one. Northstar values that, and I have never been asked to pretend I am a different kind of person from the one who walked in.',
      ],
    },
    {
      kind: 'quote',
      text: 'After fifteen years on site, I wanted to fix problems before they reached the site, and here I can.',
      name: 'Tomasz Nowicki',
      role: 'Project Director, Engineering & Construction',
    },
    {
      kind: 'cards',
      heading: 'Bring your experience',
      columns: 2,
      items: [
        {
          title: 'Engineering & Technical roles',
          description:
            'Engineers, cost planners and project controls specialists giving clients independent technical advice.',
          href: '/careers/experienced/engineering-technical',
          linkLabel: 'Engineering and technical roles',
        },
        {
          title: 'Consulting & Advisory roles',
          description: 'Lead engagements in the sector you know, from consultant to director.',
          href: '/careers/experienced/consulting-advisory',
          linkLabel: 'Consulting roles',
        },
      ],
    },
  ],
  cta: {
    headline: 'Find your role at Northstar',
    description: 'Search current vacancies for experienced professionals across our offices.',
    button: { label: 'Search jobs', href: '/careers/searchjobs' },
  },
} satisfies z.input<typeof PageSchema>
