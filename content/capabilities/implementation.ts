import type { z } from 'zod'
import type { CapabilitySchema } from '../schemas.ts'

export const implementation = {
  slug: 'implementation',
  seo: {
    title: 'Implementation and Programme Management | Northstar',
    description:
      'Programme management that lands plans on time, on budget and with people on board: realistic schedules, honest reporting and change that lasts after go-live.',
  },
  hero: {
    eyebrow: 'Capabilities',
    title: 'Implementation',
    subtitle:
      'Programme management that lands plans on time, on budget and with people on board, from the first mobilisation meeting to the day the new way of working runs without us.',
    image: { src: '/images/hero-capabilities.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  intro: {
    heading: 'Plans are easy to write. Delivering them is the hard part.',
    paragraphs: [
      'Most programmes that run late were late on the day they were approved: the schedule assumed staff who were already fully booked, suppliers who had not been asked, and decisions nobody had agreed to take. We start by testing the plan against reality, resetting it where needed, and agreeing a baseline everyone can be held to.',
      'From there we run the programme alongside your team: a single integrated plan, a short weekly report that shows real progress against milestones, a risk log that leads to action, and governance that makes decisions in days rather than months. Our programme directors have delivered school mergers, system replacements, capital works and service redesigns, so they know where these programmes usually go wrong.',
      'People are part of the plan, not an afterthought. We budget time for training, communication and support after go-live, and we measure success by adoption, not by the date a system was switched on.',
    ],
  },
  getInTouch: {
    heading: 'Is a programme drifting?',
    text: 'A two-week health check gives you an independent view of schedule, cost, risk and readiness, with a short list of actions to get back on track.',
    button: { label: 'Request a health check', href: '/contact' },
  },
  caseStudies: {
    heading: 'Implementation in practice',
    description: 'Programmes where we helped clients turn an approved plan into results on the ground.',
    items: [
      {
        title: 'Bringing three school trusts together',
        description:
          'We ran the merger programme for a new 14-school trust, moving finance, HR and payroll onto one system in 11 months. Back-office savings of £1.2m a year are now funding additional teaching staff.',
        href: '/case-studies/school-trust-merger-programme',
        image: { src: '/images/case-4.svg', alt: '', width: 800, height: 600 },
      },
      {
        title: 'Getting a county road repair programme moving',
        description:
          'A new scheduling model and weekly route planning cut the average time to repair a reported defect from 19 days to 6, while the highways team cleared a backlog of 2,300 repairs within a single season.',
        href: '/case-studies/county-road-repair-programme',
        image: { src: '/images/case-2.svg', alt: '', width: 800, height: 600 },
      },
      {
        title: 'Delivering a water utility’s capital plan',
        description:
          'With a reset baseline and monthly portfolio reviews, a regional water company delivered 96% of its planned annual capital spend, up from 71% the year before, without adding headcount.',
        href: '/case-studies/water-utility-capital-delivery',
        image: { src: '/images/case-1.svg', alt: '', width: 800, height: 600 },
      },
    ],
  },
  cta: {
    headline: 'Land your next programme with confidence',
    description:
      'Tell us what you need to deliver and by when. We will tell you honestly whether the plan holds up and what it will take.',
    button: { label: 'Talk to a programme director', href: '/contact' },
  },
  footerText:
    'Northstar programme directors stay with an engagement from mobilisation until the new way of working is running without us.',
} satisfies z.input<typeof CapabilitySchema>
