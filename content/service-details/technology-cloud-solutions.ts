import type { z } from 'zod'
import type { ServiceDetailSchema } from '../schemas.ts'

export const technologyCloudSolutions = {
  path: 'technology/cloud-solutions',
  seo: {
    title: 'Cloud Strategy, Migration and Cost Management | Northstar',
    description:
      'Cloud strategy, migration and cost management: we move workloads when it makes sense, modernise where it pays and keep cloud spending visible month by month.',
  },
  hero: {
    eyebrow: 'Technology services',
    title: 'Cloud Solutions',
    subtitle:
      'Cloud strategy, migration and cost management. We move workloads when it makes sense, modernise where it pays and keep spending visible month by month.',
    image: { src: '/images/hero-technology.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  intro: [
    'Moving to the cloud is not a goal in itself. Some applications run better and cost less in the cloud, others are cheaper to keep where they are, and some are better retired altogether. We help organisations decide application by application, move what should move and keep a close watch on the bills that follow.',
    'We work with IT leaders in the public sector, health, education, logistics and other industries, including organisations facing the end of a data-centre lease or a hardware refresh. We are independent of cloud providers, so our recommendations follow your costs and risks rather than anyone’s sales targets.',
    'An assessment of a typical estate takes six to ten weeks. Migrations then run in waves, each small enough to test thoroughly and reverse if something goes wrong.',
  ],
  offerings: {
    heading: 'What we do',
    items: [
      {
        title: 'Cloud strategy',
        description:
          'An application-by-application view of what to move, modernise, keep or retire, with costs, risks and a timeline.',
      },
      {
        title: 'Migration',
        description:
          'Migrations planned and run in waves, with testing, rollback plans and cut-overs scheduled around your business calendar.',
      },
      {
        title: 'Modernisation',
        description:
          'Re-engineering applications to use managed services where the savings in cost or effort justify the work.',
      },
      {
        title: 'Landing zone and operations',
        description:
          'Account structure, networking, access controls and backups set up before the first workload moves, so that the new environment is secure and supportable from day one.',
      },
      {
        title: 'Cost management',
        description:
          'Tagging, budgets, reserved capacity and monthly reviews that keep cloud spending visible and under control.',
      },
    ],
  },
  approach: {
    heading: 'How we work',
    items: [
      {
        title: 'Assess the estate',
        description:
          'We catalogue applications with their dependencies, usage and costs, and identify candidates for retirement.',
      },
      {
        title: 'Decide and plan',
        description:
          'For each application we agree the right move and group the work into waves that keep risk manageable.',
      },
      {
        title: 'Migrate in waves',
        description:
          'Each wave is tested, moved and verified before the next begins, with your team involved throughout.',
      },
      {
        title: 'Run and optimise',
        description:
          'After the move we set up cost reporting and monthly reviews, and train your staff to run the new environment.',
      },
    ],
  },
  outcomes: {
    heading: 'What clients get',
    items: [
      'A clear decision for every application',
      'Migrations planned to avoid unplanned downtime',
      'Monthly visibility of cloud spending by team and service',
      'Fewer applications to support once unused ones are retired',
      'Staff trained to run and manage the new environment',
    ],
  },
  related: [
    { label: 'Technology', href: '/industries/technology' },
    {
      label: 'Leaving the data centre: a cloud migration in five waves',
      href: '/case-studies/cloud-migration',
    },
  ],
  cta: {
    headline: 'Decide what belongs in the cloud',
    description:
      'Tell us about your applications and any deadlines you face. We will suggest how to assess the estate and where to start.',
    button: { label: 'Contact Us', href: '/contact' },
  },
} satisfies z.input<typeof ServiceDetailSchema>
