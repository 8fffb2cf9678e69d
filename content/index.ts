// The only access point to the content collections. Imported by the route modules, which run at build
// time, so page copy never lands in a shared client chunk. A broken entry fails the build.
import type { z } from 'zod'
import { about as rawAbout } from './about.ts'
import { entries as rawArticles } from './articles/index.ts'
import { entries as rawCapabilities } from './capabilities/index.ts'
import { entries as rawCaseStudies } from './case-studies/index.ts'
import { careers as rawCareers } from './careers.ts'
import { contact as rawContact } from './contact.ts'
import { home as rawHome } from './home.ts'
import { entries as rawIndustries } from './industries/index.ts'
import {
  articlesIndex,
  capabilitiesIndex,
  careersIndex,
  caseStudiesIndex,
  industriesIndex,
  searchPage,
} from './indexes.ts'
import { entries as rawInsights } from './insights/index.ts'
import { entries as rawJobDetails } from './jobs/index.ts'
import { entries as rawLegal } from './legal/index.ts'
import { entries as rawPages } from './pages/index.ts'
import { insightsIndex as rawInsightsIndex } from './insights-index.ts'
import { contactNotices, newsletterNotices, tokenActions } from './newsletter.ts'
import { redirects } from './redirects.ts'
import {
  AboutSchema,
  type Card,
  type Hero,
  type Careers,
  type Image,
  ArticleSchema,
  CapabilitySchema,
  CareersSchema,
  CaseStudySchema,
  CollectionIndexSchema,
  ContactSchema,
  HomeSchema,
  IndustrySchema,
  InsightSchema,
  InsightsIndexSchema,
  JobDetailSchema,
  LegalPageSchema,
  PageSchema,
  NoticePageSchema,
  SeoSchema,
  ServiceDetailSchema,
  ServicesSchema,
} from './schemas.ts'
import { entries as rawServiceDetails } from './service-details/index.ts'
import { services as rawServices } from './services.ts'
import { site } from './site.ts'

export class ContentError extends Error {}

function parseEntry<S extends z.ZodType>(schema: S, value: unknown, file: string): z.output<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const problems = result.error.issues
    .map((issue) => `  - ${issue.path.join('.') || '(entry)'}: ${issue.message}`)
    .join('\n')
  throw new ContentError(`Invalid content in ${file}:\n${problems}`)
}

/** Parses every entry of a collection and indexes it by its key; keys must be unique. */
function collection<S extends z.ZodType>(
  folder: string,
  schema: S,
  raw: Record<string, unknown>,
  keyOf: (entry: z.output<S>) => string,
) {
  const byKey = new Map<string, z.output<S>>()
  for (const [file, value] of Object.entries(raw)) {
    const entry = parseEntry(schema, value, `content/${folder}/${file}`)
    const key = keyOf(entry)
    if (byKey.has(key)) throw new ContentError(`Duplicate key "${key}" in content/${folder}/${file}`)
    byKey.set(key, entry)
  }
  return byKey
}

const home = parseEntry(HomeSchema, rawHome, 'content/home.ts')
const about = parseEntry(AboutSchema, rawAbout, 'content/about.ts')
const services = parseEntry(ServicesSchema, rawServices, 'content/services.ts')
const insightsIndex = parseEntry(InsightsIndexSchema, rawInsightsIndex, 'content/insights-index.ts')
const careers = parseEntry(CareersSchema, rawCareers, 'content/careers.ts')
const contact = parseEntry(ContactSchema, rawContact, 'content/contact.ts')
const industries = collection('industries', IndustrySchema, rawIndustries, (e) => e.slug)
const insights = collection('insights', InsightSchema, rawInsights, (e) => e.slug)
const capabilities = collection('capabilities', CapabilitySchema, rawCapabilities, (e) => e.slug)
const articles = collection('articles', ArticleSchema, rawArticles, (e) => e.path)
const caseStudies = collection('case-studies', CaseStudySchema, rawCaseStudies, (e) => e.slug)
const pages = collection('pages', PageSchema, rawPages, (e) => e.path)
const legalPages = collection('legal', LegalPageSchema, rawLegal, (e) => e.slug)
const jobDetails = collection('jobs', JobDetailSchema, rawJobDetails, (e) => e.id)
const serviceDetails = collection('service-details', ServiceDetailSchema, rawServiceDetails, (e) => e.path)
const notices = new Map(
  [...newsletterNotices, ...contactNotices].map((entry, i) => {
    const notice = parseEntry(NoticePageSchema, entry, `content/newsletter.ts (notice ${i + 1})`)
    return [notice.path, notice] as const
  }),
)
for (const [name, action] of Object.entries(tokenActions)) {
  parseEntry(SeoSchema, action.seo, `content/newsletter.ts (tokenActions.${name})`)
}

export const getHome = () => home
export const getAbout = () => about
/** /services: the catalogue, and the six capabilities that cut across it. */
export const getServices = () => ({
  ...services,
  capabilities: [...capabilities.values()].map((capability) => ({
    title: capability.hero.title,
    description: capability.hero.subtitle,
    href: `/capabilities/${capability.slug}`,
  })),
})
export const getContact = () => contact
/** A topic of the insights, with its insights (each as its title and path), in content order. */
export type InsightTopic = { label: string; id: string; insights: { label: string; href: string }[] }

export const getInsightsIndex = () => {
  const topics = new Map<string, InsightTopic>()
  for (const insight of insights.values()) {
    const label = insight.category
    const topic = topics.get(label) ?? {
      label,
      id: `topic-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      insights: [],
    }
    topic.insights.push({ label: insight.hero.title, href: `/insights/${insight.slug}` })
    topics.set(label, topic)
  }
  return { index: insightsIndex, topics: [...topics.values()] }
}

/** The careers pages by URL segment. */
export const careersSlugs = {
  [`life-at-${site.slug}`]: 'life',
  experienced: 'experienced',
  students: 'students',
  searchjobs: 'jobs',
} as const
export type CareersView =
  | { kind: 'life'; page: Careers['life'] }
  | { kind: 'experienced'; page: Careers['experienced'] }
  | { kind: 'students'; page: Careers['students'] }
  | { kind: 'jobs'; page: Careers['jobs'] }

export function getCareersPage(slug: string): CareersView | null {
  switch (careersSlugs[slug as keyof typeof careersSlugs]) {
    case 'life':
      return { kind: 'life', page: careers.life }
    case 'experienced':
      return { kind: 'experienced', page: careers.experienced }
    case 'students':
      return { kind: 'students', page: careers.students }
    case 'jobs':
      return { kind: 'jobs', page: careers.jobs }
    default:
      return null
  }
}
export const getIndustry = (slug: string) => industries.get(slug) ?? null
export const getInsight = (slug: string) => insights.get(slug) ?? null
export const getCapability = (slug: string) => capabilities.get(slug) ?? null
export const getArticle = (path: string) => articles.get(path) ?? null
export const getCaseStudy = (slug: string) => caseStudies.get(slug) ?? null
export const getServiceDetail = (path: string) => serviceDetails.get(path) ?? null
export const getPage = (path: string) => pages.get(path) ?? null
export const getLegalPage = (slug: string) => legalPages.get(slug) ?? null
export const getSearchPage = () => searchPage
export type SearchPageContent = typeof searchPage

/** A featured job with its full details, for /careers/jobs/:id. */
export function getJob(id: string) {
  const job = careers.jobs.featured.find((candidate) => candidate.id === id)
  const detail = jobDetails.get(id)
  return job && detail ? { job, detail, headings: careers.jobs.detailHeadings } : null
}

export const getNotice = (path: string) => notices.get(path) ?? null
export { tokenActions }

/** What a list of pages shows of one of them: its short name, a line about it, its art. */
type PageSummary = { title: string; description: string; image?: Image }

/** Every public page's summary, by path: the cards of the indexes and the names in breadcrumbs. */
const summaries = new Map<string, PageSummary>()
const summarise = (path: string, title: string, description: string, image?: Image) =>
  summaries.set(path, { title, description, ...(image ? { image } : {}) })

/** /industries, /capabilities, /case-studies, /articles and /careers: each lists its collection. */
const parseIndex = (value: unknown, name: string) =>
  parseEntry(CollectionIndexSchema, value, `content/indexes.ts (${name})`)
const collectionIndexes = {
  '/industries': parseIndex(industriesIndex, 'industriesIndex'),
  '/capabilities': parseIndex(capabilitiesIndex, 'capabilitiesIndex'),
  '/case-studies': parseIndex(caseStudiesIndex, 'caseStudiesIndex'),
  '/articles': parseIndex(articlesIndex, 'articlesIndex'),
  '/careers': parseIndex(careersIndex, 'careersIndex'),
}
export type CollectionIndexPath = keyof typeof collectionIndexes
export const collectionIndexPaths = Object.keys(collectionIndexes) as CollectionIndexPath[]

summarise('/', 'Home', home.seo.description)
summarise('/about', about.label, about.hero.subtitle, about.hero.image)
for (const page of about.pages) summarise(`/about/${page.slug}`, page.tab, page.intro)
summarise('/services', services.heading, services.tagline)
summarise('/insights', insightsIndex.heading, insightsIndex.intro)
summarise('/contact', contact.heading, contact.intro)
for (const [path, index] of Object.entries(collectionIndexes)) summarise(path, index.heading, index.intro)
for (const [slug, key] of Object.entries(careersSlugs)) {
  const page = careers[key]
  summarise(`/careers/${slug}`, page.label, page.hero.subtitle, page.hero.image)
}
const summariseHero = (path: string, { hero }: { hero: Hero }) =>
  summarise(path, hero.title, hero.subtitle, hero.image)
for (const [slug, industry] of industries) summariseHero(`/industries/${slug}`, industry)
for (const [slug, insight] of insights) summariseHero(`/insights/${slug}`, insight)
for (const [slug, capability] of capabilities) summariseHero(`/capabilities/${slug}`, capability)
for (const [path, service] of serviceDetails) summariseHero(`/services/${path}`, service)
for (const [path, page] of pages) summariseHero(path, page)
for (const [path, article] of articles) {
  summarise(`/articles/${path}`, article.title, article.subtitle, article.heroImage)
}
for (const [slug, study] of caseStudies) {
  summarise(`/case-studies/${slug}`, study.title, study.client, study.image)
}
for (const job of careers.jobs.featured) summarise(`/careers/jobs/${job.id}`, job.title, job.summary)
for (const [slug, page] of legalPages) summarise(`/${slug}`, page.title, page.seo.description)

/** A public page's summary; every page of `pagePaths()` has one. */
export function getPageSummary(path: string) {
  const summary = summaries.get(path)
  if (!summary) throw new ContentError(`No page at ${path}`)
  return summary
}

export type Breadcrumb = { name: string; path: string }

/**
 * The trail from the home page to a public page, for its breadcrumbs: each step up its address
 * that is a page, or that redirects to the page listing what is under it (/careers/jobs is the
 * job search). Other pages (home, search, notices, admin) have none.
 */
export function breadcrumbTrail(path: string): Breadcrumb[] | null {
  if (path === '/' || !summaries.has(path)) return null
  const segments = path.split('/').slice(1, -1)
  const steps = ['/']
  segments.forEach((_, i) => {
    const ancestor = `/${segments.slice(0, i + 1).join('/')}`
    const page = summaries.has(ancestor) ? ancestor : redirects[ancestor]
    if (page && summaries.has(page) && !steps.includes(page)) steps.push(page)
  })
  return [...steps, path].map((step) => ({ name: getPageSummary(step).title, path: step }))
}

const cardsFor = (paths: string[]): Card[] =>
  paths.map((href) => {
    const { title, description, image } = getPageSummary(href)
    return { title, description, href, ...(image ? { image } : {}) }
  })

/** The entries an index lists, in bands: one, or one per sector for the case studies. */
function indexBands(path: CollectionIndexPath, listHeading: string | undefined) {
  const one = (paths: string[]) => [
    { heading: listHeading ?? collectionIndexes[path].heading, cards: cardsFor(paths) },
  ]
  switch (path) {
    case '/industries':
      return one([...industries.keys()].map((slug) => `/industries/${slug}`))
    case '/capabilities':
      return one([...capabilities.keys()].map((slug) => `/capabilities/${slug}`))
    case '/articles':
      return one([...articles.keys()].map((key) => `/articles/${key}`))
    case '/careers':
      // The careers pages, then the other pages one level under /careers (pathways, job alerts).
      return one([
        ...Object.keys(careersSlugs).map((slug) => `/careers/${slug}`),
        ...[...pages.keys()].filter((page) => /^\/careers\/[^/]+$/.test(page)),
      ])
    case '/case-studies': {
      const sectors = [...new Set([...caseStudies.values()].map((study) => study.sector))].sort()
      return sectors.map((sector) => ({
        heading: sector,
        cards: cardsFor(
          [...caseStudies.values()]
            .filter((study) => study.sector === sector)
            .map((s) => `/case-studies/${s.slug}`),
        ),
      }))
    }
  }
}

/** One collection index: its copy, and its entries as cards in one or more bands. */
export function getCollectionIndex(path: CollectionIndexPath) {
  const { listHeading, ...index } = collectionIndexes[path]
  return { ...index, bands: indexBands(path, listHeading) }
}
export type CollectionIndex = ReturnType<typeof getCollectionIndex>

/** The keys of the collections, for the static paths of the route modules that serve them. */
export const contentKeys = {
  aboutSections: () => about.pages.map((page) => page.slug),
  industries: () => [...industries.keys()],
  insights: () => [...insights.keys()],
  capabilities: () => [...capabilities.keys()],
  articles: () => [...articles.keys()],
  caseStudies: () => [...caseStudies.keys()],
  serviceDetails: () => [...serviceDetails.keys()],
  pages: () => [...pages.keys()],
  legal: () => [...legalPages.keys()],
  careers: () => Object.keys(careersSlugs),
  jobs: () => careers.jobs.featured.map((job) => job.id),
  notices: () => [...notices.keys()],
}

/** How many entries each collection holds (for `npm run content:check`). */
export const collectionSizes = () => ({
  industries: industries.size,
  insights: insights.size,
  capabilities: capabilities.size,
  articles: articles.size,
  'case-studies': caseStudies.size,
  'service-details': serviceDetails.size,
  pages: pages.size,
  legal: legalPages.size,
  jobs: jobDetails.size,
})

/** The site's public pages: the sitemap's list, and every one is checked by the tests. */
export function pagePaths(): string[] {
  const under = (prefix: string, keys: string[]) => keys.map((key) => `${prefix}${key}`)
  return [
    '/',
    '/about',
    ...under('/about/', contentKeys.aboutSections()),
    '/services',
    ...under('/services/', contentKeys.serviceDetails()),
    ...collectionIndexPaths,
    '/insights',
    ...under('/careers/', contentKeys.careers()),
    '/contact',
    ...under('/industries/', contentKeys.industries()),
    ...under('/insights/', contentKeys.insights()),
    ...under('/capabilities/', contentKeys.capabilities()),
    ...under('/articles/', contentKeys.articles()),
    ...under('/case-studies/', contentKeys.caseStudies()),
    ...contentKeys.pages(),
    ...under('/careers/jobs/', contentKeys.jobs()),
    ...under('/', contentKeys.legal()),
  ]
}

/** Pages that answer forms and mail links, and the Page Not Found page: kept out of search engines. */
export function utilityPaths(): string[] {
  return ['/search', '/newsletter/confirm', '/newsletter/unsubscribe', ...contentKeys.notices(), '/404']
}

/** The admin pages: prerendered as empty shells that load their data in the browser. */
export const adminPaths = () => [
  '/superadmin',
  '/superadmin/login',
  '/superadmin/setup',
  '/superadmin/subscribers',
]

/** Every path written to static HTML at build time. */
export const prerenderPaths = () => [...pagePaths(), ...utilityPaths(), ...adminPaths()]
