import type { z } from 'zod'
import type { ServiceDetailSchema } from '../schemas.ts'

export const socialImpact = {
  path: 'social/impact',
  seo: {
    title: 'Impact Measurement for Charities and Funders | Northstar',
    description:
      'Practical outcome frameworks, data collection frontline staff can manage and reports that satisfy funders without burying teams in paperwork.',
  },
  hero: {
    eyebrow: 'Social sector services',
    title: 'Impact Measurement',
    subtitle:
      'Practical outcome frameworks, data collection that frontline staff can manage, and reports that satisfy funders without burying teams in paperwork.',
    image: { src: '/images/hero-social.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  intro: [
    'Most social sector organisations collect a great deal of data, much of it for funders who each ask for something slightly different. Frontline staff spend hours on forms, yet the organisation still struggles to say what difference it makes. We help build measurement that answers the questions that matter and fits into the working day.',
    'We work with charities, foundations and public services of every size, from a single project to a portfolio of grants. Where we can, we build measurement in at the start of a programme rather than adding an evaluation at the end, and we also help organisations improve the systems they already run.',
    'A first phase usually takes eight to twelve weeks and ends with a working framework, revised forms and a first report. Larger organisations often follow it with a second phase that brings several programmes onto the same approach.',
  ],
  offerings: {
    heading: 'What we do',
    items: [
      {
        title: 'Outcome frameworks',
        description:
          'A short set of outcomes and indicators, linked to what your service actually does and agreed with staff and funders.',
      },
      {
        title: 'Data collection design',
        description:
          'Forms, surveys and follow-up routines that frontline staff can complete in minutes, using tools you already have wherever possible.',
      },
      {
        title: 'Funder reporting',
        description:
          'One core data set mapped to each funder’s requirements, so that reports are compiled from it rather than written from scratch.',
      },
      {
        title: 'Evaluation support',
        description:
          'Analysis of results, comparison groups where they are feasible and an independent review of your findings.',
      },
    ],
  },
  approach: {
    heading: 'How we work',
    items: [
      {
        title: 'Review what exists',
        description:
          'We list the data you already collect, who uses it and how long it takes, and identify what can be dropped.',
      },
      {
        title: 'Agree the outcomes',
        description:
          'Staff, service users and funders help choose the outcomes that matter and the indicators that can realistically be measured.',
      },
      {
        title: 'Build and test',
        description:
          'New forms and routines are tried with one team before they are rolled out across the organisation.',
      },
      {
        title: 'Report and improve',
        description:
          'We produce the first reports with you, then train your staff to produce them and to use the results when planning services.',
      },
    ],
  },
  outcomes: {
    heading: 'What clients get',
    items: [
      'A clear account of the difference your work makes',
      'Less time spent on data collection by frontline staff',
      'Reports for every funder drawn from one data set',
      'Results that managers use to improve services',
    ],
  },
  related: [
    { label: 'Social Sector', href: '/industries/social-sector' },
    { label: 'Keeping girls in secondary school in rural districts', href: '/case-studies/education-access' },
  ],
  cta: {
    headline: 'Show the difference your work makes',
    description:
      'Tell us what you measure now and what your funders ask for. We will suggest where to simplify first.',
    button: { label: 'Contact Us', href: '/contact' },
  },
} satisfies z.input<typeof ServiceDetailSchema>
