import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const supplyChainDigital = {
  slug: 'supply-chain-digital',
  seo: {
    title: 'A Digital Supply Chain from Field to Retailer | Northstar',
    description:
      'Mobile intake records, lot-level traceability and shared forecasts cut a grain processor’s post-harvest loss from 9% to 5% and time to pay farmers from 45 days to 12.',
  },
  title: 'A digital supply chain from field to retailer',
  sector: 'Agriculture',
  client: 'A grain and pulse processor buying from 600 farms',
  summary:
    'A grain and pulse processor tracked deliveries from 600 suppliers on paper. We introduced mobile intake records, lot-level traceability and a shared forecast with its three largest buyers; post-harvest loss fell from 9% to 5% and the time to pay farmers dropped from 45 days to 12.',
  image: { src: '/images/case-2.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '9% → 5%', label: 'post-harvest loss' },
    { value: '12 days', label: 'to pay farmers, down from 45' },
    { value: '600', label: 'suppliers on digital records' },
  ],
  challenge: [
    'The processor buys wheat, lentils and chickpeas from 600 farms and sells cleaned and packed products to food manufacturers and retailers. Every delivery was recorded on paper tickets at one of four intake sites, then typed into the accounts system days later. Moisture and quality readings were often lost, so grain was stored without knowing which lots needed drying first, and 9% of intake was lost to spoilage, pests and mixing.',
    'Farmers waited an average of 45 days for payment, because tickets had to be matched to contracts by hand. Retail buyers were also asking for lot-level traceability back to the farm, and the processor could not provide it. Its three largest customers placed orders at short notice, so storage and drying capacity was planned by guesswork.',
  ],
  approach: [
    {
      title: 'Mobile intake at the weighbridge',
      description:
        'Intake staff now record each load on a tablet at the weighbridge: supplier, contract, weight, moisture and quality. Records sync to one system, and a ticket is sent to the farmer by text message.',
    },
    {
      title: 'Lot-level traceability',
      description:
        'Every load is assigned to a storage bin and lot, and lots are followed through drying, cleaning and packing, so any packed product can be traced to the farms that supplied it within minutes.',
    },
    {
      title: 'Stock managed by condition',
      description:
        'Daily reports flag lots with high moisture or long storage times, so drying and dispatch are prioritised for the grain most at risk rather than in order of arrival.',
    },
    {
      title: 'A shared forecast with key buyers',
      description:
        'We set up a monthly rolling forecast with the three largest buyers, who now share expected volumes twelve weeks ahead, letting the processor plan storage, drying and labour.',
    },
  ],
  outcome: [
    'Within two harvests, post-harvest loss fell from 9% to 5% of intake, worth about £1.1m a year at current prices. Because contracts and intake records now match automatically, the time to pay farmers dropped from 45 days to 12, which has helped the processor sign up 40 new suppliers.',
    'The processor passed its first retailer traceability audit without findings, and its two largest buyers have extended their supply contracts by three years on the strength of the shared forecast.',
  ],
  quote: {
    text: 'Paying farmers in twelve days instead of six weeks changed our reputation in the area almost overnight.',
    name: 'Priya Shah',
    role: 'Finance Director, the processor',
  },
  related: [
    { label: 'Agriculture', href: '/industries/agriculture' },
    { label: 'Digital', href: '/capabilities/digital' },
    { label: 'Resilient sourcing for a global manufacturer', href: '/case-studies/global-supply-chain' },
  ],
} satisfies z.input<typeof CaseStudySchema>
