import type { z } from 'zod'
import type { InsightSchema } from '../schemas.ts'

export const sustainableInfrastructure = {
  slug: 'sustainable-infrastructure',
  seo: {
    title: 'Sustainable Infrastructure That Communities Can Afford to Run',
    description:
      'Capital grants build assets; local budgets pay to run them for decades. How to judge infrastructure on whole-life cost, maintenance capacity and climate risk.',
  },
  category: 'Infrastructure',
  date: '2024-09-24',
  updated: '2024-09-24',
  hero: {
    eyebrow: 'Insights',
    title: 'Sustainable infrastructure that communities can afford to run',
    subtitle:
      'The opening ceremony is the cheapest day in an asset’s life. Sustainable infrastructure is infrastructure that is still working, and still affordable, thirty years later.',
    image: { src: '/images/hero-engineering.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  author: { name: 'Fraser Dunmore', role: 'Director, Infrastructure Advisory' },
  sections: [
    {
      kind: 'prose',
      heading: 'The Bill Arrives After the Ribbon Is Cut',
      paragraphs: [
        'Roads, bridges, water treatment works, depots and public buildings are usually funded through one-off capital grants or borrowing. Running them is paid for from revenue budgets that are already stretched. Over the life of a typical asset, operation, maintenance and renewal cost far more than construction, often 60-80% of the total.',
        'When projects are chosen on capital cost alone, communities end up with assets they cannot afford to look after. Maintenance is deferred, condition declines, and the eventual repair costs several times what timely work would have. Many local authorities and utilities now carry maintenance backlogs larger than their annual capital programmes.',
        'Climate change adds a further cost. Drainage sized for past rainfall floods more often, road surfaces deteriorate faster in hotter summers, and assets in low-lying areas face rising repair bills. An asset that looks affordable on today’s weather may not be on the weather it will actually face.',
      ],
    },
    {
      kind: 'steps',
      heading: 'Planning for Whole-Life Cost',
      intro: 'Five habits that make new infrastructure affordable for the people who will run it.',
      items: [
        {
          title: 'Compare Options Over the Full Life',
          description:
            'Appraise every option over thirty to sixty years, including energy, staffing, maintenance and renewal, not only the construction price.',
        },
        {
          title: 'Design for the Team You Have',
          description:
            'Ask the operators who will maintain the asset to review the design. Specialist equipment that the local team cannot service becomes an expensive contract or an idle machine.',
        },
        {
          title: 'Build in Climate Resilience Early',
          description:
            'Allow for heavier rainfall, higher temperatures and flooding at design stage, when it typically adds a few per cent to cost, rather than retrofitting after the first failure.',
        },
        {
          title: 'Consider Nature-Based Options',
          description:
            'Swales, ponds and planted verges can manage surface water at lower running cost than pipes and tanks, and bring other benefits to the area.',
        },
        {
          title: 'Fund the Maintenance Reserve',
          description:
            'Set aside an annual sum for each new asset from the day it opens, and report it to the board or council alongside the capital programme.',
        },
      ],
    },
    {
      kind: 'stats',
      heading: 'Whole-Life Numbers to Keep in Mind',
      items: [
        { value: '60-80%', label: 'of whole-life cost typically falls after construction' },
        { value: '3-5x', label: 'the cost of repair when routine maintenance is deferred for years' },
        { value: '30-60 years', label: 'the period over which major infrastructure should be appraised' },
      ],
    },
    {
      kind: 'list',
      heading: 'Questions for Boards and Councillors',
      items: [
        'What will this asset cost to run each year, and which budget will pay for it?',
        'Who will maintain it, and do they have the skills and equipment to do so?',
        'How will it perform in the floods, heat and storms we expect over its lifetime?',
        'Is there a lower-cost option that meets the same need, including repairing what we already have?',
        'What is our current maintenance backlog, and does this project add to it?',
      ],
    },
  ],
  related: {
    heading: 'Related Reading',
    items: [
      { label: 'Logistics and infrastructure', href: '/industries/logistics-infrastructure' },
      { label: 'Smart cities after the pilot', href: '/insights/smart-cities-future' },
      { label: 'Economic trends: navigating economic change', href: '/insights/economic-trends' },
    ],
  },
  cta: {
    headline: 'Choose infrastructure you can afford to keep',
    description:
      'We help councils, utilities and public bodies appraise options on whole-life cost and climate risk, and plan the maintenance that protects them.',
    button: { label: 'Talk to our infrastructure team', href: '/contact' },
  },
} satisfies z.input<typeof InsightSchema>
