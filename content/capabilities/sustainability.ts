import type { z } from 'zod'
import type { CapabilitySchema } from '../schemas.ts'

export const sustainability = {
  slug: 'sustainability',
  seo: {
    title: 'Sustainability and Net-Zero Transition Planning | Northstar',
    description:
      'Credible transition plans, measured and reported with rigour: emissions baselines, costed decarbonisation plans, green finance and climate reporting ready for assurance.',
  },
  hero: {
    eyebrow: 'Capabilities',
    title: 'Sustainability',
    subtitle:
      'Credible transition plans, measured and reported with rigour, and built into the budget so they actually happen.',
    image: { src: '/images/hero-capabilities.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  intro: {
    heading: 'From targets to funded projects',
    paragraphs: [
      'Boards, lenders, funders and regulators increasingly want to see how a net-zero target will be met, not just when. We help organisations build transition plans grounded in real data: an emissions baseline you can defend, a list of projects with owners, costs and dates, and a clear view of how the plan affects the budget year by year.',
      'We work across estates, fleets, farms and supply chains. Our engineers and analysts know how to time heat pump installations to boiler replacement cycles, how to size solar for a school roof, how to cut fertiliser and feed emissions without hurting yield, and how to work with suppliers on their own footprints.',
      'Reporting gets the same care. We set up methods, evidence files and controls so that published figures stand up to external assurance, and so that progress can be shown project by project.',
    ],
  },
  getInTouch: {
    heading: 'Need a plan your lender will accept?',
    text: 'We can review your current baseline and targets and tell you what is needed to support green finance or meet reporting requirements.',
    button: { label: 'Arrange a review', href: '/contact' },
  },
  caseStudies: {
    heading: 'Sustainability case studies',
    description: 'Transition plans that moved from paper to practice, with measurable results.',
    items: [
      {
        title: 'Decarbonising a university estate',
        description:
          'A costed plan across 48 buildings, including 2.1 MW of rooftop solar and a phased move to heat pumps, sets out a 62% cut in direct emissions by 2032 and secured a £9m green loan at a reduced margin.',
        href: '/case-studies/university-estate-decarbonisation',
        image: { src: '/images/case-3.svg', alt: '', width: 800, height: 600 },
      },
      {
        title: 'An emissions baseline for a dairy cooperative',
        description:
          'We measured emissions on 140 member farms and ranked reduction measures by cost and effect on yield. Within two seasons, emissions per litre of milk fell by 12% and feed costs fell with them.',
        href: '/case-studies/dairy-cooperative-emissions-baseline',
        image: { src: '/images/case-6.svg', alt: '', width: 800, height: 600 },
      },
      {
        title: 'Assurance-ready climate reporting for a manufacturer',
        description:
          'New data controls and an evidence file for every figure meant the company’s first externally assured climate report received a clean opinion, and reporting time fell from eight weeks to three.',
        href: '/case-studies/manufacturer-climate-reporting',
        image: { src: '/images/case-1.svg', alt: '', width: 800, height: 600 },
      },
    ],
  },
  cta: {
    headline: 'Build a transition plan that gets funded',
    description:
      'Talk to our sustainability team about baselines, capital plans, green finance or reporting. We will start with the data you already have.',
    button: { label: 'Contact our sustainability team', href: '/contact' },
  },
  footerText:
    'Northstar sustainability plans are built on measured data and tied to your capital programme, so targets become projects.',
} satisfies z.input<typeof CapabilitySchema>
