import type { z } from 'zod'
import type { PageSchema } from '../schemas.ts'
import { hiringProcess } from './hiring-process.ts'

export const experiencedEngineeringTechnical = {
  path: '/careers/experienced/engineering-technical',
  seo: {
    title: 'Engineering & Technical Careers | Northstar',
    description:
      'Engineers, cost planners, data engineers and software specialists: give clients independent technical advice at Northstar. Roles, growth and hiring process.',
  },
  hero: {
    eyebrow: 'Experienced Professionals',
    title: 'Engineering & Technical',
    subtitle:
      'Independent technical advice for clients who need to know whether a design, a programme or a system will work before they pay for it.',
    image: { src: '/images/career-experienced.svg', alt: '', width: 1200, height: 600 },
    size: 'regular',
  },
  intro: [
    'Our engineering and technical teams include civil, structural and building services engineers, cost planners, data engineers and software specialists. They give clients advice that is independent: we do not design for contractors, sell software or hold stakes in the suppliers we recommend, so our view is not shaped by what we could sell next.',
    'You work alongside consultants on engagements in every sector, from school building programmes to farm water systems and logistics networks. Your job is to be the person in the room who can say, with evidence, whether something will work and what it will really cost.',
  ],
  sections: [
    {
      kind: 'cards',
      heading: 'The kinds of roles',
      columns: 3,
      items: [
        {
          title: 'Civil and structural engineers',
          description:
            'Design and condition reviews, options studies for extensions and refurbishments, and technical assurance on public building and infrastructure programmes.',
        },
        {
          title: 'Building services engineers',
          description:
            'Heating, ventilation, power and water systems in schools, offices and agricultural buildings, with a growing share of work on energy use and low-carbon retrofit.',
        },
        {
          title: 'Cost planners and project controls specialists',
          description:
            'Cost plans, schedule reviews and risk registers that clients can defend to their boards and funders, and coaching for client teams who will run them after we leave.',
        },
        {
          title: 'Data engineers',
          description:
            "Pipelines and models that bring together a client's operational data, from pupil records to yield data and delivery logs, and feed the measures their leaders use.",
        },
        {
          title: 'Software and architecture specialists',
          description:
            'Independent reviews of systems clients are buying or building, plans for replacing ageing software, and hands-on delivery of smaller tools where that is the best answer.',
        },
        {
          title: 'Technical leads',
          description:
            'Senior specialists who set technical standards for a practice, review the work of others and represent Northstar on the most demanding engagements.',
        },
      ],
    },
    {
      kind: 'list',
      heading: 'What you would work on',
      items: [
        "A condition survey of a group of schools' buildings, ranked so the client could fund the most urgent repairs first.",
        'A review of the schedule and cost plan of a public building programme that had lost three months, with a recovery plan the contractor accepted.',
        "A water and energy audit of a growers' cooperative's packing sheds, with the payback period of each improvement.",
        "A data platform bringing together delivery, fleet and warehouse data for a regional distributor, built so the client's own team could maintain it.",
        'Technical due diligence on a software product a group of colleges planned to buy, including what it would cost to leave it later.',
      ],
    },
    {
      kind: 'prose',
      heading: 'How you grow',
      paragraphs: [
        'Technical people can progress at Northstar without becoming managers. There are two routes to the most senior levels: a management route, leading engagements and teams, and a specialist route, ending as a technical lead who sets standards and reviews the hardest work. You can move between them.',
        'We pay for professional registration and membership fees, give you time for the continuing development your institution requires, and support engineers working towards chartered or equivalent status with a mentor who already holds it. Your personal learning budget covers courses, conferences and certifications you choose.',
        'Because you work with consultants every day, you also learn to explain technical judgements to boards, funders and non-specialists, a skill that makes technical advice count.',
      ],
    },
    hiringProcess(
      'Two of our technical team take you through an anonymised problem, such as a cost plan with gaps or a data set with inconsistencies. We send the brief two days ahead and want to see your reasoning and your checks, not a finished answer.',
    ),
    {
      kind: 'quote',
      text: 'After fifteen years on site, I wanted to fix problems before they reached the site, and here I can.',
      name: 'Tomasz Nowicki',
      role: 'Project Director, Engineering & Construction',
    },
    {
      kind: 'cards',
      heading: 'Also worth reading',
      columns: 2,
      items: [
        {
          title: "Tomasz's story",
          description:
            'How a site and project manager with fifteen years at contractors became a project director advising public building programmes.',
          href: '/careers/stories/2',
          linkLabel: "Read Tomasz's story",
        },
        {
          title: 'Consulting & Advisory roles',
          description:
            'If you would rather lead whole engagements in your sector, see our consulting roles from consultant to director.',
          href: '/careers/experienced/consulting-advisory',
          linkLabel: 'Consulting roles',
        },
      ],
    },
  ],
  cta: {
    headline: 'See open technical roles',
    description:
      'Search by keyword, such as engineer, cost planner or data, to see current technical vacancies, or set up a job alert for new ones.',
    button: { label: 'Search jobs', href: '/careers/searchjobs' },
  },
} satisfies z.input<typeof PageSchema>
