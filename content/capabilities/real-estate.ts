import type { z } from 'zod'
import type { CapabilitySchema } from '../schemas.ts'

export const realEstate = {
  slug: 'real-estate',
  seo: {
    title: 'Real Estate Strategy, Development and Smart Buildings | Northstar',
    description:
      'Portfolio strategy, development and smarter buildings: we help owners and public bodies hold the right estate, build well and run buildings for less.',
  },
  hero: {
    eyebrow: 'Capabilities',
    title: 'Real Estate',
    subtitle:
      'Portfolio strategy, development and smarter buildings, so your estate supports the work you do rather than draining the budget.',
    image: { src: '/images/hero-capabilities.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  intro: {
    heading: 'The right buildings, in the right places, run well',
    paragraphs: [
      'For most organisations, property is the second-largest cost after people, and one of the hardest to change quickly. We help owners, occupiers and public bodies decide what to keep, what to invest in and what to release, based on how space is actually used rather than how it was used ten years ago.',
      'When new development makes sense, we support it from site appraisal and business case through planning, procurement and delivery, keeping a tight grip on cost and programme. We have worked on schools, offices, depots, mixed-use schemes and homes near transport links.',
      'For buildings you already own, we bring smart metering, better controls and targeted retrofits that cut energy use and maintenance costs while making spaces more comfortable for the people who use them.',
    ],
  },
  getInTouch: {
    heading: 'Is your estate the right size?',
    text: 'A portfolio review shows how your buildings are used, what they cost to run and where the biggest savings and opportunities lie.',
    button: { label: 'Request a portfolio review', href: '/contact' },
  },
  caseStudies: {
    heading: 'Real estate case studies',
    description: 'Estates reshaped, sites developed and buildings made to work harder for their owners.',
    items: [
      {
        title: 'Rationalising a public sector estate',
        description:
          'Occupancy data showed many offices were less than half full. Consolidating 42 buildings into 29 saves £3.4m a year in running costs and released three town-centre sites for housing.',
        href: '/case-studies/public-estate-rationalisation',
        image: { src: '/images/case-8.svg', alt: '', width: 800, height: 600 },
      },
      {
        title: 'A mixed-use scheme beside a rail station',
        description:
          'We led the business case and planning strategy for a brownfield site next to a rail station. The scheme of 380 homes, shops and a health centre won planning consent at the first committee hearing.',
        href: '/case-studies/station-quarter-mixed-use-development',
        image: { src: '/images/case-2.svg', alt: '', width: 800, height: 600 },
      },
      {
        title: 'Smarter controls across an office portfolio',
        description:
          'Sub-metering, new building controls and LED lighting across 11 office buildings cut energy use by 27%, paying back the investment in under four years.',
        href: '/case-studies/office-portfolio-smart-retrofit',
        image: { src: '/images/case-3.svg', alt: '', width: 800, height: 600 },
      },
    ],
  },
  cta: {
    headline: 'Make your estate work harder',
    description:
      'Whether you are planning a development, reviewing a portfolio or looking to cut running costs, we can help you decide and deliver.',
    button: { label: 'Speak to our real estate team', href: '/contact' },
  },
  footerText:
    'Northstar real estate advice is independent of agents and developers, so our recommendations follow your interests alone.',
} satisfies z.input<typeof CapabilitySchema>
