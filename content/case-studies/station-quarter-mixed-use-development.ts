import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const stationQuarterMixedUseDevelopment = {
  slug: 'station-quarter-mixed-use-development',
  seo: {
    title: 'A mixed-use scheme beside a rail station | Northstar case study',
    description:
      'We led the business case and planning strategy for 380 homes, shops and a health centre on a brownfield station site, approved at the first committee hearing.',
  },
  title: 'A mixed-use scheme beside a rail station',
  sector: 'Real Estate',
  client: 'A district council and its development partner',
  summary:
    'We led the business case and planning strategy for a brownfield site next to a rail station. The scheme of 380 homes, shops and a health centre won planning consent at the first committee hearing.',
  image: { src: '/images/case-2.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '380', label: 'homes, with shops and a health centre' },
    { value: '4.2 ha', label: 'brownfield site beside the station' },
    { value: '30%', label: 'affordable homes' },
    { value: 'First', label: 'committee hearing to win planning consent' },
  ],
  challenge: [
    'The site was a 4.2-hectare former goods yard and car park beside a busy commuter station, owned partly by the council and partly by a transport body. It had been earmarked for development for over a decade, but two earlier proposals had stalled over viability, contamination and local opposition to building height.',
    'The council had formed a partnership with a developer and wanted a scheme that would deliver new homes, including affordable housing, and support the town centre. It needed a business case strong enough to attract infrastructure funding and a planning application that could win approval without years of appeals.',
  ],
  approach: [
    {
      title: 'Site appraisal and viability',
      description:
        'We assessed ground conditions, access, rail constraints and land values, and tested options for the mix of homes, retail and community uses until we found one that was viable with 30% affordable homes.',
    },
    {
      title: 'A business case funders could support',
      description:
        'The business case set out costs, land value, housing delivery and wider benefits, and supported a successful bid for infrastructure funding towards remediation and a new station forecourt.',
    },
    {
      title: 'Engagement before design was fixed',
      description:
        'We ran workshops and drop-in sessions with residents, traders and health commissioners. Their feedback lowered the tallest building by three storeys and brought a health centre into the scheme.',
    },
    {
      title: 'A planned route to consent',
      description:
        'We agreed the planning strategy with the local planning authority through structured pre-application meetings, so transport, heritage and drainage questions were answered before the application was submitted.',
    },
  ],
  outcome: [
    'The scheme of 380 homes, ground-floor shops and a health centre, with a new public square at the station entrance, was granted planning consent at the first committee hearing, with no request for deferral.',
    'Remediation of the site is now under way, funded in part by the infrastructure grant, and the first phase of 140 homes is scheduled to start on site next year. The council is using the same approach for a second town-centre site.',
  ],
  quote: {
    text: 'Two earlier schemes for this site failed at the first hurdle. This time we talked to residents before the drawings were fixed, and it showed on committee night.',
    name: 'David Kinsella',
    role: 'Director of Regeneration',
  },
  related: [
    { label: 'Real Estate', href: '/capabilities/real-estate' },
    { label: 'Real Estate industry', href: '/industries/real-estate' },
    { label: 'Building Construction', href: '/industries/building-construction' },
  ],
} satisfies z.input<typeof CaseStudySchema>
