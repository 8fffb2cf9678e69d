import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const digitalTransformation = {
  slug: 'digital-transformation',
  seo: {
    title: 'Digital Permits for a Regional Public Services Agency | Northstar',
    description:
      'An online application with automated checks and one case-management system cut permit processing from 21 days to 6 and staff overtime by 35% at a public agency.',
  },
  title: 'Digital permits for a regional public services agency',
  sector: 'Technology',
  client: 'A regional public services agency issuing permits and licences',
  summary:
    'A public agency handled 180,000 permit and licence applications a year, mostly on paper. We rebuilt the service as an online application with automated checks and a single case-management system; average processing time fell from 21 days to 6 and staff overtime dropped by 35%.',
  image: { src: '/images/case-1.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '21 → 6', label: 'days to process an application' },
    { value: '35%', label: 'less staff overtime' },
    { value: '180,000', label: 'applications a year' },
  ],
  challenge: [
    'The agency issues 30 types of permit and licence, from street trading and parking to environmental permits for small businesses. Around 70% of applications arrived as paper forms or emailed scans, and they were handled in four separate systems depending on the permit type. About a third of applications were incomplete on arrival, triggering letters and phone calls that added weeks to the process.',
    'Processing took 21 days on average, well outside the agency’s published service standard, and staff were working regular overtime to stop the backlog growing. The agency’s budget was falling, and two of its four systems were no longer supported by their suppliers.',
  ],
  approach: [
    {
      title: 'Start with the applicants',
      description:
        'We observed processing teams and interviewed 60 applicants, from individuals to small firms. Most errors came from confusing forms and missing documents rather than complex cases.',
    },
    {
      title: 'One online application with built-in checks',
      description:
        'We designed and built a single online service for all 30 permit types. It asks only the questions relevant to each applicant, checks documents and fees as they are submitted and validates addresses automatically.',
    },
    {
      title: 'A single case-management system',
      description:
        'The four old systems were replaced with one case-management platform. Straightforward renewals are approved automatically against set rules, so staff concentrate on the cases that need judgement.',
    },
    {
      title: 'Release in stages, measure every week',
      description:
        'Permit types moved online in five releases over ten months, starting with the highest-volume renewals. A weekly dashboard tracked processing times, rework and take-up of the online route.',
    },
  ],
  outcome: [
    'Average processing time fell from 21 days to 6, and incomplete applications dropped from about a third to under 5%. Online take-up reached 91% within a year, with assisted routes kept for people who cannot apply online. Staff overtime fell by 35%.',
    'Retiring three of the old systems saves the agency £640,000 a year in licence and support costs. The agency’s own team now runs and develops the service, and is using the same platform for two further services.',
  ],
  quote: {
    text: 'Most of our backlog was created by our own forms. Fixing the front end did more than any amount of extra overtime.',
    name: 'Fiona Campbell',
    role: 'Director of Customer Services, the agency',
  },
  related: [
    { label: 'Technology', href: '/industries/technology' },
    { label: 'Digital', href: '/capabilities/digital' },
    { label: 'Leaving the data centre: a cloud migration', href: '/case-studies/cloud-migration' },
  ],
} satisfies z.input<typeof CaseStudySchema>
