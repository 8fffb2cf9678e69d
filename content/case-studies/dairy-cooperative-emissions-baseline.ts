import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const dairyCooperativeEmissionsBaseline = {
  slug: 'dairy-cooperative-emissions-baseline',
  seo: {
    title: 'An emissions baseline for a dairy cooperative | Northstar',
    description:
      'We measured emissions on 140 dairy farms and ranked measures by cost and yield effect; within two seasons, emissions per litre fell by 12% and feed costs fell too.',
  },
  title: 'An emissions baseline for a dairy cooperative',
  sector: 'Agriculture',
  client: 'A farmer-owned dairy cooperative',
  summary:
    'We measured emissions on 140 member farms and ranked reduction measures by cost and effect on yield. Within two seasons, emissions per litre of milk fell by 12% and feed costs fell with them.',
  image: { src: '/images/case-6.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '140', label: 'member farms measured' },
    { value: '12%', label: 'lower emissions per litre of milk' },
    { value: '£8,500', label: 'average annual saving in bought-in feed per farm' },
  ],
  challenge: [
    'The cooperative’s main milk buyers had set targets to cut emissions in their supply chains and were asking for farm-level data. The cooperative had only an industry average figure, and its 140 member farms ranged from small grass-based herds to large housed herds with very different footprints.',
    'Members were willing to act, but wary. Many had been told that cutting emissions meant expensive equipment or lower milk yields, and few trusted carbon figures they could not check against their own records.',
  ],
  approach: [
    {
      title: 'Measuring every farm the same way',
      description:
        'Working with the cooperative’s field team, we collected herd, feed, fertiliser, fuel and manure data from every farm and calculated emissions with one recognised dairy carbon calculator, so results could be compared fairly.',
    },
    {
      title: 'Ranking measures by cost and yield',
      description:
        'We assessed reduction measures, including feed protein balancing, better forage quality, fertiliser planning, slurry management and herd health, by cost per tonne saved and effect on yield. Those that saved money came first.',
    },
    {
      title: 'A short action plan for each farm',
      description:
        'Each farm received a two-page report comparing it with similar farms and listing three to five priority actions, discussed in person with its field officer.',
    },
    {
      title: 'Peer groups and annual re-measurement',
      description:
        'Farmers met in small discussion groups to share results, and every farm was re-measured after each season so progress could be reported to buyers.',
    },
  ],
  outcome: [
    'Within two seasons, average emissions per litre of milk across the cooperative fell by 12%, from 1.24 to 1.09 kg of carbon dioxide equivalent. Most of the reduction came from better forage, balanced rations and more precise fertiliser use, with average milk yield per cow unchanged.',
    'Because rations were better matched to cows’ needs, average spending on bought-in feed fell by about £8,500 per farm a year. The cooperative now supplies verified farm-level figures to its buyers, and one has agreed a price premium linked to continued progress.',
  ],
  quote: {
    text: 'Members came round when they saw the first actions on their list saved money. The emissions fell because the farms became more efficient.',
    name: 'Owen Llewellyn',
    role: 'Member Services Director',
  },
  related: [
    { label: 'Sustainability', href: '/capabilities/sustainability' },
    { label: 'Agriculture', href: '/industries/agriculture' },
    {
      label: 'A shared data platform for a growers’ cooperative',
      href: '/case-studies/grower-cooperative-data-platform',
    },
  ],
} satisfies z.input<typeof CaseStudySchema>
