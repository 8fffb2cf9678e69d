import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const foodDistributorSupplyResilience = {
  slug: 'food-distributor-supply-resilience',
  seo: {
    title: 'Securing supply for a food distributor | Northstar case study',
    description:
      'Mapping 1,800 product lines found 40 critical single-source items; dual sourcing kept a food distributor’s fill rate at 97% through a six-week port disruption.',
  },
  title: 'Securing supply for a food distributor',
  sector: 'Logistics & Distribution',
  client: 'A food service distributor',
  summary:
    'Mapping 1,800 product lines revealed 40 critical items with a single source. Dual sourcing kept order fill rates at 97% through a six-week port disruption that left competitors short.',
  image: { src: '/images/case-2.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '1,800', label: 'product lines mapped to their sources' },
    { value: '40', label: 'critical single-source items dual-sourced' },
    { value: '97%', label: 'order fill rate through a six-week port disruption' },
  ],
  challenge: [
    'The distributor supplies schools, care homes, hospitals and restaurants from three depots, with around 1,800 product lines. Its normal order fill rate was about 98%. After two years of shortages and price shocks, the board wanted to know where the business was most exposed, but buyers held supplier knowledge in their heads and in separate spreadsheets.',
    'Many products depended on a single manufacturer, and some on a single port of entry, without anyone having chosen that risk. Care home and hospital customers relied on specialist items, such as texture-modified meals and allergen-free ranges, that had no ready substitute and that residents could not go without.',
  ],
  approach: [
    {
      title: 'Mapping the supply chain',
      description:
        'We linked every product line to its supplier, manufacturing site and, for imported goods, its usual port and route, using purchasing data checked with the buying team and the main suppliers.',
    },
    {
      title: 'Scoring what matters most',
      description:
        'Each line was scored on customer impact, availability of substitutes, volume and margin. Combined with the mapping, this identified 40 critical items that depended on a single source.',
    },
    {
      title: 'Dual sourcing and buffer stock',
      description:
        'For each critical item, the buying team qualified a second supplier or route, agreed standby volumes and set safety stock levels based on lead times, concentrating spending where the risk was greatest.',
    },
    {
      title: 'A tested response playbook',
      description:
        'We wrote a short playbook with triggers for switching supply, customer communication templates and allocation rules, and tested it in a half-day exercise with buying, depot and customer service teams.',
    },
  ],
  outcome: [
    'Eight months later, industrial action and congestion disrupted the distributor’s main import port for six weeks. The playbook was triggered on the second day, second sources were switched on for 31 of the 40 critical items, and imported lines were rerouted through another port. Order fill rates held at 97%, against the usual 98%.',
    'Care homes and hospitals received every specialist item they ordered. Several competitors could not supply, and the distributor gained 26 new accounts during and after the disruption. The cost of the extra stock and supplier agreements was around 0.3% of annual purchasing.',
  ],
  quote: {
    text: 'When the port closed, we already knew which forty products mattered and who else could supply them. Our customers noticed the difference.',
    name: 'Mark Haddon',
    role: 'Supply Chain Director',
  },
  related: [
    { label: 'Risk & Resilience', href: '/capabilities/risk-resilience' },
    { label: 'Logistics & Infrastructure', href: '/industries/logistics-infrastructure' },
    { label: 'Book a resilience exercise', href: '/contact' },
  ],
} satisfies z.input<typeof CaseStudySchema>
