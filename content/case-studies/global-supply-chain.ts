import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const globalSupplyChain = {
  slug: 'global-supply-chain',
  seo: {
    title: 'Resilient Sourcing for a Global Equipment Manufacturer | Northstar',
    description:
      'Mapping suppliers to the third tier, second sources in two regions and new safety stocks cut an equipment maker’s stock-outs by 60% and holding costs by 11%.',
  },
  title: 'Resilient sourcing for a global equipment manufacturer',
  sector: 'Logistics & Infrastructure',
  client: 'An industrial equipment manufacturer with plants on three continents',
  summary:
    'An industrial equipment maker relied on single suppliers for 70% of its critical parts. We mapped its supply base down to the third tier, qualified alternative suppliers in two regions and reset safety stocks; stock-outs fell by 60% and inventory holding costs dropped by 11%.',
  image: { src: '/images/trending-2.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '60%', label: 'fewer stock-outs' },
    { value: '11%', label: 'lower inventory holding costs' },
    { value: '70%', label: 'of critical parts were single-sourced' },
  ],
  challenge: [
    'The manufacturer builds pumps, compressors and control systems in five plants. Over a decade of cost reduction it had consolidated purchasing so that 70% of its 1,800 critical parts came from a single supplier, many of them in one region. When shipping disruption and a fire at a castings supplier hit in the same year, stock-outs stopped assembly lines repeatedly and delayed customer orders by weeks.',
    'The response had been to hold more stock of everything, which tied up cash without fixing the problem: some plants held months of parts that never ran short, while others still ran out of components that depended on the same sub-tier suppliers.',
  ],
  approach: [
    {
      title: 'Map the supply base to the third tier',
      description:
        'With procurement teams and key suppliers we traced critical parts back to their second- and third-tier sources, finding that 140 parts from apparently different suppliers depended on the same four foundries and chip distributors.',
    },
    {
      title: 'Rank parts by risk and impact',
      description:
        'Each critical part was scored on supply risk, time to qualify an alternative and the revenue it put at risk, producing a short list of 220 parts where action would matter most.',
    },
    {
      title: 'Qualify alternative suppliers in two regions',
      description:
        'We ran sourcing and qualification for the highest-risk parts in two further regions, with engineering tests and trial orders, so that the most critical parts now have an approved second source.',
    },
    {
      title: 'Reset safety stocks part by part',
      description:
        'We replaced blanket stock rules with safety stock levels set for each part from demand variability, lead time and supply risk, raising buffers on exposed parts and releasing stock elsewhere.',
    },
  ],
  outcome: [
    'Over the following 12 months, stock-outs that stopped production fell by 60%, and on-time delivery to customers recovered to pre-disruption levels. Because safety stock was cut on low-risk parts, overall inventory holding costs dropped by 11% even as buffers for exposed parts rose.',
    'Single sourcing of critical parts fell from 70% to 38%. The procurement team now reviews the supply map every quarter and uses the risk scoring in every new sourcing decision.',
  ],
  quote: {
    text: 'We thought we had dozens of independent suppliers. The mapping showed how many of them relied on the same few foundries.',
    name: 'Erik Lindqvist',
    role: 'Chief Procurement Officer, the manufacturer',
  },
  related: [
    { label: 'Logistics & Infrastructure', href: '/industries/logistics-infrastructure' },
    { label: 'Risk & Resilience', href: '/capabilities/risk-resilience' },
    { label: 'A digital supply chain from field to retailer', href: '/case-studies/supply-chain-digital' },
  ],
} satisfies z.input<typeof CaseStudySchema>
