import type { z } from 'zod'
import type { ServiceDetailSchema } from '../schemas.ts'

export const socialCommunityDevelopment = {
  path: 'social/community-development',
  seo: {
    title: 'Community Development Consulting | Northstar',
    description:
      'We help local partnerships plan neighbourhood programmes with residents, joining up housing, health, skills and youth services around the needs people describe.',
  },
  hero: {
    eyebrow: 'Social sector services',
    title: 'Community Development',
    subtitle:
      'Helping local partnerships plan neighbourhood programmes with residents, joining up housing, health, skills and youth services around the needs people actually describe.',
    image: { src: '/images/hero-social.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  intro: [
    'Neighbourhoods facing several problems at once are often served by many organisations, each with its own funding, targets and outreach. Residents repeat their story to one service after another, and money follows what each funder can count rather than what people need. We help local partnerships plan a single programme that starts from what residents say.',
    'We work with local authorities, housing associations, health and community organisations and residents’ groups. Our role is to run the engagement, bring the evidence together and keep the partners working to a shared plan, from the first conversations through the early years of delivery.',
    'Engagements vary in length. Some partnerships ask us only to run the listening phase and draft a plan, which usually takes four to six months; others ask us to coordinate delivery for several years. Either way, residents are told what was done with what they said.',
  ],
  offerings: {
    heading: 'What we do',
    items: [
      {
        title: 'Resident engagement',
        description:
          'Door-knocking, drop-in sessions, surveys and workshops designed to hear from people who rarely attend public meetings, including young people and shift workers.',
      },
      {
        title: 'Neighbourhood needs assessment',
        description:
          'Local data on housing, health, income, skills and safety set beside what residents told us, so that priorities rest on both.',
      },
      {
        title: 'Partnership planning',
        description:
          'A shared plan with clear roles, budgets and timelines across housing, health, skills and youth services.',
      },
      {
        title: 'Delivery support',
        description:
          'Programme management, progress reporting and regular check-ins with residents during the first years of delivery.',
      },
    ],
  },
  approach: {
    heading: 'How we work',
    items: [
      {
        title: 'Listen first',
        description:
          'We spend the first weeks in the neighbourhood, hearing from residents and frontline staff before any options are drawn up.',
      },
      {
        title: 'Agree priorities together',
        description:
          'Residents and partners review the evidence and choose a small number of priorities they will work on together.',
      },
      {
        title: 'Plan and fund',
        description:
          'We turn the priorities into a costed plan, match it to available budgets and grants, and set out who does what.',
      },
      {
        title: 'Deliver and review',
        description:
          'We support the partnership through delivery, report progress back to residents and adjust the plan when circumstances change.',
      },
    ],
  },
  outcomes: {
    heading: 'What clients get',
    items: [
      'Priorities shaped and endorsed by residents',
      'One partnership plan in place of separate, overlapping initiatives',
      'A costed programme matched to available funding',
      'Clear measures of progress that residents can follow',
      'Closer working between local services',
    ],
  },
  related: [
    { label: 'Social Sector', href: '/industries/social-sector' },
    { label: 'Neighbourhood renewal led by residents', href: '/case-studies/community-development' },
  ],
  cta: {
    headline: 'Plan with the people you serve',
    description:
      'Tell us about the neighbourhood and the partners involved. We will suggest how to begin the conversation with residents.',
    button: { label: 'Contact Us', href: '/contact' },
  },
} satisfies z.input<typeof ServiceDetailSchema>
