import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const urbanHousing = {
  slug: 'urban-housing',
  seo: {
    title: 'Affordable Urban Housing on a Former Rail Yard | Northstar',
    description:
      'A reworked layout, new phasing and remediation grant let a housing association start 620 homes on a brownfield rail yard eight months early, 7% below the first appraisal.',
  },
  title: 'Affordable urban housing on a former rail yard',
  sector: 'Real Estate',
  client: 'A housing association developing its largest brownfield site',
  summary:
    'A housing association planned 620 homes on a former rail yard, 40% of them affordable. We reworked the layout and phasing and helped secure grant funding for site remediation; construction started eight months earlier than first forecast and the cost per home came in 7% below the original appraisal.',
  image: { src: '/images/case-8.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '620', label: 'homes, 248 of them affordable' },
    { value: '8 months', label: 'earlier start on site' },
    { value: '7%', label: 'lower cost per home than appraised' },
  ],
  challenge: [
    'The association had bought a 6.5-hectare former rail yard close to the city centre, with a target of 620 homes, 40% of them for social rent and shared ownership. Surveys found contaminated ground across a third of the site, and the cost of cleaning it up had pushed the appraisal to the edge of viability. The original layout also placed the first phase on the most contaminated land, delaying any start on site.',
    'The board needed to decide whether the scheme could go ahead without cutting the affordable share. It also faced a deadline: the planning consent would lapse if work did not begin within three years.',
  ],
  approach: [
    {
      title: 'Re-test the appraisal line by line',
      description:
        'We rebuilt the development appraisal with the association’s finance team, testing remediation, build costs, sales values and phasing separately to see which assumptions carried the most risk.',
    },
    {
      title: 'Rework the layout and phasing',
      description:
        'With the architects we moved the first phase onto the cleaner northern part of the site and reused treated soil for landscaping, so building could start while remediation continued elsewhere. A revised layout kept all 620 homes.',
    },
    {
      title: 'Secure funding for remediation',
      description:
        'We prepared the bid for a national brownfield land fund, with the evidence of need and value for money the fund asked for. It covered 70% of remediation costs.',
    },
    {
      title: 'Procure for certainty',
      description:
        'We ran a two-stage tender for the first two phases, bringing a contractor in early to price the revised design and agree a repeatable set of house and flat types across the site.',
    },
  ],
  outcome: [
    'Construction started eight months earlier than the association’s first forecast, well inside the planning deadline. With the remediation grant, the reworked phasing and standard house types, the cost per home came in 7% below the original appraisal, and the scheme kept its full 40% affordable share: 248 homes for social rent and shared ownership.',
    'The first 180 homes are now occupied. The association is using the same appraisal model and two-stage procurement on two further brownfield sites.',
  ],
  quote: {
    text: 'We had almost talked ourselves out of this site. Moving the first phase and getting the grant in place turned it into our best scheme.',
    name: 'Michael Ferguson',
    role: 'Director of Development, the housing association',
  },
  related: [
    { label: 'Real Estate', href: '/industries/real-estate' },
    { label: 'Real Estate capability', href: '/capabilities/real-estate' },
    { label: 'Neighbourhood renewal led by residents', href: '/case-studies/community-development' },
  ],
} satisfies z.input<typeof CaseStudySchema>
