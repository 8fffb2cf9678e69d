import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const agritechExportMarketEntry = {
  slug: 'agritech-export-market-entry',
  seo: {
    title: 'Taking an agritech firm into export markets | Northstar case study',
    description:
      'Screening 12 countries down to two and finding local distribution partners helped an agritech company earn £4.6m of export revenue in its first full year.',
  },
  title: 'Taking an agritech firm into export markets',
  sector: 'Agriculture',
  client: 'A precision crop-spraying technology company',
  summary:
    'Market screening across 12 countries narrowed the focus to two. With local distribution partners in place, the company generated £4.6m of export revenue in its first full year.',
  image: { src: '/images/case-2.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '12', label: 'countries screened' },
    { value: '2', label: 'priority markets chosen' },
    { value: '£4.6m', label: 'export revenue in the first full year' },
    { value: '5', label: 'local distribution partners signed' },
  ],
  challenge: [
    'The company makes camera-guided spraying kits that fit existing sprayers and cut herbicide use on arable and vegetable crops. It had grown to £12.5m of annual revenue almost entirely in its home market, and investors expected growth that the domestic market alone could not provide.',
    'Enquiries were arriving from a dozen countries through trade shows and the website, and the small sales team was answering all of them. Two earlier overseas deals had cost more in travel, certification and support than they earned. The board needed to know which markets were worth the effort and how to enter them without building a sales office in each.',
  ],
  approach: [
    {
      title: 'Screening 12 countries on evidence',
      description:
        'We scored each country on arable and vegetable area, farm size, herbicide costs and regulation, sprayer fleet, willingness to adopt new kit, certification requirements and the cost of providing support. Two markets stood out; the rest were parked, with reasons recorded.',
    },
    {
      title: 'Testing the offer with farmers',
      description:
        'We interviewed 45 growers and contractors in the two markets. They wanted proof of chemical savings on local crops and quick repairs in season, so the offer was rebuilt around on-farm demonstrations and a 48-hour parts promise.',
    },
    {
      title: 'Choosing distribution partners',
      description:
        'Rather than hiring local sales staff, we shortlisted sprayer dealers and machinery distributors with workshop networks, ran a structured selection, and helped negotiate agreements with clear targets, training duties and margins.',
    },
    {
      title: 'A first-year plan with measures',
      description:
        'Each market had a plan covering demonstration farms, dealer training, pricing in local currency and monthly measures of demonstrations, quotes and orders, reviewed by the board each quarter.',
    },
  ],
  outcome: [
    'Five distribution partners, three in one market and two in the other, were signed within four months. In the first full year the two markets generated £4.6m of export revenue, about 27% of the company’s total, at a gross margin close to that of domestic sales.',
    'Enquiries from the ten parked countries are now answered with a standard information pack, freeing the sales team’s time. The company is using the same screening method to choose a third market for next year.',
  ],
  quote: {
    text: 'Saying no to ten countries was the hardest and most useful decision we made. It let us do two markets properly.',
    name: 'Rachel Okafor',
    role: 'Chief Executive',
  },
  related: [
    { label: 'Growth & Marketing', href: '/capabilities/growth-marketing' },
    { label: 'Agriculture', href: '/industries/agriculture' },
    { label: 'Discuss your growth plans', href: '/contact' },
  ],
} satisfies z.input<typeof CaseStudySchema>
