import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const adultSkillsEnrolmentGrowth = {
  slug: 'adult-skills-enrolment-growth',
  seo: {
    title: 'Lifting enrolments for an adult skills provider | Northstar',
    description:
      'Sharper course messaging and targeted local campaigns lifted an adult skills provider’s enrolments by 38% over two intakes and cut the cost per enrolment by 22%.',
  },
  title: 'Filling courses for an adult skills provider',
  sector: 'Education',
  client: 'A community adult skills provider',
  summary:
    'Sharper course messaging and targeted local campaigns lifted enrolments by 38% over two intakes, while the cost of each enrolment fell by 22%.',
  image: { src: '/images/case-7.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '38%', label: 'more enrolments over two intakes' },
    { value: '22%', label: 'lower cost per enrolment' },
    { value: '1 day', label: 'to call back every enquiry, down from eight' },
  ],
  challenge: [
    'The provider runs funded courses in English, maths, digital skills and care across eight community venues. Enrolments had fallen for three years to around 2,400 per intake, leaving many classes below the size needed to run, while a large share of local adults who could benefit had never heard of the courses.',
    'Marketing relied on a printed prospectus and broad social media advertising. Course descriptions were written in the language of qualifications rather than what learners could do afterwards, and enquiries waited up to eight days for a call back. Each enrolment cost about £96 in marketing, and the trustees wanted more learners without a larger budget.',
  ],
  approach: [
    {
      title: 'Listening to learners and non-learners',
      description:
        'We interviewed 60 current learners and 40 people who had enquired but not enrolled. Cost, timing and fear of being back in a classroom mattered more than qualification titles, and many did not know most courses were free.',
    },
    {
      title: 'Rewriting the course messages',
      description:
        'Every course page and leaflet was rewritten to lead with the outcome, such as helping children with homework or applying for a care job, followed by times, venue and whether it was free.',
    },
    {
      title: 'Targeted local campaigns',
      description:
        'We mapped enquiries by postcode and focused spending on the neighbourhoods with the greatest need and lowest take-up, working through employment advisers, GP surgeries, schools and community groups alongside targeted online adverts.',
    },
    {
      title: 'Fast, friendly enquiry handling',
      description:
        'Enquiries were routed to one small team with a target to call back within a working day, and taster sessions were added before each intake so people could try a class first.',
    },
  ],
  outcome: [
    'Over the next two intakes enrolments rose by 38%, from around 2,400 to 3,300 per intake, and fewer classes were cancelled for low numbers. The cost of each enrolment fell by 22%, from about £96 to £75, with marketing spend kept within 10% of the previous level.',
    'The largest gains came in English and maths, and in the three neighbourhoods targeted first. The provider’s team now runs the postcode analysis and campaign reviews itself before each intake.',
  ],
  quote: {
    text: 'We stopped selling qualifications and started describing what people could do at the end of a course. That, and calling people back the next day, made the difference.',
    name: 'Denise Fairclough',
    role: 'Head of Adult Learning',
  },
  related: [
    { label: 'Growth & Marketing', href: '/capabilities/growth-marketing' },
    { label: 'Education', href: '/industries/education' },
    { label: 'Social Sector', href: '/industries/social-sector' },
  ],
} satisfies z.input<typeof CaseStudySchema>
