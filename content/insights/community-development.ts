import type { z } from 'zod'
import type { InsightSchema } from '../schemas.ts'

export const communityDevelopment = {
  slug: 'community-development',
  seo: {
    title: 'Community Development: What Residents Say Makes Change Last',
    description:
      'Lessons from conversations with residents in regeneration areas: what made local projects last, why people stopped taking part and what to do differently.',
  },
  category: 'Community Development',
  date: '2024-12-03',
  updated: '2024-12-03',
  hero: {
    eyebrow: 'Insights',
    title: 'Community development: what residents told us about lasting change',
    subtitle:
      'Regeneration plans are written by professionals. Whether they work is decided by the people who live there. So we asked them.',
    image: { src: '/images/hero-social.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  author: { name: 'Leah Moran', role: 'Principal, Communities and Place' },
  sections: [
    {
      kind: 'prose',
      heading: 'Listening Before Planning',
      paragraphs: [
        'Over the past two years, as part of evaluation work for councils, housing associations and community foundations, our teams spoke with more than 600 residents across 14 neighbourhoods that had seen at least one major regeneration or community programme. We asked a simple question: what has changed here for the better, and has it lasted?',
        'The answers were consistent across very different places. Residents judged change by what they could see and use, by whether they had any real say, and above all by whether promises were kept. Buildings mattered less than the people and activities inside them. Several of the most valued projects had cost very little.',
        'We also asked people who had stopped taking part why they left. The most common answers were not about the projects themselves: meetings held at times that excluded working parents and shift workers, the same few voices dominating every session, and staff turnover that meant residents had to explain their street’s problems to a new officer every year.',
      ],
    },
    {
      kind: 'stats',
      heading: 'What We Heard',
      items: [
        { value: '600+', label: 'residents interviewed or surveyed' },
        { value: '14', label: 'neighbourhoods with recent regeneration or community programmes' },
        { value: '2 in 3', label: 'had been consulted on a project but never heard the outcome' },
      ],
    },
    {
      kind: 'cards',
      heading: 'Four Things Residents Told Us',
      columns: 2,
      items: [
        {
          title: '“Show us something early”',
          description:
            'Small, visible fixes in the first months, such as repaired lighting, a cleared alleyway or a reopened play area, built more trust than any plan. Long programmes that showed nothing for a year lost people.',
        },
        {
          title: '“Don’t ask us about decisions already made”',
          description:
            'Residents quickly recognised consultation on fixed options. Where they had real control over even a small budget or a single site, participation stayed high.',
        },
        {
          title: '“Fund the people, not just the building”',
          description:
            'New community centres with no budget for staff or activities were often locked within three years. A trusted local worker was the element residents most wanted protected.',
        },
        {
          title: '“Stay after the ribbon is cut”',
          description:
            'Programmes that left when capital spending ended were remembered as having come and gone. Those with a steady, long-term presence were remembered as having changed things.',
        },
      ],
    },
    {
      kind: 'steps',
      heading: 'Practical Steps for Councils, Housing Providers and Funders',
      items: [
        {
          title: 'Report Back Every Time',
          description:
            'After each consultation, publish what you heard and what you will do within eight weeks, including what you will not do and why.',
        },
        {
          title: 'Hand Over a Real Budget',
          description:
            'Set aside a share of the programme, 5% is a workable start, for residents to allocate through an open and simple process.',
        },
        {
          title: 'Budget Running Costs for Ten Years',
          description:
            'For every capital project, agree who will pay for staff, maintenance and activities for a decade, not just the first three years.',
        },
        {
          title: 'Hire and Buy Locally',
          description:
            'Recruit community workers from the area and use local suppliers where possible, so more of the money stays in the neighbourhood.',
        },
      ],
    },
  ],
  related: {
    heading: 'Related Reading',
    items: [
      { label: 'Social sector', href: '/industries/social-sector' },
      { label: 'Social innovation that survives the pilot phase', href: '/insights/social-innovation' },
      {
        label: 'Sustainable infrastructure communities can afford to run',
        href: '/insights/sustainable-infrastructure',
      },
    ],
  },
  cta: {
    headline: 'Plan community programmes residents will stand behind',
    description:
      'We run resident research, design participation that gives people real influence and help partners plan for the long term.',
    button: { label: 'Speak to our communities team', href: '/contact' },
  },
} satisfies z.input<typeof InsightSchema>
