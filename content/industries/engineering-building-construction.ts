import type { z } from 'zod'
import type { IndustrySchema } from '../schemas.ts'
import { engineeringStats } from './engineering-stats.ts'

export const engineeringBuildingConstruction = {
  slug: 'engineering-building-construction',
  seo: {
    title: 'Engineering, Building & Construction Consulting | Northstar',
    description:
      'Northstar advises owners, contractors and public bodies on infrastructure, buildings and smart cities: realistic schedules, honest cost plans and low-carbon design.',
  },
  hero: {
    eyebrow: 'Industries',
    title: 'Engineering, Building & Construction',
    subtitle:
      'Independent engineering and project advice for the roads, railways, buildings and city systems that communities will rely on for decades.',
    image: { src: '/images/hero-engineering.svg', alt: '', width: 1600, height: 900 },
    size: 'tall',
  },
  intro: {
    heading: 'Complex projects, delivered with fewer surprises',
    paragraphs: [
      'Large capital projects rarely fail because of a single bad decision. They drift: a design change here, a late permit there, a contract that pushes risk onto whoever can least afford it. We help owners and contractors spot that drift early and act on it.',
      'Our engineers, cost planners and programme managers work from feasibility through to handover. We test schedules against real productivity data, build cost plans with explicit contingencies and review designs for whole-life carbon as well as first cost.',
      'We are independent of contractors and suppliers, so our advice is shaped only by what serves the project and the people who will use the finished asset.',
    ],
  },
  stats: engineeringStats,
  areas: {
    heading: 'Our Areas of Expertise',
    items: [
      {
        title: 'Infrastructure Development',
        description:
          'Roads, rail, water and energy networks. We support business cases, procurement strategy and delivery assurance for programmes of every size, from a single bridge to a regional rail upgrade.',
      },
      {
        title: 'Building Construction',
        description:
          'Hospitals, schools, offices and homes. We provide project management, cost control and independent monitoring, so owners know where their build really stands every month.',
      },
      {
        title: 'Smart Cities',
        description:
          'We help city authorities plan sensor networks, traffic systems and shared data platforms that solve specific problems, such as congestion or flooding, rather than technology in search of a use.',
      },
      {
        title: 'Sustainable Design',
        description:
          'Whole-life carbon assessment, low-carbon material choices and energy modelling, built into design reviews early enough to change the outcome.',
      },
    ],
  },
  getInTouch: {
    text: 'Have a project at feasibility, in procurement or already on site? Speak to one of our engineers.',
    button: { label: 'Get in touch', href: '/contact' },
  },
  caseStudies: {
    heading: 'Case Studies',
    items: [
      {
        title: 'Smart city programme for a coastal city of 400,000',
        description:
          'We helped the city narrow a long list of 60 smart-city ideas to 12 funded projects and set up one data platform for traffic, lighting and flood sensors. Adaptive traffic signals on four main corridors cut average peak journey times by 14% in the first year.',
        href: '/case-studies/smart-city-development',
        linkLabel: 'Read case study',
        image: { src: '/images/case-8.svg', alt: '', width: 800, height: 600 },
      },
      {
        title: 'A regional airport terminal, opened on time',
        description:
          'A regional airport was adding a 38,000 m² terminal with a rooftop solar array while keeping its existing terminal open. As the owner’s project adviser we re-sequenced the works into seven phases and resolved 230 design clashes before construction; the terminal opened on the planned date and 3% under its approved budget.',
        href: '/case-studies/airport-terminal',
        linkLabel: 'Read case study',
        image: { src: '/images/case-3.svg', alt: '', width: 800, height: 600 },
      },
      {
        title: 'Redesigning an urban bus network',
        description:
          'A metropolitan transport authority wanted more riders without buying more buses. We analysed 18 months of ticketing and vehicle-location data and rebuilt the network around high-frequency core routes; weekday ridership rose by 9% and on-time performance improved from 76% to 88%.',
        href: '/case-studies/urban-transportation',
        linkLabel: 'Read case study',
        image: { src: '/images/case-2.svg', alt: '', width: 800, height: 600 },
      },
    ],
  },
  partners: {
    heading: 'Our Partners',
    items: [
      {
        name: 'Meridian Geotechnical Laboratories',
        description:
          'An independent soils and materials testing laboratory that supports our site investigations and foundation design reviews.',
      },
      {
        name: 'Lowfield Timber Engineering Centre',
        description:
          'A research centre for mass-timber structures. Together we assess where engineered timber can replace concrete and steel without adding cost or fire risk.',
      },
      {
        name: 'Crossway Site Safety Cooperative',
        description:
          'A member-owned training provider that delivers site safety and supervisor courses for the contractors on our clients’ projects.',
      },
    ],
  },
  insights: {
    heading: 'Featured Insights',
    linkLabel: 'Read more',
    items: [
      {
        title: 'Counting carbon from day one: whole-life carbon in construction',
        category: 'Sustainability',
        date: '2025-02-18',
        href: '/insights/sustainable-construction',
      },
      {
        title: 'Smart cities after the pilot: what it takes to scale',
        category: 'Smart Cities',
        date: '2024-11-12',
        href: '/insights/smart-cities-future',
      },
    ],
  },
  closing: {
    headline: 'Let’s build something that lasts',
    description:
      'Share your project brief, your drawings or just an idea. Our engineers will review it and come back to you with practical next steps.',
    button: { label: 'Start Your Project', href: '/contact' },
  },
} satisfies z.input<typeof IndustrySchema>
