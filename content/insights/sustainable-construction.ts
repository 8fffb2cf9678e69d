import type { z } from 'zod'
import type { InsightSchema } from '../schemas.ts'

export const sustainableConstruction = {
  slug: 'sustainable-construction',
  seo: {
    title: 'Whole-Life Carbon in Construction: Setting a Budget From Day One',
    description:
      'Most of a building’s embodied carbon is fixed at concept design. How clients and contractors set a carbon budget, test it at each stage and buy to it.',
  },
  category: 'Sustainability',
  date: '2025-02-18',
  updated: '2025-02-18',
  hero: {
    eyebrow: 'Insights',
    title: 'Counting carbon from day one: whole-life carbon in construction',
    subtitle:
      'By the time a contractor is appointed, most of a building’s carbon has already been decided. The clients who cut it furthest start counting at the brief.',
    image: { src: '/images/hero-building.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  author: { name: 'Ruth Adebayo-Clarke', role: 'Associate Director, Built Environment' },
  sections: [
    {
      kind: 'prose',
      heading: 'Most of the Carbon Is Decided Before Ground Is Broken',
      paragraphs: [
        'For years, sustainable construction meant lower energy bills: better insulation, efficient plant, solar on the roof. Those measures still matter, but as new buildings become more efficient to run, the carbon locked into their materials becomes the larger share. For a well-insulated school or office, the emissions from making, transporting and assembling its concrete, steel, glass and finishes can account for half or more of everything it emits over sixty years.',
        'That carbon is spent on the day the building is finished, and no later upgrade can recover it. It is also largely fixed by early choices: whether to refurbish or rebuild, how tall and deep the building is, the structural grid, the foundations and the facade. Once the design is frozen, the options left to a contractor are mostly about specification, and the savings shrink accordingly.',
      ],
    },
    {
      kind: 'stats',
      heading: 'Where the Carbon Sits',
      items: [
        {
          value: '50%+',
          label: 'of an efficient new building’s whole-life emissions can be embodied in materials',
        },
        {
          value: '60-70%',
          label: 'of upfront embodied carbon typically sits in the frame, foundations and facade',
        },
        {
          value: '10-20%',
          label: 'reduction often possible through design changes at little or no extra cost',
        },
      ],
    },
    {
      kind: 'steps',
      heading: 'A Carbon Budget That Follows the Project',
      intro:
        'Treat carbon like cost: set a limit, check it at every stage gate and make someone answerable for it.',
      items: [
        {
          title: 'Question the Need to Build',
          description:
            'Before commissioning a new building, test whether refurbishing or extending an existing one meets the brief. Keeping a sound frame and foundations usually avoids the largest single block of embodied carbon on the project.',
        },
        {
          title: 'Set a Budget in the Brief',
          description:
            'State a target in kilograms of carbon per square metre alongside the cost plan, based on comparable projects. A figure in the brief gives designers a constraint to work to rather than a report to write at the end.',
        },
        {
          title: 'Design the Big Items First',
          description:
            'Concentrate effort on the structure and envelope: efficient spans, lower-cement concrete mixes, steel with high recycled content, timber where fire and acoustic rules allow. Challenge floor loadings and concrete strengths that exceed what the building needs.',
        },
        {
          title: 'Check at Every Stage Gate',
          description:
            'Recalculate the estimate at concept, developed and technical design, and report it next to cost. A rise that nobody can explain should stop the gate in the same way an unexplained cost overrun would.',
        },
        {
          title: 'Buy to the Budget and Record the Result',
          description:
            'Ask bidders for product carbon declarations on major materials and weigh them in the evaluation. At handover, record the as-built figure so the next project has a real benchmark to start from.',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'What Clients and Contractors Can Do Now',
      paragraphs: [
        'Clients do not need a new team to start. Add a carbon line to the next project brief, ask the design team to report it at each gate, and include it in value engineering so that savings are tested for carbon as well as cost. Many of the cheapest reductions, such as a leaner frame or less over-specified concrete, lower both.',
        'Contractors and suppliers who can evidence the carbon in their products and methods are already winning work on that basis, as more public clients include carbon in tender scoring. Collecting declarations from the main material suppliers now, and keeping site records of fuel and waste, is a modest effort that pays off in the next round of bids.',
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
      { label: 'Building construction', href: '/industries/building-construction' },
      {
        label: 'Sustainability plans that survive contact with the budget',
        href: '/insights/sustainability',
      },
      { label: 'Sustainable real estate and asset values', href: '/insights/sustainable-real-estate' },
    ],
  },
  cta: {
    headline: 'Put a carbon budget into your next brief',
    description:
      'We help clients and design teams set whole-life carbon targets, test them at each stage gate and write them into procurement.',
    button: { label: 'Talk to our built environment team', href: '/contact' },
  },
} satisfies z.input<typeof InsightSchema>
