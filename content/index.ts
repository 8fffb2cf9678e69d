// The content, read once from content/'s files: each collection that collections.ts declares, and the
// single files. Imported by the route modules, which run at build time (so page copy never lands in
// a shared client chunk), and by the server. A broken file fails the build, naming it.
import type { z } from 'zod'
import {
  collectionNames,
  collections,
  loadCollection,
  paramsFor,
  type CollectionName,
  type EntryOf,
  type Loaded,
  type PageSummary,
} from './collections.ts'
import { ContentError, loadFile } from './load.ts'
import {
  AboutSchema,
  type Card,
  type Careers,
  CareersSchema,
  type CollectionIndexContent,
  CollectionIndexSchema,
  ContactSchema,
  HomeSchema,
  InsightsIndexSchema,
  JobListingSchema,
  LabelsSchema,
  type JobsPage,
  NavigationSchema,
  NewsletterLinksSchema,
  RedirectsSchema,
  SearchPageSchema,
  ServicesSchema,
} from './schemas.ts'
import { site, siteTokens } from './site.ts'

export { ContentError }
export type { PageSummary }

/** A content file that is one page, or one part of the site, rather than an entry of a collection. */
const single = <S extends z.ZodType>(schema: S, file: string, kept: string[] = []) =>
  loadFile(schema, file, { tokens: siteTokens, kept })

/** Every collection's entries, read from their files, in listing order. */
const loaded = Object.fromEntries(collectionNames.map((name) => [name, loadCollection(name)])) as {
  [C in CollectionName]: Loaded<C>[]
}

/** The entries of a collection, in the order the pages that list them show them. */
export const entriesOf = <C extends CollectionName>(name: C): EntryOf<C>[] =>
  loaded[name].map(({ entry }) => entry)

/** The entry of a collection at `key` (its file's path in the folder, without the extension). */
export const getEntry = <C extends CollectionName>(name: C, key: string): EntryOf<C> | null =>
  loaded[name].find((candidate) => candidate.key === key)?.entry ?? null

/** The URLs of a collection's entries. */
const urlsOf = (name: CollectionName) => loaded[name].map(({ url }) => url)

/**
 * The static paths of the route module that renders a collection: each entry's route parameters,
 * and the entry itself as the page's `entry` prop.
 */
export const staticPathsOf = <C extends CollectionName>(name: C) =>
  loaded[name].map(({ key, entry }) => ({
    params: paramsFor(collections[name].route, key)!,
    props: { entry },
  }))

/** The static paths of the collection served at `route`, for a template that serves several. */
export function staticPathsAt(route: string) {
  const name = collectionNames.find((candidate) => collections[candidate].route === route)
  if (!name) throw new ContentError(`No collection is served at ${route}`)
  return staticPathsOf(name)
}

const home = single(HomeSchema, 'home.yaml')
const about = single(AboutSchema, 'about.yaml')
const services = single(ServicesSchema, 'services.yaml')
const insightsIndex = single(InsightsIndexSchema, 'indexes/insights.yaml')
const careers = single(CareersSchema, 'careers.yaml')
const contact = single(ContactSchema, 'contact.yaml')
const searchPage = single(SearchPageSchema, 'search.yaml', ['query', 'count'])
export const newsletterLinks = single(NewsletterLinksSchema, 'newsletter-links.yaml')
export const navigation = single(NavigationSchema, 'navigation.yaml')
export const redirects = single(RedirectsSchema, 'redirects.yaml')
export const labels = single(LabelsSchema, 'labels.yaml', ['id', 'shown', 'total'])

export const getHome = () => home
export const getAbout = () => about
/** /services: the catalogue, and the six capabilities that cut across it. */
export const getServices = () => ({
  ...services,
  capabilities: loaded.capabilities.map(({ url, entry }) => ({
    title: entry.hero.title,
    description: entry.hero.subtitle,
    href: url,
  })),
})
export const getContact = () => contact
/** A topic of the insights, with its insights (each as its title and path), in content order. */
export type InsightTopic = { label: string; id: string; insights: { label: string; href: string }[] }

export const getInsightsIndex = () => {
  const topics = new Map<string, InsightTopic>()
  for (const { url, entry: insight } of loaded.insights) {
    const label = insight.category
    const topic = topics.get(label) ?? {
      label,
      id: `topic-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      insights: [],
    }
    topic.insights.push({ label: insight.hero.title, href: url })
    topics.set(label, topic)
  }
  return { index: insightsIndex, topics: [...topics.values()] }
}

/** The featured jobs as the job search lists them, newest first. */
const featuredJobs = entriesOf('jobs').map((job) => JobListingSchema.parse(job))

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
  | { kind: 'jobs'; page: JobsPage }

export function getCareersPage(slug: string): CareersView | null {
  switch (careersSlugs[slug as keyof typeof careersSlugs]) {
    case 'life':
      return { kind: 'life', page: careers.life }
    case 'experienced':
      return { kind: 'experienced', page: careers.experienced }
    case 'students':
      return { kind: 'students', page: careers.students }
    case 'jobs':
      return { kind: 'jobs', page: { ...careers.jobs, featured: featuredJobs } }
    default:
      return null
  }
}
export const getSearchPage = () => searchPage

/** The headings of each job's page, which also structure its description for search engines. */
export const getJobHeadings = () => careers.jobs.detailHeadings

/** Every public page's summary, by path: the cards of the indexes and the names in breadcrumbs. */
const summaries = new Map<string, PageSummary>()
const summarise = (path: string, summary: PageSummary) => summaries.set(path, summary)

type Band = { heading: string; paths: string[] }

/**
 * The pages that list a collection as cards, each with its copy and its cards in bands: one, or one
 * per group (case studies by sector). /careers lists the careers pages and the pages one level under
 * it (pathways, job alerts).
 */
const collectionIndexes = new Map<
  string,
  { copy: CollectionIndexContent; bands: (heading: string) => Band[] }
>([
  ...collectionNames.flatMap((name) => {
    const index = collections[name].index as
      { path: string; copy: string; groupBy?: (entry: EntryOf<typeof name>) => string } | undefined
    if (!index) return []
    const { groupBy } = index
    const bands = (heading: string): Band[] => {
      if (!groupBy) return [{ heading, paths: urlsOf(name) }]
      const groups = [...new Set(entriesOf(name).map(groupBy))].sort()
      return groups.map((group) => ({
        heading: group,
        paths: loaded[name].filter(({ entry }) => groupBy(entry) === group).map(({ url }) => url),
      }))
    }
    return [[index.path, { copy: single(CollectionIndexSchema, index.copy), bands }] as const]
  }),
  [
    '/careers',
    {
      copy: single(CollectionIndexSchema, 'indexes/careers.yaml'),
      bands: (heading) => [
        {
          heading,
          paths: [
            ...Object.keys(careersSlugs).map((slug) => `/careers/${slug}`),
            ...loaded.careersPages.filter(({ key }) => !key.includes('/')).map(({ url }) => url),
          ],
        },
      ],
    },
  ],
])
export const collectionIndexPaths = [...collectionIndexes.keys()]

summarise('/', { title: 'Home', description: home.seo.description })
summarise('/about', { title: about.label, description: about.hero.subtitle, image: about.hero.image })
for (const page of about.pages) summarise(`/about/${page.slug}`, { title: page.tab, description: page.intro })
summarise('/services', { title: services.heading, description: services.tagline })
summarise('/insights', { title: insightsIndex.heading, description: insightsIndex.intro })
summarise('/contact', { title: contact.heading, description: contact.intro })
for (const [path, { copy }] of collectionIndexes)
  summarise(path, { title: copy.heading, description: copy.intro })
for (const [slug, key] of Object.entries(careersSlugs)) {
  const page = careers[key]
  summarise(`/careers/${slug}`, {
    title: page.label,
    description: page.hero.subtitle,
    image: page.hero.image,
  })
}
for (const name of collectionNames) {
  const summary = collections[name].summary as ((entry: EntryOf<typeof name>) => PageSummary) | undefined
  if (summary) for (const { url, entry } of loaded[name]) summarise(url, summary(entry))
}

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

/** One collection index: its copy, and its entries as cards in one or more bands. */
export function getCollectionIndex(path: string) {
  const index = collectionIndexes.get(path)
  if (!index) throw new ContentError(`No listing page at ${path}`)
  const { listHeading, ...copy } = index.copy
  const bands = index.bands(listHeading ?? copy.heading)
  return { ...copy, bands: bands.map(({ heading, paths }) => ({ heading, cards: cardsFor(paths) })) }
}
export type CollectionIndex = ReturnType<typeof getCollectionIndex>

/** The keys of the pages that are not collections, for the static paths of their route modules. */
export const contentKeys = {
  aboutSections: () => about.pages.map((page) => page.slug),
  careers: () => Object.keys(careersSlugs),
}

/** How many entries each collection holds (for `npm run content:check`). */
export const collectionSizes = () =>
  Object.fromEntries(collectionNames.map((name) => [collections[name].folder, loaded[name].length]))

/** The site's public pages: the sitemap's list, and every one is checked by the tests. */
export function pagePaths(): string[] {
  return [
    '/',
    '/about',
    ...contentKeys.aboutSections().map((slug) => `/about/${slug}`),
    '/services',
    ...collectionIndexPaths,
    '/insights',
    ...contentKeys.careers().map((slug) => `/careers/${slug}`),
    '/contact',
    ...collectionNames.filter((name) => collections[name].listed).flatMap(urlsOf),
  ]
}

/** Pages that answer forms and mail links, and the Page Not Found page: kept out of search engines. */
export function utilityPaths(): string[] {
  return [
    '/search',
    '/newsletter/confirm',
    '/newsletter/unsubscribe',
    ...collectionNames.filter((name) => !collections[name].listed).flatMap(urlsOf),
    '/404',
  ]
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

// Two pages at one address: the route that comes first would hide the other without a word.
{
  const files = new Map(
    collectionNames.flatMap((name) => loaded[name].map(({ url, file }) => [url, `content/${file}`] as const)),
  )
  const seen = new Set<string>()
  for (const path of [...prerenderPaths(), ...Object.keys(redirects)]) {
    if (seen.has(path)) {
      throw new ContentError(`${files.get(path) ?? path}: another page already has its address, ${path}`)
    }
    seen.add(path)
  }
}
