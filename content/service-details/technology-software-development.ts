import type { z } from 'zod'
import type { ServiceDetailSchema } from '../schemas.ts'

export const technologySoftwareDevelopment = {
  path: 'technology/software-development',
  seo: {
    title: 'Custom Software Development in Fortnightly Releases | Northstar',
    description:
      'Custom web and mobile applications, integrations and internal tools, built in short releases with automated testing so that you see working software every fortnight.',
  },
  hero: {
    eyebrow: 'Technology services',
    title: 'Software Development',
    subtitle:
      'Custom web and mobile applications, integrations and internal tools, built in short releases with automated testing so that you see working software every fortnight.',
    image: { src: '/images/hero-technology.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  intro: [
    'Off-the-shelf software covers most needs, but not all of them. When a process is specific to your organisation, or several systems need to share data, custom software can remove manual work that no product will. Before we recommend building anything, we check whether an existing product or a small change to current systems would do the job.',
    'We build for public agencies, health providers, education bodies, logistics firms and other organisations across the sectors we serve. Our engineers work in small, cross-functional teams alongside your staff, and we hand over code, documentation and skills as we go, so that you are never dependent on us to run what we build.',
    'Work is planned in two-week releases. At the end of each one you see working software, and priorities for the next are agreed with you, so the direction can change as you learn what users need.',
  ],
  offerings: {
    heading: 'What we do',
    items: [
      {
        title: 'Web and mobile applications',
        description:
          'Applications for customers and staff, designed with the people who will use them and built to recognised accessibility standards.',
      },
      {
        title: 'Integrations',
        description:
          'Connections between existing systems, so that data is entered once and flows to where it is needed.',
      },
      {
        title: 'Internal tools',
        description:
          'Case-management, scheduling and reporting tools that replace spreadsheets and paper forms.',
      },
      {
        title: 'Automated testing and release',
        description:
          'Automated tests and deployment pipelines that let us release small changes safely and often.',
      },
    ],
  },
  approach: {
    heading: 'How we work',
    items: [
      {
        title: 'Discovery',
        description:
          'We study the work the software must support, talk to the people who will use it and agree what the first release must do.',
      },
      {
        title: 'Build in fortnightly releases',
        description:
          'Each two-week cycle ends with working software you can try, and priorities are reviewed before the next cycle begins.',
      },
      {
        title: 'Test as we go',
        description: 'Automated tests run on every change, and users try each release before it goes live.',
      },
      {
        title: 'Hand over',
        description:
          'Your team receives the code, documentation and training to run and extend the software, with our support if you want it.',
      },
    ],
  },
  outcomes: {
    heading: 'What clients get',
    items: [
      'Working software every fortnight, not only at the end of a long project',
      'Less manual work and less data keyed in twice',
      'Code and documentation that your organisation owns',
      'A product shaped by the people who use it',
      'A team of your own able to maintain and extend it',
    ],
  },
  related: [
    { label: 'Technology', href: '/industries/technology' },
    {
      label: 'Digital permits for a regional public services agency',
      href: '/case-studies/digital-transformation',
    },
  ],
  cta: {
    headline: 'Start with the first release',
    description:
      'Tell us about the process you want to improve. We will suggest what a first release could do and how long it would take.',
    button: { label: 'Contact Us', href: '/contact' },
  },
} satisfies z.input<typeof ServiceDetailSchema>
