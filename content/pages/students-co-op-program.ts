import type { z } from 'zod'
import type { PageSchema } from '../schemas.ts'

export const studentsCoOpProgram = {
  path: '/careers/students/co-op-program',
  seo: {
    title: 'Co-op Program: paid placements that fit your course | Northstar',
    description:
      'Paid co-op and placement-year roles at Northstar, timed to your university calendar and usually four to twelve months long, with real project work.',
  },
  hero: {
    eyebrow: 'Students & Graduates',
    title: 'Co-op Program',
    subtitle:
      "A paid placement that fits your university's calendar, working as a full member of a project team.",
    image: { src: '/images/career-early.svg', alt: '', width: 1200, height: 600 },
    size: 'regular',
  },
  intro: [
    "The Co-op Program is for students whose degree includes a co-op term, a work placement or a placement year. Its duration varies: it follows your university's calendar and is usually between four and twelve months. Applications are open all year.",
    'You work as a full member of a project team, not on a side project. We help you meet whatever your course asks of you, from learning agreements and tutor visits to reflective reports, and we support your claim for academic credit where your course allows it.',
  ],
  sections: [
    {
      kind: 'stats',
      heading: 'The programme at a glance',
      items: [
        { value: 'Varies', label: "Duration, set by your university's calendar" },
        { value: '4-12 months', label: 'The usual length of a placement' },
        { value: 'All year', label: 'When you can apply' },
        { value: 'Paid', label: 'Salary paid monthly, at a rate published for each office' },
      ],
    },
    {
      kind: 'list',
      heading: 'Who it is for',
      items: [
        'Students enrolled on a degree that includes or allows a co-op term, placement or year in industry, in any subject.',
        'Students at whatever stage your course schedules the placement, most often the second or third year of an undergraduate degree.',
        'Students who have the right to work in the country of the office for the dates of the placement. If your visa depends on your course, your university can usually confirm what is allowed; ask us if you are unsure.',
      ],
    },
    {
      kind: 'steps',
      heading: 'How a placement runs',
      intro:
        'Because placements vary in length, we describe them by stage rather than by week. A four-month placement moves through these stages quickly; a twelve-month one gives you longer in each.',
      items: [
        {
          title: 'Before you start',
          description:
            "We agree your dates with you and your university and read your course's placement requirements. Your manager signs any learning agreement before your first day, so there are no surprises about what you need to produce.",
        },
        {
          title: 'First two weeks',
          description:
            'You take part in induction training on problem solving, writing and handling client data, set up your tools and meet your team, your buddy and your mentor.',
        },
        {
          title: 'First month',
          description:
            'You own a defined task on a live project, such as cleaning and checking a data set, building a small model or preparing interview notes, with your manager reviewing your work closely.',
        },
        {
          title: 'The middle of the placement',
          description:
            'You take on a larger piece of work and regular contact with the client. Your midpoint review gives you written feedback, and we make time for any visit or call from your university tutor.',
        },
        {
          title: 'Final weeks',
          description:
            'You hand your work over so the team can carry it on, complete your final review and any assessment forms your course needs, and talk to us about coming back on the Summer Internship or the Graduate Program.',
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'Where co-op students work',
      intro:
        'You can say which teams interest you when you apply. We place you where the work matches your course and your interests.',
      columns: 2,
      items: [
        {
          title: 'Data and technology',
          description:
            'Building dashboards, data pipelines and models for clients in every sector. Computer science, mathematics and statistics students most often join here.',
        },
        {
          title: 'Sector teams',
          description:
            'Research, analysis and client work in education, agriculture, the social sector, real estate or logistics and infrastructure, alongside consultants and sector specialists.',
        },
        {
          title: 'Engineering and technical',
          description:
            'Supporting engineers and cost planners with surveys, schedules and cost plans for building and infrastructure programmes. Suits civil, structural and building services students.',
        },
        {
          title: 'Operations and corporate',
          description:
            'Finance, people, marketing, IT and resourcing teams. Suits students of business, accounting, human resources and communications.',
        },
      ],
    },
    {
      kind: 'list',
      heading: 'Support and pay',
      items: [
        'A salary for the whole placement, including any weeks spent on university assessment.',
        'A named contact in our early careers team from application to your first day, then a buddy and a mentor once you start.',
        'Help finding accommodation if you are placed away from home, and client travel booked and paid for by us.',
        'Adjustments for a disability or long-term condition, agreed before you start and shared with your university if you want us to.',
      ],
    },
    {
      kind: 'quote',
      text: 'My co-op placement was the first time I saw my code change a decision someone made that same week.',
      name: 'Grace Adeyemi',
      role: 'Data Analyst, Technology, who joined on a co-op placement',
    },
    {
      kind: 'cards',
      heading: 'Read more',
      columns: 2,
      items: [
        {
          title: "Grace's story",
          description:
            'From a six-month co-op placement building crop-yield dashboards to a full-time role in our technology team.',
          href: '/careers/stories/3',
          linkLabel: "Read Grace's story",
        },
        {
          title: 'Compare the pathways',
          description:
            'See how the Co-op Program compares with the Summer Internship and the Graduate Program.',
          href: '/careers/early',
          linkLabel: 'All early careers pathways',
        },
      ],
    },
  ],
  cta: {
    headline: 'Apply for a co-op placement',
    description:
      'Co-op applications are open all year. Apply three to six months before your placement should start and tell us your dates and any assessment your course requires.',
    button: { label: 'How to apply', href: '/careers/students/apply' },
  },
} satisfies z.input<typeof PageSchema>
