import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const skyscraper = {
  slug: 'skyscraper',
  seo: {
    title: 'Recovering the Programme on a 42-Storey Tower | Northstar',
    description:
      'How a mixed-use tower recovered four months lost to a foundation redesign: floor cycles cut from seven days to five, topped out on date, cost within 1.5% of budget.',
  },
  title: 'Recovering the programme on a 42-storey tower',
  sector: 'Building Construction',
  client: 'A developer building a 42-storey mixed-use tower',
  summary:
    'A developer’s tower of homes, offices and shops had lost four months to a foundation redesign. We re-planned the core and façade works and helped the contractor cut the floor cycle from seven days to five; the frame topped out on the original date and the final cost landed within 1.5% of budget.',
  image: { src: '/images/case-8.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '7 → 5', label: 'days per floor cycle' },
    { value: '4 months', label: 'of delay recovered' },
    { value: '1.5%', label: 'final cost within budget' },
  ],
  challenge: [
    'Ground investigations during piling found softer strata than the original survey had shown, and the foundations had to be redesigned with deeper piles and a thicker raft. By the time the redesign was approved the project was four months behind. The tower’s 310 homes had been sold off-plan with completion dates, and the office floors had two pre-let tenants with fixed move-in dates and penalties for late delivery.',
    'The contractor’s programme assumed a seven-day cycle for each floor of the concrete frame, with the façade following several floors behind. At that pace the project would finish late on every contract, and the developer was facing a choice between accepting the delay or paying for acceleration it could not yet measure.',
  ],
  approach: [
    {
      title: 'A detailed look at the floor cycle',
      description:
        'We broke the seven-day cycle into its individual tasks with the contractor’s site team and found that crane time and the slow striking of formwork set the pace, not the concrete itself.',
    },
    {
      title: 'Re-planning the core and frame',
      description:
        'The core moved to a self-climbing formwork system running two floors ahead of the slab, and prefabricated reinforcement cages reduced crane lifts per floor by about a third. The contractor reached a five-day cycle from the twelfth floor.',
    },
    {
      title: 'Bringing the façade forward',
      description:
        'We re-sequenced façade installation to follow the frame more closely, using unitised panels lifted from each floor, so internal fit-out could start earlier in the lower levels.',
    },
    {
      title: 'Weekly cost and programme reporting',
      description:
        'The developer received a single weekly report linking progress, acceleration costs and forecast final cost, so every decision to spend was tested against the time it bought.',
    },
  ],
  outcome: [
    'The frame topped out on the date in the original programme, despite the four-month loss at the start. Homes were handed over to buyers on their contracted dates, and both office tenants moved in on time, so no late-delivery penalties were paid.',
    'Acceleration costs were largely offset by shorter crane hire and site overheads, and the final cost landed within 1.5% of the approved budget. The contractor has since adopted the five-day cycle as its standard for residential towers of similar height.',
  ],
  quote: {
    text: 'Everyone assumed we would have to accept the delay. Breaking the floor cycle down day by day showed us where the time really was.',
    name: 'Simon Aldridge',
    role: 'Development Director, the developer',
  },
  related: [
    { label: 'Building Construction', href: '/industries/building-construction' },
    { label: 'Implementation', href: '/capabilities/implementation' },
    { label: 'Real Estate', href: '/capabilities/real-estate' },
  ],
} satisfies z.input<typeof CaseStudySchema>
