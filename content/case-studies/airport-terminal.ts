import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const airportTerminal = {
  slug: 'airport-terminal',
  seo: {
    title: 'A Regional Airport Terminal, Opened on Time | Northstar',
    description:
      'Owner’s project advice on a 38,000 m² terminal built beside a working one: seven phases, 230 design clashes resolved early, opened on date and 3% under budget.',
  },
  title: 'A regional airport terminal, opened on time and under budget',
  sector: 'Engineering, Building & Construction',
  client: 'A regional airport handling 4.5 million passengers a year',
  summary:
    'A regional airport was adding a 38,000 m² terminal with a rooftop solar array while its existing terminal stayed open. As the owner’s project adviser we re-sequenced the works into seven phases and resolved 230 design clashes before construction; the terminal opened on the planned date and 3% under its approved budget.',
  image: { src: '/images/case-3.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: 'On time', label: 'opened on the planned date' },
    { value: '3%', label: 'under the approved budget' },
    { value: '230', label: 'design clashes resolved before construction' },
  ],
  challenge: [
    'The airport had outgrown a terminal designed for half its current traffic. The new building would sit directly alongside the old one, sharing airside roads, baggage systems and the main forecourt, and the old terminal had to keep handling flights every day of the build. Any disruption to passengers or airlines would cost the airport revenue and goodwill.',
    'The original construction plan had been drawn up in four large phases, with long periods in which contractors and passengers would share the same space. The design was also being completed by several consultants at once, and early checks of the coordinated model were already turning up conflicts between structure, services and the baggage system.',
  ],
  approach: [
    {
      title: 'Seven phases instead of four',
      description:
        'We re-sequenced the works into seven smaller phases, each with its own temporary routes for passengers, vehicles and baggage, agreed in advance with the airlines, ground handlers and the airport’s operations team.',
    },
    {
      title: 'Clash resolution before work started',
      description:
        'We ran weekly coordination reviews of the combined design model with every consultant. 230 clashes between structure, building services, the baggage system and the rooftop solar array were resolved on screen rather than on site.',
    },
    {
      title: 'Tight control of change and cost',
      description:
        'Every change request went through a single panel that priced it and tested it against the programme within five working days. Contingency was released only against named risks.',
    },
    {
      title: 'Operational readiness from the start',
      description:
        'Twelve months before opening we began trials with staff and volunteer passengers, testing check-in, security and baggage flows so that the first day of operation was not the first full test.',
    },
  ],
  outcome: [
    'The terminal opened on the date set at approval, with no cancelled flights attributable to the works during construction. The final cost came in 3% below the approved budget, and most of the unused contingency was returned to the airport’s capital programme.',
    'The rooftop solar array now supplies around a fifth of the terminal’s daytime electricity. The airport has adopted the phasing method and change panel for the refurbishment of its original terminal, which starts next year.',
  ],
  quote: {
    text: 'Passengers barely noticed we were building a terminal next door. That was down to the phasing work done long before the first crane arrived.',
    name: 'David Okafor',
    role: 'Chief Operating Officer, the airport',
  },
  related: [
    { label: 'Engineering, Building & Construction', href: '/industries/engineering-building-construction' },
    { label: 'Implementation', href: '/capabilities/implementation' },
    { label: 'Risk & Resilience', href: '/capabilities/risk-resilience' },
  ],
} satisfies z.input<typeof CaseStudySchema>
