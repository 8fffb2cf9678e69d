import type { z } from 'zod'
import type { IndustrySchema } from '../schemas.ts'
import { engineeringStats } from './engineering-stats.ts'

export const buildingConstruction = {
  slug: 'building-construction',
  seo: {
    title: 'Building Construction Consulting | Northstar',
    description:
      'From feasibility to handover, Northstar helps developers and public clients deliver sustainable, commercial and residential buildings on time and within budget.',
  },
  hero: {
    eyebrow: 'Industries',
    title: 'Building Construction',
    subtitle:
      'Project management, cost control and sustainable design for commercial, residential and public buildings, from the first sketch to the day the keys are handed over.',
    image: { src: '/images/hero-building.svg', alt: '', width: 1600, height: 900 },
    size: 'tall',
  },
  intro: {
    heading: 'Buildings delivered the way they were promised',
    paragraphs: [
      'Developers, housing providers and public bodies come to us when a building matters too much to leave to chance. We sit on the client’s side of the table: setting the brief, choosing the procurement route and checking every month that cost, programme and quality are where they should be.',
      'We bring in modern methods where they genuinely help, such as offsite manufacture, a shared digital model for the whole project team and early contractor involvement. When a traditional approach is the better choice, we say so.',
    ],
  },
  stats: engineeringStats,
  areas: {
    heading: 'Our Building Construction Services',
    items: [
      {
        title: 'Modern Construction Solutions',
        description:
          'Offsite and modular construction, BIM coordination and digital progress tracking, used where they reduce time on site and defects at handover.',
        href: '/services/building-construction/modern-solutions',
        linkLabel: 'Learn More',
      },
      {
        title: 'Sustainable Building',
        description:
          'Low-carbon structures, high-performance envelopes and heat pumps specified early, with energy modelling that tests whether the building will perform as designed.',
        href: '/services/building-construction/sustainable',
        linkLabel: 'Learn More',
      },
      {
        title: 'Commercial Construction',
        description:
          'Offices, retail, laboratories and logistics buildings. We manage design, tender and delivery so that tenants can move in on the date written into their lease.',
        href: '/services/building-construction/commercial',
        linkLabel: 'Learn More',
      },
      {
        title: 'Residential Construction',
        description:
          'Apartments, family housing and later-living schemes. We help developers and housing associations control the cost per home without cutting the quality residents notice.',
        href: '/services/building-construction/residential',
        linkLabel: 'Learn More',
      },
    ],
  },
  getInTouch: {
    text: 'Planning a new building, or struggling with one already on site? We can help at any stage.',
    button: { label: 'Get in touch', href: '/contact' },
  },
  caseStudies: {
    heading: 'Case Studies',
    items: [
      {
        title: 'A net-zero office for a public agency',
        description:
          'We managed the design and delivery of a 12,000 m² office built to operate at net zero carbon, with rooftop solar and ground-source heat pumps. Measured energy use in its first full year was 62 kWh/m², less than half that of a typical comparable office, and the building was handed over two weeks early.',
        href: '/case-studies/green-building',
        linkLabel: 'Read case study',
        image: { src: '/images/case-3.svg', alt: '', width: 800, height: 600 },
      },
      {
        title: 'Recovering the programme on a 42-storey tower',
        description:
          'A developer’s mixed-use tower of homes, offices and shops had lost four months to a foundation redesign. We re-planned the core and façade works and helped the contractor cut the floor cycle from seven days to five; the frame topped out on the original date and the final cost landed within 1.5% of budget.',
        href: '/case-studies/skyscraper',
        linkLabel: 'Read case study',
        image: { src: '/images/case-8.svg', alt: '', width: 800, height: 600 },
      },
      {
        title: 'Smart infrastructure for a new district of 3,500 homes',
        description:
          'For a new urban district we planned shared infrastructure from the outset: district heating, fibre to every home and one platform for street lighting and parking sensors. Designing these in, rather than retrofitting them later, saved an estimated 18% on their installed cost.',
        href: '/case-studies/smart-cities',
        linkLabel: 'Read case study',
        image: { src: '/images/case-5.svg', alt: '', width: 800, height: 600 },
      },
    ],
  },
  insights: {
    heading: 'Insights',
    linkLabel: 'Read Insight',
    items: [
      {
        title: 'Smart buildings that tenants notice: controls, data and comfort',
        category: 'Real Estate',
        date: '2025-03-11',
        href: '/insights/smart-buildings',
      },
      {
        title: 'Counting carbon from day one: whole-life carbon in construction',
        category: 'Sustainability',
        date: '2025-02-18',
        href: '/insights/sustainable-construction',
      },
    ],
  },
  closing: {
    headline: 'Talk to us about your next building',
    description:
      'Whether you have a site, a brief or a building already under way, we will give you a straight assessment of the risks and your options.',
    button: { label: 'Contact Us', href: '/contact' },
  },
} satisfies z.input<typeof IndustrySchema>
