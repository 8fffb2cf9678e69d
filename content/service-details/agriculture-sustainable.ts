import type { z } from 'zod'
import type { ServiceDetailSchema } from '../schemas.ts'

export const agricultureSustainable = {
  path: 'agriculture/sustainable',
  seo: {
    title: 'Sustainable Agriculture Consulting | Northstar',
    description:
      'Cover cropping, reduced tillage, integrated pest management and soil carbon measurement, each with a financial case worked out before it reaches the field.',
  },
  hero: {
    eyebrow: 'Agriculture services',
    title: 'Sustainable Agriculture',
    subtitle:
      'Cover cropping, reduced tillage, integrated pest management and carbon measurement, each with a financial case worked out before it reaches the field.',
    image: { src: '/images/hero-agriculture.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  intro: [
    'Buyers, lenders and regulators are asking growers to farm with fewer inputs and lower emissions, yet few farms can afford to risk a season’s income on an untested practice. We help growers adopt sustainable practices that also make financial sense, and we work out the numbers before anything changes in the field.',
    'We work with family farms, farming associations, cooperatives and the food businesses that buy from them. Our agronomists design farmer-led trials, backed by soil testing and a simple cost tracker, so that the evidence comes from your own land rather than from a brochure.',
    'A typical programme runs over three growing seasons, because soil changes slowly and a single year’s weather can flatter or hide a result. Growers keep control of their own fields throughout, and nobody is asked to change more land than they are comfortable with.',
  ],
  offerings: {
    heading: 'What we do',
    items: [
      {
        title: 'Cover cropping and reduced tillage',
        description:
          'Species mixes, sowing windows and cultivation plans suited to your rotation, soils and machinery, with the expected effect on costs and yield set out in advance.',
      },
      {
        title: 'Integrated pest management',
        description:
          'Crop monitoring, action thresholds and biological controls that cut routine spraying while keeping crops protected.',
      },
      {
        title: 'Soil and carbon measurement',
        description:
          'Soil sampling and carbon accounting to a consistent method, so that results can support buyer requirements, grant claims or carbon schemes.',
      },
      {
        title: 'A financial case for each practice',
        description:
          'A costed view of every change, covering equipment, labour, yield risk and any payments available, prepared before it reaches the field.',
      },
    ],
  },
  approach: {
    heading: 'How we work',
    items: [
      {
        title: 'Baseline',
        description:
          'We test soils and record yields, input costs and current practice on each participating farm.',
      },
      {
        title: 'Farmer-led trials',
        description:
          'Growers choose which practices to trial on part of their land, compared side by side with their usual methods.',
      },
      {
        title: 'Track costs and results',
        description:
          'A simple cost tracker and repeat soil tests show what each practice saves or costs, season by season.',
      },
      {
        title: 'Share and scale',
        description:
          'Results are shared with growers in plain terms, and the practices that pay back are extended across more land.',
      },
    ],
  },
  outcomes: {
    heading: 'What clients get',
    items: [
      'A costed case for each practice before it is adopted',
      'Lower fertiliser and spray spend where the trials support it',
      'Soil health and carbon data measured to a consistent method',
      'Evidence that meets buyer and lender sustainability requirements',
      'Growers who have seen the results on their own fields',
    ],
  },
  related: [
    { label: 'Agriculture', href: '/industries/agriculture' },
    { label: 'Regenerative practice on 40 family farms', href: '/case-studies/sustainable-farming' },
  ],
  cta: {
    headline: 'Make sustainable practice pay',
    description:
      'Tell us about your farms and the requirements you face from buyers or lenders. We will help you decide which practice to trial first.',
    button: { label: 'Contact Us', href: '/contact' },
  },
} satisfies z.input<typeof ServiceDetailSchema>
