import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const youthEmployment = {
  slug: 'youth-employment',
  seo: {
    title: 'A Youth Employment Programme Across Three Cities | Northstar',
    description:
      'Paid work placements and one-to-one coaching meant 64% of 1,100 young people were in work or training six months after finishing, up from 41% under the old model.',
  },
  title: 'A youth employment programme across three cities',
  sector: 'Social Sector',
  client: 'A charitable foundation funding youth employment in three cities',
  summary:
    'A foundation funding youth employment in three cities wanted to know which approaches worked. We redesigned its programme around paid work placements and one-to-one coaching; 64% of 1,100 participants were in work or training six months after finishing, up from 41% under the previous model.',
  image: { src: '/images/case-7.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '64%', label: 'in work or training after six months' },
    { value: '41%', label: 'under the previous model' },
    { value: '1,100', label: 'young people taking part' },
  ],
  challenge: [
    'The foundation funded 23 local organisations across three cities to help 18 to 24 year olds who were not in education, employment or training. Each organisation ran its own mix of workshops, CV clinics and short courses, and reported outcomes in different ways. The trustees could see how much they were spending but not which activities made a difference.',
    'Where outcomes were tracked, only 41% of participants were in work or training six months after leaving. Young people told us that classroom sessions felt like school, that they dropped out when benefit rules or travel costs got in the way, and that employers rarely took them on without work experience.',
  ],
  approach: [
    {
      title: 'Look at what the evidence showed',
      description:
        'We analysed four years of records from all 23 organisations and reviewed published evaluations. Paid placements with real employers and consistent one-to-one support had the strongest links to lasting work.',
    },
    {
      title: 'Redesign around placements and coaching',
      description:
        'The new model gives each participant a named coach for up to a year and an eight-week paid placement with a local employer. Coaches help with travel, benefits advice and the first weeks in a job.',
    },
    {
      title: 'Recruit employers city by city',
      description:
        'We worked with local business groups to sign up 160 employers across the three cities, with the foundation covering half of placement wages and a simple agreement on supervision.',
    },
    {
      title: 'One shared outcomes framework',
      description:
        'All delivery partners now record the same measures at the same points, including six-month follow-up, in a shared system that the foundation’s small team can review monthly.',
    },
  ],
  outcome: [
    'Of the 1,100 young people who took part over two years, 64% were in work or training six months after finishing, compared with 41% under the previous model. Retention was stronger too: 81% of those placed with an employer completed their placement, and two in five were offered a permanent job by the same employer.',
    'The foundation concentrated funding on 12 delivery partners able to run the model well, and two city councils have since co-funded an expansion for a further 600 places.',
  ],
  quote: {
    text: 'We used to fund activity. Now we fund results, and we can show our trustees which ones.',
    name: 'Nadia Hussain',
    role: 'Head of Programmes, the foundation',
  },
  related: [
    { label: 'Social Sector', href: '/industries/social-sector' },
    { label: 'Keeping girls in secondary school', href: '/case-studies/education-access' },
    { label: 'Contact us', href: '/contact' },
  ],
} satisfies z.input<typeof CaseStudySchema>
