import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const urbanTransportation = {
  slug: 'urban-transportation',
  seo: {
    title: 'Redesigning an Urban Bus Network | Northstar Case Study',
    description:
      'How a transport authority rebuilt its bus network around high-frequency core routes, raising weekday ridership by 9% and on-time performance to 88% with no new buses.',
  },
  title: 'Redesigning an urban bus network',
  sector: 'Engineering, Building & Construction',
  client: 'A metropolitan transport authority running 640 buses',
  summary:
    'A transport authority wanted more riders without buying more buses. We analysed 18 months of ticketing and vehicle-location data and rebuilt the network around high-frequency core routes; weekday ridership rose by 9% and on-time performance improved from 76% to 88%.',
  image: { src: '/images/case-2.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '+9%', label: 'weekday ridership' },
    { value: '88%', label: 'on-time performance, up from 76%' },
    { value: '0', label: 'extra buses needed' },
  ],
  challenge: [
    'The network had grown route by route over three decades. It had 112 routes, many overlapping on the same main roads and then splitting into long, infrequent branches. Only a handful of routes ran every ten minutes or better, so most passengers needed a timetable to travel, and ridership had been flat for five years.',
    'The authority’s budget ruled out a larger fleet, and running costs were rising. Buses were also getting slower: on-time performance had fallen to 76%, largely because long routes crossed the city centre and picked up delays from one end to the other. Any redesign had to work within the same fleet and the same number of driver hours.',
  ],
  approach: [
    {
      title: 'Read what the data says about travel',
      description:
        'We combined 18 months of ticketing and vehicle-location data to map where and when people actually travelled, where they changed buses and which stretches of route lost the most time.',
    },
    {
      title: 'Design a network around a frequent core',
      description:
        'We redrew the network around 14 core routes running every eight minutes or better all day, with local routes feeding them at well-designed interchanges. Long cross-city routes were split to stop delays spreading.',
    },
    {
      title: 'Test it with passengers and drivers',
      description:
        'Three rounds of public consultation drew 6,800 responses, and drivers’ representatives reviewed every schedule. Changes included keeping direct links to two hospitals and adjusting several late-evening services.',
    },
    {
      title: 'Launch in stages with the operators',
      description:
        'The new network went live in three stages over nine months, each with updated signs, maps and timetables, staff at major stops in the first week and a fortnightly review of punctuality data.',
    },
  ],
  outcome: [
    'A year after the final stage, weekday ridership was 9% higher than before the redesign, with the biggest gains on the core routes. On-time performance rose from 76% to 88%, because shorter routes recover from delays more quickly.',
    'The authority did this with the same fleet and within 1% of the previous driver hours. It now uses the same data model to review the network every year, and has asked the highways authority for bus priority measures on three of the busiest core corridors.',
  ],
  related: [
    { label: 'Engineering, Building & Construction', href: '/industries/engineering-building-construction' },
    { label: 'Smart city programme for a coastal city', href: '/case-studies/smart-city-development' },
    { label: 'Digital', href: '/capabilities/digital' },
  ],
} satisfies z.input<typeof CaseStudySchema>
