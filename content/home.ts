import type { z } from 'zod'
import type { HomeSchema } from './schemas.ts'

const art = (name: string, alt: string, width: number, height: number) => ({
  src: `/images/${name}.svg`,
  alt,
  width,
  height,
})

export const home = {
  seo: {
    title: 'Northstar Consulting Group | Consulting across industries',
    description:
      'Northstar helps schools, farms, builders, public bodies and technology teams plan, fund and deliver change that lasts. See our insights, capabilities and careers.',
  },
  slides: [
    {
      subtitle: 'Education & Training',
      title: 'Learning that moves whole communities forward',
      description:
        'From a single flagship STEM school to a national skills programme, we help education leaders set a clear direction, fund it and see it through to results students can feel.',
      insight: 'Featured insight: what the best-performing school networks did differently in 2024',
      href: '/articles/insight/edu',
      image: art('hero-education', '', 1600, 900),
    },
    {
      subtitle: 'Technology & Innovation',
      title: 'Modernise with purpose, not just new tools',
      description:
        'We start from the decisions your people make every day, then choose the systems, data and skills that make those decisions faster and better. Technology follows the strategy.',
      insight: 'Featured insight: five questions to ask before you buy another platform',
      href: '/articles/insight/tech',
      image: art('hero-technology', '', 1600, 900),
    },
    {
      subtitle: 'Engineering & Construction',
      title: 'Infrastructure designed to serve for a century',
      description:
        'Owners and contractors bring us in to de-risk complex builds: realistic schedules, honest cost plans and designs that cut carbon over the whole life of the asset.',
      insight: 'Featured insight: how whole-life carbon is changing the way cities procure buildings',
      href: '/articles/insight/engin',
      image: art('hero-engineering', '', 1600, 900),
    },
  ],
  news: {
    heading: 'News & Insights',
    story: {
      category: 'Workforce Development',
      title: 'New technology bootcamps turn career changers into job-ready engineers',
      summary:
        'Together with regional employers we have opened full-time and part-time bootcamps that run 6-9 months. Learners build real projects for partner companies, and every cohort ends with interviews, not just a certificate.',
      href: '/articles/news/insight',
      image: art('news-bootcamp', 'Learners working on laptops during a bootcamp session', 1200, 800),
    },
    cta: { label: 'Read the full story', href: '/articles/news/insight' },
  },
  trending: {
    heading: 'Trending Now',
    items: [
      {
        category: 'Artificial Intelligence',
        title: 'AI in the back office: where it pays off first',
        summary:
          'Invoice matching, scheduling and document review are quietly returning the fastest savings. We look at why, and how to start safely.',
        href: '/articles/trending/now1',
        image: art('trending-1', '', 800, 600),
      },
      {
        category: 'Supply Chains',
        title: 'Shorter, smarter supply chains after three turbulent years',
        summary:
          'Near-shoring, dual sourcing and better demand data are reshaping how regional firms move goods. What the leaders are doing now.',
        href: '/articles/trending/now2',
        image: art('trending-2', '', 800, 600),
      },
      {
        category: 'Sustainability',
        title: 'From pledge to plan: making net-zero targets bankable',
        summary:
          'Lenders now ask for transition plans with numbers behind them. A practical guide to building one your board and your bank will trust.',
        href: '/articles/trending/now3',
        image: art('trending-3', '', 800, 600),
      },
    ],
  },
  data: {
    heading: 'Data & Analytics',
    title: 'Decisions you can defend with evidence',
    summary:
      'We turn the data you already collect into a small number of measures that leaders actually use: enrolment and attainment, crop yield and water use, build cost and schedule risk, spend and supplier performance.',
    cta: { label: 'How we approach analytics', href: '/articles/data/analytics' },
    image: art('data-analytics', 'Dashboard charts showing trends and shares', 1200, 800),
    tiles: [
      {
        title: 'Education',
        description: 'Attendance, attainment and teacher workload, tracked on one page.',
        href: '/industries/education',
      },
      {
        title: 'Agriculture',
        description: 'Yield, soil and water data that guide what to plant and when.',
        href: '/industries/agriculture',
      },
      {
        title: 'Building Construction',
        description: 'Cost and schedule risk spotted weeks before it reaches site.',
        href: '/industries/building-construction',
      },
      {
        title: 'Leadership & Innovation',
        description: 'Evidence that helps leaders back the right ideas early.',
        href: '/insights/leadership-innovation',
      },
      {
        title: 'Procurement Management',
        description: 'Spend, supplier and delivery performance you can act on.',
        href: '/industries/logistics-infrastructure',
      },
      {
        title: 'Sustainability',
        description: 'Carbon, energy and water reporting that stands up to audit.',
        href: '/insights/sustainability',
      },
    ],
  },
  capabilities: {
    heading: 'Our Capabilities',
    intro:
      'Five ways we work alongside clients, from the first diagnosis to the day the new way of working runs without us.',
    all: { label: 'All Capabilities', href: '/services' },
    items: [
      {
        title: 'Implementation',
        description: 'Programme management that lands plans on time, on budget and with people on board.',
        href: '/capabilities/implementation',
      },
      {
        title: 'Digital',
        description: 'Platforms, data and automation chosen for the outcomes you need.',
        href: '/capabilities/digital',
      },
      {
        title: 'Growth & Marketing',
        description: 'Find the customers and markets worth winning, then win them.',
        href: '/capabilities/growth-marketing',
      },
      {
        title: 'Sustainability',
        description: 'Credible transition plans, measured and reported with rigour.',
        href: '/capabilities/sustainability',
      },
      {
        title: 'Real Estate',
        description: 'Portfolio strategy, development and smarter buildings.',
        href: '/capabilities/real-estate',
      },
    ],
  },
  about: {
    heading: 'About Us',
    title: 'Independent advice, delivered side by side',
    body: 'For more than twenty years Northstar has worked with school systems, growers, builders, public agencies and technology companies. We stay independent of vendors, put senior people on every engagement and measure ourselves by what is still working after we leave.',
    image: art('about-team', 'A team gathered around a table planning together', 1200, 800),
    links: [
      { label: 'More About Us', href: '/more-about-us' },
      { label: 'Explore Careers', href: '/explore-careers' },
      { label: 'Contact Us', href: '/contact-us' },
    ],
  },
  careers: [
    {
      eyebrow: 'Career Pathways',
      title: 'Start your career where the problems are real',
      body: 'Internships, graduate roles and co-op placements with mentoring from day one and client work from week one.',
      cta: { label: 'Explore early careers', href: '/careers/early' },
      image: art('career-early', '', 1200, 600),
    },
    {
      eyebrow: 'Advanced Careers',
      title: 'Bring your expertise to work that matters',
      body: 'Engineers, educators, analysts and advisers: lead engagements across sectors and grow a practice with us.',
      cta: { label: 'Roles for experienced professionals', href: '/careers/experienced' },
      image: art('career-experienced', '', 1200, 600),
    },
  ],
} satisfies z.input<typeof HomeSchema>
