import type { z } from 'zod'
import type { PageSchema } from '../schemas.ts'

export const studentsSummerInternship = {
  path: '/careers/students/summer-internship',
  seo: {
    title: 'Summer Internship: 10-12 weeks on a client team | Northstar',
    description:
      'A paid 10-12 week Summer Internship for penultimate-year students: a live client project, a mentor, training and a final presentation to partners.',
  },
  hero: {
    eyebrow: 'Students & Graduates',
    title: 'Summer Internship',
    subtitle:
      'Ten to twelve weeks on a live client team, with a defined piece of the work that is yours to deliver and present.',
    image: { src: '/images/career-early.svg', alt: '', width: 1200, height: 600 },
    size: 'regular',
  },
  intro: [
    'The Summer Internship is a paid placement of 10-12 weeks for students in their penultimate year of study. You join one of our client teams, take responsibility for a defined part of its work and present what you found to partners at the end of the summer.',
    'It is a real test of consulting work in both directions: you find out whether you enjoy it, and we see how you work with clients and colleagues. Strong interns are offered a place on the Graduate Program or a fast-track interview for it.',
  ],
  sections: [
    {
      kind: 'stats',
      heading: 'The internship at a glance',
      items: [
        { value: '10-12 weeks', label: 'Length, agreed with you to fit your university terms' },
        { value: '1', label: 'Client team you stay with for the whole summer' },
        { value: '2', label: 'Formal reviews, at the midpoint and at the end' },
        { value: 'Paid', label: 'Salary paid monthly, at a rate published for each office' },
      ],
    },
    {
      kind: 'prose',
      heading: 'Who it is for',
      paragraphs: [
        "You can apply if you are in the penultimate year of a degree when you apply. That includes the third year of a four-year course or of an integrated master's degree. Any subject is welcome: past interns have studied engineering, agriculture, history, education, computer science and economics.",
        'You do not need to know anything about consulting or business. We look for curiosity, care with evidence and the ability to explain your thinking to people who see things differently. You need the right to work in the country of the office you apply to for the length of the internship. If you are unsure what that means for you, ask us before you apply.',
      ],
    },
    {
      kind: 'steps',
      heading: 'Your summer, week by week',
      intro:
        'Most internships start in June or early July. The exact length depends on your term dates, so the later stages stretch or shrink a little, but the shape stays the same.',
      items: [
        {
          title: 'Week 1: Induction',
          description:
            'You start with the other interns in your region. Over four days you learn how we break a problem down, write a short memo, build a simple spreadsheet model and handle client data safely. You meet your buddy and your mentor, and on the last day you join your team.',
        },
        {
          title: "Weeks 2-3: Learning the client's problem",
          description:
            "You read the project's documents, sit in on client meetings and talk to the people doing the work. By the end of week 3 you agree with your manager the piece of work you will own, for example a staffing analysis for a group of schools or a comparison of storage costs for a farming cooperative.",
        },
        {
          title: 'Weeks 4-6: Doing the analysis',
          description:
            'You gather and test the evidence: data, interviews and, where the project needs it, visits to a school, farm, depot or site. Your manager reviews your work at least twice a week. Halfway through the internship you have your midpoint review, with written feedback on what to keep doing and what to change.',
        },
        {
          title: 'Weeks 7-9: Turning findings into advice',
          description:
            'You shape what you have found into recommendations, test them with the team and present your part to the client yourself. This is usually the first time interns present to a client, and your manager prepares you for it.',
        },
        {
          title: 'Final weeks: Presenting to partners',
          description:
            'You present your work to a panel of partners and hand it over so the team can carry it on. Your final review follows, and you leave knowing whether we are offering you a Graduate Program place or a fast-track interview.',
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'What interns have worked on',
      intro: 'Three recent pieces of intern work, described without naming the clients.',
      columns: 3,
      items: [
        {
          title: 'Supply cover in secondary schools',
          description:
            'An intern in our education team matched two years of supply-teacher spending to subject vacancies across eleven schools. Her analysis showed where recruiting permanent staff would cost less than continuing to pay for cover.',
        },
        {
          title: "Cold storage for a growers' cooperative",
          description:
            "An engineering student costed three options for shared cold storage, visited the members' packing sheds and built the model the cooperative's board used to compare them.",
        },
        {
          title: 'Delivery routes for a regional distributor',
          description:
            'A geography student mapped a year of delivery data to show which routes ran half empty, and drafted the revised schedule the client went on to trial.',
        },
      ],
    },
    {
      kind: 'list',
      heading: 'Support during your internship',
      items: [
        'A buddy who joined Northstar recently and can answer the questions you might not want to ask your manager.',
        'A mentor outside your team who meets you every two weeks and helps you prepare for both reviews.',
        'Training in your first week and short sessions through the summer on interviewing, presenting and spreadsheet modelling.',
        'Help finding accommodation if you are placed away from home, and travel for client visits booked and paid for by us.',
        'Adjustments for a disability or long-term condition, agreed with you before you start and reviewed during the summer.',
      ],
    },
  ],
  cta: {
    headline: 'Apply for the Summer Internship',
    description:
      'Applications open each autumn and are reviewed as they arrive, so applying early helps. See who can apply, what to prepare and how selection works.',
    button: { label: 'How to apply', href: '/careers/students/apply' },
  },
} satisfies z.input<typeof PageSchema>
