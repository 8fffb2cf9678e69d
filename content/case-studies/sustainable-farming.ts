import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const sustainableFarming = {
  slug: 'sustainable-farming',
  seo: {
    title: 'Regenerative Practice on 40 Family Farms | Northstar Case Study',
    description:
      'Farmer-led trials of cover crops and reduced tillage, with soil testing and a cost tracker, cut fertiliser spend by 22% and raised soil organic matter on 31 of 40 farms.',
  },
  title: 'Regenerative practice on 40 family farms',
  sector: 'Agriculture',
  client: 'A regional farming association representing 40 mixed and arable family farms',
  summary:
    'With a regional farming association we ran farmer-led trials of cover crops and reduced tillage, backed by soil testing and a simple cost tracker. After three seasons, fertiliser spend was down 22% and soil organic matter had risen on 31 of the 40 farms.',
  image: { src: '/images/case-7.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '22%', label: 'lower fertiliser spend' },
    { value: '31 of 40', label: 'farms with higher soil organic matter' },
    { value: '3', label: 'seasons of farmer-led trials' },
  ],
  challenge: [
    'Fertiliser prices had nearly doubled in two years, and the association’s members, most farming between 80 and 300 hectares, were seeing margins squeezed on cereals and oilseeds. Several fields were also showing signs of compaction and erosion after wet winters. Members had heard a great deal about regenerative farming, but most of the evidence came from very different farms in other countries.',
    'Farmers were reluctant to change practices that had worked for decades on the strength of a sales pitch. They wanted to see results on their own soils, with their own machinery, and to know what each change would cost in time, seed and yield before committing whole farms to it.',
  ],
  approach: [
    {
      title: 'Trials on the farmers’ own fields',
      description:
        'Each farm chose one or two fields to split: half under its usual practice, half under cover crops, reduced tillage or both. Farmers chose the species and methods, with agronomy support from our team.',
    },
    {
      title: 'Soil testing before and after',
      description:
        'We sampled every trial field at the start and after each season for organic matter, nutrient levels and structure, using the same laboratory and method, so results could be compared fairly across farms.',
    },
    {
      title: 'A simple cost tracker',
      description:
        'A one-page tracker recorded seed, fuel, fertiliser, labour hours and yield for each half of each field. Results were pooled anonymously so members could compare their margins with the group.',
    },
    {
      title: 'Learning from each other',
      description:
        'Four field days a year let farmers walk each other’s trials and discuss what failed as well as what worked. The association now runs these without us.',
    },
  ],
  outcome: [
    'After three seasons, average fertiliser spend across the 40 farms was down 22%, largely because cover crops held nitrogen over winter and soil tests allowed more precise applications. Soil organic matter rose on 31 of the 40 farms. Average yields on trial fields were within 3% of conventional halves, and fuel use fell with fewer cultivation passes.',
    'Most members have now extended the practices beyond their trial fields, and the association is using the pooled data to apply for a regional environmental scheme that pays for cover cropping.',
  ],
  quote: {
    text: 'I would not have changed on someone else’s say-so. Seeing the numbers from my own field, next to my neighbour’s, was what convinced me.',
    name: 'Gareth Lloyd',
    role: 'Arable farmer and board member, the association',
  },
  related: [
    { label: 'Agriculture', href: '/industries/agriculture' },
    { label: 'Sustainability', href: '/capabilities/sustainability' },
    { label: 'Smart irrigation for a fruit growers’ cooperative', href: '/case-studies/smart-irrigation' },
  ],
} satisfies z.input<typeof CaseStudySchema>
