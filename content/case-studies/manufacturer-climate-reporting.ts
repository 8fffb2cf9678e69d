import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const manufacturerClimateReporting = {
  slug: 'manufacturer-climate-reporting',
  seo: {
    title: 'Assurance-ready climate reporting for a manufacturer | Northstar',
    description:
      'New data controls and an evidence file for every figure earned a clean opinion on a manufacturer’s first assured climate report and cut reporting time from 8 weeks to 3.',
  },
  title: 'Assurance-ready climate reporting for a manufacturer',
  sector: 'Manufacturing',
  client: 'A packaging manufacturer with nine sites',
  summary:
    'New data controls and an evidence file for every figure meant the company’s first externally assured climate report received a clean opinion, and reporting time fell from eight weeks to three.',
  image: { src: '/images/case-1.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: 'Clean', label: 'opinion on the first externally assured climate report' },
    { value: '8 to 3 weeks', label: 'to produce the annual climate figures' },
    { value: '94%', label: 'of energy data now taken from meters and invoices' },
  ],
  challenge: [
    'The company had published emissions figures for several years, compiled by one sustainability manager from spreadsheets sent in by nine sites. Its largest customers and its lenders now wanted the figures to be externally assured, and the first assurance engagement was less than a year away.',
    'A trial review showed the problems. Some sites estimated energy use from previous years, refrigerant losses were not recorded consistently, methods had changed between years without explanation, and there was no record of who had checked what. Producing the figures took around eight weeks each year.',
  ],
  approach: [
    {
      title: 'A readiness review',
      description:
        'We tested each reported figure against the evidence behind it, and ranked the gaps by their effect on the totals and the likelihood of an assurance finding.',
    },
    {
      title: 'A written method for every figure',
      description:
        'We wrote a short methodology manual setting out sources, emission factors, estimates allowed and how to treat changes, agreed with the finance director and shared with the assurance provider in advance.',
    },
    {
      title: 'Data owners and controls',
      description:
        'Each site named a data owner. Monthly meter and invoice data now feed a single template with automatic checks for gaps and unusual changes, and a second person reviews each site’s return before sign-off.',
    },
    {
      title: 'An evidence file and a dry run',
      description:
        'Every figure in the report links to its evidence file. We ran a full dry run with a sample of figures three months before the assurance work, and fixed the issues it found.',
    },
  ],
  outcome: [
    'The company’s first externally assured climate report received a clean opinion, with no significant findings. The share of energy data taken directly from meters and invoices rose from around 60% to 94%, and estimates are now documented and limited to small sites.',
    'Because data is collected and checked monthly, the annual figures now take three weeks to produce instead of eight. The sustainability manager spends the time saved working with sites on reduction projects.',
  ],
  quote: {
    text: 'The assurers asked for evidence and we could show it in minutes. A year earlier we would have been hunting through email for it.',
    name: 'Sarah Lindqvist',
    role: 'Head of Sustainability',
  },
  related: [
    { label: 'Sustainability', href: '/capabilities/sustainability' },
    { label: 'Arrange a review', href: '/contact' },
    { label: 'Our services', href: '/services' },
  ],
} satisfies z.input<typeof CaseStudySchema>
