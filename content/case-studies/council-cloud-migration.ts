import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const councilCloudMigration = {
  slug: 'council-cloud-migration',
  seo: {
    title: 'Moving a council’s 140 applications to the cloud | Northstar',
    description:
      'How a metropolitan council migrated 140 applications, closed two ageing data centres, cut hosting costs by 31% and restored systems in hours in recovery drills.',
  },
  title: 'Moving a council’s services to the cloud',
  sector: 'Public Sector',
  client: 'A metropolitan council',
  summary:
    'We planned and oversaw the migration of 140 applications, allowing a metropolitan council to close two ageing data centres, cut hosting costs by 31% and restore systems in hours rather than days in tested recovery drills.',
  image: { src: '/images/case-5.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '140', label: 'applications migrated' },
    { value: '2', label: 'ageing data centres closed' },
    { value: '31%', label: 'lower hosting costs' },
    { value: '4 hours', label: 'to restore critical systems in recovery drills' },
  ],
  challenge: [
    'The council ran its services from two data centres in council buildings, one of them due for a new cooling system and power supply within two years. Together they hosted around 160 applications, from social care case management and council tax to parking permits, many on servers that were out of support.',
    'Hosting cost the council about £2.9m a year, and its recovery arrangements had never been fully tested. The last partial test suggested that restoring the main case management systems would take around three days. Leaders wanted to move to the cloud, but had no inventory they trusted and limited in-house cloud experience.',
  ],
  approach: [
    {
      title: 'A full inventory and a decision for each application',
      description:
        'We worked with service owners to record every application, its users, data and dependencies. Each was assigned a route: retire, move as it is, rebuild on cloud services or replace with a hosted product. Twenty duplicate or unused applications were retired outright.',
    },
    {
      title: 'Security designed in from the start',
      description:
        'Before any data moved, the council’s security team and its chosen cloud provider built a common landing zone with identity controls, network rules, logging and backups, reviewed against the council’s data protection obligations.',
    },
    {
      title: 'Migration in waves',
      description:
        'The remaining 140 applications moved in eight waves over 20 months, starting with low-risk systems. Each wave had agreed test scripts, a rollback plan and sign-off from the service that used it.',
    },
    {
      title: 'Recovery drills and cost control',
      description:
        'Every critical system was restored from backup in a scheduled drill before its old servers were switched off. A monthly cost review right-sized servers and switched off test environments out of hours.',
    },
  ],
  outcome: [
    'Both data centres have closed, avoiding the planned investment in cooling and power, and the space in one building has been converted to offices. Annual hosting costs have fallen from about £2.9m to £2.0m, a reduction of 31%, including the cost of cloud services and support.',
    'In the latest recovery drill, the council restored its social care case management and revenue systems within four hours, against an estimated three days before. Drills now run twice a year, and the council’s own team runs the cost reviews.',
  ],
  quote: {
    text: 'The inventory alone was worth it. For the first time we knew what we were running, who relied on it and what it would take to get it back.',
    name: 'Priya Raman',
    role: 'Head of Digital and ICT',
  },
  related: [
    { label: 'Digital', href: '/capabilities/digital' },
    { label: 'Technology', href: '/industries/technology' },
    {
      label: 'Business continuity for a local authority',
      href: '/case-studies/local-authority-continuity-planning',
    },
  ],
} satisfies z.input<typeof CaseStudySchema>
