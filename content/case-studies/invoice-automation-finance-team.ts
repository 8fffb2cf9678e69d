import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const invoiceAutomationFinanceTeam = {
  slug: 'invoice-automation-finance-team',
  seo: {
    title: 'Automating supplier invoice processing | Northstar case study',
    description:
      'Automated matching now handles 82% of a distributor’s supplier invoices untouched, cutting month-end close from nine working days to four.',
  },
  title: 'Automating invoice processing for a finance team',
  sector: 'Logistics & Distribution',
  client: 'A national building products distributor',
  summary:
    'Automated matching now handles 82% of supplier invoices without manual intervention. The month-end close has fallen from nine working days to four, and late-payment penalties have all but disappeared.',
  image: { src: '/images/case-1.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '82%', label: 'of supplier invoices processed without manual intervention' },
    { value: '9 to 4', label: 'working days to close the month' },
    { value: '£135k', label: 'a year in late-payment charges avoided' },
  ],
  challenge: [
    'The distributor receives around 11,000 supplier invoices a month across 60 branches. A team of 14 keyed most of them by hand and matched them to purchase orders and delivery notes, often chasing branches for missing paperwork. Invoices sat in inboxes for weeks, and suppliers added late-payment charges costing around £140,000 a year.',
    'Month-end took nine working days, largely because accruals could only be estimated once the backlog was cleared. The finance director had been offered several automation products, each promising high match rates, but had no independent view of which would work with the company’s existing finance system and branch processes.',
  ],
  approach: [
    {
      title: 'Fixing the data before the software',
      description:
        'We traced a sample of 500 invoices from order to payment. Most exceptions came from missing purchase orders, duplicate supplier records and deliveries not booked in at branches, so we cleaned the supplier master file and tightened ordering rules first.',
    },
    {
      title: 'A fair, vendor-neutral choice',
      description:
        'We wrote requirements and tested three options, including a module of the company’s existing finance system, on the same set of real invoices. The module matched the best stand-alone product at a third of the running cost, and was chosen.',
    },
    {
      title: 'Matching rules and exception queues',
      description:
        'Price and quantity tolerances were agreed with procurement, and invoices that failed a rule were routed to a named owner with the reason shown, rather than to a shared inbox.',
    },
    {
      title: 'A redesigned month-end',
      description:
        'With invoices matched daily, accruals are now calculated from live data. We rebuilt the close timetable around that, and trained the team to manage exceptions and supplier queries instead of keying.',
    },
  ],
  outcome: [
    'Six months after go-live, 82% of supplier invoices pass through matching and into the payment run without anyone touching them. The month-end close has fallen from nine working days to four, and late-payment charges dropped from around £140,000 a year to under £5,000.',
    'No one lost their job. Four members of the accounts payable team moved into supplier management and management accounting roles that had been hard to fill, and the remaining team clears exceptions within two days.',
  ],
  quote: {
    text: 'We nearly bought the most expensive product on the market. Testing the options on our own invoices showed we already owned most of what we needed.',
    name: 'Claire Donnelly',
    role: 'Finance Director',
  },
  related: [
    { label: 'Digital', href: '/capabilities/digital' },
    { label: 'Logistics & Infrastructure', href: '/industries/logistics-infrastructure' },
    { label: 'Our services', href: '/services' },
  ],
} satisfies z.input<typeof CaseStudySchema>
