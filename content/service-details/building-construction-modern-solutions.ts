import type { z } from 'zod'
import type { ServiceDetailSchema } from '../schemas.ts'

export const buildingConstructionModernSolutions = {
  path: 'building-construction/modern-solutions',
  seo: {
    title: 'Modern Construction: Offsite, Modular and BIM | Northstar',
    description:
      'Offsite and modular construction, BIM coordination and digital progress tracking, used where they reduce time on site and defects at handover.',
  },
  hero: {
    eyebrow: 'Building construction services',
    title: 'Modern Construction Solutions',
    subtitle:
      'Offsite and modular construction, BIM coordination and digital progress tracking, used where they reduce time on site and defects at handover.',
    image: { src: '/images/hero-building.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  intro: [
    'Offsite manufacture, modular construction and digital tools can shorten programmes and reduce defects, but only when they suit the building, the site and the supply chain. Applied in the wrong place, they add cost and new risks. We help clients decide where modern methods genuinely help, and we say so when a traditional approach is the better choice.',
    'We work on the client’s side for developers, housing providers and public bodies on residential, commercial and public buildings. Our project managers, digital specialists and cost consultants join early, when decisions about construction method have the greatest effect on cost and programme.',
    'A method review at concept stage typically takes four to six weeks. If modern methods are chosen, we stay with the project to set up the shared model and reporting, and to check that the expected savings in time and defects are delivered.',
  ],
  offerings: {
    heading: 'What we do',
    items: [
      {
        title: 'Offsite and modular construction',
        description:
          'An assessment of which elements, from bathroom pods to whole volumetric modules, suit offsite manufacture, and support in procuring manufacturers.',
      },
      {
        title: 'BIM coordination',
        description:
          'A shared digital model for the whole project team, with clear standards and regular clash checks that catch problems before they reach site.',
      },
      {
        title: 'Digital progress tracking',
        description:
          'Site capture and progress reporting compared against the programme and the model, so that delays and defects are spotted early.',
      },
      {
        title: 'Early contractor involvement',
        description:
          'Contractors and manufacturers brought into design discussions early, so that buildability is tested before tender.',
      },
    ],
  },
  approach: {
    heading: 'How we work',
    items: [
      {
        title: 'Review the project',
        description:
          'We examine the brief, site, design and programme to see where modern methods could reduce time on site or defects.',
      },
      {
        title: 'Compare methods',
        description:
          'We compare modern and traditional options on cost, programme, quality and supply-chain risk.',
      },
      {
        title: 'Set up the team',
        description:
          'We write the digital standards and procurement requirements and help appoint contractors and manufacturers.',
      },
      {
        title: 'Track delivery',
        description:
          'We monitor progress and quality against the model and the programme through to handover.',
      },
    ],
  },
  outcomes: {
    heading: 'What clients get',
    items: [
      'A construction method chosen on evidence, not fashion',
      'Less time on site where offsite manufacture suits the building',
      'Fewer design clashes and defects at handover',
      'A shared digital model your facilities team can use after handover',
      'Progress reported against the programme every month',
    ],
  },
  related: [
    { label: 'Building Construction', href: '/industries/building-construction' },
    { label: 'Recovering the programme on a 42-storey tower', href: '/case-studies/skyscraper' },
  ],
  cta: {
    headline: 'Choose the right method for your building',
    description:
      'Tell us about your project and where it stands. We will give you a straight view of where modern methods would help.',
    button: { label: 'Contact Us', href: '/contact' },
  },
} satisfies z.input<typeof ServiceDetailSchema>
