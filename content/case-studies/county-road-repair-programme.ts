import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const countyRoadRepairProgramme = {
  slug: 'county-road-repair-programme',
  seo: {
    title: 'Cutting road repair times from 19 days to 6 | Northstar case study',
    description:
      'A new scheduling model and weekly route planning helped a county highways team repair defects in 6 days instead of 19 and clear a 2,300-repair backlog in one season.',
  },
  title: 'Getting a county road repair programme moving',
  sector: 'Public Sector',
  client: 'A county council highways service',
  summary:
    'A new scheduling model and weekly route planning cut the average time to repair a reported defect from 19 days to 6, while the highways team cleared a backlog of 2,300 repairs within a single season.',
  image: { src: '/images/case-2.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '19 to 6 days', label: 'average time to repair a reported defect' },
    { value: '2,300', label: 'backlog repairs cleared in one season' },
    { value: '9 to 14', label: 'repairs per gang per day' },
  ],
  challenge: [
    'The county maintains around 4,800 km of roads with 14 repair gangs. Reported defects were issued to gangs each morning, largely in the order they had been reported, so a gang could spend the day crossing the county between single potholes. Travel took up to two and a half hours of a seven-hour shift.',
    'By the start of the spring season the backlog had reached 2,300 repairs and the average time to fix a reported defect was 19 days. Compensation claims from drivers were rising, councillors were fielding daily complaints, and the service had been told there would be no extra budget for additional gangs.',
  ],
  approach: [
    {
      title: 'Understanding the work',
      description:
        'We analysed two years of defect reports and job records to see where defects clustered, how long each type of repair took and where time was lost between report, inspection and repair.',
    },
    {
      title: 'A new scheduling model',
      description:
        'Defects were sorted into clear risk categories with target repair times. Urgent defects kept a same-day response; the rest were grouped into work packages by area, so a gang could complete a full day of repairs on neighbouring roads.',
    },
    {
      title: 'Weekly route planning',
      description:
        'Planners now build each gang’s routes a week ahead, with materials, traffic management and permits arranged before the gang arrives. Inspectors mark up the repair size on site, so the right crew and kit are sent first time.',
    },
    {
      title: 'A short weekly performance report',
      description:
        'Supervisors, planners and the head of service review one page each week: repairs completed, average repair time, backlog by area and first-time fixes. Problems are assigned an owner in the meeting.',
    },
  ],
  outcome: [
    'By the end of the season the backlog of 2,300 repairs had been cleared with the same 14 gangs. Each gang now completes an average of 14 repairs a day, up from 9, because daily travel has fallen from up to two and a half hours to under an hour and a half. First-time fixes rose from 71% to 88%.',
    'The average time from report to repair has held at 6 days, against 19 before the work began. New compensation claims fell by around a third in the following year, and the highways team now runs the weekly planning cycle without our support.',
  ],
  quote: {
    text: 'Nothing about the gangs changed. What changed was that they now spend the day fixing roads rather than driving between them.',
    name: 'Graham Ashby',
    role: 'Head of Highways Operations',
  },
  related: [
    { label: 'Implementation', href: '/capabilities/implementation' },
    { label: 'Logistics & Infrastructure', href: '/industries/logistics-infrastructure' },
    {
      label: 'Delivering a water utility’s capital plan',
      href: '/case-studies/water-utility-capital-delivery',
    },
  ],
} satisfies z.input<typeof CaseStudySchema>
