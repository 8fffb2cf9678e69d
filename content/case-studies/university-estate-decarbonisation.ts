import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const universityEstateDecarbonisation = {
  slug: 'university-estate-decarbonisation',
  seo: {
    title: 'A costed decarbonisation plan for a university | Northstar',
    description:
      'A plan across 48 buildings, with 2.1 MW of rooftop solar and a phased move to heat pumps, targets a 62% cut in direct emissions by 2032 and secured a £9m green loan.',
  },
  title: 'Decarbonising a university estate',
  sector: 'Education',
  client: 'A campus-based university',
  summary:
    'A costed plan across 48 buildings, including 2.1 MW of rooftop solar and a phased move to heat pumps, sets out a 62% cut in direct emissions by 2032 and secured a £9m green loan at a reduced margin.',
  image: { src: '/images/case-3.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '48', label: 'buildings in a costed plan' },
    { value: '62%', label: 'planned cut in direct emissions by 2032' },
    { value: '2.1 MW', label: 'of rooftop solar' },
    { value: '£9m', label: 'green loan at a reduced margin' },
  ],
  challenge: [
    'The university had committed publicly to net zero, but its estate of 48 buildings, from 1960s teaching blocks to modern laboratories, was still heated almost entirely by gas boilers. Direct emissions were around 7,400 tonnes of carbon dioxide equivalent a year, and the target had no costed plan behind it.',
    'Its estates team knew that many boilers would need replacing within ten years, and that the university would need to borrow to fund the change. Its lender was willing to offer better terms for a green loan, but only against a credible plan with measured baselines and clear milestones.',
  ],
  approach: [
    {
      title: 'A baseline built from meter data',
      description:
        'We used half-hourly gas and electricity data and building surveys to establish consumption and emissions for each building, replacing the estimates used in earlier reports.',
    },
    {
      title: 'Projects timed to replacement cycles',
      description:
        'For each building we set out fabric improvements, heat pump options and roof suitability for solar. Heat pumps were scheduled to coincide with planned boiler replacements, avoiding spending twice on heating systems.',
    },
    {
      title: 'A costed programme',
      description:
        'The result was a year-by-year programme to 2032, with a capital cost, energy saving, emissions cut and owner for every project, including 2.1 MW of solar across 19 roofs, and a view of the effect on the university’s budget.',
    },
    {
      title: 'Preparing for green finance',
      description:
        'We helped the finance team present the plan to its lender, agree emissions milestones as loan conditions and set up the reporting needed to show progress each year.',
    },
  ],
  outcome: [
    'The plan sets out a 62% cut in direct emissions by 2032, bringing them from around 7,400 tonnes a year to about 2,800, with the rooftop solar also cutting electricity bought from the grid. The board approved it as part of the university’s capital strategy.',
    'The lender agreed a £9m green loan at a reduced margin, tied to the plan’s milestones, which funds the solar installation and the first six heat pump conversions. Work on the first phase is under way, and the estates team reports progress against the plan to the board every term.',
  ],
  quote: {
    text: 'We had a target and a lot of good intentions. Now we have a list of projects with dates and costs, and a lender prepared to back it.',
    name: 'Andrew Penrose',
    role: 'Director of Estates',
  },
  related: [
    { label: 'Sustainability', href: '/capabilities/sustainability' },
    { label: 'Education', href: '/industries/education' },
    {
      label: 'Smarter controls across an office portfolio',
      href: '/case-studies/office-portfolio-smart-retrofit',
    },
  ],
} satisfies z.input<typeof CaseStudySchema>
