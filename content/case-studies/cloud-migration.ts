import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const cloudMigration = {
  slug: 'cloud-migration',
  seo: {
    title: 'Leaving the Data Centre: A Cloud Migration in Five Waves | Northstar',
    description:
      'A logistics company left an ageing data centre in five waves and retired 48 of 210 applications: a month early, no unplanned downtime, 27% lower hosting costs.',
  },
  title: 'Leaving the data centre: a cloud migration in five waves',
  sector: 'Technology',
  client: 'A logistics company running warehouses and a road freight network',
  summary:
    'A logistics company ran 210 applications in an ageing data centre whose lease ended in 18 months. We planned and ran the migration in five waves, retiring 48 applications along the way; the move finished a month early with no unplanned downtime, and annual hosting costs fell by 27%.',
  image: { src: '/images/case-5.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '210', label: 'applications assessed' },
    { value: '48', label: 'applications retired' },
    { value: '27%', label: 'lower annual hosting costs' },
    { value: '0', label: 'hours of unplanned downtime' },
  ],
  challenge: [
    'The company’s warehouse management, transport planning, customer portals and finance systems all ran in a leased data centre with ageing hardware. The landlord would not renew the lease, which ended in 18 months, and a move to another data centre would have meant buying new hardware that the company did not want to own.',
    'The risks were significant. Warehouses and trucks run around the clock, so outages would directly delay customer deliveries. Many of the 210 applications were poorly documented, some had been built in-house years earlier, and the internal IT team of 35 people also had to keep day-to-day operations running.',
  ],
  approach: [
    {
      title: 'Know what is actually running',
      description:
        'We used discovery tools and interviews with system owners to map all 210 applications, their dependencies and usage. 48 were duplicates, unused or replaceable by existing software and could be retired rather than moved.',
    },
    {
      title: 'Plan five waves by risk and dependency',
      description:
        'The remaining 162 applications were grouped into five waves, starting with low-risk internal systems and ending with warehouse and transport systems, so the team learned before the most critical moves.',
    },
    {
      title: 'Rehearse every cutover',
      description:
        'Each critical application was migrated to a test environment and rehearsed at least twice, with timed rollback plans. Cutovers were scheduled for the quietest hours of the week, agreed with warehouse managers.',
    },
    {
      title: 'Control costs from the first wave',
      description:
        'We right-sized servers against measured usage, shut down non-production environments outside working hours and set up monthly cost reports for each application owner.',
    },
  ],
  outcome: [
    'The final wave completed a month before the lease ended, with no unplanned downtime across any of the five waves. Retiring 48 applications reduced licence and support costs as well as the size of the move, and annual hosting costs are 27% lower than the old data centre’s running costs.',
    'The internal team, which worked alongside ours on every wave, now runs the cloud platform and has taken on cost reporting as a standing monthly review.',
  ],
  quote: {
    text: 'Our trucks and warehouses never noticed the move. Rehearsing every cutover twice felt excessive until the night it mattered.',
    name: 'Martin Kowalski',
    role: 'IT Director, the logistics company',
  },
  related: [
    { label: 'Technology', href: '/industries/technology' },
    { label: 'Digital', href: '/capabilities/digital' },
    { label: 'Digital permits for a public services agency', href: '/case-studies/digital-transformation' },
  ],
} satisfies z.input<typeof CaseStudySchema>
