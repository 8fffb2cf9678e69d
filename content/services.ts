import type { z } from 'zod'
import type { ServicesSchema } from './schemas.ts'

export const services = {
  seo: {
    title: 'Consulting Services Across Eight Industries | Northstar',
    description:
      'Northstar services for education, construction, real estate, agriculture, the social sector, logistics and technology, from first diagnosis to delivery.',
  },
  heading: 'Our Services',
  tagline: 'Comprehensive solutions for your business needs',
  intro:
    'Each service is led by a sector team with hands-on experience in that field. Most engagements follow the same path: we diagnose the problem with you, agree what success looks like, then help plan, fund and deliver the change.',
  items: [
    {
      title: 'Educational Transformation & Training Programs',
      description:
        'Strategy, funding and delivery support for schools, colleges, universities and skills providers. We also design and run workforce training programmes with employers.',
      icon: 'education',
      href: '/industries/education',
    },
    {
      title: 'Project Management & Construction Engineering',
      description:
        'Independent project controls, cost planning and engineering review for complex builds. We help owners and contractors set realistic schedules and keep them.',
      icon: 'engineering',
      href: '/industries/engineering-building-construction',
    },
    {
      title: 'Real Estate Development & Management',
      description:
        'Portfolio strategy, development appraisals and building performance for owners, investors and public estates. We focus on what an asset costs and earns over its whole life.',
      icon: 'real-estate',
      href: '/industries/real-estate',
    },
    {
      title: 'Agricultural Development & Management',
      description:
        'Farm business planning, water and soil management and market access for growers and cooperatives. We help turn field data into decisions on what to plant, when and for whom.',
      icon: 'agriculture',
      href: '/industries/agriculture',
    },
    {
      title: 'Social Sector Development & Management',
      description:
        'Strategy, governance and impact measurement for charities, foundations and public bodies. We help organisations show funders what their work achieves and spend where it counts.',
      icon: 'social',
      href: '/industries/social-sector',
    },
    {
      title: 'Logistics & Infrastructure Development',
      description:
        'Network design, procurement and investment planning for ports, warehouses, transport routes and utilities. We help operators move goods reliably at a cost they can predict.',
      icon: 'logistics',
      href: '/industries/logistics-infrastructure',
    },
    {
      title: 'Technology & Innovation',
      description:
        'Technology strategy, data, cloud and security advice that starts from the decisions your people make every day. We stay vendor-independent, so the tools follow the need.',
      icon: 'technology',
      href: '/industries/technology',
    },
    {
      title: 'Building & Construction',
      description:
        'Pre-construction planning, contractor selection and site delivery support for new buildings and refurbishments. We help clients control cost, quality and carbon from design to handover.',
      icon: 'building',
      href: '/industries/building-construction',
    },
  ],
  cta: {
    headline: 'Not sure which service fits?',
    description:
      'Tell us about the decision in front of you. A sector lead will reply within two working days to suggest a first conversation, free of charge.',
    button: { label: 'Talk to our team', href: '/contact' },
  },
} satisfies z.input<typeof ServicesSchema>
