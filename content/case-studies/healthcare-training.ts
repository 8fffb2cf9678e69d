import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const healthcareTraining = {
  slug: 'healthcare-training',
  seo: {
    title: 'Scaling Clinical Training for a Regional Health System | Northstar',
    description:
      'A blended healthcare assistant programme, designed with two colleges, that tripled annual intake to 420 and cut time to a first supervised shift from 14 to 9 weeks.',
  },
  title: 'Scaling clinical training for a regional health system',
  sector: 'Education',
  client: 'A regional health system with 6,500 staff across three hospitals and community services',
  summary:
    'A health system needed many more healthcare assistants, but every week of classroom training took experienced nurses off the wards. We co-designed a blended programme with two local colleges that tripled annual intake to 420 trainees and brought new starters onto supervised shifts five weeks sooner.',
  image: { src: '/images/case-7.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '420', label: 'trainees a year, up from 140' },
    { value: '9 weeks', label: 'to a first supervised shift, down from 14' },
    { value: '2', label: 'partner colleges' },
  ],
  challenge: [
    'Healthcare assistant vacancies had reached 11% across the system, and wards were filling shifts with agency staff at a premium. The in-house induction could take only 140 trainees a year, because it relied on senior nurses teaching in the classroom for most of a 14-week course. Each additional cohort meant fewer experienced nurses on the wards.',
    'Two local further education colleges already ran health and social care courses, but their students rarely joined the health system: placements were hard to arrange and the colleges’ content did not match what the wards needed. The health system’s workforce team wanted a route that grew numbers without adding to the pressure on clinical staff.',
  ],
  approach: [
    {
      title: 'Agree what a new assistant must do on day one',
      description:
        'With ward managers and practice educators we listed the 46 skills a healthcare assistant needs before a first supervised shift, and separated them from skills better learned on the job.',
    },
    {
      title: 'Move theory to the colleges and online',
      description:
        'The colleges took on classroom theory and simulation, using shared materials we wrote with the practice educators. Short online modules cover policies and systems, so trainees arrive on the wards already familiar with them.',
    },
    {
      title: 'Protect nurses’ time on the wards',
      description:
        'Instead of teaching whole days, senior nurses now assess skills in short, planned sessions on shift. A small team of practice educators handles sign-off, so no ward loses a nurse to the classroom.',
    },
    {
      title: 'One pipeline from application to ward',
      description:
        'We set up a joint recruitment process, with monthly starts instead of three cohorts a year and one tracker showing each trainee’s progress from application to first shift.',
    },
  ],
  outcome: [
    'In the first full year the programme took 420 trainees, three times the previous intake, and the average time from starting the course to a first supervised shift fell from 14 weeks to 9. Completion stayed above 85%, in line with the old course.',
    'Healthcare assistant vacancies have fallen from 11% to 6%, and the system expects agency spending on these roles to drop by £1.2m this year. The colleges now run the theory blocks as part of their own funded provision.',
  ],
  quote: {
    text: 'We trained three times as many people without pulling a single nurse off the ward for a classroom day. That was the condition, and the programme met it.',
    name: 'Claire Donnelly',
    role: 'Director of Nursing Workforce, the health system',
  },
  related: [
    { label: 'Education', href: '/industries/education' },
    { label: 'Implementation', href: '/capabilities/implementation' },
    { label: 'AI-assisted referral triage in a hospital network', href: '/case-studies/ai-healthcare' },
  ],
} satisfies z.input<typeof CaseStudySchema>
