import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const lastMileDelivery = {
  slug: 'last-mile-delivery',
  seo: {
    title: 'Cheaper, More Reliable Last-Mile Delivery for a Grocer | Northstar',
    description:
      'Two micro-fulfilment hubs, dynamic routing and electric cargo bikes cut a grocer’s cost per delivery by 23% and lifted on-time delivery to 97% on 25,000 weekly orders.',
  },
  title: 'Cheaper, more reliable last-mile delivery for a grocer',
  sector: 'Logistics & Infrastructure',
  client: 'A regional grocer with an online delivery service',
  summary:
    'A grocer delivering 25,000 orders a week from three stores was losing money on every van. We set up two micro-fulfilment hubs, introduced dynamic routing and trialled electric cargo bikes in the city centre; the cost per delivery fell by 23% and on-time delivery rose to 97%.',
  image: { src: '/images/case-2.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '23%', label: 'lower cost per delivery' },
    { value: '97%', label: 'of deliveries on time' },
    { value: '25,000', label: 'orders a week' },
  ],
  challenge: [
    'Online orders had grown quickly, and the grocer was picking them from the shop floor of three large stores on the edge of the city. Pickers competed with shoppers for space, substitutions were frequent, and vans spent much of each shift crossing congested city-centre streets. On-time delivery had slipped to 84%, and after van, driver and picking costs every order lost money.',
    'The board was considering closing the delivery service in parts of the city. Before doing so it wanted to know whether a different operating model could make delivery pay, without a large warehouse investment it could not justify at its size.',
  ],
  approach: [
    {
      title: 'Understand the cost of each order',
      description:
        'We built a cost-to-serve model for every postcode district, combining picking time, van mileage, drop density and failed deliveries. A third of orders accounted for more than half of delivery costs.',
    },
    {
      title: 'Two micro-fulfilment hubs',
      description:
        'We found and fitted out two small leased units closer to the densest areas of demand, picking the most frequently ordered 6,000 lines there and topping up from the stores for the rest.',
    },
    {
      title: 'Dynamic routing and delivery slots',
      description:
        'Routing software now plans van routes each evening from confirmed orders and live traffic data, and the slot booking page nudges customers towards slots when a van is already in their area.',
    },
    {
      title: 'Electric cargo bikes in the centre',
      description:
        'A six-month trial of eight electric cargo bikes from one hub served the city-centre postcodes, where parking and congestion made vans slowest. Bikes now take around 12% of orders.',
    },
  ],
  outcome: [
    'Across the 25,000 weekly orders the cost per delivery fell by 23%, enough to make the service profitable in all but two outlying districts, where delivery charges have been adjusted. On-time delivery rose from 84% to 97%, and substitutions fell by a third because hub stock is held for online orders only.',
    'Taking vans out of the city centre also cut delivery mileage by 19%. The grocer has signed a lease on a third hub and extended the cargo bike fleet to 14.',
  ],
  quote: {
    text: 'We were close to shutting deliveries in half the city. The cost-to-serve model showed us it was the set-up that was failing, not the demand.',
    name: 'Sarah Whitfield',
    role: 'Head of Online, the grocer',
  },
  related: [
    { label: 'Logistics & Infrastructure', href: '/industries/logistics-infrastructure' },
    { label: 'Implementation', href: '/capabilities/implementation' },
    { label: 'Resilient sourcing for a global manufacturer', href: '/case-studies/global-supply-chain' },
  ],
} satisfies z.input<typeof CaseStudySchema>
