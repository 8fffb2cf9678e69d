import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const growerCooperativeDataPlatform = {
  slug: 'grower-cooperative-data-platform',
  seo: {
    title: 'A shared data platform for 320 growers | Northstar case study',
    description:
      'A simple shared platform pools soil moisture, weather and yield data from 320 farms; irrigation scheduled from it cut average water use by 18% over two seasons.',
  },
  title: 'A shared data platform for a growers’ cooperative',
  sector: 'Agriculture',
  client: 'A fruit and vegetable growers’ cooperative',
  summary:
    'A simple platform now pools soil moisture, weather and yield data from 320 member farms. Irrigation scheduled from the shared data cut average water use by 18% across two growing seasons.',
  image: { src: '/images/case-6.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '320', label: 'member farms sharing data' },
    { value: '18%', label: 'lower average water use' },
    { value: '2', label: 'growing seasons of measured results' },
  ],
  challenge: [
    'The cooperative’s members grow salad crops, soft fruit and field vegetables in a catchment where abstraction licences were being tightened. Some larger members already used soil moisture probes and weather stations, but each system kept its data in a separate app, and most smaller growers still irrigated by calendar and experience.',
    'The board wanted members to use less water without losing yield, and to show the regulator that the cooperative was managing demand. Earlier attempts to choose a single farm software package had stalled: members worried about cost, about who would own their data, and about being tied to one supplier.',
  ],
  approach: [
    {
      title: 'Starting from one decision',
      description:
        'We asked growers what they needed to decide each week. The answer was simple: whether to irrigate each field in the next three days, and by how much. Everything in the platform was designed around that decision.',
    },
    {
      title: 'A data agreement members trusted',
      description:
        'Working with the board, we drafted a short agreement that keeps each farm’s data under the grower’s control, allows the cooperative to use it only in pooled form, and lets members leave and take their data with them.',
    },
    {
      title: 'A simple, open platform',
      description:
        'Rather than a bespoke system, we specified a modest cloud platform that takes data from any common probe or weather station through open formats. The cooperative co-funded 900 probes for farms that had none.',
    },
    {
      title: 'Advice in the field',
      description:
        'The cooperative’s field officers were trained to read the data with growers, and a weekly irrigation advice note for each farm was generated from the pooled readings and local forecasts.',
    },
  ],
  outcome: [
    'All 320 member farms now send data to the platform. Across two growing seasons, farms scheduling irrigation from the shared data used 18% less water on average than their own records for the three previous seasons, after adjusting for rainfall. Marketable yields held steady, and several soft fruit growers reported fewer quality rejections from overwatering.',
    'The pooled data has also strengthened the cooperative’s case in discussions about abstraction licences, because it can show demand by crop and week across the whole catchment.',
  ],
  quote: {
    text: 'Growers signed up because the data stayed theirs. They stayed because the weekly advice saved them water and pumping costs they could see on their own bills.',
    name: 'Tom Pengelly',
    role: 'Technical Manager',
  },
  related: [
    { label: 'Digital', href: '/capabilities/digital' },
    { label: 'Agriculture', href: '/industries/agriculture' },
    {
      label: 'Drought planning for an irrigation district',
      href: '/case-studies/irrigation-district-drought-plan',
    },
  ],
} satisfies z.input<typeof CaseStudySchema>
