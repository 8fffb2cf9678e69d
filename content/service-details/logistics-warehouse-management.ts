import type { z } from 'zod'
import type { ServiceDetailSchema } from '../schemas.ts'

export const logisticsWarehouseManagement = {
  path: 'logistics/warehouse-management',
  seo: {
    title: 'Warehouse Layout, Labour and Systems Consulting | Northstar',
    description:
      'Warehouse layout redesign, slotting, labour planning and warehouse management system selection, with automation only where your volumes justify it.',
  },
  hero: {
    eyebrow: 'Logistics services',
    title: 'Warehouse Management',
    subtitle:
      'Layout redesign, slotting, labour planning and warehouse management system selection, with automation where your volumes justify it.',
    image: { src: '/images/hero-logistics.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  intro: [
    'Warehouses often grow by adding racking, shifts and workarounds until the building is working against the people in it. Pickers walk further than they need to, fast-moving lines sit in the wrong places and peaks are covered with overtime. We help operators redesign how the warehouse runs before they spend on new space or machinery.',
    'We work with retailers, manufacturers, distributors and third-party logistics providers, from a single site to a regional network. Our consultants spend time on the warehouse floor with your supervisors and staff, and base every recommendation on your own order and stock data.',
    'A site review usually takes six to eight weeks. Layout and slotting changes can often be made within a quarter; system replacement and automation take longer and are planned around your peak seasons.',
  ],
  offerings: {
    heading: 'What we do',
    items: [
      {
        title: 'Layout redesign',
        description:
          'Flow, storage and dock layouts that shorten travel distances, reduce congestion and leave room for growth.',
      },
      {
        title: 'Slotting',
        description:
          'Product locations based on pick frequency, size and order patterns, with a routine for keeping them current.',
      },
      {
        title: 'Labour planning',
        description:
          'Engineered work standards, shift patterns and forecasts that match staffing to daily and seasonal demand.',
      },
      {
        title: 'WMS selection and automation',
        description:
          'Requirements, vendor-neutral selection and implementation support for a warehouse management system, and automation only where your volumes justify it.',
      },
    ],
  },
  approach: {
    heading: 'How we work',
    items: [
      {
        title: 'Observe and measure',
        description:
          'We study operations on the floor and analyse order, stock and labour data to find where time and space are lost.',
      },
      {
        title: 'Redesign',
        description:
          'We develop layout, slotting and labour options and test them with your team against your own data.',
      },
      {
        title: 'Build the business case',
        description:
          'Each change, including any new system or automation, is costed against the savings and service gains it brings.',
      },
      {
        title: 'Implement and train',
        description:
          'We support the changeover on site, train supervisors and set the measures used to run the warehouse day to day.',
      },
    ],
  },
  outcomes: {
    heading: 'What clients get',
    items: [
      'Shorter pick routes and more lines picked per hour',
      'Staffing matched to daily and seasonal demand',
      'Supervisors trained to keep slotting and labour plans current',
      'More usable capacity in the existing building',
      'A warehouse management system chosen for your needs, not a vendor’s',
      'Automation only where the volumes pay for it',
    ],
  },
  related: [
    { label: 'Logistics & Infrastructure', href: '/industries/logistics-infrastructure' },
    {
      label: 'Cheaper, more reliable last-mile delivery for a grocer',
      href: '/case-studies/last-mile-delivery',
    },
  ],
  cta: {
    headline: 'Get more from your warehouse',
    description:
      'Tell us about your sites, volumes and peaks. We will suggest where a review could free up time and space.',
    button: { label: 'Contact Us', href: '/contact' },
  },
} satisfies z.input<typeof ServiceDetailSchema>
