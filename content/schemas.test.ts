// What the schemas leave to an editor, and what they still refuse: each test parses a changed copy
// of a shipped entry. The spec's own counts and words are checked on the shipped content by
// spec-conformance.test.ts; here a firm may have a fourth programme or its own headings.
import { expect, test } from 'vitest'
import { content } from './index.ts'
import type { z } from 'zod'
import { readFields } from './files.ts'
import { parseValue } from './load.ts'
import {
  AboutSchema,
  ArticleSchema,
  CapabilitySchema,
  CareersPageSchema,
  ContactSchema,
  HomeSchema,
  IndustrySchema,
  InsightsIndexSchema,
  JobListingSchema,
  ServicesSchema,
  SiteSchema,
  type CareersPage,
  type Services,
} from './schemas.ts'

/** A copy of a shipped value, to change. */
const copy = <T>(value: T): T => structuredClone(value)

/** The problems the loader would report for `value`, one line each, or [] if it is valid. */
const problems = (schema: Parameters<typeof parseValue>[0], value: unknown) => {
  try {
    parseValue(schema, value, 'content/test.yaml')
    return []
  } catch (error) {
    return (error as Error).message.split('\n').slice(1)
  }
}

/** A careers landing page as its file in content/careers-pages/ holds it. */
const careersPage = <T extends CareersPage['template']>(template: T) =>
  copy(content.entriesOf('careersPages').find((entry) => entry.template === template)!) as Extract<
    CareersPage,
    { template: T }
  >
const landingTemplates = ['life', 'experienced', 'students', 'jobs'] as const

/** services.yaml as its file holds it: the /services page also lists the capabilities. */
const services = (): Services => {
  const value: Services & { capabilities?: unknown } = copy(content.getServices())
  delete value.capabilities
  return value
}

/** home.yaml as its file holds it: the home page also shows the entries its blocks name by address. */
const homeFile = () => copy(readFields('home.yaml')) as z.input<typeof HomeSchema>

test('the shipped entries, copied, parse: the copies below differ from them only as each test says', () => {
  expect(problems(ServicesSchema, services())).toEqual([])
  expect(problems(HomeSchema, homeFile())).toEqual([])
  for (const template of landingTemplates) {
    expect(problems(CareersPageSchema, careersPage(template)), template).toEqual([])
  }
})

test('a firm may reword the headings the spec gives: Our Services, Insights & Resources, Contact Us…', () => {
  const reworded = services()
  reworded.heading = 'What we do'
  reworded.tagline = 'Advice that lasts beyond the project'
  expect(problems(ServicesSchema, reworded)).toEqual([])

  const { index } = copy(content.getInsightsIndex())
  index.heading = 'Research'
  expect(problems(InsightsIndexSchema, index)).toEqual([])

  const contact = copy(content.getContact())
  contact.heading = 'Get in touch'
  contact.form.subjectPlaceholder = 'Subject'
  contact.office.heading = 'Visit us'
  contact.info.heading = 'Write or call'
  expect(problems(ContactSchema, contact)).toEqual([])

  const jobs = careersPage('jobs')
  jobs.searchPlaceholder = 'Role, place, team…'
  expect(problems(CareersPageSchema, jobs)).toEqual([])
})

test('a firm may add a fourth programme, a ninth service, a seventh job category or a fifth about page', () => {
  const students = careersPage('students')
  students.programmes.push({
    title: 'Apprenticeship',
    description: 'Four days a week with a client team, one at college, for three years.',
    duration: '3 years',
    href: '/careers/students/apprenticeship',
  })
  const jobs = careersPage('jobs')
  jobs.categories.push('Legal')
  const life = careersPage('life')
  life.stories.push(copy(life.stories[0]!))
  const experienced = careersPage('experienced')
  experienced.categories.push(copy(experienced.categories[0]!))
  for (const page of [students, jobs, life, experienced]) {
    expect(problems(CareersPageSchema, page), page.template).toEqual([])
  }

  const ninth = services()
  ninth.items.push({ ...ninth.items[0]!, title: 'Healthcare Advisory' })
  expect(problems(ServicesSchema, ninth)).toEqual([])

  const about = copy(content.getAbout())
  about.pages.push({ ...about.pages[0]!, slug: 'ourpeople', tab: 'Our People' })
  about.figures.push({ value: '12', label: 'Offices' })
  expect(problems(AboutSchema, about)).toEqual([])

  const job = JobListingSchema.parse({ ...content.entriesOf('jobs')[0]!, department: 'Legal' })
  expect(job.department).toBe('Legal')
})

test('a firm may show more or fewer of what the home page lists: one slide, four trending stories…', () => {
  const home = homeFile()
  home.slides = home.slides.slice(0, 1)
  home.trending.items.push(copy(home.trending.items[0]!))
  home.data.tiles = home.data.tiles.slice(0, 4)
  home.capabilities.items.push(copy(home.capabilities.items[0]!))
  home.about.links = home.about.links.slice(0, 1)
  home.careers = home.careers.slice(0, 1)
  expect(problems(HomeSchema, home)).toEqual([])
})

test('a sector, capability or article may have more or fewer cards than the spec’s pages', () => {
  const industry = copy(content.getEntry('industries', 'engineering-building-construction')!)
  industry.areas.items.push(copy(industry.areas.items[0]!))
  industry.caseStudies.items = industry.caseStudies.items.slice(0, 2)
  industry.stats = industry.stats!.slice(0, 3)
  expect(problems(IndustrySchema, industry)).toEqual([])

  const capability = copy(content.entriesOf('capabilities')[0]!)
  capability.caseStudies.items.push(copy(capability.caseStudies.items[0]!))
  expect(problems(CapabilitySchema, capability)).toEqual([])

  const article = copy(content.entriesOf('articles')[0]!)
  article.related = article.related.slice(0, 1)
  expect(problems(ArticleSchema, article)).toEqual([])
})

test('an empty list is refused, named with the field and what it needs', () => {
  const home = homeFile()
  home.slides = []
  home.careers = []
  expect(problems(HomeSchema, home)).toEqual([
    'content/test.yaml: slides: list at least one slide',
    'content/test.yaml: careers: list at least one banner',
  ])
  const students = careersPage('students')
  students.programmes = []
  expect(problems(CareersPageSchema, students)).toEqual([
    'content/test.yaml: programmes: list at least one programme',
  ])
})

test('the limits that keep a page whole still hold: alt text, tab and placeholder lengths, unique names', () => {
  const home = homeFile()
  delete (home.slides[0]!.image as { alt?: string }).alt
  expect(problems(HomeSchema, home)).toEqual([
    'content/test.yaml: slides.0.image.alt: Invalid input: expected string, received undefined',
  ])

  const about = copy(content.getAbout())
  about.pages[0]!.tab = 'Our Leadership Team'
  about.pages[1]!.slug = about.pages[0]!.slug
  expect(problems(AboutSchema, about)).toEqual([
    'content/test.yaml: pages.0.tab: at most 14 characters: a longer tab runs off the screen of a phone',
    'content/test.yaml: pages: two pages have the same slug: each needs its own address',
  ])

  const contact = copy(content.getContact())
  contact.form.subjectPlaceholder = 'Tell us in a few words what your message is about'
  expect(problems(ContactSchema, contact)).toEqual([
    'content/test.yaml: form.subjectPlaceholder: at most 32 characters: a longer one is cut off in the box on a phone',
  ])

  const jobs = careersPage('jobs')
  jobs.searchPlaceholder = 'Search for jobs by title or team'
  jobs.categories.push('Finance')
  expect(problems(CareersPageSchema, jobs)).toEqual([
    'content/test.yaml: searchPlaceholder: at most 20 characters: a longer one is cut off in the box on a phone',
    'content/test.yaml: categories: a category is listed twice',
  ])

  const industry = copy(content.getEntry('industries', 'engineering-building-construction')!)
  industry.stats = industry.stats!.slice(0, 1)
  expect(problems(IndustrySchema, industry)).toEqual([
    'content/test.yaml: stats: list at least two figures, or leave stats out',
  ])
})

test('a logo the icons cannot be drawn from is refused: too small, or far from square', () => {
  const site = readFields('site.yaml') as { logo: Record<string, unknown> }
  const logo = (width: number, height: number) => ({
    ...site,
    logo: { src: '/images/uploads/acme-0123456789.png', width, height },
  })
  expect(problems(SiteSchema, logo(512, 512))).toEqual([])
  expect(problems(SiteSchema, logo(560, 500))).toEqual([])
  expect(problems(SiteSchema, logo(100, 100))).toEqual([
    'content/test.yaml: logo.src: is too small for the site’s icons: upload one at least 192 pixels a side (512 is best)',
  ])
  expect(problems(SiteSchema, logo(600, 200))).toEqual([
    'content/test.yaml: logo.src: must be square, or nearly: the site’s icons are square, and a wide logo would show as a thin strip in them. Crop it to a square around the mark',
  ])
})
