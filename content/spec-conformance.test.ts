// The product spec's facts, checked on the content the site ships. The schemas (content/schemas.ts)
// say what an editor may do: a fourth programme, a reworded heading. These tests say what the spec
// asks of this site today, so the shipped pages still meet it; each test is named after the fact.
// A firm that changes one of these on purpose changes its test with it. The spec's route table is
// checked in content.test.ts, its links in tests/links.test.ts.
import { describe, expect, test } from 'vitest'
import { content } from './index.ts'
import type { CareersPage, Section } from './schemas.ts'

const home = content.getHome()
const about = content.getAbout()
/** A careers landing page by its template (content/careers-pages/, `template:`). */
const careers = <T extends CareersPage['template']>(template: T) => {
  const page = content.entriesOf('careersPages').find((entry) => entry.template === template)
  if (!page) throw new Error(`no careers page with the ${template} template`)
  return page as Extract<CareersPage, { template: T }>
}
const aboutSections = about.pages.flatMap((page) => page.sections)
const sectionsOfKind = <K extends Section['kind']>(sections: Section[], kind: K) =>
  sections.filter((section): section is Extract<Section, { kind: K }> => section.kind === kind)

describe('Home', () => {
  test('a hero carousel of three slides, linking to /articles/insight/edu, /tech and /engin', () => {
    expect(home.slides.map((slide) => slide.href)).toEqual([
      '/articles/insight/edu',
      '/articles/insight/tech',
      '/articles/insight/engin',
    ])
  })

  test('the news and insights block links to /articles/news/insight; bootcamps run 6-9 months', () => {
    expect(home.news.story.href).toBe('/articles/news/insight')
    expect(home.news.story.summary).toContain('6-9 months')
  })

  test('the trending block: three links, /articles/trending/now1, now2 and now3', () => {
    expect(home.trending.items.map((item) => item.href)).toEqual([
      '/articles/trending/now1',
      '/articles/trending/now2',
      '/articles/trending/now3',
    ])
  })

  test('the data and analytics block links to /articles/data/analytics and has six tiles', () => {
    expect(home.data.cta.href).toBe('/articles/data/analytics')
    expect(home.data.tiles.map((tile) => tile.href)).toEqual([
      '/industries/education',
      '/industries/agriculture',
      '/industries/building-construction',
      '/insights/leadership-innovation',
      '/industries/logistics-infrastructure',
      '/insights/sustainability',
    ])
    expect(home.data.tiles[4]!.title).toBe('Procurement Management')
  })

  test("the capabilities list: 'All Capabilities' to /services and five entries", () => {
    expect(home.capabilities.all).toEqual({ label: 'All Capabilities', href: '/services' })
    // The spec's /capabilities/Implementation and /capabilities/growth-marketion answer 301 to
    // these addresses (tests/links.test.ts).
    expect(home.capabilities.items.map((item) => item.href)).toEqual([
      '/capabilities/implementation',
      '/capabilities/digital',
      '/capabilities/growth-marketing',
      '/capabilities/sustainability',
      '/capabilities/real-estate',
    ])
  })

  test('the about-us block links to the pages /more-about-us, /explore-careers and /contact-us name', () => {
    // Those three addresses answer 301 to these pages (tests/links.test.ts); the links go straight
    // to the pages, so no visit and no crawler takes the detour.
    const aliases = ['/more-about-us', '/explore-careers', '/contact-us']
    expect(home.about.links.map((link) => link.href)).toEqual(
      aliases.map((alias) => content.redirects[alias]),
    )
  })

  test('two career banners: Career Pathways to /careers/early, Advanced Careers to /careers/experienced', () => {
    expect(home.careers.map((banner) => [banner.eyebrow, banner.cta.href])).toEqual([
      ['Career Pathways', '/careers/early'],
      ['Advanced Careers', '/careers/experienced'],
    ])
  })
})

describe('About', () => {
  test('two figures: 10+ years experience and 500+ projects completed', () => {
    expect(about.figures.map((figure) => figure.value)).toEqual(['10+', '500+'])
  })

  test('four pages under /about: ourfirm, ourvalues, ourmission and ourhistory', () => {
    expect(about.pages.map((page) => page.slug).toSorted()).toEqual(
      ['ourfirm', 'ourvalues', 'ourmission', 'ourhistory'].toSorted(),
    )
  })

  test('firm facts: 1000+ professionals, 20+ years, 50+ global offices, 95% client satisfaction', () => {
    const stats = sectionsOfKind(aboutSections, 'stats').flatMap((section) =>
      section.items.map((item) => `${item.value} ${item.label}`),
    )
    expect(stats).toEqual(
      expect.arrayContaining([
        '1000+ Professionals',
        '20+ Years',
        '50+ Global Offices',
        '95% Client Satisfaction',
      ]),
    )
  })

  test('a history timeline of five milestones: 2003, 2008, 2013, 2018, 2023', () => {
    const [timeline] = sectionsOfKind(aboutSections, 'timeline')
    expect(timeline?.items.map((item) => item.year)).toEqual(['2003', '2008', '2013', '2018', '2023'])
  })

  test('six values and four mission items', () => {
    const page = (slug: string) => about.pages.find((candidate) => candidate.slug === slug)!
    const [values] = sectionsOfKind(page('ourvalues').sections, 'cards')
    expect(values?.items).toHaveLength(6)
    const mission = page('ourmission').sections[0]
    expect(mission && 'items' in mission && mission.items).toHaveLength(4)
  })
})

describe('Services overview', () => {
  test("header 'Our Services' and tagline 'Comprehensive solutions for your business needs'", () => {
    const services = content.getServices()
    expect(services.heading).toBe('Our Services')
    expect(services.tagline).toBe('Comprehensive solutions for your business needs')
  })

  test('a catalogue of eight entries, each with title, description and icon', () => {
    expect(content.getServices().items.map((item) => item.title)).toEqual([
      'Educational Transformation & Training Programs',
      'Project Management & Construction Engineering',
      'Real Estate Development & Management',
      'Agricultural Development & Management',
      'Social Sector Development & Management',
      'Logistics & Infrastructure Development',
      'Technology & Innovation',
      'Building & Construction',
    ])
  })
})

describe('Insights and resources', () => {
  test("header 'Insights & Resources' with three articles: image, category, title and date", () => {
    const { index, featured } = content.getInsightsIndex()
    expect(index.heading).toBe('Insights & Resources')
    expect(featured.every((card) => card.image.src)).toBe(true)
    expect(featured.map(({ title, category, date }) => ({ title, category, date }))).toEqual([
      { title: 'Navigating Economic Trends in 2025', category: 'Economic Trends', date: '2024-02-15' },
      { title: 'The Future of Digital Transformation', category: 'Technology', date: '2024-02-10' },
      { title: 'Sustainable Practices in Modern Business', category: 'Sustainability', date: '2024-02-05' },
    ])
  })
})

describe('Sector pages', () => {
  /** Each sector's case studies, as the spec lists them. */
  const caseStudies: Record<string, string[]> = {
    education: ['education-roadmap', 'university-transformation', 'healthcare-training'],
    'engineering-building-construction': [
      'smart-city-development',
      'airport-terminal',
      'urban-transportation',
    ],
    agriculture: ['smart-irrigation', 'sustainable-farming', 'supply-chain-digital'],
    'social-sector': ['youth-employment', 'community-development', 'education-access'],
    'real-estate': ['urban-housing', 'commercial-modernization', 'sustainable-residential'],
    'logistics-infrastructure': ['last-mile-delivery', 'urban-infrastructure', 'global-supply-chain'],
    technology: ['digital-transformation', 'ai-healthcare', 'cloud-migration'],
    'building-construction': ['green-building', 'skyscraper', 'smart-cities'],
  }

  test.each(Object.entries(caseStudies))('%s: four area cards and three case studies', (slug, studies) => {
    const industry = content.getEntry('industries', slug)!
    expect(industry.areas.items).toHaveLength(4)
    expect(industry.caseStudies.items.map((card) => card.href)).toEqual(
      studies.map((study) => `/case-studies/${study}`),
    )
  })

  test('engineering stats: 500+ Projects Completed, 50+ Countries Served, 1000+ Engineers Worldwide, 25+ Years Experience', () => {
    const engineering = content.getEntry('industries', 'engineering-building-construction')
    expect(engineering?.stats?.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      '500+ Projects Completed',
      '50+ Countries Served',
      '1000+ Engineers Worldwide',
      '25+ Years Experience',
    ])
  })
})

describe('Contact page', () => {
  test("header 'Contact Us'; the subject's placeholder 'What your message is about'", () => {
    const contact = content.getContact()
    expect(contact.heading).toBe('Contact Us')
    expect(contact.form.subjectPlaceholder).toBe('What your message is about')
  })

  test("side blocks 'Our Office' and 'Contact Info'", () => {
    const contact = content.getContact()
    expect([contact.office.heading, contact.info.heading]).toEqual(['Our Office', 'Contact Info'])
  })
})

describe('Articles', () => {
  test('each article has three related articles, and is dated 2025-01-14', () => {
    const articles = content.entriesOf('articles')
    expect(articles).toHaveLength(8)
    for (const article of articles) {
      expect(article.related, article.path).toHaveLength(3)
      expect(article.date, article.path).toBe('2025-01-14')
    }
  })
})

describe('Capabilities pages', () => {
  test('each shows three case-study cards', () => {
    const capabilities = content.entriesOf('capabilities')
    expect(capabilities).toHaveLength(6)
    for (const capability of capabilities) {
      expect(capability.caseStudies.items, capability.slug).toHaveLength(3)
    }
  })
})

describe('Careers', () => {
  test('students: Summer Internship (10-12 weeks), Graduate Program (2 years), Co-op Program (varies)', () => {
    expect(careers('students').programmes.map((p) => `${p.title}: ${p.duration}`)).toEqual([
      'Summer Internship: 10-12 weeks',
      'Graduate Program: 2 years',
      'Co-op Program: Varies',
    ])
  })

  test('students: each programme links to /careers/students/{programme-slug}; apply to /careers/students/apply', () => {
    const students = careers('students')
    for (const programme of students.programmes) {
      expect(programme.href).toMatch(/^\/careers\/students\/[a-z0-9-]+$/)
    }
    expect(students.apply.button.href).toBe('/careers/students/apply')
  })

  test('experienced: three categories linking to /careers/experienced/{slug}', () => {
    expect(careers('experienced').categories.map((card) => card.href)).toEqual([
      expect.stringMatching(/^\/careers\/experienced\/[a-z0-9-]+$/),
      expect.stringMatching(/^\/careers\/experienced\/[a-z0-9-]+$/),
      expect.stringMatching(/^\/careers\/experienced\/[a-z0-9-]+$/),
    ])
  })

  test('life: three employee stories linking to /careers/stories/{n}', () => {
    expect(careers('life').stories.map((story) => story.href)).toEqual([
      '/careers/stories/1',
      '/careers/stories/2',
      '/careers/stories/3',
    ])
  })

  test("job search: placeholder 'Search for jobs...' and six category buttons", () => {
    const jobs = careers('jobs')
    expect(jobs.searchPlaceholder).toBe('Search for jobs...')
    expect(jobs.categories).toEqual([
      'Technology',
      'Consulting',
      'Finance',
      'Marketing',
      'Human Resources',
      'Operations',
    ])
  })
})
