import type { z } from 'zod'
import type { CapabilitySchema } from '../schemas.ts'

export const riskResilience = {
  slug: 'risk-resilience',
  seo: {
    title: 'Risk and Resilience: Continuity, Supply and Climate | Northstar',
    description:
      'Enterprise risk management, business continuity, supply chain and climate resilience: prepare for disruption, respond well and recover faster.',
  },
  hero: {
    eyebrow: 'Capabilities',
    title: 'Risk & Resilience',
    subtitle:
      'Enterprise risk, business continuity, supply and climate resilience: know what could stop you, prepare for it and recover faster when it happens.',
    image: { src: '/images/hero-capabilities.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  intro: {
    heading: 'Ready for the disruption you can foresee, and the kind you cannot',
    paragraphs: [
      'Cyber attacks, supplier failures, floods, heatwaves and sudden price shocks have all become regular events rather than rare ones. Most organisations have a risk register; fewer have tested what they would actually do on the day. We help leadership teams understand which risks matter most, decide how much disruption they can tolerate and put practical plans in place.',
      'Our work covers the full range: enterprise risk frameworks that boards can use to make decisions, business continuity plans tested through realistic exercises, supply chain mapping that finds single points of failure before they fail, and climate risk assessments that show how floods, drought and heat will affect sites, crops and operations over the coming decades.',
      'We keep plans short and usable. A continuity plan that runs to two hundred pages will not be read during an incident; one that gives each team its first hour of actions will.',
    ],
  },
  getInTouch: {
    heading: 'When did you last test your plans?',
    text: 'We run half-day exercises built around realistic scenarios, then give you a clear list of gaps and fixes.',
    button: { label: 'Book a resilience exercise', href: '/contact' },
  },
  caseStudies: {
    heading: 'Resilience in practice',
    description: 'Organisations that prepared for disruption, and how that preparation paid off.',
    items: [
      {
        title: 'Securing supply for a food distributor',
        description:
          'Mapping 1,800 product lines revealed 40 critical items with a single source. Dual sourcing kept order fill rates at 97% through a six-week port disruption that left competitors short.',
        href: '/case-studies/food-distributor-supply-resilience',
        image: { src: '/images/case-2.svg', alt: '', width: 800, height: 600 },
      },
      {
        title: 'Business continuity for a local authority',
        description:
          'A rewritten continuity plan and two live exercises prepared the council for the worst. When a ransomware attack struck the following year, priority services for vulnerable residents were running again within 36 hours.',
        href: '/case-studies/local-authority-continuity-planning',
        image: { src: '/images/case-5.svg', alt: '', width: 800, height: 600 },
      },
      {
        title: 'Drought planning for an irrigation district',
        description:
          'A climate risk assessment and drought plan for 60 farms set clear water-sharing triggers. In the driest summer on local record, peak water draw fell by 15% and 92% of crop area stayed irrigated.',
        href: '/case-studies/irrigation-district-drought-plan',
        image: { src: '/images/case-6.svg', alt: '', width: 800, height: 600 },
      },
    ],
  },
  cta: {
    headline: 'Build resilience before you need it',
    description:
      'Talk to us about your risk framework, continuity plans, supply chain or climate exposure. We will help you focus on what matters most.',
    button: { label: 'Contact our resilience team', href: '/contact' },
  },
  footerText:
    'Northstar resilience plans are tested through realistic exercises, so your teams know what to do before disruption strikes.',
} satisfies z.input<typeof CapabilitySchema>
