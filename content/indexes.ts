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
  withoutJavaScript:
    'Searching needs JavaScript, which is turned off in your browser. Every page is also reachable from these sections:',
  sections: [
    { label: 'Industries', href: '/industries' },
    { label: 'Services', href: '/services' },
    { label: 'Insights & Resources', href: '/insights' },
    { label: 'About us', href: '/about' },
    { label: 'Careers: job search', href: '/careers/searchjobs' },
    { label: 'Contact', href: '/contact' },
  ],
}
