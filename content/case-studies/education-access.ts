import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const educationAccess = {
  slug: 'education-access',
  seo: {
    title: 'Keeping Girls in Secondary School in Rural Districts | Northstar',
    description:
      'A bursary and mentoring scheme, run with local schools and tracking every learner, lifted secondary completion for rural girls to 78% against 52% in comparable districts.',
  },
  title: 'Keeping girls in secondary school in rural districts',
  sector: 'Social Sector',
  client: 'An education charity working in five rural districts',
  summary:
    'An education charity wanted to reach girls in rural districts who were leaving school early. We helped it design a bursary and mentoring scheme with local schools and track every learner; secondary completion among participants reached 78%, against 52% in comparable districts.',
  image: { src: '/images/case-4.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '78%', label: 'secondary completion among participants' },
    { value: '52%', label: 'in comparable districts' },
    { value: '2,400', label: 'girls supported' },
  ],
  challenge: [
    'In the five districts where the charity worked, around half of girls who started secondary school left before completing it. The reasons were well known locally: fees and uniform costs, long walks to school, household work and early marriage. The charity had given out small grants for years, but it did not know which girls had stayed in school or why others had left.',
    'Its funders were asking for evidence of outcomes, not just numbers of grants. The charity also wanted to work through schools and communities rather than around them, so that support would continue when individual grants ended.',
  ],
  approach: [
    {
      title: 'Identify who is most at risk',
      description:
        'With head teachers and community leaders we agreed simple criteria, such as distance from school, attendance in the final primary year and household circumstances, to target places at the girls most likely to leave.',
    },
    {
      title: 'A bursary that covers the real costs',
      description:
        'Each bursary covers fees, uniform, books and, where needed, a bicycle, paid directly to schools and suppliers each term. It continues for the full secondary cycle provided the girl keeps attending.',
    },
    {
      title: 'Mentors in every school',
      description:
        'Each participating school appointed a female teacher as mentor, trained by the charity, who meets girls weekly in small groups and visits families when attendance slips.',
    },
    {
      title: 'Track every learner',
      description:
        'We built a simple tracking system that schools update each term with attendance, progress and any reason for leaving, so the charity can follow up quickly and report outcomes to funders.',
    },
  ],
  outcome: [
    'Over five years the scheme supported 2,400 girls in 62 schools. Among the first two cohorts to reach the end of secondary school, 78% completed, against 52% for girls in comparable districts without the scheme. Where girls did leave, the tracking data showed the main reasons, which led the charity to add a small hostel grant for girls living furthest from school.',
    'Two new funders have joined on the strength of the outcome data, and district education offices now use the risk criteria in their own planning.',
  ],
  quote: {
    text: 'For the first time we can tell a funder not just how many girls we supported, but how many finished school, and why some did not.',
    name: 'Grace Mwangi',
    role: 'Programme Director, the charity',
  },
  related: [
    { label: 'Social Sector', href: '/industries/social-sector' },
    { label: 'A youth employment programme across three cities', href: '/case-studies/youth-employment' },
    { label: 'A five-year roadmap for a school network', href: '/case-studies/education-roadmap' },
  ],
} satisfies z.input<typeof CaseStudySchema>
