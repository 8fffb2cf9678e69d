import type { z } from 'zod'
import type { IndustrySchema } from '../schemas.ts'

export const education = {
  slug: 'education',
  seo: {
    title: 'Education Consulting for Schools and Universities | Northstar',
    description:
      'Northstar helps school leaders, universities and training providers plan STEM schools, redesign courses and link learning to local jobs, with results they can measure.',
  },
  hero: {
    eyebrow: 'Industries',
    title: 'Education',
    subtitle:
      'We work with school networks, universities and training providers to plan, fund and run programmes that lift attainment and open routes into skilled work.',
    image: { src: '/images/hero-education.svg', alt: '', width: 1600, height: 900 },
    size: 'tall',
  },
  intro: {
    heading: 'Helping education leaders turn plans into progress',
    paragraphs: [
      'Most education leaders we meet already know what they want to change. What they lack is the time, a costed plan and a way to keep a multi-year programme on course while the school day carries on. That is where we come in.',
      'Our teams include former head teachers, university administrators and workforce specialists. We work alongside your staff rather than around them: we establish where you stand using your own data, agree a small set of targets and build the timetable, budget and governance to reach them.',
      'Clients range from a single trust opening a new STEM school to regional authorities redesigning routes from school into work. Whatever the scale, we stay until the new way of working runs without us.',
    ],
    cta: { label: 'Contact Us', href: '/contact' },
  },
  areas: {
    heading: 'OUR AREAS IN EDUCATION',
    items: [
      {
        title: 'Flagship STEM School',
        description:
          'We help trusts and education authorities design and open a flagship STEM school: the curriculum model, specialist staffing, laboratory and workshop specification, and employer partnerships that give students real projects from their first term.',
      },
      {
        title: 'Higher Education',
        description:
          'Universities bring us in to review their course portfolio, improve student retention and modernise the systems behind admissions, timetabling and assessment. We focus on changes that academic and professional staff can sustain after launch.',
      },
      {
        title: 'Workforce Development',
        description:
          'We design apprenticeships, bootcamps and upskilling programmes with employers at the table, so that what learners study matches the roles that are actually open in their region.',
      },
      {
        title: 'Innovation, Productisation & Technology',
        description:
          'When a school or university has a programme worth sharing, we help turn it into something other institutions can adopt: packaged, priced and supported. We also help choose learning technology that teachers will actually use.',
      },
    ],
  },
  getInTouch: {
    text: 'Planning a new school, a course redesign or a skills programme? Talk to our education team.',
    button: { label: 'Get in touch', href: '/contact' },
  },
  caseStudies: {
    heading: 'CASE STUDIES',
    items: [
      {
        title: 'A five-year roadmap for a regional school network',
        description:
          'A network of 14 secondary schools needed a shared plan after three years of uneven results. We built a costed five-year roadmap with head teachers, governors and 30 local employers. In the first two years, maths pass rates rose by 11 percentage points and teacher vacancies fell by a third.',
        href: '/case-studies/education-roadmap',
        linkLabel: 'Read case study',
        image: { src: '/images/case-4.svg', alt: '', width: 800, height: 600 },
      },
      {
        title: 'Reshaping a mid-sized university around student success',
        description:
          'A university of 9,000 students was losing almost one in five of its first-years. We redesigned first-year support, merged three student-service desks into one and rebuilt the timetable; first-year continuation rose from 81% to 89% within two intakes.',
        href: '/case-studies/university-transformation',
        linkLabel: 'Read case study',
        image: { src: '/images/case-1.svg', alt: '', width: 800, height: 600 },
      },
      {
        title: 'Scaling clinical training for a regional health system',
        description:
          'A health system with 6,500 staff needed to train more healthcare assistants without taking nurses off the wards. We co-designed a blended programme with two local colleges that tripled annual intake to 420 trainees and cut the time to a first supervised shift from 14 weeks to 9.',
        href: '/case-studies/healthcare-training',
        linkLabel: 'Read case study',
        image: { src: '/images/case-7.svg', alt: '', width: 800, height: 600 },
      },
    ],
  },
  partners: {
    heading: 'COMMUNITY IMPACT',
    items: [
      {
        name: 'Brightwater Literacy Foundation',
        description:
          'A regional charity running after-school reading clubs in 40 primary schools. We give pro bono planning support and helped it set up termly measurement of reading-age gains.',
      },
      {
        name: 'Ridgeline STEM Mentors',
        description:
          'A volunteer network pairing engineers and scientists with secondary students. Northstar staff mentor each year, and we helped the network design its mentor training.',
      },
      {
        name: 'Harbour Lane Adult Learning Trust',
        description:
          'A community trust offering evening courses in digital skills and English for adults returning to work. We support its curriculum planning and its outreach to local employers.',
      },
    ],
  },
  collaborations: {
    heading: 'IN COLLABORATION',
    items: [
      {
        title: 'Schools and employers, planning together',
        description:
          'How a regional school roadmap brought 30 local employers into curriculum planning, from work placements to co-taught engineering modules.',
        href: '/case-studies/education-roadmap',
        linkLabel: 'Read More',
      },
      {
        title: 'Education and technology teams, side by side',
        description:
          'Our education and technology practices work as one team on learning platforms, student data systems and digital skills, so that tools are chosen for teaching needs first.',
        href: '/industries/technology',
        linkLabel: 'Read More',
      },
    ],
  },
  insights: {
    heading: 'INSIGHTS',
    linkLabel: 'Read More',
    items: [
      {
        title: 'Digital transformation: where to start and what to fix first',
        category: 'Digital Transformation',
        date: '2025-01-21',
        href: '/insights/digital-transformation',
      },
      {
        title: 'Leadership and innovation: backing the right ideas early',
        category: 'Leadership & Innovation',
        date: '2025-04-08',
        href: '/insights/leadership-innovation',
      },
    ],
  },
  closing: {
    headline: 'Ready to plan your next step in education?',
    description:
      'Tell us what you want to change and by when. We will arrange a first conversation with a senior member of our education team to talk through the approach, the team and the likely cost.',
    button: { label: 'Contact Us', href: '/contact' },
  },
} satisfies z.input<typeof IndustrySchema>
