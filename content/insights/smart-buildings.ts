import type { z } from 'zod'
import type { InsightSchema } from '../schemas.ts'

export const smartBuildings = {
  slug: 'smart-buildings',
  seo: {
    title: 'Smart Buildings Tenants Notice: Better Controls, Data and Comfort',
    description:
      'Most buildings already collect the data they need. How owners retune controls, connect meters and act on tenant feedback to improve comfort and cut energy use.',
  },
  category: 'Real Estate',
  date: '2025-03-11',
  updated: '2025-03-11',
  hero: {
    eyebrow: 'Insights',
    title: 'Smart buildings that tenants notice: controls, data and comfort',
    subtitle:
      'Occupiers rarely care how clever a building is. They care whether meeting rooms are too hot by three o’clock and whether a fault is fixed the same day.',
    image: { src: '/images/hero-building.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  author: { name: 'Priya Ramanathan', role: 'Director, Real Estate Advisory' },
  sections: [
    {
      kind: 'prose',
      heading: 'Start With the Systems You Already Own',
      paragraphs: [
        'Almost every commercial building of the last twenty years has a building management system. In many of them it was set up at handover and has hardly been touched since. Heating and cooling run at the same time in neighbouring zones, plant follows a timetable written for a tenant who left years ago, and alarms have been silenced because there were too many of them.',
        'This is why the first step towards a smart building is seldom new technology. Retuning the controls that exist, fixing failed sensors and valves, and matching schedules to how the building is used now typically saves 10-15% of energy within a year, for a cost measured in weeks of an engineer’s time. It also removes many of the comfort complaints that colour a tenant’s view of the landlord.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Three Things Tenants Actually Notice',
      columns: 3,
      items: [
        {
          title: 'Comfort',
          description:
            'Stable temperatures and fresh air. Carbon dioxide sensors in meeting rooms and open-plan areas show when ventilation is falling behind occupancy, and let the system respond before people feel drowsy.',
        },
        {
          title: 'Responsiveness',
          description:
            'A simple way to report a problem, such as a QR code on each floor, and a visible answer. Connecting reports to fault data lets the facilities team fix causes, not just reset settings.',
        },
        {
          title: 'Space That Fits the Week',
          description:
            'With hybrid working, many floors are busy on two or three days and nearly empty on the rest. Occupancy data lets owners condition the floors people use and close down the others.',
        },
      ],
    },
    {
      kind: 'steps',
      heading: 'A Practical Sequence for Owners',
      intro: 'Each step pays for itself before the next one needs funding.',
      items: [
        {
          title: 'Audit Controls and Metering',
          description:
            'List what the building management system controls, which sensors and meters work, and where data is recorded. Most audits find gaps in sub-metering and a surprising number of manual overrides.',
        },
        {
          title: 'Fix and Retune',
          description:
            'Repair faulty equipment, reset schedules and set points, and remove conflicts between zones. Measure the energy and comfort results for three months before spending more.',
        },
        {
          title: 'Add Continuous Monitoring',
          description:
            'Automated fault detection software reads the system data and flags problems, such as a valve stuck open, before tenants notice them. It keeps the savings from drifting away.',
        },
        {
          title: 'Share Data With Tenants',
          description:
            'Agree in leases how energy and occupancy data is shared. Tenants with their own carbon targets increasingly ask for it, and joint data makes it easier to agree who pays for improvements.',
        },
      ],
    },
    {
      kind: 'stats',
      heading: 'Rules of Thumb From Our Work',
      items: [
        { value: '10-15%', label: 'energy saving typically available from retuning existing controls' },
        { value: '30-40%', label: 'of helpdesk calls in many offices concern temperature or air' },
        { value: '1,000 ppm', label: 'carbon dioxide level widely used as a prompt to increase ventilation' },
      ],
    },
  ],
  related: {
    heading: 'Related Reading',
    items: [
      { label: 'Real estate', href: '/industries/real-estate' },
      { label: 'Building construction', href: '/industries/building-construction' },
      { label: 'Sustainable real estate and asset values', href: '/insights/sustainable-real-estate' },
      { label: 'Data and analytics: fewer measures, better decisions', href: '/insights/data-analytics' },
    ],
  },
  cta: {
    headline: 'Find out what your building already knows',
    description:
      'Our controls and metering review shows where energy and comfort are being lost, and which fixes pay back first.',
    button: { label: 'Ask about a building review', href: '/contact' },
  },
} satisfies z.input<typeof InsightSchema>
