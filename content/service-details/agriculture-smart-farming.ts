import type { z } from 'zod'
import type { ServiceDetailSchema } from '../schemas.ts'

export const agricultureSmartFarming = {
  path: 'agriculture/smart-farming',
  seo: {
    title: 'Smart Farming Consulting: Sensors and Weekly Actions | Northstar',
    description:
      'Soil sensors, weather stations, satellite imagery and variable-rate application, set up so farm managers get a short list of actions each week, not another dashboard.',
  },
  hero: {
    eyebrow: 'Agriculture services',
    title: 'Smart Farming',
    subtitle:
      'Soil sensors, weather stations, satellite imagery and variable-rate application, set up so that farm managers get a short list of actions each week rather than another dashboard.',
    image: { src: '/images/hero-agriculture.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  intro: [
    'Many farms that buy sensors end up with more data than anyone has time to read. Our smart farming work starts from the decisions a farm manager makes every week, such as when to irrigate, where to scout for pests and how much fertiliser each zone needs, and sets up only the equipment and software that inform those decisions.',
    'We work with family farms, growers’ cooperatives and larger estates growing arable crops, fruit and vegetables. Before anything is installed we record a baseline of yield, input costs and water use, so that the return is measured in money and hectares rather than promised.',
  ],
  offerings: {
    heading: 'What we do',
    items: [
      {
        title: 'Sensor and weather networks',
        description:
          'We choose and site soil-moisture probes and weather stations to suit your soils, crops and field layout, and set up the connectivity to bring readings back reliably.',
      },
      {
        title: 'Satellite and drone imagery',
        description:
          'Crop-health imagery turned into field zones and scouting routes, so that agronomists walk to the problem rather than across the whole field.',
      },
      {
        title: 'Variable-rate application',
        description:
          'Prescription maps for seed, fertiliser and spray, checked against your existing machinery and its controllers before the season starts.',
      },
      {
        title: 'Weekly action lists',
        description:
          'A short, ranked list of actions for each farm manager every week, drawn from the data and written in plain language.',
      },
    ],
  },
  approach: {
    heading: 'How we work',
    items: [
      {
        title: 'Baseline and priorities',
        description:
          'We measure yield, input use and water use field by field, and agree the two or three decisions where better information would pay back fastest.',
      },
      {
        title: 'Trial on a few fields',
        description:
          'New equipment and practices are tested on a handful of fields for one season, alongside comparable fields managed as before.',
      },
      {
        title: 'Scale what works',
        description:
          'Only the changes that show a measured gain on your soil and crops are rolled out, with a costed plan for equipment and any funding available.',
      },
      {
        title: 'Train your people',
        description:
          'We train farm staff and a local technician to maintain the equipment and act on the weekly lists, so the system keeps working after we leave.',
      },
    ],
  },
  outcomes: {
    heading: 'What clients get',
    items: [
      'A baseline of yield, input costs and water use for every field in the programme',
      'Lower water, fertiliser and spray use where the trial results support it',
      'A weekly list of actions in place of another dashboard to check',
      'Trained staff who can maintain the sensors and read the data themselves',
      'A clear record of the return on each piece of equipment',
    ],
  },
  related: [
    { label: 'Agriculture', href: '/industries/agriculture' },
    { label: 'Smart irrigation for a fruit growers’ cooperative', href: '/case-studies/smart-irrigation' },
  ],
  cta: {
    headline: 'Plan a smart farming trial',
    description:
      'Tell us about your farm, your crops and the decisions that cost you most. We will suggest where a one-season trial could start.',
    button: { label: 'Contact Us', href: '/contact' },
  },
} satisfies z.input<typeof ServiceDetailSchema>
