import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const waterUtilityCapitalDelivery = {
  slug: 'water-utility-capital-delivery',
  seo: {
    title: 'Delivering a water company’s capital plan | Northstar case study',
    description:
      'A reset baseline and monthly portfolio reviews helped a regional water company deliver 96% of its planned capital spend, up from 71%, without adding headcount.',
  },
  title: 'Delivering a water utility’s capital plan',
  sector: 'Utilities',
  client: 'A regional water company',
  summary:
    'With a reset baseline and monthly portfolio reviews, a regional water company delivered 96% of its planned annual capital spend, up from 71% the year before, without adding headcount.',
  image: { src: '/images/case-1.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '96%', label: 'of planned annual capital spend delivered, up from 71%' },
    { value: '£269m', label: 'invested in the year against a £280m plan' },
    { value: '0', label: 'additional programme staff' },
  ],
  challenge: [
    'The company’s capital programme of around 420 schemes, from mains renewals to treatment works upgrades, was worth £280m a year. In the previous year it had delivered only 71% of planned spend. Money committed to customers and the regulator was rolling forward, and the backlog of ageing assets was growing.',
    'The causes were familiar. Many schemes had entered the annual plan before design was finished, land access agreed or permits requested. Progress was reported scheme by scheme in spreadsheets that did not agree with the finance system, so problems surfaced months after they began and money stayed tied up in schemes that could not start.',
  ],
  approach: [
    {
      title: 'Resetting the baseline',
      description:
        'We tested every scheme in the plan against five readiness checks: design, land, permits, supplier capacity and outage windows. Schemes that could not start in the year were moved out and replaced with ready ones of similar value, keeping the plan at £280m.',
    },
    {
      title: 'Monthly portfolio reviews',
      description:
        'Programme managers, finance and the operations director met monthly to review the whole portfolio on one page. Money from slipping schemes was moved to schemes that were ready to accelerate within days, not at the next quarterly reforecast.',
    },
    {
      title: 'Earlier work with contractors',
      description:
        'Framework contractors saw the next six months of work in advance and helped plan resourcing, so crews and materials were booked before schemes reached site.',
    },
    {
      title: 'One source of progress data',
      description:
        'Scheme progress, forecasts and actual costs were brought into a single report reconciled with the finance system each month, giving managers and the board the same figures.',
    },
  ],
  outcome: [
    'In the first full year under the new approach, the company invested £269m, 96% of its £280m plan, against 71% the year before. Year-end forecasts were within 4% of actual spend from the sixth month onwards, and no schemes needed emergency acceleration in the final quarter.',
    'This was achieved with the existing programme team. Time previously spent reconciling spreadsheets and chasing updates now goes into resolving problems on the schemes themselves, and the monthly review has continued under the company’s own programme office.',
  ],
  quote: {
    text: 'For the first time, the plan we approved in April was the plan we delivered. The monthly review stopped good money sitting in schemes that were never going to start.',
    name: 'Martin Cole',
    role: 'Director of Capital Delivery',
  },
  related: [
    { label: 'Implementation', href: '/capabilities/implementation' },
    { label: 'Logistics & Infrastructure', href: '/industries/logistics-infrastructure' },
    { label: 'Engineering, Building & Construction', href: '/industries/engineering-building-construction' },
  ],
} satisfies z.input<typeof CaseStudySchema>
