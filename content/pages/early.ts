import type { z } from 'zod'
import type { PageSchema } from '../schemas.ts'

export const early = {
  path: '/careers/early',
  seo: {
    title: 'Career Pathways for Students and Graduates | Northstar',
    description:
      'Start your career at Northstar with a Summer Internship, the two-year Graduate Program or a Co-op Program placement, with paid client work and a mentor.',
  },
  hero: {
    eyebrow: 'Career Pathways',
    title: 'Three ways to start your career at Northstar',
    subtitle:
      'Internships, graduate roles and co-op placements, each with paid client work and a named mentor from day one.',
    image: { src: '/images/career-early.svg', alt: '', width: 1200, height: 600 },
    size: 'regular',
    cta: { label: 'How to apply', href: '/careers/students/apply' },
  },
  intro: [
    'Whichever pathway you choose, you join a real client team, do work the client sees and get regular, honest feedback on it. Our teams are small, typically four to eight people, so there is no room for work that nobody needs.',
    'We welcome every degree subject. Engineers, agronomists, teachers in training, historians and computer scientists all do well here; what matters is curiosity, care with evidence and the ability to work well with people.',
  ],
  sections: [
    {
      kind: 'cards',
      heading: 'Choose your pathway',
      columns: 3,
      items: [
        {
          title: 'Summer Internship',
          description:
            '10-12 weeks on a live client team for students in their penultimate year, ending with a presentation to partners. Strong interns are offered a Graduate Program place or a fast-track interview.',
          href: '/careers/students/summer-internship',
          linkLabel: 'About the Summer Internship',
        },
        {
          title: 'Graduate Program',
          description:
            '2 years of three eight-month rotations across sectors and teams, with structured training, a mentor and support towards a professional qualification. Then you choose your practice.',
          href: '/careers/students/graduate-program',
          linkLabel: 'About the Graduate Program',
        },
        {
          title: 'Co-op Program',
          description:
            "Duration varies: a paid placement that follows your university's calendar, usually four to twelve months, working as a full member of a project team.",
          href: '/careers/students/co-op-program',
          linkLabel: 'About the Co-op Program',
        },
      ],
    },
    {
      kind: 'list',
      heading: 'Which pathway fits you?',
      items: [
        'In the penultimate year of your degree: the Summer Internship.',
        'In your final year, or graduated recently: the Graduate Program.',
        'On a course with a co-op term, placement or year in industry: the Co-op Program.',
        'Not sure? Ask the early careers team, and we will help you choose before you apply.',
      ],
    },
    {
      kind: 'list',
      heading: 'What every pathway includes',
      items: [
        'A salary, paid monthly, for the whole of your time with us.',
        'A buddy for your first weeks and a mentor outside your reporting line.',
        'Client work within your first few weeks, reviewed by a manager who explains the changes.',
        'Training in problem solving, writing, modelling and working with clients.',
        'Written feedback at the midpoint and at the end, or twice a year on the Graduate Program.',
        'Help with accommodation if you are placed away from home, and adjustments for a disability or long-term condition.',
      ],
    },
    {
      kind: 'steps',
      heading: 'How to apply',
      intro:
        'The same four stages apply to all three pathways. Summer Internship and Graduate Program applications open each autumn; co-op applications are open all year.',
      items: [
        {
          title: 'Online application',
          description: 'Your CV, your grades and two short written answers. It takes about 30 minutes.',
        },
        {
          title: 'Problem-solving exercise',
          description: 'A 45-minute online exercise based on a real situation. No business knowledge needed.',
        },
        {
          title: 'Assessment day',
          description:
            'A group case, a short presentation and an interview, online or in an office near you.',
        },
        {
          title: 'Offer and feedback',
          description:
            'A decision within a week, and written feedback for everyone who reaches the assessment day.',
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'People who started here',
      columns: 3,
      items: [
        {
          title: 'Maya Ellison',
          description:
            'Joined on the Graduate Program after an economics degree and now leads work with school trusts as a Senior Consultant, Education.',
          href: '/careers/stories/1',
          linkLabel: "Read Maya's story",
        },
        {
          title: 'Grace Adeyemi',
          description:
            'Came on a six-month co-op placement during her computer science degree and returned full time as a Data Analyst, Technology.',
          href: '/careers/stories/3',
          linkLabel: "Read Grace's story",
        },
        {
          title: 'Life at Northstar',
          description: 'How our teams work day to day and what to expect in your first year.',
          href: '/careers/life-at-northstar',
          linkLabel: 'Life at Northstar',
        },
      ],
    },
  ],
  cta: {
    headline: 'Ready to apply?',
    description:
      'See who can apply, what to prepare and how each selection stage works, including the adjustments we offer.',
    button: { label: 'How to apply', href: '/careers/students/apply' },
  },
} satisfies z.input<typeof PageSchema>
