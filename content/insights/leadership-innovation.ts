import type { z } from 'zod'
import type { InsightSchema } from '../schemas.ts'

export const leadershipInnovation = {
  slug: 'leadership-innovation',
  seo: {
    title: 'Leadership and Innovation: Backing the Right Ideas Early',
    description:
      'What modern leadership looks like in practice, a three-part framework for running innovation with discipline, and how to develop leaders who can do both.',
  },
  category: 'Leadership & Innovation',
  date: '2025-04-08',
  updated: '2025-04-08',
  hero: {
    eyebrow: 'Insights',
    title: 'Leading When the Answers Are Not Yet Known',
    subtitle:
      'Innovation rarely fails for lack of ideas. It fails when leaders fund too many, judge them too late and stop too few. Here is how the best teams do it differently.',
    image: { src: '/images/hero-education.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  sections: [
    {
      kind: 'list',
      heading: 'Modern Leadership',
      intro:
        'Across schools, farms, public bodies and technology teams, the leaders who get new ideas into everyday use share a handful of habits.',
      items: [
        'They set a small number of clear outcomes and let teams choose the route, rather than approving every step.',
        'They ask for evidence early: a two-week test with real users tells them more than a forty-page business case.',
        'They make stopping a project a normal, visible decision, and they thank the team that ran the test.',
        'They spend time where the work happens, on the shop floor, in the classroom or in the field, at least once a fortnight.',
        'They protect capacity for new work by naming what the organisation will stop doing to make room for it.',
        'They share the numbers openly, so people can see why a decision was made even when they disagree with it.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Innovation Framework',
      intro: 'A simple structure that gives new ideas a fair hearing and a fast verdict.',
      columns: 3,
      items: [
        {
          title: 'Explore',
          description:
            'Collect problems before solutions. Ask front-line staff and customers what slows them down, then pick three to five problems worth solving this year. Give each a sponsor and a modest budget, typically enough for six to eight weeks of work.',
        },
        {
          title: 'Test',
          description:
            'Run small, time-boxed experiments with a pass mark agreed in advance, such as minutes saved per order or pupils reached per week. At the end of each test, the sponsor decides: scale, change course or stop. No idea drifts without a decision.',
        },
        {
          title: 'Scale',
          description:
            'Ideas that pass move into the normal operating budget with an owner, a target and a plan for training and support. Scaling usually costs five to ten times the test, so fund only the few that have clearly earned it.',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Leadership Development',
      paragraphs: [
        'Most leadership programmes teach theory in a classroom and hope it transfers. The ones that change behaviour attach learning to a live problem. Participants take on a real challenge from their own organisation, run a test using the framework above and report the result, good or bad, to a panel of senior leaders.',
        'We recommend cohorts of twelve to sixteen people from different functions, meeting for a day every four to six weeks over six months, with coaching in between. Mixing functions matters: a finance lead and a head of operations working on the same problem learn more from each other than either would alone.',
        'Measure the programme by what changes afterwards: how many ideas were tested, how many were stopped early, how long decisions now take, and how many participants are leading a second initiative a year later. Satisfaction scores on the final day tell you very little.',
      ],
    },
    {
      kind: 'quote',
      text: 'The most useful question at any project review is “what did we learn, and what will we do differently on Monday?” The second most useful sentence is “we are stopping this one”, said without blame.',
      name: 'Priya Raghunathan',
      role: 'Director, Leadership & Organisation, Northstar Consulting Group',
    },
  ],
  cta: {
    headline: 'Build a leadership team that innovates with discipline',
    description:
      'We design development programmes and innovation portfolios around your real priorities, and measure them by what changes afterwards.',
    button: { label: 'Talk to our team', href: '/contact' },
  },
} satisfies z.input<typeof InsightSchema>
