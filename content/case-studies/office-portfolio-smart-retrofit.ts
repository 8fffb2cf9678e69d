import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const officePortfolioSmartRetrofit = {
  slug: 'office-portfolio-smart-retrofit',
  seo: {
    title: 'Smart controls for an 11-building office portfolio | Northstar',
    description:
      'Sub-metering, new building controls and LED lighting across 11 office buildings cut energy use by 27% and paid back the investment in under four years.',
  },
  title: 'Smarter controls across an office portfolio',
  sector: 'Real Estate',
  client: 'A regional office landlord',
  summary:
    'Sub-metering, new building controls and LED lighting across 11 office buildings cut energy use by 27%, paying back the investment in under four years.',
  image: { src: '/images/case-3.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '27%', label: 'lower energy use across 11 buildings' },
    { value: '£700k', label: 'annual energy saving' },
    { value: '3.6 years', label: 'simple payback on a £2.5m investment' },
  ],
  challenge: [
    'The landlord owns 11 multi-let office buildings built between the 1980s and the early 2000s. Energy bills for landlord-controlled services had risen to about £2.6m a year, and tenants were asking for better energy ratings and evidence of lower emissions when leases came up for renewal.',
    'Each building had a single main meter, so nobody could see which floors, systems or hours drove consumption. Heating and cooling ran on fixed schedules set years earlier, often working against each other, and most lighting was fluorescent with manual switching.',
  ],
  approach: [
    {
      title: 'Sub-metering and a baseline',
      description:
        'We installed sub-meters on heating, cooling, ventilation, lighting and tenant floors, and collected three months of half-hourly data to set a baseline and find the biggest sources of waste.',
    },
    {
      title: 'Controls that follow occupancy',
      description:
        'Building management systems were upgraded or replaced, with schedules matched to actual occupancy, heating and cooling dead bands widened and systems set back automatically in empty areas.',
    },
    {
      title: 'LED lighting with sensors',
      description:
        'Fluorescent fittings in offices, stairwells and car parks were replaced with LED fittings controlled by presence and daylight sensors, carried out floor by floor around tenants’ working hours.',
    },
    {
      title: 'Verified savings and tenant reporting',
      description:
        'Savings were measured against the baseline, adjusted for weather and occupancy, and each tenant now receives a monthly energy report for its floors.',
    },
  ],
  outcome: [
    'Across the 11 buildings, energy use for landlord services has fallen by 27% against the adjusted baseline, saving around £700,000 a year at current prices. The £2.5m investment has a simple payback of 3.6 years, and eight buildings have moved up at least one energy rating band.',
    'Complaints about temperature fell by more than half, as the new controls respond to how floors are used. The sub-meter data now guides the landlord’s maintenance plans, and the improved ratings have supported lease renewals with two major tenants.',
  ],
  quote: {
    text: 'We thought we needed new plant. The meters showed we mostly needed to stop running the plant we had when nobody was in.',
    name: 'Nicola Harker',
    role: 'Head of Asset Management',
  },
  related: [
    { label: 'Real Estate', href: '/capabilities/real-estate' },
    { label: 'Real Estate industry', href: '/industries/real-estate' },
    { label: 'Decarbonising a university estate', href: '/case-studies/university-estate-decarbonisation' },
  ],
} satisfies z.input<typeof CaseStudySchema>
