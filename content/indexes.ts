// Copy for the pages that list other pages: /industries and /search.
export const industriesIndex = {
  seo: {
    title: 'Industries we serve | Northstar Consulting Group',
    description:
      'Education, engineering and construction, agriculture, the social sector, real estate, logistics and technology: how Northstar helps each sector.',
  },
  heading: 'Industries',
  intro:
    'Our teams are organised by sector, so the people who advise you have run schools, farms, building sites and software teams themselves. Choose a sector to see our services, case studies and latest thinking.',
}

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
