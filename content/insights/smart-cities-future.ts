import type { z } from 'zod'
import type { InsightSchema } from '../schemas.ts'

export const smartCitiesFuture = {
  slug: 'smart-cities-future',
  seo: {
    title: 'Smart Cities After the Pilot: How Councils Scale What Works',
    description:
      'Why most smart city pilots never reach city-wide use, and the ownership, procurement, data and funding choices that take a proven idea to every street.',
  },
  category: 'Smart Cities',
  date: '2024-11-12',
  updated: '2024-11-12',
  hero: {
    eyebrow: 'Insights',
    title: 'Smart cities after the pilot: what it takes to scale',
    subtitle:
      'Most cities have run a sensor trial or a connected street-lighting scheme. Far fewer have turned one into a service that every district receives and someone pays to run.',
    image: { src: '/images/hero-engineering.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  author: { name: 'Marcus Feld', role: 'Principal, Urban Infrastructure' },
  sections: [
    {
      kind: 'prose',
      heading: 'Why Good Pilots Stall',
      paragraphs: [
        'The pattern is familiar. A grant or a supplier funds a twelve-month trial of parking sensors, air-quality monitors or flood gauges in one district. The evaluation is positive. Then the trial ends, the devices go dark and the data sits in a supplier’s platform that nobody else can reach. A year later a different department starts a similar trial with a different supplier.',
        'The technology rarely fails. What fails is everything around it. No department owns the running costs in year three. The contract was let as a trial, so scaling it means a new procurement. The pilot measured whether the devices worked, not whether the service improved, so there is no case to put to the finance committee. And the city now has several small systems that do not share data.',
      ],
    },
    {
      kind: 'list',
      heading: 'Five Questions to Answer Before the Pilot Starts',
      intro:
        'If a pilot cannot answer these at the outset, it is a demonstration, not the first phase of a service.',
      items: [
        'Which service outcome will change, and which department is accountable for it: fewer flooded homes, shorter bus journeys, lower energy bills?',
        'What would the city-wide version cost to install and to run each year, including maintenance, connectivity and device replacement?',
        'Which budget pays for it after the trial, and what saving or income offsets that cost?',
        'Who owns the data, in what format is it held, and can another system read it without the supplier’s help?',
        'What result would make us stop, and who decides?',
      ],
    },
    {
      kind: 'cards',
      heading: 'What Scaling Actually Requires',
      columns: 2,
      items: [
        {
          title: 'An Owning Service',
          description:
            'Each scheme needs a service lead, such as highways, lighting or drainage, who treats it as part of their day job and budget. Central digital teams can host platforms, but they cannot run every service.',
        },
        {
          title: 'Procurement Built for Scale',
          description:
            'Let pilot contracts with a priced option to extend city-wide, or buy through a framework that allows it. This avoids repeating a six-to-nine-month procurement just as the evidence arrives.',
        },
        {
          title: 'Open Data and One Platform',
          description:
            'Require open interfaces and city ownership of the data in every contract, and connect new devices to a shared platform. Each additional sensor type then costs less to add and to maintain.',
        },
        {
          title: 'A Lifecycle Budget',
          description:
            'Many wireless sensors run on batteries that last five to seven years. Budget for replacement, connectivity and field maintenance from the start, or a successful scheme will decay within a decade.',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Start Where Savings Fund the Rest',
      paragraphs: [
        'The schemes that scale fastest pay for themselves in a budget someone already holds. LED street lighting with central controls typically cuts lighting energy by 50-70% and reduces night-time inspection patrols, and the same network can later carry other sensors. Adaptive traffic signals and flood warning systems are harder to fund from savings, but their benefits can be expressed in journey time and avoided damage, which finance committees understand.',
        'For councils starting now, the practical step is a short review of every pilot run in the past five years: what it cost, what it proved, who owns it and what data it left behind. Most cities find two or three schemes worth scaling, several worth closing properly, and a clear list of conditions to write into the next one.',
      ],
    },
  ],
  related: {
    heading: 'Related Reading',
    items: [
      {
        label: 'Engineering, building and construction',
        href: '/industries/engineering-building-construction',
      },
      {
        label: 'Sustainable infrastructure communities can afford to run',
        href: '/insights/sustainable-infrastructure',
      },
      { label: 'Data and analytics: fewer measures, better decisions', href: '/insights/data-analytics' },
    ],
  },
  cta: {
    headline: 'Decide which pilots deserve to scale',
    description:
      'We review smart city portfolios, build the business case for the schemes that work and write contracts that let them grow.',
    button: { label: 'Speak to our infrastructure team', href: '/contact' },
  },
} satisfies z.input<typeof InsightSchema>
