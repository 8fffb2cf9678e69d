import type { z } from 'zod'
import type { IndustrySchema } from '../schemas.ts'

export const technology = {
  slug: 'technology',
  seo: {
    title: 'Technology Consulting: Software, Cloud, AI & Security | Northstar',
    description:
      'Northstar helps CTOs and IT leaders build software, move to the cloud, use AI responsibly and strengthen cyber security, with advice that is independent of vendors.',
  },
  hero: {
    eyebrow: 'Industries',
    title: 'Technology',
    subtitle:
      'Software, cloud, AI and security work that starts from the decisions your people make every day and ends with systems they can rely on.',
    image: { src: '/images/hero-technology.svg', alt: '', width: 1600, height: 900 },
    size: 'tall',
  },
  intro: {
    heading: 'Technology that follows the strategy',
    paragraphs: [
      'Many organisations have more technology than they can use well. Before recommending anything new, we look at the work itself: where time is lost, where data is keyed in twice and where the risks sit. Then we choose the smallest set of changes that makes a measurable difference.',
      'Our engineers, architects and security specialists build and deliver as well as advise. We work in small, cross-functional teams alongside your own staff, hand over documentation and skills as we go, and stay independent of software vendors.',
      'We work with technology leaders in education, health, construction, agriculture, logistics and the public sector, so we understand the regulation and the legacy systems you live with.',
    ],
  },
  areas: {
    heading: 'Our Technology Services',
    items: [
      {
        title: 'Software Development',
        description:
          'Custom web and mobile applications, integrations and internal tools, built in short releases with automated testing so that you see working software every fortnight.',
        href: '/services/technology/software-development',
        linkLabel: 'Learn More',
      },
      {
        title: 'Cloud Solutions',
        description:
          'Cloud strategy, migration and cost management. We move workloads when it makes sense, modernise where it pays and keep spending visible month by month.',
        href: '/services/technology/cloud-solutions',
        linkLabel: 'Learn More',
      },
      {
        title: 'AI & Machine Learning',
        description:
          'We identify the tasks where AI can save time safely, build and test models on your own data and put governance in place before anything reaches customers.',
        href: '/services/technology/ai-ml',
        linkLabel: 'Learn More',
      },
      {
        title: 'Cybersecurity',
        description:
          'Security assessments, identity and access management, incident response planning and staff training, prioritised by the risks that matter most to your organisation.',
        href: '/services/technology/cybersecurity',
        linkLabel: 'Learn More',
      },
    ],
  },
  getInTouch: {
    text: 'Planning a platform change, a cloud move or your first AI project? Speak to our technology team.',
    button: { label: 'Get in touch', href: '/contact' },
  },
  caseStudies: {
    heading: 'Case Studies',
    items: [
      {
        title: 'Digital permits for a regional public services agency',
        description:
          'A public agency handled 180,000 permit and licence applications a year, mostly on paper. We rebuilt the service as an online application with automated checks and a single case-management system; average processing time fell from 21 days to 6 and staff overtime dropped by 35%.',
        href: '/case-studies/digital-transformation',
        linkLabel: 'Read case study',
        image: { src: '/images/case-1.svg', alt: '', width: 800, height: 600 },
      },
      {
        title: 'AI-assisted referral triage in a hospital network',
        description:
          'A network of four hospitals wanted to cut the time clinicians spent sorting referral letters. We built and validated a model that ranks incoming referrals by urgency for clinician review, with a full audit trail; review time per referral fell by 40% and urgent cases reached a specialist two days sooner on average.',
        href: '/case-studies/ai-healthcare',
        linkLabel: 'Read case study',
        image: { src: '/images/trending-1.svg', alt: '', width: 800, height: 600 },
      },
      {
        title: 'Leaving the data centre: a cloud migration in five waves',
        description:
          'A logistics company ran 210 applications in an ageing data centre whose lease ended in 18 months. We planned and ran the migration in five waves, retiring 48 applications along the way; the move finished a month early with no unplanned downtime, and annual hosting costs fell by 27%.',
        href: '/case-studies/cloud-migration',
        linkLabel: 'Read case study',
        image: { src: '/images/case-5.svg', alt: '', width: 800, height: 600 },
      },
    ],
  },
  insights: {
    heading: 'Latest Insights',
    linkLabel: 'Read more',
    items: [
      {
        title: 'AI in business: the practical uses that pay off first',
        category: 'Artificial Intelligence',
        date: '2025-06-10',
        href: '/insights/ai-in-business',
      },
      {
        title: 'Cybersecurity trends every leadership team should plan for in 2025',
        category: 'Cybersecurity',
        date: '2025-02-04',
        href: '/insights/cybersecurity-trends',
      },
    ],
  },
  closing: {
    headline: 'Let’s make your technology work harder',
    description:
      'Tell us the problem you are trying to solve. We will help you decide what to build, buy, move or retire, and then deliver it with you.',
    button: { label: 'Contact Us', href: '/contact' },
  },
} satisfies z.input<typeof IndustrySchema>
