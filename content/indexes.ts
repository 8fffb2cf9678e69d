// Copy for the pages that list other pages: the collection indexes and /search. Which entries each
// index lists, and in what order, comes from the collections themselves (content/index.ts).
import type { z } from 'zod'
import type { CollectionIndexSchema } from './schemas.ts'

type IndexContent = z.input<typeof CollectionIndexSchema>

export const industriesIndex = {
  seo: {
    title: 'Industries we serve | Northstar Consulting Group',
    description:
      'Education, engineering and construction, agriculture, the social sector, real estate, logistics and technology: how Northstar helps each sector.',
  },
  heading: 'Industries',
  intro:
    'Our teams are organised by sector, so the people who advise you have run schools, farms, building sites and software teams themselves. Choose a sector to see our services, case studies and latest thinking.',
  listHeading: 'Our sectors',
  columns: 4,
  linkLabel: 'Explore',
} satisfies IndexContent

export const capabilitiesIndex = {
  seo: {
    title: 'Capabilities: How Northstar Delivers Change | Northstar',
    description:
      'Implementation, digital, growth and marketing, sustainability, real estate, and risk and resilience: the skills Northstar brings to every sector it serves.',
  },
  heading: 'Capabilities',
  intro:
    'Our sector teams draw on six firm-wide capabilities. Each is a group of specialists who have done the work themselves and who join a client team when a problem needs their depth, in any of the industries we serve.',
  listHeading: 'Our six capabilities',
  linkLabel: 'See the capability',
} satisfies IndexContent

export const caseStudiesIndex = {
  seo: {
    title: 'Case Studies: Client Work and Results by Sector | Northstar',
    description:
      'How Northstar teams have helped schools, growers, builders, property owners, public bodies and technology firms: the problem, our approach and the results.',
  },
  heading: 'Case studies',
  intro:
    'A selection of recent engagements, grouped by sector. Each one sets out the problem the client brought us, how we worked on it together and the results that were measured after we had left.',
  columns: 4,
  linkLabel: 'Read the case study',
} satisfies IndexContent

export const articlesIndex = {
  seo: {
    title: 'Articles: News, Analysis and Trending Topics | Northstar',
    description:
      'Articles from Northstar on schools, technology buying, whole-life carbon, bootcamps, AI in the back office, supply chains, net-zero plans and analytics.',
  },
  heading: 'Articles',
  intro:
    'Longer reads from our consultants and specialists: what we found in the field, what it means for leaders, and what to do about it. For shorter guides by topic, see Insights & Resources.',
  listHeading: 'All articles',
  linkLabel: 'Read the article',
} satisfies IndexContent

export const careersIndex = {
  seo: {
    title: 'Careers at Northstar | Jobs, Programmes and Life at the Firm',
    description:
      'Careers at Northstar: search open jobs, join as a student or graduate, bring your experience to a sector team, and see what life at the firm is like.',
  },
  heading: 'Careers',
  intro:
    'Whether you are choosing your first job or bringing years of experience, there is a place for you in a small team doing work that matters. Start with open roles, our programmes for students, or the stories of people who work here.',
  listHeading: 'Where to start',
  linkLabel: 'Find out more',
} satisfies IndexContent

export const searchPage = {
  seo: {
    title: 'Search | Northstar Consulting Group',
    description:
      'Search every Northstar page: industries, services, case studies, insights, articles, careers and jobs, by title, heading or text.',
  },
  heading: 'Search',
  label: 'Search the site',
  placeholder: 'Search insights, industries, careers...',
  button: 'Search',
  prompt: 'Type a word or two: a sector, a topic, a job title or a job id like TECH-001.',
  // {query} is replaced by what the visitor typed.
  noMatch: 'No pages match “{query}”. Try fewer or different words, or start from a section below.',
  oneMatch: '1 page matches “{query}”.',
  manyMatches: '{count} pages match “{query}”.',
  browse: 'Or start from a section',
  sections: [
    {
      title: 'Industries',
      path: '/industries',
      summary: 'Seven sectors, each with the services, case studies and insights of the team that serves it.',
    },
    {
      title: 'Services',
      path: '/services',
      summary: 'Eight practices, from education and construction to real estate, agriculture and technology.',
    },
    {
      title: 'Insights & Resources',
      path: '/insights',
      summary:
        'Research and practical guides on economic trends, digital transformation, sustainability and data.',
    },
    {
      title: 'About us',
      path: '/about',
      summary: 'Our firm, our history, our values and our mission.',
    },
    {
      title: 'Careers: job search',
      path: '/careers/searchjobs',
      summary: 'Open roles for students and experienced hires, searchable by text and category.',
    },
    {
      title: 'Contact',
      path: '/contact',
      summary: 'Write to us, call us or find our office; we reply within two working days.',
    },
  ],
}
