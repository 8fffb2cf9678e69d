import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const localAuthorityContinuityPlanning = {
  slug: 'local-authority-continuity-planning',
  seo: {
    title: 'Business continuity for a local authority | Northstar case study',
    description:
      'A rewritten continuity plan and two live exercises meant that after a ransomware attack, a council had priority services for vulnerable residents running within 36 hours.',
  },
  title: 'Business continuity for a local authority',
  sector: 'Public Sector',
  client: 'A unitary local authority',
  summary:
    'A rewritten continuity plan and two live exercises prepared the council for the worst. When a ransomware attack struck the following year, priority services for vulnerable residents were running again within 36 hours.',
  image: { src: '/images/case-5.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '36 hours', label: 'to restore priority services after a ransomware attack' },
    { value: '2', label: 'live exercises before the attack' },
    { value: '23', label: 'priority services with first-hour action cards' },
  ],
  challenge: [
    'The council delivers more than 200 services, from adult social care and child protection to waste collection and homelessness support. Its business continuity plan ran to over 180 pages, had last been fully updated four years earlier, and assumed that IT systems would be available during most incidents.',
    'An internal audit found that few managers had read the plan, contact lists were out of date and no exercise had tested a loss of all systems at once. With cyber attacks on public bodies increasing, the chief executive asked for a plan that staff could actually use on the day.',
  ],
  approach: [
    {
      title: 'Deciding what must keep running',
      description:
        'With service heads we ranked services by harm to residents if they stopped. Twenty-three priority services were identified, led by home care visits, safeguarding, emergency housing and payments to care providers, each with a maximum tolerable outage.',
    },
    {
      title: 'A short plan with first-hour actions',
      description:
        'The plan was rewritten as a 20-page framework and a one-page action card for each priority service, setting out who does what in the first hour, the first day and the first week.',
    },
    {
      title: 'Working without systems',
      description:
        'Each priority service prepared offline packs: printed contact lists, care schedules and paper forms, refreshed weekly from live systems and held securely at two sites.',
    },
    {
      title: 'Two live exercises',
      description:
        'We ran a cyber attack exercise and a flood and power loss exercise involving more than 120 staff. Each exposed gaps, including payments and out-of-hours contacts, which were fixed and retested.',
    },
  ],
  outcome: [
    'Eleven months after the second exercise, a ransomware attack encrypted most of the council’s servers overnight. The incident team met within an hour and worked from the action cards. Home care visits continued from the offline schedules, with no scheduled visits missed, and within 36 hours all 23 priority services were running again on paper and standby systems.',
    'Full restoration of the council’s systems took five weeks, but residents who relied on its most critical services saw little disruption. The council’s review of the incident found that the exercises had been the single biggest factor in its response.',
  ],
  quote: {
    text: 'Nobody went looking for a two-hundred-page document that night. Every team picked up its action card and did what it had practised.',
    name: 'Joanne Whitaker',
    role: 'Head of Emergency Planning and Resilience',
  },
  related: [
    { label: 'Risk & Resilience', href: '/capabilities/risk-resilience' },
    { label: 'Social Sector', href: '/industries/social-sector' },
    { label: 'Moving a council’s services to the cloud', href: '/case-studies/council-cloud-migration' },
  ],
} satisfies z.input<typeof CaseStudySchema>
