import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const irrigationDistrictDroughtPlan = {
  slug: 'irrigation-district-drought-plan',
  seo: {
    title: 'Drought planning for an irrigation district | Northstar case study',
    description:
      'A climate risk assessment and drought plan for 60 farms set water-sharing triggers; in a record dry summer, peak draw fell by 15% and 92% of crop area stayed irrigated.',
  },
  title: 'Drought planning for an irrigation district',
  sector: 'Agriculture',
  client: 'A farmer-run irrigation district',
  summary:
    'A climate risk assessment and drought plan for 60 farms set clear water-sharing triggers. In the driest summer on local record, peak water draw fell by 15% and 92% of crop area stayed irrigated.',
  image: { src: '/images/case-6.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '60', label: 'farms covered by one drought plan' },
    { value: '15%', label: 'lower peak water draw' },
    { value: '92%', label: 'of crop area irrigated in a record dry summer' },
  ],
  challenge: [
    'The district supplies water from a shared reservoir and river abstraction to 60 farms growing potatoes, vegetables, soft fruit and cereals. In dry summers, farms drew heavily at the same time, pressure dropped at the ends of the network and the reservoir fell faster than expected. Restrictions, when they came, were decided late and applied equally to every crop.',
    'Climate projections pointed to hotter, drier summers, and members disagreed about how water should be shared when it ran short. The committee wanted a plan agreed in advance, so that decisions in a drought would be quick, fair and understood by every member.',
  ],
  approach: [
    {
      title: 'A climate risk assessment',
      description:
        'We modelled reservoir inflows, river flows and crop water demand under recent dry years and future climate scenarios, showing how often shortages were likely and how severe they could become.',
    },
    {
      title: 'Mapping demand by crop and week',
      description:
        'Working with members, we mapped each farm’s crops, irrigated area and critical growth stages, so that water could go where it would protect most value when supply was short.',
    },
    {
      title: 'Clear triggers and sharing rules',
      description:
        'The plan sets three stages triggered by reservoir storage and river flow. Each stage has agreed rules: rotating irrigation days to flatten peak demand, then allocations by crop priority, protecting crops at critical stages.',
    },
    {
      title: 'Communication and monitoring',
      description:
        'Members receive weekly storage updates by text and email, and flow meters on the main branches show whether the rota is being followed. The committee rehearsed stage decisions in a tabletop exercise before the season.',
    },
  ],
  outcome: [
    'The following year brought the driest summer on local record. The first trigger was reached in early June and the second in July, each announced within a day. Rotating irrigation days cut peak water draw by 15%, keeping pressure across the network and slowing the fall in the reservoir.',
    'By the end of the season, 92% of the district’s crop area had been irrigated as planned, with cuts falling mainly on cereals rather than high-value vegetables and fruit. Members have since voted to keep the rota in place every summer, not only in droughts.',
  ],
  quote: {
    text: 'In past droughts we argued on the phone every evening. This time the rules were agreed in the winter, and everyone knew what the next stage would mean for them.',
    name: 'Peter Hargreaves',
    role: 'Chair, Irrigation District Committee',
  },
  related: [
    { label: 'Risk & Resilience', href: '/capabilities/risk-resilience' },
    { label: 'Agriculture', href: '/industries/agriculture' },
    {
      label: 'A shared data platform for a growers’ cooperative',
      href: '/case-studies/grower-cooperative-data-platform',
    },
  ],
} satisfies z.input<typeof CaseStudySchema>
