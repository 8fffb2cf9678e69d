import type { z } from 'zod'
import type { PageSchema } from '../schemas.ts'

export const studentsGraduateProgram = {
  path: '/careers/students/graduate-program',
  seo: {
    title: 'Graduate Program: two years, three rotations | Northstar',
    description:
      "Northstar's two-year Graduate Program: three eight-month rotations across sectors, structured training, a mentor and support towards a professional qualification.",
  },
  hero: {
    eyebrow: 'Students & Graduates',
    title: 'Graduate Program',
    subtitle:
      'Two years, three rotations in different sectors and teams, and then the choice of where to build your career.',
    image: { src: '/images/career-early.svg', alt: '', width: 1200, height: 600 },
    size: 'regular',
  },
  intro: [
    'The Graduate Program lasts 2 years and is made up of three rotations of eight months each. Every rotation places you in a different sector or team, so by the end you might have worked alongside school leaders, engineers and a data team, and you will know from experience which work suits you.',
    'You are a salaried, permanent employee from your first day. The programme adds structure around the job: a training curriculum, a mentor who stays with you through all three rotations, and support towards a professional qualification. At the end you choose the practice you want to join.',
  ],
  sections: [
    {
      kind: 'stats',
      heading: 'The programme at a glance',
      items: [
        { value: '2 years', label: 'Length of the programme' },
        { value: '3', label: 'Rotations of eight months, each in a different sector or team' },
        { value: '1', label: 'Mentor who stays with you for all three rotations' },
        { value: '4', label: 'Formal reviews, two in each year' },
      ],
    },
    {
      kind: 'prose',
      heading: 'Who it is for',
      paragraphs: [
        'The programme is for students in the final year of a degree and for graduates who finished their studies recently, including those with a year or two of work behind them. Your degree can be in any subject. Engineers, agronomists, teachers in training, historians and computer scientists have all completed it.',
        'We ask for your grades and read them alongside everything else you tell us, such as work you did to fund your studies, caring responsibilities or a project you ran. You need the right to work in the country of the office you apply to; ask us before applying if you are unsure.',
      ],
    },
    {
      kind: 'steps',
      heading: 'Rotation by rotation',
      intro:
        'Your rotations are planned with you and your mentor. The descriptions below show how responsibility grows, not a fixed set of teams.',
      items: [
        {
          title: 'Induction: your first two weeks',
          description:
            'You start with everyone in your intake. The first training modules cover problem solving, writing for clients, financial modelling and handling client data. You meet your mentor and the manager of your first rotation.',
        },
        {
          title: 'Rotation 1 (months 1-8): learning the craft',
          description:
            'You work as an analyst on one or two client projects. You gather and check data, interview client staff, build models and write sections of reports that your manager reviews line by line. You present your own analysis to the client before the rotation ends.',
        },
        {
          title: 'Rotation 2 (months 9-16): a new sector, more ownership',
          description:
            'You move to a different sector team and run a workstream of your own with a client counterpart, for example the staffing strand of a school review or the cost model for a farm investment case. You plan your own weeks and lead interviews and workshops. Most graduates start their professional qualification during this rotation.',
        },
        {
          title: 'Rotation 3 (months 17-24): testing your choice',
          description:
            'You choose the third rotation with your mentor, either in the practice you expect to join or somewhere you want to try before deciding. You take on more of the day-to-day running of a project and help supervise an intern or co-op student.',
        },
        {
          title: 'Choosing your practice',
          description:
            'In the last months of the programme you tell us which practice you want to join, drawing on what you have seen in your rotations and on your reviews. You move into it as a consultant when the programme ends.',
        },
      ],
    },
    {
      kind: 'list',
      heading: 'Training and qualifications',
      items: [
        'A curriculum that runs through both years: problem solving, writing, financial modelling, working with clients, facilitating workshops and managing a workstream.',
        'Sector courses before each rotation, so you arrive knowing how schools, farms, building programmes or logistics networks are funded and run.',
        'Support towards one professional qualification relevant to your chosen path, such as accountancy, project management, data analysis or an engineering institution route: we pay the fees and give you paid study leave.',
        'A personal learning budget each year for courses and conferences you choose, on top of the programme curriculum.',
      ],
    },
    {
      kind: 'list',
      heading: 'Support along the way',
      items: [
        'A mentor outside your reporting line for all two years, and a buddy from the previous intake for your first three months.',
        'Two formal reviews a year with written feedback, plus a short check-in at the end of every project.',
        'Rotations normally based in your home office. If a rotation needs you elsewhere for more than a few weeks, we agree it with you in advance and pay for travel and accommodation.',
        'Adjustments for a disability or long-term condition, agreed with you before you start and carried over from one rotation to the next without you having to ask again.',
      ],
    },
    {
      kind: 'quote',
      text: 'I joined to analyse school budgets and ended up helping a whole region redesign how it trains teachers.',
      name: 'Maya Ellison',
      role: 'Senior Consultant, Education, who joined on the Graduate Program',
    },
    {
      kind: 'cards',
      heading: 'Read more',
      columns: 2,
      items: [
        {
          title: "Maya's story",
          description:
            'How three rotations in education, the social sector and technology led Maya to the work she leads today.',
          href: '/careers/stories/1',
          linkLabel: "Read Maya's story",
        },
        {
          title: 'Other ways to start',
          description:
            'Still studying? The Summer Internship and the Co-op Program let you try the work first, and strong interns are offered a Graduate Program place.',
          href: '/careers/early',
          linkLabel: 'Compare the three pathways',
        },
      ],
    },
  ],
  cta: {
    headline: 'Apply for the Graduate Program',
    description:
      'Applications open each autumn for a start the following September and are reviewed as they arrive. See what to prepare and how selection works.',
    button: { label: 'How to apply', href: '/careers/students/apply' },
  },
} satisfies z.input<typeof PageSchema>
