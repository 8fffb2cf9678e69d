import type { z } from 'zod'
import type { PageSchema } from '../schemas.ts'

export const studentsApply = {
  path: '/careers/students/apply',
  seo: {
    title: 'How to Apply: Internships, Graduate and Co-op Roles | Northstar',
    description:
      'How to apply for the Summer Internship, Graduate Program or Co-op Program at Northstar: eligibility, what to send, each selection stage and adjustments.',
  },
  hero: {
    eyebrow: 'Students & Graduates',
    title: 'How to apply',
    subtitle:
      'One application and four selection stages for all three programmes, with an answer from us at every stage.',
    image: { src: '/images/career-early.svg', alt: '', width: 1200, height: 600 },
    size: 'regular',
  },
  intro: [
    'You apply for the Summer Internship, the Graduate Program and the Co-op Program in the same way. Applications for the Summer Internship and the Graduate Program open each autumn and are reviewed as they arrive, so applying early helps. Co-op applications are open all year.',
    'Each programme is advertised in our job search, by office, while applications are open. If you are not sure which programme suits you, pick the one that matches where you are in your studies; if another fits better, we will suggest it.',
  ],
  sections: [
    {
      kind: 'cards',
      heading: 'Who can apply',
      intro:
        'We welcome every degree subject. Each programme has one eligibility rule based on where you are in your studies.',
      columns: 3,
      items: [
        {
          title: 'Summer Internship',
          description:
            'Students in the penultimate year of their degree when they apply, including the third year of a four-year course.',
          href: '/careers/students/summer-internship',
          linkLabel: 'About the internship',
        },
        {
          title: 'Graduate Program',
          description:
            'Students in their final year and recent graduates, including those with a year or two of work experience.',
          href: '/careers/students/graduate-program',
          linkLabel: 'About the Graduate Program',
        },
        {
          title: 'Co-op Program',
          description:
            'Students whose course includes or allows a co-op term, work placement or placement year.',
          href: '/careers/students/co-op-program',
          linkLabel: 'About the Co-op Program',
        },
      ],
    },
    {
      kind: 'list',
      heading: 'What to prepare',
      intro: 'The online form takes about 30 minutes if you have these ready before you start.',
      items: [
        'A CV of no more than two pages. List paid work, volunteering and caring responsibilities as well as study: they all tell us how you work.',
        'Your predicted or achieved grades. If your course gives no overall grade yet, list your module marks so far.',
        'Your answers to two short questions about a problem you have worked on, in study, work or anywhere else: what you did, and what you would do differently. About 250 words each; drafting them first helps.',
        'The offices you would like to work in, in order of preference, and the dates you could start.',
        "For the Co-op Program: your university's placement dates and any assessment or paperwork your course requires.",
        'Whether you have the right to work in the country of each office you choose, or whether you would need a visa.',
        'Any adjustments you would like during selection. This is optional, and you can tell us later instead.',
      ],
    },
    {
      kind: 'steps',
      heading: 'Selection steps and timeline',
      intro:
        'The same four stages apply to all three programmes. Most candidates go from application to decision in five to seven weeks.',
      items: [
        {
          title: 'Online application',
          description:
            'Your CV, your grades and your two written answers. We read every application ourselves and reply within two weeks.',
        },
        {
          title: 'Problem-solving exercise',
          description:
            'If we invite you to continue, you have seven days to complete a 45-minute online exercise based on a real situation from one of our sectors. It needs no business knowledge, and we send a practice version with the invitation.',
        },
        {
          title: 'Assessment day',
          description:
            'Usually two to three weeks after the exercise: a group case, a short presentation and an interview with a manager, held online or in an office near you. Practice materials arrive a week ahead, and travel to an office is paid in advance.',
        },
        {
          title: 'Offer and feedback',
          description:
            'You hear from us within a week of the assessment day. Every candidate who reaches the assessment day receives written feedback, whatever the outcome.',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Adjustments for disabilities and long-term conditions',
      paragraphs: [
        'You can ask for adjustments at any stage: on the application form, when we invite you to the next stage, or by writing to the early careers team. You do not need to give a diagnosis, only to tell us what would help.',
        'Adjustments candidates have asked for include extra time on the problem-solving exercise, materials in large print or a format that works with a screen reader, a sign language interpreter or live captions, a quiet room and rest breaks on the assessment day, step-free access, and interview questions in writing in advance.',
        'What you tell us is used only to arrange your adjustments. It is shared with the people assessing you only where an adjustment needs them to know, and it never counts against you.',
      ],
    },
    {
      kind: 'cards',
      heading: 'When you are ready',
      columns: 2,
      items: [
        {
          title: 'Find the programme adverts',
          description:
            'While applications are open, each programme is listed in our job search under the offices taking applicants, with a link to the application form.',
          href: '/careers/searchjobs',
          linkLabel: 'Search jobs',
        },
        {
          title: 'Get told when applications open',
          description:
            'Applications closed or not yet open? Sign up for job alerts and we will e-mail you when new programme places are advertised.',
          href: '/careers/alerts',
          linkLabel: 'Set up a job alert',
        },
      ],
    },
  ],
  cta: {
    headline: 'Questions before you apply?',
    description:
      'The early careers team can help with eligibility, dates, adjustments or which programme suits you. We reply within two working days.',
    button: { label: 'Ask the early careers team', href: '/contact' },
  },
} satisfies z.input<typeof PageSchema>
