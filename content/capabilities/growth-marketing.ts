import type { z } from 'zod'
import type { CapabilitySchema } from '../schemas.ts'

export const growthMarketing = {
  slug: 'growth-marketing',
  seo: {
    title: 'Growth and Marketing Strategy | Northstar',
    description:
      'Find the customers and markets worth winning, then win them: market sizing, pricing, go-to-market plans and marketing measured by revenue, not clicks.',
  },
  hero: {
    eyebrow: 'Capabilities',
    title: 'Growth & Marketing',
    subtitle:
      'Find the customers and markets worth winning, then win them, with plans built on evidence and measured by revenue.',
    image: { src: '/images/hero-capabilities.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  intro: {
    heading: 'Growth that pays its way',
    paragraphs: [
      'Not all growth is worth having. Some customers cost more to serve than they bring in; some markets look large on paper but are hard to reach. We start by working out where you make money today and why, then look for the segments, regions and offers where you can win more of the same.',
      'From there we build a practical go-to-market plan: who to target, what to offer, how to price it, which channels to use and what a realistic first year looks like. We work with sales and marketing teams on the ground to test the plan quickly, then put more money behind what works.',
      'Every recommendation comes with a measure that links to revenue or margin, such as cost per enrolment, win rate or customer retention, so you can see clearly what the investment returns.',
    ],
  },
  getInTouch: {
    heading: 'Planning a launch or a new market?',
    text: 'We can size the opportunity, test your pricing and build a first-year plan in six to eight weeks.',
    button: { label: 'Discuss your growth plans', href: '/contact' },
  },
  caseStudies: {
    heading: 'Growth we have helped deliver',
    description: 'Clients who found the right customers and markets, and the results that followed.',
    items: [
      {
        title: 'Taking an agritech firm into export markets',
        description:
          'Market screening across 12 countries narrowed the focus to two. With local distribution partners in place, the company generated £4.6m of export revenue in its first full year.',
        href: '/case-studies/agritech-export-market-entry',
        image: { src: '/images/case-2.svg', alt: '', width: 800, height: 600 },
      },
      {
        title: 'Filling courses for an adult skills provider',
        description:
          'Sharper course messaging and targeted local campaigns lifted enrolments by 38% over two intakes, while the cost of each enrolment fell by 22%.',
        href: '/case-studies/adult-skills-enrolment-growth',
        image: { src: '/images/case-7.svg', alt: '', width: 800, height: 600 },
      },
      {
        title: 'Resetting pricing for a business software company',
        description:
          'New tiered packaging and a clear upgrade path raised net revenue retention from 96% to 108% within 18 months, with no increase in customer churn.',
        href: '/case-studies/software-pricing-reset',
        image: { src: '/images/case-1.svg', alt: '', width: 800, height: 600 },
      },
    ],
  },
  cta: {
    headline: 'Find your next stage of growth',
    description:
      'Tell us where you want to grow. We will help you see which opportunities are worth the investment and how to pursue them.',
    button: { label: 'Start the conversation', href: '/contact' },
  },
  footerText:
    'Every Northstar growth plan is tied to measures of revenue and margin, agreed with you before the work begins.',
} satisfies z.input<typeof CapabilitySchema>
