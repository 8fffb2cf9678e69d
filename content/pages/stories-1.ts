import type { z } from 'zod'
import type { PageSchema } from '../schemas.ts'

export const stories1 = {
  path: '/careers/stories/1',
  seo: {
    title: 'Maya Ellison, Senior Consultant, Education | Northstar Stories',
    description:
      'Maya Ellison joined the Graduate Program after an economics degree. She now leads work with school trusts on staffing and training, and mentors graduates.',
  },
  hero: {
    eyebrow: 'Employee stories',
    title: 'Maya Ellison: from school budgets to teacher training',
    subtitle: 'Senior Consultant, Education',
    image: { src: '/images/hero-careers.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  intro: [
    'Maya joined Northstar on the Graduate Program after a degree in economics and rotated through our education, social sector and technology teams. Today she leads day-to-day work with a group of school trusts on their staffing and training plans, mentors two graduates and runs our internal course on presenting data to non-specialists.',
  ],
  sections: [
    {
      kind: 'prose',
      heading: 'How I joined',
      paragraphs: [
        'I studied economics and assumed I would end up in a bank or a government department. In my final year a friend who had done a Northstar internship told me she had spent a summer visiting schools, and that sounded far more interesting than anything else on offer.',
        'I applied to the Graduate Program in the autumn. The problem-solving exercise was about a school deciding whether to merge two small classes, which I enjoyed because it was about people as much as numbers. At the assessment day I was nervous about the presentation, but the manager interviewing me spent most of the time asking how I had reached my answer rather than whether it was right.',
      ],
    },
    {
      kind: 'prose',
      heading: 'Three rotations, one thread',
      paragraphs: [
        'My first rotation was in education, analysing school budgets for a group of trusts. The figures showed that a large share of their spending went on supply teachers, concentrated in a handful of subjects where posts stayed empty for months. That question, why the posts stayed empty, turned into a much bigger piece of work on how the region recruits and trains teachers, and I have been part of it ever since.',
        'My second rotation was in the social sector, helping a charity rebuild its funding model, and my third was in technology, where I learned to build the dashboards I had until then only asked other people for. Both changed how I work in education: I now think about funders as well as budgets, and I can build a first version of a data tool myself before asking a specialist to make it robust.',
      ],
    },
    {
      kind: 'list',
      heading: 'A typical week',
      intro: 'No two weeks are the same, but this one from last term is close to the pattern.',
      items: [
        "Monday: team check-in in the office, then planning the week's interviews with the trusts' human resources leads.",
        'Tuesday and Wednesday: at two of the schools, running workshops with heads of department on how many trainee teachers each subject can support next year.',
        'Thursday morning: reviewing the staffing model with an analyst and one of the graduates I mentor, line by line.',
        'Thursday afternoon: the monthly session of my internal course on presenting data to non-specialists, this time on choosing one chart instead of five.',
        "Friday: writing the short paper the trusts' chief executives will discuss the following week, and an hour with my other mentee on her midpoint review.",
      ],
    },
    {
      kind: 'prose',
      heading: 'What I have learned',
      paragraphs: [
        'The most useful analysis is usually the simplest one that people trust. The supply-cover chart that started our teacher training work was a single bar chart, and it changed the conversation because every head teacher could see their own school on it.',
        'I have also learned to say what I do not know. Early on I tried to answer every question in a client meeting on the spot. Now I write the question down, say when I will come back with an answer and make sure I do. Clients trust that more than a quick guess.',
        "Mentoring has taught me as much as my own projects. Explaining why I would change a graduate's paper makes me check that I actually have a reason.",
      ],
    },
    {
      kind: 'quote',
      text: 'I joined to analyse school budgets and ended up helping a whole region redesign how it trains teachers.',
      name: 'Maya Ellison',
      role: 'Senior Consultant, Education',
    },
    {
      kind: 'cards',
      heading: 'Start the way Maya did',
      columns: 2,
      items: [
        {
          title: 'Graduate Program',
          description:
            'Two years, three eight-month rotations across sectors and teams, with a mentor and support towards a professional qualification.',
          href: '/careers/students/graduate-program',
          linkLabel: 'About the Graduate Program',
        },
        {
          title: 'More stories',
          description:
            'Read how Grace turned a co-op placement into a full-time role in our technology team.',
          href: '/careers/stories/3',
          linkLabel: "Read Grace's story",
        },
      ],
    },
  ],
  cta: {
    headline: 'Find your role at Northstar',
    description: 'Search current vacancies across our offices, from graduate roles to senior positions.',
    button: { label: 'Search jobs', href: '/careers/searchjobs' },
  },
} satisfies z.input<typeof PageSchema>
