import type { z } from 'zod'
import type { PageSchema } from '../schemas.ts'
import { hiringProcess } from './hiring-process.ts'

export const experiencedConsultingAdvisory = {
  path: '/careers/experienced/consulting-advisory',
  seo: {
    title: 'Consulting & Advisory Careers for Experienced Hires | Northstar',
    description:
      'Lead client engagements in one of our eight sectors, from consultant to director. See the roles, the work, how you grow and how our hiring process works.',
  },
  hero: {
    eyebrow: 'Experienced Professionals',
    title: 'Consulting & Advisory',
    subtitle: 'Lead client engagements in the sector you know, from first diagnosis through to delivery.',
    image: { src: '/images/career-experienced.svg', alt: '', width: 1200, height: 600 },
    size: 'regular',
  },
  intro: [
    'Our consulting teams work in eight sectors: education, engineering, building and construction, agriculture, the social sector, real estate, logistics and infrastructure, and technology. Each team pairs consultants with people who have run the things our clients run, such as schools, farms, sites and depots.',
    "You do not need to have worked in consulting before. Many of our consultants came from a head teacher's office, a finance directorate, a site cabin or a public agency. If you know how one of these sectors works from the inside, we will help you add the consulting skills.",
  ],
  sections: [
    {
      kind: 'cards',
      heading: 'The kinds of roles',
      intro:
        'We hire at every level from consultant to director. The level you join at depends on what you have done, not on job titles alone.',
      columns: 2,
      items: [
        {
          title: 'Consultant and Senior Consultant',
          description:
            'You run the analysis on a workstream: interviews, data, models and the written findings. Senior consultants manage the day-to-day relationship with a client counterpart and guide analysts and graduates.',
        },
        {
          title: 'Manager',
          description:
            'You run whole engagements of four to eight people: the plan, the budget, the quality of the work and the weekly conversation with the client sponsor.',
        },
        {
          title: 'Associate Director',
          description:
            'You lead several engagements at once in your sector, shape proposals with clients and take responsibility for the development of the managers and consultants on your teams.',
        },
        {
          title: 'Director',
          description:
            'You are accountable for a set of client relationships and for part of a practice: its people, its reputation and its finances. Directors stay on their engagements from the first meeting to the close.',
        },
      ],
    },
    {
      kind: 'list',
      heading: 'What you would work on',
      intro: 'Recent engagements, described without naming clients, give a sense of the range.',
      items: [
        'A staffing and training plan for a group of school trusts facing shortages in mathematics and science teachers.',
        'The investment case for shared storage and processing for a cooperative of fruit growers.',
        'An independent review of the schedule and budget of a public building programme before its second phase.',
        'A funding model for a charity whose main grant was ending, tested against three years of its own data.',
        'A redesign of a regional depot network after two distributors merged.',
        'A plan for bringing the IT of several small colleges onto one shared service without disrupting the teaching year.',
      ],
    },
    {
      kind: 'prose',
      heading: 'How you grow',
      paragraphs: [
        'What you need to show to reach the next level is written down for every role, and you agree with your manager which parts you are working on. Two formal reviews a year and a short check-in at the end of each engagement keep that conversation current.',
        'You get a personal learning budget each year and protected time to use it. Firm-wide courses cover problem solving, writing, financial modelling and working with clients; sector courses keep your specialist knowledge up to date. Every experienced hire mentors at least one junior colleague, which most people tell us is where they learn most about their own work.',
        'Moving between sectors is possible and common. Several of our directors started in one sector and now lead work in another that draws on the same skills, such as moving from education estates into real estate.',
      ],
    },
    hiringProcess(
      'You work through an anonymised problem from the sector you would join with two of our team. We send the brief two days ahead. We are interested in how you frame the problem and which questions you would ask the client, not in a polished answer.',
    ),
    {
      kind: 'cards',
      heading: 'Also worth reading',
      columns: 2,
      items: [
        {
          title: 'Engineering & Technical roles',
          description:
            'If your expertise is technical, such as engineering, cost planning, data or software, our technical teams may suit you better.',
          href: '/careers/experienced/engineering-technical',
          linkLabel: 'Engineering and technical roles',
        },
        {
          title: 'Life at Northstar',
          description: 'How our teams work day to day, and what colleagues say about their first year.',
          href: '/careers/life-at-northstar',
          linkLabel: 'Life at Northstar',
        },
      ],
    },
  ],
  cta: {
    headline: 'See open consulting roles',
    description:
      'Filter the job search by Consulting to see current vacancies, or set up a job alert if nothing fits today.',
    button: { label: 'Search jobs', href: '/careers/searchjobs' },
  },
} satisfies z.input<typeof PageSchema>
