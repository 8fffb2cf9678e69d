import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const schoolTrustMergerProgramme = {
  slug: 'school-trust-merger-programme',
  seo: {
    title: 'Merging three school trusts onto one system | Northstar case study',
    description:
      'How we ran the merger programme for a new 14-school trust: finance, HR and payroll on one system in 11 months and £1.2m a year of back-office savings.',
  },
  title: 'Bringing three school trusts together',
  sector: 'Education',
  client: 'A newly formed multi-academy trust',
  summary:
    'We ran the merger programme for a new 14-school trust, moving finance, HR and payroll onto one system in 11 months. Back-office savings of £1.2m a year are now funding additional teaching staff.',
  image: { src: '/images/case-4.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '14', label: 'schools on one finance, HR and payroll system' },
    { value: '11 months', label: 'from approval to the last school going live' },
    { value: '£1.2m', label: 'back-office savings a year' },
    { value: '20', label: 'additional teaching posts funded from the savings' },
  ],
  challenge: [
    'Three trusts of six, five and three schools had agreed to merge into a single trust of 14 schools, with around 1,650 staff and 7,800 pupils. Each brought its own finance system, its own HR records and its own payroll arrangements, two of them with outside providers whose contracts ended on different dates.',
    'The trustees wanted the merger to pay for itself in teaching, not in consultancy or duplicated central teams. But the central staff were already running month-end, budget setting and recruitment for their own schools, and nobody had time to design new processes, clean three sets of data and train 14 school offices at the same time.',
  ],
  approach: [
    {
      title: 'A plan tested against the school year',
      description:
        'We built one integrated plan around the fixed points that matter in schools: budget returns, the September pay award, summer recruitment and year-end. Schools moved in three waves, timed to avoid the busiest weeks for their offices.',
    },
    {
      title: 'One way of working, agreed by the people who use it',
      description:
        'Finance and HR leads from all three trusts agreed a single chart of accounts, approval limits and recruitment process in six design workshops, so the new system was configured once rather than three times.',
    },
    {
      title: 'Data migration with parallel payrolls',
      description:
        'Staff and supplier records went through three trial loads, each checked by the schools themselves. Every wave ran two parallel payrolls, reconciled line by line, before the old system was switched off.',
    },
    {
      title: 'Training and support after go-live',
      description:
        'Each school office had hands-on training in the fortnight before its go-live and a named contact for the six weeks after it. A weekly report to trustees showed progress against milestones, open risks and decisions needed.',
    },
  ],
  outcome: [
    'All 14 schools were on the new system 11 months after the merger was approved, and every payroll since the first combined run has been paid on time. Month-end now follows one timetable, and trustees see a single set of accounts instead of three.',
    'The savings of £1.2m a year come from ending duplicate system and payroll contracts (£410k), a smaller central team formed largely through vacancies and retirements rather than redundancies (£560k), and combined purchasing of energy, cleaning and supplies (£230k). The trust has used them to fund 20 additional teaching posts, focused on maths and English in its largest secondary schools.',
  ],
  quote: {
    text: 'We were told mergers like ours take two years to settle. Having one plan, and one weekly report we could trust, meant we were done in eleven months and the money went back into classrooms.',
    name: 'Helen Marsden',
    role: 'Chief Financial Officer',
  },
  related: [
    { label: 'Implementation', href: '/capabilities/implementation' },
    { label: 'Education', href: '/industries/education' },
    { label: 'Talk to a programme director', href: '/contact' },
  ],
} satisfies z.input<typeof CaseStudySchema>
