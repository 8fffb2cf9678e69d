import type { z } from 'zod'
import type { PageSchema } from '../schemas.ts'
import { hiringProcess } from './hiring-process.ts'

export const experiencedOperationsCorporate = {
  path: '/careers/experienced/operations-corporate',
  seo: {
    title: 'Operations & Corporate Careers | Northstar',
    description:
      'Finance, people, marketing, IT and resourcing roles that keep 50+ Northstar offices running. The work, how you grow and how our hiring process works.',
  },
  hero: {
    eyebrow: 'Experienced Professionals',
    title: 'Operations & Corporate',
    subtitle:
      'The finance, people, marketing, IT and resourcing teams that keep more than 50 offices running and our consultants free to focus on clients.',
    image: { src: '/images/career-experienced.svg', alt: '', width: 1200, height: 600 },
    size: 'regular',
  },
  intro: [
    'A consulting firm sells the time and judgement of its people, so the teams that hire, pay, equip and deploy those people shape everything we deliver. Our corporate teams serve more than 1,000 colleagues across more than 50 offices, and most work regionally, close to the practices they support.',
    'These are not back-office roles that sit apart from client work. A resourcing manager decides who goes on which engagement; a finance business partner tells a director whether a project is on budget; the IT team decides how client data is kept safe. You will work with consultants every day.',
  ],
  sections: [
    {
      kind: 'cards',
      heading: 'The kinds of roles',
      columns: 3,
      items: [
        {
          title: 'Resourcing',
          description:
            "Matching consultants and specialists to client engagements, balancing what each client needs with each person's development and workload, and planning ahead for the skills we will need.",
        },
        {
          title: 'Finance',
          description:
            'Project accounting, billing and forecasting, business partnering with sector practices, payroll, tax and the management reporting our partners use to run the firm.',
        },
        {
          title: 'People',
          description:
            'Recruitment for experienced and early careers roles, learning and development, reward, employee relations and the support that helps colleagues through parental leave, illness and relocation.',
        },
        {
          title: 'Marketing and communications',
          description:
            'Publishing our insights, running client events, looking after the website and writing proposals with the practices. Plain, accurate writing matters more than volume.',
        },
        {
          title: 'IT and information security',
          description:
            'Keeping laptops, collaboration tools and client data secure for people who work in offices, on client sites and in the field.',
        },
        {
          title: 'Office and regional operations',
          description:
            'Running offices, travel and the regional operations that let teams work in person a few set days each week and travel to clients safely.',
        },
      ],
    },
    {
      kind: 'list',
      heading: 'What you would work on',
      items: [
        "A staffing plan for a region's next quarter, resolving clashes between engagements that all want the same specialists.",
        'A change to how engagements are priced and tracked, so directors see margin on live projects every week instead of after they close.',
        'A redesign of the induction every new joiner goes through, tested with the graduates who had just completed it.',
        "Moving a region's offices onto one set of collaboration tools without losing access to any client's data rooms.",
        'An events programme for school leaders and growers, planned with the practices that serve them.',
      ],
    },
    {
      kind: 'prose',
      heading: 'How you grow',
      paragraphs: [
        'Every corporate role has the same written expectations for each level as our client-facing roles, with two formal reviews a year and a clear view of what you need to show to progress. You have a personal learning budget and protected time to use it.',
        'We support professional qualifications that fit your field, such as accountancy, human resources, project management or information security, with fees paid and study leave. Moves between corporate teams and between regions are common, and some colleagues join client engagements for a few months when a client needs help with finance, people or systems.',
      ],
    },
    hiringProcess(
      'For corporate roles the case is a practical problem from the job itself, such as a staffing plan with too few people for the work or a set of project figures that do not add up. We send it two days ahead and discuss it with you; there is nothing to present.',
      'a partner or the head of the function',
    ),
    {
      kind: 'cards',
      heading: 'Also worth reading',
      columns: 2,
      items: [
        {
          title: 'Life at Northstar',
          description:
            'How our teams work day to day, our working patterns and what to expect in your first year.',
          href: '/careers/life-at-northstar',
          linkLabel: 'Life at Northstar',
        },
        {
          title: 'All experienced roles',
          description: 'Compare our three areas for experienced professionals and how we hire.',
          href: '/careers/experienced',
          linkLabel: 'Experienced professionals',
        },
      ],
    },
  ],
  cta: {
    headline: 'See open corporate roles',
    description:
      'Filter the job search by Finance, Marketing, Human Resources or Operations, or set up a job alert for new vacancies.',
    button: { label: 'Search jobs', href: '/careers/searchjobs' },
  },
} satisfies z.input<typeof PageSchema>
