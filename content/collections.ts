// The content collections, each declared once: its folder, the schema its files follow, the URL of
// each entry, the route module that renders it and the kind of page it is. With the single pages
// (pages.ts) this is the table of every page: the getters, the prerendered pages, the sitemap, the
// search index, the route table and the content tests all derive from it. Adding an entry is adding
// a file to the folder; nothing else to register.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { z } from 'zod'
import { ContentError, entryFiles, fillKey, loadFile, translatedAddressOf } from './load.ts'
import type { SiteTokens } from './site.ts'
import { CONFIRMED_TOPICS_TOKEN } from '#contract/newsletter-constants.ts'
import {
  ArticleSchema,
  CapabilitySchema,
  CaseStudySchema,
  type CareersPage,
  CareersPageSchema,
  type Hero,
  type Image,
  IndustrySchema,
  InsightSchema,
  JobSchema,
  LandingPageSchema,
  LegalPageSchema,
  NewsletterIssueSchema,
  NoticePageSchema,
  ServiceDetailSchema,
} from './schemas.ts'

/** What a list of pages shows of one of them: its short name, a line about it, its art. */
export type PageSummary = { title: string; description: string; image?: Image }

/** What a feed says of an entry beyond its summary: when it came out, who wrote it, its topic. */
export type FeedFacts = { date: string; updated?: string; author?: string; category?: string }

type CollectionSpec<S extends z.ZodType, M extends string = string> = {
  /** Its name in the content editor's list. */
  label: string
  /** What its entries are for, in one line of the content editor's list. */
  purpose: string
  /** The folder under content/ that holds one file per entry. */
  folder: string
  /** YAML files, or Markdown files with a YAML front matter whose text is the entry's `body`. */
  format: 'yaml' | 'markdown'
  schema: S
  /**
   * The field the file's path in the folder fills (`insight/edu` for `articles/insight/edu.md`); a
   * token of the firm's facts in it is filled in (`life-at-{slug}.yaml` is `life-at-northstar`).
   */
  key: keyof z.output<S> & string
  /** The URL of each entry, as a route pattern; its parameters are the parts of the file's path. */
  route: string
  /**
   * The route module in app/routes/ that renders an entry: `collection-entry` picks the template by
   * the collection (app/templates/entry-pages.server.ts); a template with islands has a module of its own.
   */
  module: M
  /**
   * The kind of page an entry is (the JavaScript budget and the benchmark load one page of each
   * kind); by entry, where the entries of one collection have different templates.
   */
  kind: string | ((entry: z.output<S>) => string)
  /**
   * Whether its pages are public pages: in the sitemap and the search index, with breadcrumbs.
   * Pages that only answer a form (notices) are not; search engines are told to skip them.
   */
  listed: boolean
  /** The entry's card on the pages that list it, and its name in breadcrumbs. */
  summary?: (entry: z.output<S>) => PageSummary
  /**
   * The page that lists the entries as cards (app/routes/collection-index.astro), its words in
   * content/indexes/<name>.yaml; `groupBy` puts the cards in one band per group, under its name.
   * `shallow` lists only the entries at the top of the folder (each lists the ones under it).
   */
  index?: { path: string; copy: string; groupBy?: (entry: z.output<S>) => string; shallow?: boolean }
  /** Tokens its texts leave for the server to fill in for each visit (the topics a reader receives). */
  kept?: readonly string[]
  /** The order of the entries on the pages that list them; by file name if not given. */
  compare?: (a: z.output<S>, b: z.output<S>) => number
  /**
   * Its feeds (RSS, Atom and JSON Feed, content/feeds.ts) under the address of the page that lists
   * it, the newest entries first: what feed readers and aggregators follow. `title` names them.
   */
  feed?: { path: string; title: string; facts: (entry: z.output<S>) => FeedFacts }
}

/**
 * The route of the pages at the site's top level that no section holds: the legal pages
 * (`/privacy`) and the landing pages (`/ai-readiness`, `/events/summit-2027`). One route, as a
 * router picks one route for an address: its module finds the entry among those collections.
 */
const TOP_LEVEL = '/[...path]'

const defineCollection = <S extends z.ZodType, const M extends string>(spec: CollectionSpec<S, M>) => spec

const heroSummary = ({ hero }: { hero: Hero }): PageSummary => ({
  title: hero.title,
  description: hero.subtitle,
  image: hero.image,
})

/**
 * The careers templates, in the order /careers lists their pages (the landing pages first), each
 * with the kind of page it is.
 */
const careersTemplates = {
  life: 'careers',
  experienced: 'careers',
  students: 'careers',
  jobs: 'job search',
  general: 'careers detail',
} as const satisfies Record<CareersPage['template'], string>
const careersRank = (page: CareersPage) => Object.keys(careersTemplates).indexOf(page.template)

export const collections = {
  industries: defineCollection({
    label: 'Industries',
    purpose: 'A page for each sector the firm serves: its challenges, services, figures and partners.',
    folder: 'industries',
    format: 'yaml',
    schema: IndustrySchema,
    key: 'slug',
    route: '/industries/[slug]',
    listed: true,
    module: 'collection-entry',
    kind: 'industry',
    summary: heroSummary,
    index: { path: '/industries', copy: 'indexes/industries.yaml' },
  }),
  insights: defineCollection({
    label: 'Insights',
    purpose: 'Short pieces on what the firm sees in its client work; the newest lead /insights.',
    folder: 'insights',
    format: 'yaml',
    schema: InsightSchema,
    key: 'slug',
    route: '/insights/[slug]',
    listed: true,
    module: 'collection-entry',
    kind: 'insight',
    summary: heroSummary,
    feed: {
      path: '/insights',
      title: 'Insights',
      facts: ({ date, updated, author, category }) => ({ date, updated, author: author?.name, category }),
    },
  }),
  capabilities: defineCollection({
    label: 'Capabilities',
    purpose: 'A page for each capability: what the firm does, with case studies.',
    folder: 'capabilities',
    format: 'yaml',
    schema: CapabilitySchema,
    key: 'slug',
    route: '/capabilities/[slug]',
    listed: true,
    module: 'collection-entry',
    kind: 'capability',
    summary: heroSummary,
    index: { path: '/capabilities', copy: 'indexes/capabilities.yaml' },
  }),
  articles: defineCollection({
    label: 'Articles',
    purpose: 'Longer articles in Markdown, by topic, with an author and a photograph.',
    folder: 'articles',
    format: 'markdown',
    schema: ArticleSchema,
    key: 'path',
    route: '/articles/[group]/[name]',
    listed: true,
    module: 'article',
    kind: 'article',
    summary: (article) => ({
      title: article.title,
      description: article.subtitle,
      image: article.card?.image ?? article.heroImage,
    }),
    index: { path: '/articles', copy: 'indexes/articles.yaml' },
    // Newest first.
    compare: (a, b) => b.date.localeCompare(a.date),
    feed: {
      path: '/articles',
      title: 'Articles',
      facts: ({ date, updated, author, category }) => ({ date, updated, author: author.name, category }),
    },
  }),
  caseStudies: defineCollection({
    label: 'Case studies',
    purpose: 'A client story each: the challenge, the work and the results.',
    folder: 'case-studies',
    format: 'yaml',
    schema: CaseStudySchema,
    key: 'slug',
    route: '/case-studies/[slug]',
    listed: true,
    module: 'collection-entry',
    kind: 'case study',
    summary: (study) => ({ title: study.title, description: study.client, image: study.image }),
    index: { path: '/case-studies', copy: 'indexes/case-studies.yaml', groupBy: (study) => study.sector },
  }),
  serviceDetails: defineCollection({
    label: 'Service details',
    purpose: 'A page for each service under a practice of /services.',
    folder: 'service-details',
    format: 'yaml',
    schema: ServiceDetailSchema,
    key: 'path',
    route: '/services/[group]/[slug]',
    listed: true,
    module: 'collection-entry',
    kind: 'service detail',
    summary: heroSummary,
  }),
  careersPages: defineCollection({
    label: 'Careers pages',
    purpose: 'The careers section: life at the firm, experienced hires, students.',
    folder: 'careers-pages',
    format: 'yaml',
    schema: CareersPageSchema,
    key: 'path',
    route: '/careers/[...path]',
    listed: true,
    module: 'careers-page',
    kind: (page) => careersTemplates[page.template],
    // A landing page goes by its short name.
    summary: (page) => ({ ...heroSummary(page), ...('label' in page ? { title: page.label } : {}) }),
    index: { path: '/careers', copy: 'indexes/careers.yaml', shallow: true },
    compare: (a, b) => careersRank(a) - careersRank(b),
  }),
  jobs: defineCollection({
    label: 'Jobs',
    purpose: 'One open role each; it appears in the job search until it is removed.',
    folder: 'jobs',
    format: 'yaml',
    schema: JobSchema,
    key: 'id',
    route: '/careers/jobs/[id]',
    listed: true,
    module: 'collection-entry',
    kind: 'job',
    summary: (job) => ({ title: job.title, description: job.summary }),
    // The newest openings first.
    compare: (a, b) => b.datePosted.localeCompare(a.datePosted),
  }),
  legal: defineCollection({
    label: 'Legal pages',
    purpose: 'The privacy notice, terms and other legal texts.',
    folder: 'legal',
    format: 'markdown',
    schema: LegalPageSchema,
    key: 'slug',
    // The top level's route, which the landing pages share (see TOP_LEVEL).
    route: TOP_LEVEL,
    listed: true,
    module: 'collection-entry',
    kind: 'legal',
    summary: (page) => ({ title: page.title, description: page.seo.description }),
  }),
  landingPages: defineCollection({
    label: 'Landing pages',
    purpose: 'Pages the firm makes from blocks, at an address it chooses: a campaign, an event, an offer.',
    folder: 'landing-pages',
    format: 'yaml',
    schema: LandingPageSchema,
    key: 'path',
    route: TOP_LEVEL,
    listed: true,
    module: 'collection-entry',
    kind: 'landing page',
    summary: heroSummary,
  }),
  // What became of a form sent without JavaScript, or of a link in one of our e-mails.
  newsletterNotices: defineCollection({
    label: 'Newsletter notices',
    purpose: 'What a reader sees after subscribing, confirming or leaving the newsletter.',
    folder: 'notices/newsletter',
    format: 'yaml',
    schema: NoticePageSchema,
    key: 'slug',
    route: '/newsletter/[slug]',
    listed: false,
    kept: [CONFIRMED_TOPICS_TOKEN],
    module: 'collection-entry',
    kind: 'notice',
  }),
  newsletters: defineCollection({
    label: 'Newsletter issues',
    purpose: 'Each issue of the newsletter, sent to subscribers and kept online.',
    folder: 'newsletters',
    format: 'yaml',
    schema: NewsletterIssueSchema,
    key: 'slug',
    route: '/newsletters/[slug]',
    listed: true,
    module: 'collection-entry',
    kind: 'newsletter issue',
    summary: (issue) => ({ title: issue.subject, description: issue.intro[0]! }),
    index: { path: '/newsletters', copy: 'indexes/newsletters.yaml' },
    // Newest first.
    compare: (a, b) => b.date.localeCompare(a.date) || b.slug.localeCompare(a.slug),
    feed: { path: '/newsletters', title: 'Newsletter', facts: ({ date }) => ({ date }) },
  }),
  contactNotices: defineCollection({
    label: 'Contact form notices',
    purpose: 'What a visitor sees after sending the contact form.',
    folder: 'notices/contact',
    format: 'yaml',
    schema: NoticePageSchema,
    key: 'slug',
    route: '/contact/[slug]',
    listed: false,
    module: 'collection-entry',
    kind: 'notice',
  }),
}

export type Collections = typeof collections
export type CollectionName = keyof Collections
export type EntryOf<C extends CollectionName> = z.output<Collections[C]['schema']>
export const collectionNames = Object.keys(collections) as CollectionName[]
/** The collections whose entries app/routes/collection-entry.astro renders. */
export type EntryCollection = {
  [C in CollectionName]: Collections[C]['module'] extends 'collection-entry' ? C : never
}[CollectionName]

/** The names of a route pattern's parameters, in order; a rest parameter (`[...path]`) last. */
const routeParams = (route: string) =>
  [...route.matchAll(/\[(\.\.\.)?([a-z]+)\]/g)].map(([, rest, name]) => ({ name: name!, rest: !!rest }))

/** The route parameters of the entry at `key`, or null if the file's path does not fit the route. */
export function paramsFor(route: string, key: string): Record<string, string> | null {
  const params = routeParams(route)
  const parts = key.split('/')
  const last = params.at(-1)
  if (last?.rest ? parts.length < params.length : parts.length !== params.length) return null
  return Object.fromEntries(
    params.map(({ name, rest }, i) => [name, rest ? parts.slice(i).join('/') : parts[i]!]),
  )
}

/** The URL of the entry at `key`: its route with the parameters filled in. */
export const urlFor = (route: string, key: string) => {
  const params = paramsFor(route, key)!
  return route.replace(/\[(?:\.\.\.)?([a-z]+)\]/g, (_, name: string) => params[name]!)
}

/**
 * A loaded entry: where it lives, and its validated content; a translation's `source` is the address
 * of the entry it translates.
 */
export type Loaded<C extends CollectionName> = {
  key: string
  url: string
  file: string
  entry: EntryOf<C>
  source: string
}

/**
 * The language whose translations a load reads: the folder that holds them (`fr`, as in
 * content/fr/insights/), and the start of their addresses (`/fr`). None for the default language.
 */
export type Translation = { folder: string; prefix: string }

/**
 * The address of a page in the language of `prefix` (`/fr`): its own there (`secteurs/agriculture`),
 * or its source's under the prefix. Where its file makes several pages in one folder, its own address
 * is their folder's (`lettre`: /newsletter/confirm is /fr/lettre/confirm).
 */
export const pathInLanguage = (prefix: string, source: string, own: string | null, folder = false) =>
  own
    ? `${prefix}/${own}${folder ? source.slice(source.lastIndexOf('/')) : ''}`
    : source === '/'
      ? prefix
      : `${prefix}${source}`

/** The address of a loaded translation's page: as `pathInLanguage`, with the address its file gives. */
export const translatedUrl = ({ prefix }: Translation, source: string, value: object) =>
  pathInLanguage(prefix, source, translatedAddressOf(value))

/**
 * Reads and validates every file of a collection in the content folder `root`, in its listing order;
 * `tokens` are the firm's facts its texts and file names may use. With a `translation`, the entries
 * translated into its language, each where its language puts it.
 */
export function loadCollection<C extends CollectionName>(
  name: C,
  root: string,
  tokens: SiteTokens,
  translation?: Translation,
): Loaded<C>[] {
  const spec = collections[name] as unknown as CollectionSpec<z.ZodType<EntryOf<C>>>
  const extension = spec.format === 'markdown' ? '.md' : '.yaml'
  const shape = routeParams(spec.route)
    .map(({ name, rest }) => (rest ? `<${name}…>` : `<${name}>`))
    .join('/')
  const folder = translation ? `${translation.folder}/${spec.folder}` : spec.folder
  if (translation && !existsSync(join(root, folder))) return []
  const loaded = entryFiles(folder, extension, root).map(({ file, key: name }) => {
    const key = fillKey(name, tokens, `content/${file}`)
    if (!paramsFor(spec.route, key)) {
      throw new ContentError(`content/${file}: must be at content/${folder}/${shape}${extension}`)
    }
    const entry = loadFile(spec.schema, file, {
      extra: { [spec.key]: key },
      tokens,
      kept: [...(spec.kept ?? [])],
      root,
      translation: !!translation,
    })
    const source = urlFor(spec.route, key)
    const url = translation ? translatedUrl(translation, source, entry as object) : source
    return { key, url, file, entry, source }
  })
  const compare = spec.compare
  return compare ? loaded.sort((a, b) => compare(a.entry, b.entry) || a.key.localeCompare(b.key)) : loaded
}
