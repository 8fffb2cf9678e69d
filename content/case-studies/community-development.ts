import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const communityDevelopment = {
  slug: 'community-development',
  seo: {
    title: 'Neighbourhood Renewal Led by Residents | Northstar Case Study',
    description:
      'A ten-year renewal plan for an estate of 2,300 homes, shaped by 900 residents, reopened a community centre and halved empty shop units within three years.',
  },
  title: 'Neighbourhood renewal led by residents',
  sector: 'Social Sector',
  client: 'A local authority and four housing associations sharing one estate',
  summary:
    'A local authority and four housing associations asked us to coordinate a ten-year renewal plan for an estate of 2,300 homes, shaped by more than 900 residents. In its first three years the partnership reopened a community centre, halved the number of empty shop units and cut reported antisocial behaviour by 30%.',
  image: { src: '/images/case-8.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '900+', label: 'residents shaped the plan' },
    { value: '50%', label: 'fewer empty shop units' },
    { value: '30%', label: 'less reported antisocial behaviour' },
  ],
  challenge: [
    'The estate’s 2,300 homes were owned and managed by five landlords: the local authority and four housing associations. Each had its own repair programme, consultation and community budget, and residents were frequently asked similar questions by different organisations with little to show for it. The community centre had closed five years earlier, and 16 of the 28 shop units on the central parade stood empty.',
    'Previous regeneration plans had been drawn up by officers and presented to residents for comment. Trust was low, turnout at meetings was small and reported antisocial behaviour had risen for three years running. The partners wanted a plan residents would recognise as their own, and a way of working together that would outlast any one funding round.',
  ],
  approach: [
    {
      title: 'Listen widely before proposing anything',
      description:
        'Over four months we trained 18 residents as community researchers, who held doorstep conversations, street stalls and sessions in schools and places of worship. More than 900 residents took part, far more than any earlier consultation.',
    },
    {
      title: 'A plan built from residents’ priorities',
      description:
        'Residents and partners agreed six priorities, led by reopening the community centre, filling the shopping parade and making streets feel safer. Each was costed and phased over ten years.',
    },
    {
      title: 'One partnership, one budget',
      description:
        'The five landlords pooled their community budgets into a single fund, overseen by a board with equal numbers of residents and partner representatives and a shared programme manager.',
    },
    {
      title: 'Early visible changes',
      description:
        'Quick improvements in the first year, including better lighting, a cleared underpass and a weekly market, showed residents that the plan would deliver.',
    },
  ],
  outcome: [
    'In its first three years the partnership reopened the community centre under a resident-led trust, now used by 40 groups a week. Short-term leases and a small business grant scheme brought empty shop units on the parade down from 16 to 8, and reported antisocial behaviour fell by 30%.',
    'The pooled fund has attracted a further £2.4m of external grants. The partnership board meets in public each quarter and publishes progress against every priority in the ten-year plan.',
  ],
  quote: {
    text: 'This time residents wrote the plan and the landlords signed up to it. That is the opposite of how it used to work.',
    name: 'Joyce Adeyemi',
    role: 'Resident co-chair, the partnership board',
  },
  related: [
    { label: 'Social Sector', href: '/industries/social-sector' },
    { label: 'Affordable urban housing on a former rail yard', href: '/case-studies/urban-housing' },
    { label: 'Contact us', href: '/contact' },
  ],
} satisfies z.input<typeof CaseStudySchema>
