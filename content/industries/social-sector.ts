import type { z } from 'zod'
import type { IndustrySchema } from '../schemas.ts'

export const socialSector = {
  slug: 'social-sector',
  seo: {
    title: 'Social Sector Consulting for Charities and Public Bodies | Northstar',
    description:
      'Northstar helps charities, foundations and public agencies design programmes, shape policy and measure impact, so that funding reaches the people it is meant for.',
  },
  hero: {
    eyebrow: 'Industries',
    title: 'Social Sector',
    subtitle:
      'Working with charities, foundations and public agencies to design programmes that reach the people who need them, and to show what they achieve.',
    image: { src: '/images/hero-social.svg', alt: '', width: 1600, height: 900 },
    size: 'tall',
  },
  intro: {
    heading: 'Making every grant and every volunteer hour count',
    paragraphs: [
      'Social sector organisations are asked to solve hard problems with short-term funding and small central teams. We help them focus: which services make the biggest difference, what evidence funders need and how to run programmes that last beyond the next grant cycle.',
      'We work with community groups, national charities, philanthropic foundations and local and regional government. Our designs are tested with residents, service users and frontline staff before money is committed, and we build measurement in from the start rather than adding an evaluation at the end.',
    ],
  },
  areas: {
    heading: 'Our Social Sector Services',
    items: [
      {
        title: 'Community Development',
        description:
          'We help local partnerships plan neighbourhood programmes with residents, joining up housing, health, skills and youth services around the needs people actually describe.',
        href: '/services/social/community-development',
        linkLabel: 'Learn More',
      },
      {
        title: 'Policy & Advocacy',
        description:
          'Evidence reviews, policy options and costed proposals that help charities and public bodies make a clear, credible case to decision-makers.',
        href: '/services/social/policy-advocacy',
        linkLabel: 'Learn More',
      },
      {
        title: 'Social Innovation',
        description:
          'We help organisations test new service models on a small scale, learn quickly from what happens and build the case for scaling what works.',
        href: '/services/social/innovation',
        linkLabel: 'Learn More',
      },
      {
        title: 'Impact Measurement',
        description:
          'Practical outcome frameworks, data collection that frontline staff can manage and reports that satisfy funders without burying teams in paperwork.',
        href: '/services/social/impact',
        linkLabel: 'Learn More',
      },
    ],
  },
  getInTouch: {
    text: 'Running a programme, preparing a funding bid or reviewing your strategy? Let’s talk.',
    button: { label: 'Get in touch', href: '/contact' },
  },
  caseStudies: {
    heading: 'Case Studies',
    items: [
      {
        title: 'A youth employment programme across three cities',
        description:
          'A foundation funding youth employment in three cities wanted to know which approaches worked. We redesigned its programme around paid work placements and one-to-one coaching; 64% of 1,100 participants were in work or training six months after finishing, up from 41% under the previous model.',
        href: '/case-studies/youth-employment',
        linkLabel: 'Read case study',
        image: { src: '/images/case-7.svg', alt: '', width: 800, height: 600 },
      },
      {
        title: 'Neighbourhood renewal led by residents',
        description:
          'A local authority and four housing associations asked us to coordinate a ten-year renewal plan for an estate of 2,300 homes, shaped by more than 900 residents. In its first three years the partnership reopened a community centre, halved the number of empty shop units and cut reported antisocial behaviour by 30%.',
        href: '/case-studies/community-development',
        linkLabel: 'Read case study',
        image: { src: '/images/case-8.svg', alt: '', width: 800, height: 600 },
      },
      {
        title: 'Keeping girls in secondary school in rural districts',
        description:
          'An education charity wanted to reach girls in rural districts who were leaving school early. We helped it design a bursary and mentoring scheme with local schools and track every learner; secondary completion among participants reached 78%, against 52% in comparable districts.',
        href: '/case-studies/education-access',
        linkLabel: 'Read case study',
        image: { src: '/images/case-4.svg', alt: '', width: 800, height: 600 },
      },
    ],
  },
  insights: {
    heading: 'Latest Insights',
    linkLabel: 'Read more',
    items: [
      {
        title: 'Social innovation that survives the pilot phase',
        category: 'Social Innovation',
        date: '2025-03-25',
        href: '/insights/social-innovation',
      },
      {
        title: 'Community development: what residents told us about lasting change',
        category: 'Community Development',
        date: '2024-12-03',
        href: '/insights/community-development',
      },
    ],
  },
  closing: {
    headline: 'Let’s work on the change you want to see',
    description:
      'Tell us about the people you serve and the outcome you are working towards. We will suggest a practical first step that fits your budget.',
    button: { label: 'Contact Us', href: '/contact' },
  },
} satisfies z.input<typeof IndustrySchema>
