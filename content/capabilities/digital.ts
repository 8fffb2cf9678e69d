import type { z } from 'zod'
import type { CapabilitySchema } from '../schemas.ts'

export const digital = {
  slug: 'digital',
  seo: {
    title: 'Digital: Platforms, Data and Automation | Northstar',
    description:
      'Independent advice on platforms, data and automation, chosen for the outcomes you need: vendor-neutral selection, cloud migration and workflow automation.',
  },
  hero: {
    eyebrow: 'Capabilities',
    title: 'Digital',
    subtitle:
      'Platforms, data and automation chosen for the outcomes you need, not for the features a vendor wants to sell.',
    image: { src: '/images/hero-capabilities.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  intro: {
    heading: 'Technology that follows the strategy',
    paragraphs: [
      'We are independent of software vendors and take no referral fees, so our only interest is in what works for you. Every engagement starts from the decisions your people make and the services your customers use, then works back to the systems, data and skills those need.',
      'Our teams cover the full path: reviewing what you already own, writing requirements and running fair procurements, migrating systems to the cloud securely, and automating the repetitive tasks that tie up skilled staff. We favour fewer, well-integrated systems over many specialist ones, and we plan for the ongoing cost of running a platform as carefully as the cost of buying it.',
      'Security and data protection are designed in from the start, with clear ownership, tested backups and access rules that follow the principle of least privilege.',
    ],
  },
  getInTouch: {
    heading: 'About to buy a new platform?',
    text: 'Before you sign, let us review the business case, the contract and the migration plan. A short review now can save years of workarounds.',
    button: { label: 'Ask for a review', href: '/contact' },
  },
  caseStudies: {
    heading: 'Digital results',
    description:
      'How clients used platforms, data and automation to serve people better and spend less doing it.',
    items: [
      {
        title: 'Moving a council’s services to the cloud',
        description:
          'We planned and oversaw the migration of 140 applications, allowing a metropolitan council to close two ageing data centres, cut hosting costs by 31% and restore systems in hours rather than days in tested recovery drills.',
        href: '/case-studies/council-cloud-migration',
        image: { src: '/images/case-5.svg', alt: '', width: 800, height: 600 },
      },
      {
        title: 'A shared data platform for a growers’ cooperative',
        description:
          'A simple platform now pools soil moisture, weather and yield data from 320 member farms. Irrigation scheduled from the shared data cut average water use by 18% across two growing seasons.',
        href: '/case-studies/grower-cooperative-data-platform',
        image: { src: '/images/case-6.svg', alt: '', width: 800, height: 600 },
      },
      {
        title: 'Automating invoice processing for a finance team',
        description:
          'Automated matching now handles 82% of supplier invoices without manual intervention. The month-end close has fallen from nine working days to four, and late-payment penalties have all but disappeared.',
        href: '/case-studies/invoice-automation-finance-team',
        image: { src: '/images/case-1.svg', alt: '', width: 800, height: 600 },
      },
    ],
  },
  cta: {
    headline: 'Choose technology you will still be glad of in five years',
    description:
      'Talk to us about a platform decision, a migration or an automation idea. We will give you a straight answer on cost, risk and benefit.',
    button: { label: 'Contact our digital team', href: '/contact' },
  },
  footerText:
    'Northstar is independent of every software vendor and accepts no referral fees or commissions.',
} satisfies z.input<typeof CapabilitySchema>
