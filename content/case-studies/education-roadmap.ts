import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const educationRoadmap = {
  slug: 'education-roadmap',
  seo: {
    title: 'A Five-Year Roadmap for a Regional School Network | Northstar',
    description:
      'How a network of 14 secondary schools agreed a costed five-year plan with heads, governors and 30 employers, and raised maths pass rates by 11 points in two years.',
  },
  title: 'A five-year roadmap for a regional school network',
  sector: 'Education',
  client: 'A regional network of 14 secondary schools with 11,200 students',
  summary:
    'After three years of uneven results, a network of 14 secondary schools needed one plan that every head teacher could sign up to. We built a costed five-year roadmap with school leaders, governors and 30 local employers, and helped the central team run it.',
  image: { src: '/images/case-4.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '+11 pts', label: 'maths pass rate in two years' },
    { value: '1/3', label: 'fewer teacher vacancies' },
    { value: '30', label: 'local employers involved' },
  ],
  challenge: [
    'The network had grown from six schools to 14 in five years, mostly by taking on schools that were struggling. Each kept its own improvement plan, its own recruitment and its own way of teaching maths. The gap in maths pass rates between the strongest and weakest school had reached 29 percentage points, and the network average sat at 58%.',
    'Staffing made everything harder. At the start of the work the schools carried 42 teacher vacancies, most of them in maths and science, and relied on agency supply to cover them. The trustees had a falling budget and a central team of six people, and wanted to know which changes would make the most difference for the money.',
  ],
  approach: [
    {
      title: 'One baseline for 14 schools',
      description:
        'We gathered attainment, attendance, staffing and finance data from every school into one comparable baseline, so that heads could see where results diverged and what each school was spending to get them.',
    },
    {
      title: 'Priorities agreed with heads and governors',
      description:
        'Four workshops with head teachers and governors narrowed 37 proposed initiatives to five priorities, led by a shared maths curriculum and a network-wide approach to recruiting and keeping teachers.',
    },
    {
      title: 'An employer panel of 30 businesses',
      description:
        'Local employers committed to work experience, careers talks and paid summer placements for maths and science students, and two of them part-funded a teacher training route with a nearby university.',
    },
    {
      title: 'A costed, phased roadmap',
      description:
        'Every action carried a cost, an owner and a year. Most of the first two years was funded by pooling budgets the schools were already spending separately on agency staff and external training.',
    },
  ],
  outcome: [
    'Within two years the network’s maths pass rate rose from 58% to 69%, and the gap between the strongest and weakest school narrowed from 29 to 17 percentage points. The shared curriculum and common assessments meant teachers could move between schools without relearning the course.',
    'Central recruitment and the new training route cut teacher vacancies from 42 to 28, and agency spending fell by £410,000 a year. The trustees now review the roadmap each term against the same baseline measures, and the plan has been updated once, not rewritten.',
  ],
  quote: {
    text: 'For the first time our heads were arguing about the same numbers. That made it much easier to agree what to stop doing as well as what to start.',
    name: 'Helen Marsh',
    role: 'Chief Executive, the school network',
  },
  related: [
    { label: 'Education', href: '/industries/education' },
    { label: 'Implementation', href: '/capabilities/implementation' },
    {
      label: 'Reshaping a university around student success',
      href: '/case-studies/university-transformation',
    },
  ],
} satisfies z.input<typeof CaseStudySchema>
