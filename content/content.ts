// The content of one content folder, as a value: each collection that collections.ts declares, the
// single files, and the site's pages as pages.ts declares them, with their paths and summaries.
// `loadContent` is the one door to it: the build reads the folder it is made of through index.ts, and
// the server the folder of the release it serves (server/site/live-site.ts). A broken file throws,
// naming it.
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { z } from 'zod'
import {
  collectionNames,
  collections,
  loadCollection,
  pathInLanguage,
  translatedUrl,
  type Translation,
  urlFor,
  type CollectionName,
  type EntryOf,
  type FeedFacts,
  type Loaded,
  type PageSummary,
} from './collections.ts'
import { singleFiles, type SingleRef } from './files.ts'
import { ContentError, forgetValuesUnusedSince, loadFile, startLoad, translatedAddressOf } from './load.ts'
import {
  type Audience,
  type ParameterisedPage,
  singlePages,
  pageRoutes,
  topLevelAddressProblem,
  type PublicSinglePage,
  type SinglePageName,
} from './pages.ts'
import {
  type Card,
  type CareersJobsPage,
  CollectionIndexSchema,
  type Image,
  type Insight,
  JobListingSchema,
  type JobsPage,
  type Language,
  type NavColumn,
  type Navigation,
  type Site,
  SiteTextsSchema,
} from './schemas.ts'
import { localizedAddresses } from './links.ts'
import { declaredFeeds, type Feed, FEED_ENTRIES, topicFeed } from './feeds.ts'
import { fillIn } from './fill-in.ts'
import { keptAddressProblem, LISTING_REDIRECTS, siteListings, TOPICS_PATH, topicSlug } from './listings.ts'
import { loadSite, type SiteTokens, tokensOfSite } from './site.ts'

export { ContentError }
export type { PageSummary }

/** A topic of the insights: its archive's address (or its one insight's), how many it holds, the newest of them. */
export type InsightTopic = {
  label: string
  id: string
  href: string
  count: number
  newest: { label: string; href: string }[]
}

/** An insight's card on /insights. */
export type InsightCard = { href: string; title: string; category: string; date: string; image: Image }
/** An article or insight as a block of the home page features it. */
export type Teaser = { href: string; title: string; category: string; summary: string; image: Image }
/** How many of the newest insights /insights shows as cards (the topics below lead to every one). */
const LATEST_INSIGHTS = 6
/** The insights /insights names under each topic, the newest; its archive lists them all. */
const TOPIC_NEWEST = 3

/**
 * Where a page features an entry by its address (`content/<file>`, at `field`): the entry must be of
 * one of the collections `accepts`, so a page taken down cannot simply forward it elsewhere.
 */
export type Featuring = {
  file: string
  field: (string | number)[]
  address: string
  accepts: CollectionName[]
}

/** A page of the site's list: what the build writes of it, its summary if public, and its content file. */
type ListedPage = SitePage & {
  summary?: PageSummary
  file?: string
  /** The default language's page it is, or translates; none for a page with no translations. */
  source?: string
}

/** A page the build writes: its path, who it is for, and its kind. */
export type SitePage = {
  path: string
  audience: Audience
  kind: string
  /** Its language's code. */
  language: string
  /** The address its route answers: the page's own, or the page it translates (a route's pattern is one for all languages). */
  render: string
  /** The address the budget and the benchmark load for its kind, if not its first page. */
  sample?: string
}

export type Breadcrumb = { name: string; path: string }

const NUMBER_WORDS: Record<string, string[]> = {
  en: ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'],
  fr: ['Aucune', 'Une', 'Deux', 'Trois', 'Quatre', 'Cinq', 'Six', 'Sept', 'Huit', 'Neuf', 'Dix'],
  de: ['Keine', 'Eine', 'Zwei', 'Drei', 'Vier', 'Fünf', 'Sechs', 'Sieben', 'Acht', 'Neun', 'Zehn'],
}
/** A count as the start of a sentence writes it in `language`: "Six", or "12" past ten. */
const countWord = (count: number, language: string) =>
  NUMBER_WORDS[language.split('-')[0]!]?.[count] ?? String(count)

/**
 * The file each single page is made from, where it has one: each public page's, the search page's,
 * the pages the newsletter's links open and Page Not Found's. A language has the page where it has
 * the file.
 */
const singleFileOf: Record<
  | PublicSinglePage
  | 'search'
  | 'newsletterConfirm'
  | 'newsletterUnsubscribe'
  | 'newsletterPreferences'
  | 'notFound',
  SingleRef
> = {
  search: 'search.yaml',
  notFound: 'labels.yaml',
  newsletterConfirm: 'newsletter-links.yaml',
  newsletterUnsubscribe: 'newsletter-links.yaml',
  newsletterPreferences: 'newsletter-links.yaml',
  home: 'home.yaml',
  about: 'about.yaml',
  aboutSections: 'about.yaml',
  services: 'services.yaml',
  insights: 'indexes/insights.yaml',
  contact: 'contact.yaml',
}

/**
 * What the other languages of a site know of one language's pages: which page translates which
 * page of the default language (its `source`), and the pages the build writes.
 */
type LanguageView = {
  language: Language
  /** Its home page's address, or null while the home page is not translated into it. */
  home: string | null
  /** Its page of the default language's page at `source`, if it has one. */
  pathOf: (source: string) => string | undefined
  pages: ListedPage[]
  summaryOf: (path: string) => PageSummary | undefined
  fileOf: (path: string) => string | undefined
  showsOf: (path: string) => string | null
  /** The default language's page its page at `path` is or translates. */
  sourceOf: (path: string) => string | undefined
  /** Its content (a `Content`). */
  content: unknown
}

/** What a translation reads of the default language's content. */
type Source = {
  site: Site
  siteTokens: SiteTokens
  getEntry: (name: CollectionName, key: string) => unknown
  hasPage: (path: string) => boolean
  collectionSizes: () => Record<string, number>
}

/**
 * The folders loaded most recently, by their absolute path: the live release's and the one loaded
 * after it. A writer holds no more (at 10,000 entries a site whose facts changed is 150 MB anew).
 */
const memo = new Map<string, { content: Content; load: number }>()
const MEMO_SIZE = 2

/**
 * The content of the folder `root` (checked whole: a broken file throws, naming it). Loaded once per
 * folder: a folder's content never changes once read, as a release's folder is written once.
 */
export function loadContent(root: string): Content {
  const dir = resolve(root)
  const known = memo.get(dir)
  if (known) return known.content
  const load = startLoad(MEMO_SIZE)
  const family: LanguageView[] = []
  const content = readContent(dir, family)
  for (const language of content.site.languages.slice(1))
    readContent(dir, family, { language, source: content })
  memo.set(dir, { content, load })
  for (const old of [...memo.keys()].slice(0, -MEMO_SIZE)) memo.delete(old)
  return content
}

/** Forgets a folder's content (its files are about to be written anew). */
export const forgetContent = (root: string) => void memo.delete(resolve(root))

/**
 * Forgets every folder's content but `root`'s, and the values only they used: once a release is
 * live, the site before it is not read again (after a change to the firm's facts, whose values are
 * all new, it would hold a second site's worth of memory).
 */
export function keepOnlyContent(root: string) {
  const dir = resolve(root)
  const kept = memo.get(dir)
  if (!kept) return
  for (const folder of memo.keys()) if (folder !== dir) memo.delete(folder)
  forgetValuesUnusedSince(kept.load)
}

/** The content of one language of the folder `root`: the default's, or a `translated` one's. */
function readContent(
  root: string,
  family: LanguageView[],
  translated?: { language: Language; source: Source },
) {
  const source = translated?.source
  /** The firm's identity, and its facts as the texts' tokens: one for all its languages. */
  const firm = source ? source.site : loadSite(root)
  const siteTokens = source ? source.siteTokens : tokensOfSite(firm)
  const language = translated?.language ?? firm.languages[0]!
  /** Where this language's files are (content/fr/ for French), and its addresses (/fr/…). */
  const translation: Translation | undefined = translated && {
    folder: language.prefix.slice(1),
    prefix: language.prefix,
  }
  /** The file of `ref` in this language. */
  const refIn = (ref: string) => (translation ? `${translation.folder}/${ref}` : ref)
  /** Whether the file of `ref` is translated into this language (always, in the default one). */
  const translatedHere = (ref: string) => !translation || existsSync(join(root, refIn(ref)))
  const site =
    translation && translatedHere('site.yaml')
      ? { ...firm, ...loadFile(SiteTextsSchema, refIn('site.yaml'), { root, tokens: siteTokens }) }
      : firm

  /** Every collection's entries, read from their files, in listing order. */
  const loaded = Object.fromEntries(
    collectionNames.map((name) => [name, loadCollection(name, root, siteTokens, translation)]),
  ) as { [C in CollectionName]: Loaded<C>[] }
  if (source) {
    for (const name of collectionNames) {
      for (const { key, file } of loaded[name]) {
        if (source.getEntry(name, key)) continue
        const of = file.slice(translation!.folder.length + 1)
        throw new ContentError(
          `content/${file}: translates content/${of}, which is not there: give it the name of the file it translates`,
        )
      }
    }
  }

  /**
   * What the single pages' texts may use: the firm's facts, and counts of the collections, so that a
   * text saying how many there are stays true when one is added (`{capabilityCount} ways…`).
   */
  const pageTokens = {
    ...siteTokens,
    // The firm's capabilities, translated or not.
    capabilityCount: countWord(
      source ? source.collectionSizes()[collections.capabilities.folder]! : loaded.capabilities.length,
      language.code,
    ),
  }

  /** The single files translated into this language (all of them in the default one). */
  const ownSingles = new Set<string>()
  /**
   * A content file that is one page, or one part of the site, rather than an entry of a collection:
   * this language's, or the default language's where it is not translated (its page is then not
   * part of this language's site; the parts of every page, its labels and menus, read as they are).
   */
  function single<F extends SingleRef>(file: F): z.output<(typeof singleFiles)[F]['schema']> {
    const { schema, kept = [] } = singleFiles[file] as { schema: z.ZodType; kept?: readonly string[] }
    const own = translatedHere(file)
    if (own) ownSingles.add(file)
    const value = loadFile(schema, own ? refIn(file) : file, {
      root,
      tokens: pageTokens,
      kept: [...kept],
      translation: own && !!translation,
    }) as z.output<(typeof singleFiles)[F]['schema']>
    return own ? localize(value) : value
  }

  /**
   * The pages translated into this language, by the address of the default language's page:
   * a translation names its source's pages, and leads to their translations where they have one.
   */
  const translatedPaths = new Map<string, string>()
  const localize = <T>(value: T, own?: string): T =>
    translation
      ? localizedAddresses(value, (path) => (path === own ? undefined : translatedPaths.get(path)))
      : value
  if (translation) {
    for (const name of collectionNames)
      for (const { source: of, url } of loaded[name]) translatedPaths.set(of, url)
    for (const [name, page] of Object.entries(singlePages)) {
      const file = singleFileOf[name as keyof typeof singleFileOf] as string | undefined
      if (!file || page.route.includes('[') || !translatedHere(file)) continue
      const value = loadFile(singleFiles[file as SingleRef].schema as z.ZodType, refIn(file), {
        root,
        tokens: pageTokens,
        kept: [...((singleFiles[file as SingleRef] as { kept?: readonly string[] }).kept ?? [])],
        translation: true,
      }) as object
      const folder = 'folderOfPages' in singleFiles[file as SingleRef]
      translatedPaths.set(
        page.route,
        pathInLanguage(translation.prefix, page.route, translatedAddressOf(value), folder),
      )
      if (name === 'about') {
        for (const { slug } of (value as { pages: { slug: string }[] }).pages)
          translatedPaths.set(`${page.route}/${slug}`, `${translatedPaths.get(page.route)}/${slug}`)
      }
    }
    for (const name of collectionNames) {
      const index = collections[name].index as { path: string; copy: string } | undefined
      if (!index || !translatedHere(index.copy)) continue
      const copy = loadFile(CollectionIndexSchema, refIn(index.copy), {
        root,
        tokens: pageTokens,
        translation: true,
      })
      translatedPaths.set(index.path, translatedUrl(translation, index.path, copy))
    }
    for (const name of collectionNames)
      // A link to the page it translates leads there (`the English version`).
      loaded[name] = loaded[name].map((entry) => ({
        ...entry,
        entry: localize(entry.entry, entry.source),
      })) as never
  }

  /** The entries of a collection, in the order the pages that list them show them. */
  const entriesOf = <C extends CollectionName>(name: C): EntryOf<C>[] =>
    loaded[name].map(({ entry }) => entry)

  /** The colour of the industry a sector names (a case study's), or the firm's red for a sector without a page. */
  const sectorAccent = (sector: string) =>
    entriesOf('industries').find((industry) => industry.hero.title === sector)?.hero.accent ?? 'red'

  /** The entry of a collection at `key` (its file's path in the folder, without the extension). */
  const getEntry = <C extends CollectionName>(name: C, key: string): EntryOf<C> | null =>
    loaded[name].find((candidate) => candidate.key === key)?.entry ?? null

  /** Each collection's entries by the address of their page. */
  const byPath = Object.fromEntries(
    collectionNames.map((name) => [name, new Map(loaded[name].map(({ url, entry }) => [url, entry]))]),
  ) as { [C in CollectionName]: Map<string, EntryOf<C>> }

  /** The entry of a collection whose page is at `path`, or null when it has none there. */
  const entryAt = <C extends CollectionName>(name: C, path: string): EntryOf<C> | null =>
    byPath[name].get(path) ?? null

  const home = single('home.yaml')
  const about = single('about.yaml')
  const services = single('services.yaml')
  const insightsIndex = single('indexes/insights.yaml')
  const contact = single('contact.yaml')
  const searchPage = single('search.yaml')
  const newsletterLinks = single('newsletter-links.yaml')
  const navigation = withTranslatedLinks(single('navigation.yaml'))
  // The firm's, and those that lead from a listing page's address cut short to its first page. A
  // translation's are its own: the addresses its pages had before they moved.
  const redirects: Record<string, string> = translation
    ? translatedHere('redirects.yaml')
      ? single('redirects.yaml')
      : {}
    : { ...LISTING_REDIRECTS, ...single('redirects.yaml') }
  const labels = single('labels.yaml')

  /**
   * The menus of a translation lead only to pages in its language, or off the default language's
   * pages: an untranslated page is not listed in them (nor in its listings, feeds and sitemap).
   */
  function withTranslatedLinks(menus: Navigation): Navigation {
    if (!source) return menus
    const untranslated = (href: string) => source.hasPage(href.split(/[?#]/)[0]!)
    const columns = (list: NavColumn[]) =>
      list
        .map((column) => ({ ...column, links: column.links.filter(({ href }) => !untranslated(href)) }))
        .filter(({ links }) => links.length > 0)
    return { menu: columns(menus.menu), footer: columns(menus.footer) }
  }

  /** /services: the catalogue, and the six capabilities that cut across it. */
  const getServices = () => ({
    ...services,
    capabilities: loaded.capabilities.map(({ url, entry }) => ({
      title: entry.hero.title,
      description: entry.hero.subtitle,
      href: url,
    })),
  })
  /** An insight as the listings show it: its card's words and picture where it has them. */
  const insightCard = (href: string, insight: Insight): InsightCard => ({
    href,
    title: insight.card?.title ?? insight.hero.title,
    category: insight.card?.category ?? insight.category,
    date: insight.date,
    image: insight.card?.image ?? insight.hero.image,
  })
  /** Where the pages feature an entry by its address: each is checked here, and again when an entry goes. */
  const featuring: Featuring[] = []
  /**
   * The entry of one of `accepts` that a page names by its address (or by an old address that
   * redirects to one, as a moved entry's does), checked here so that a publish that breaks one is
   * refused before it goes live. `file` and `field` say where it is named.
   */
  function featuredEntry<C extends CollectionName>(
    accepts: C[],
    address: string,
    file: string,
    field: (string | number)[],
  ) {
    featuring.push({ file, field, address, accepts })
    const href = redirects[address] ?? address
    for (const name of accepts) {
      const entry = entryAt(name, href)
      if (entry) return { name, href, entry }
    }
    if (source?.hasPage(href)) {
      throw new ContentError(
        `content/${file}: ${field.join('.')}: ${address} is not translated into ${language.name}: translate it, or choose a page that is`,
      )
    }
    const kinds = accepts.map((name) => collections[name].label.toLowerCase())
    const what = kinds.map((kind) => `an ${kind.replace(/s$/, '')}`).join(' or ')
    const choose = kinds.length > 1 ? 'choose one of them' : `choose one of the ${kinds[0]}`
    throw new ContentError(
      `content/${file}: ${field.join('.')}: ${address} is not the address of ${what}: ${choose}`,
    )
  }
  /** The card of the insight a listing names by its address. */
  const insightNamed = (address: string, file: string, field: (string | number)[]) => {
    const { href, entry } = featuredEntry(['insights'], address, file, field)
    return insightCard(href, entry as Insight)
  }
  // A page not translated into this language is not made in it (its words are the default language's).
  const featuredInsights = ownSingles.has('indexes/insights.yaml')
    ? insightsIndex.featured.map((featured, i) =>
        insightNamed(featured, refIn('indexes/insights.yaml'), ['featured', i]),
      )
    : []
  /** The insights each sector page features, by the page's address. */
  const industryInsights = new Map(
    loaded.industries.map(({ url, file, entry }) => [
      url,
      entry.insights.items.map((address, i) => insightNamed(address, file, ['insights', 'items', i])),
    ]),
  )

  /** The article or insight a block of the home page names by its address, as its card. */
  const featuredNamed = (address: string, field: (string | number)[]): Teaser => {
    const found = featuredEntry(['articles', 'insights'], address, refIn('home.yaml'), field)
    if (found.name === 'articles') {
      const article = found.entry as EntryOf<'articles'>
      const { card } = article
      return {
        href: found.href,
        title: card?.title ?? article.title,
        category: card?.category ?? article.category,
        summary: article.subtitle,
        image: card?.image ?? article.heroImage,
      }
    }
    const insight = found.entry as Insight
    const { title, category, image } = insightCard(found.href, insight)
    return { href: found.href, title, category, summary: insight.hero.subtitle, image }
  }
  /** The home page, with the articles and insights its blocks feature. */
  const homePage = ownSingles.has('home.yaml') && {
    ...home,
    slides: home.slides.map((slide, i) => {
      const featured = featuredNamed(slide.href, ['slides', i, 'href'])
      // "Featured insight: …", or where the words put the title ("{title}", as French puts its own colon).
      const { featuredInsight } = labels.home
      const insight = featuredInsight.includes('{title}')
        ? fillIn(featuredInsight, { title: featured.title })
        : `${featuredInsight}: ${featured.title}`
      return { ...slide, href: featured.href, insight }
    }),
    news: { ...home.news, story: featuredNamed(home.news.story, ['news', 'story']) },
    trending: {
      ...home.trending,
      items: home.trending.items.map((address, i) => featuredNamed(address, ['trending', 'items', i])),
    },
  }

  const getInsightsIndex = () => {
    const featured = new Set(featuredInsights.map(({ href }) => href))
    // Newest first; the featured ones are shown above already.
    const latest = loaded.insights
      .filter(({ url }) => !featured.has(url))
      .toSorted((a, b) => b.entry.date.localeCompare(a.entry.date) || a.url.localeCompare(b.url))
      .slice(0, LATEST_INSIGHTS)
      .map(({ url, entry }) => insightCard(url, entry))
    // Topics in alphabetical order, as a reader scans a list of them: each leads to its archive
    // (one with a single insight, to it), with its newest insights.
    const sorted = insightTopics.map(({ label, insights, archive }): InsightTopic => ({
      label,
      id: `topic-${topicSlug(label)}`,
      href: archive ?? insights[0]!.url,
      count: insights.length,
      newest: insights
        .slice(0, TOPIC_NEWEST)
        .map(({ url, entry }) => ({ label: entry.hero.title, href: url })),
    }))
    return {
      index: insightsIndex,
      featured: featuredInsights,
      latest,
      topics: sorted,
      /** How its dates are written. */
      locale: language.locale,
    }
  }

  /** The featured jobs as the job search lists them, newest first. */
  const featuredJobs = entriesOf('jobs').map((job) => JobListingSchema.parse(job))

  /** The careers pages with the job search on them (`template: jobs`), each as the search shows it. */
  const jobSearches = loaded.careersPages.flatMap(({ url, entry }) =>
    entry.template === 'jobs' ? [{ url, page: jobSearchOf(entry) }] : [],
  )
  function jobSearchOf({ path: _path, template: _template, ...copy }: CareersJobsPage): JobsPage {
    return { ...copy, featured: featuredJobs }
  }

  // A job whose department has no category button could never be picked out by one.
  const jobCategories = jobSearches.flatMap(({ page }) => page.categories)
  for (const { file, entry } of loaded.jobs) {
    if (!jobCategories.includes(entry.department)) {
      throw new ContentError(
        `content/${file}: department: "${entry.department}" is not one of the job search's categories (content/careers-pages/, template: jobs, categories: ${jobCategories.join(', ')})`,
      )
    }
  }
  const jobSearchPaths = () => jobSearches.map(({ url }) => url)

  /** The job search page at `path`: its copy, and the featured jobs it lists. */
  const getJobSearchPage = (path: string) => jobSearches.find(({ url }) => url === path)?.page ?? null

  /** The headings of each job's page, which also structure its description for search engines. */
  function getJobHeadings() {
    const [jobSearch] = jobSearches
    if (!jobSearch) {
      throw new ContentError(
        'content/careers-pages/: no page has `template: jobs`; job pages take their headings from it',
      )
    }
    return jobSearch.page.detailHeadings
  }

  /** A listing page's title or description: the listing's own on its first page, with the page's number on the others. */
  const listingTitle = (title: string, number: number) =>
    number === 1 ? title : fillIn(labels.listing.page, { title, page: number })

  /** Every public page's summary, by path: the cards of the indexes and the names in breadcrumbs. */
  const summaries = new Map<string, PageSummary>()
  const summarise = (path: string, summary: PageSummary) => summaries.set(path, summary)

  /** The listings (a collection's, an insight topic's archive) and their pages, by address. */
  const {
    listings,
    pages: listingPages,
    topics: insightTopics,
  } = siteListings({
    loaded,
    insightsIndex,
    copyOf: (file, path) => {
      if (!translatedHere(file)) return null
      const copy = loadFile(CollectionIndexSchema, refIn(file), {
        root,
        tokens: pageTokens,
        translation: !!translation,
      })
      return { copy: localize(copy), file: refIn(file), path: translatedPaths.get(path) ?? path }
    },
    topicArchives: translatedHere('indexes/insights.yaml')
      ? {
          path: `${translatedPaths.get('/insights') ?? '/insights'}/topics`,
          file: refIn('indexes/insights.yaml'),
        }
      : null,
  })

  /** The keys of the single pages whose route has a parameter: one page each. */
  const singleKeys: Record<ParameterisedPage, () => string[]> = {
    aboutSections: () => about.pages.map((page) => page.slug),
  }

  /** The summary of each public single page, by its key (empty where its route has no parameter). */
  const singleSummaries: Record<PublicSinglePage, (key: string) => PageSummary> = {
    home: () => ({ title: labels.home.name, description: home.seo.description }),
    about: () => ({ title: about.label, description: about.hero.subtitle, image: about.hero.image }),
    aboutSections: (slug) => {
      const page = about.pages.find((candidate) => candidate.slug === slug)!
      return { title: page.tab, description: page.intro }
    },
    services: () => ({ title: services.heading, description: services.tagline }),
    insights: () => ({ title: insightsIndex.heading, description: insightsIndex.intro }),
    contact: () => ({ title: contact.heading, description: contact.intro }),
  }

  /** The single pages' keys: one empty key where the route has no parameter. */
  const keysOf = (name: SinglePageName): string[] =>
    name in singleKeys ? singleKeys[name as ParameterisedPage]() : ['']

  /**
   * Every page of the site in this language, in the order of the table (pages.ts), each with its
   * summary if public. A translation has the public pages translated into it, each rendered by the
   * route of the page it translates.
   */
  const sitePageList = pageRoutes.flatMap(({ route, audience, ...from }): ListedPage[] => {
    const page = { audience, language: language.code }
    switch (from.source) {
      case 'single': {
        const summary =
          from.name in singleSummaries ? singleSummaries[from.name as PublicSinglePage] : undefined
        const file: string | undefined = singleFileOf[from.name as keyof typeof singleFileOf]
        if (translation && (!file || !ownSingles.has(file))) return []
        return keysOf(from.name).map((key) => {
          const path = key ? urlFor(route, key) : route
          return {
            ...page,
            path: translatedPaths.get(path) ?? path,
            render: path,
            source: file ? path : undefined,
            kind: from.kind,
            ...(from.sample && !translation ? { sample: from.sample } : {}),
            summary: summary?.(key),
            file: file && refIn(file),
          }
        })
      }
      case 'listing':
        return [...listingPages.values()]
          .filter(({ listing, number }) => listing.of === from.listing && number > 1 === from.later)
          .map(({ listing, path, number }) => {
            const { index } = listing.of === 'topics' ? { index: null } : collections[listing.of]
            const first = index ? index.path : `${TOPICS_PATH}/${path.split('/').at(number > 1 ? -3 : -1)}`
            return {
              ...page,
              path,
              render: number > 1 ? `${first}/page/${number}` : first,
              // A listing's first page translates the other languages' first pages; its others, and
              // the topics' archives (the topics of each language's insights), translate none.
              source: index && number === 1 ? index.path : undefined,
              kind: from.kind,
              summary: {
                title: listingTitle(listing.copy.heading, number),
                description: listingTitle(listing.copy.intro, number),
              },
              file: listing.file,
            }
          })
      case 'collection': {
        const { name } = from
        const { kind, summary } = collections[name] as {
          kind: string | ((entry: EntryOf<typeof name>) => string)
          summary?: (entry: EntryOf<typeof name>) => PageSummary
        }
        return loaded[name].map(({ url, entry, file, source: of }) => ({
          ...page,
          path: url,
          render: of,
          source: of,
          kind: typeof kind === 'string' ? kind : kind(entry),
          summary: summary?.(entry),
          file,
        }))
      }
    }
  })
  for (const { path, audience, summary } of sitePageList) {
    if (audience !== 'public') continue
    if (!summary) throw new ContentError(`The public page ${path} has no summary (its card and its name)`)
    summarise(path, summary)
  }

  /**
   * The collections' feeds in this language, under the address of the page that lists each (a
   * translation's under its translated listing, named as it; none where that page is not translated).
   */
  const feedsHere = declaredFeeds.flatMap((feed) => {
    const path = translation ? translatedPaths.get(feed.path) : feed.path
    if (!path) return []
    return [{ ...feed, path, title: translation ? summaries.get(path)!.title : feed.title }]
  })
  const insightsFeed = feedsHere.find(({ collection }) => collection === 'insights')

  /** An entry of a collection as its feed gives it. */
  const feedItem = <C extends CollectionName>(name: C, { url, entry }: Loaded<C>) => {
    const { facts } = collections[name].feed as { facts: (entry: EntryOf<C>) => FeedFacts }
    return { url, ...getPageSummary(url), ...facts(entry) }
  }

  /**
   * Each collection's feed (content/feeds.ts), and each insight topic's under its archive, their
   * entries the newest first.
   */
  function getFeeds(): Feed[] {
    const feeds = feedsHere.map((feed) => {
      const items = loaded[feed.collection]
        .map((loadedEntry) => feedItem(feed.collection, loadedEntry))
        .toSorted((a, b) => b.date.localeCompare(a.date) || a.url.localeCompare(b.url))
        .slice(0, FEED_ENTRIES)
      return { ...feed, page: getPageSummary(feed.path), items }
    })
    const insightAt = new Map(loaded.insights.map((insight) => [insight.url, insight]))
    const topicFeeds = listings
      .filter(({ of }) => insightsFeed && of === 'topics')
      .map(({ path, copy, listed }) => ({
        ...insightsFeed!,
        ...topicFeed(insightsFeed!.title, copy.heading, path),
        page: getPageSummary(path),
        items: listed
          .slice(0, FEED_ENTRIES)
          .map(({ path: url }) => feedItem('insights', insightAt.get(url)!)),
      }))
    return [...feeds, ...topicFeeds]
  }

  /** A public page's summary, in any language; every page of `pagePaths()` has one. */
  function getPageSummary(path: string) {
    const summary = summaries.get(path) ?? family.find((other) => other.summaryOf(path))?.summaryOf(path)
    if (!summary) throw new ContentError(`No page at ${path}`)
    return summary
  }

  /** This language's home page: the first step of its pages' breadcrumbs. */
  const homePath = translation ? translatedPaths.get('/') : '/'

  /**
   * The trail from the home page to a public page, for its breadcrumbs: each step up its address
   * that is a page, or that redirects to the page listing what is under it (/careers/jobs is the
   * job search). Other pages (home, search, notices, admin) have none.
   */
  function breadcrumbTrail(path: string): Breadcrumb[] | null {
    if (path === homePath || !summaries.has(path)) return null
    const segments = path.split('/').slice(1, -1)
    const steps = [homePath ?? '/']
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

  /**
   * One page of a listing: its copy, its entries as cards in one or more bands, the pages before and
   * after it, and the number of entries on the first.
   */
  function getListingPage(path: string) {
    const page = listingPages.get(path)
    if (!page) throw new ContentError(`No listing page at ${path}`)
    const { listing, number, bands, previous, next, numbered, shows } = page
    const { seo, heading, ...copy } = listing.copy
    return {
      ...copy,
      seo: {
        ...seo,
        title: listingTitle(seo.title, number),
        description: listingTitle(seo.description, number),
      },
      heading,
      title: listingTitle(heading, number),
      number,
      total: number === 1 ? listing.listed.length : null,
      bands: bands.map((band) => ({ heading: band.heading, cards: cardsFor(band.paths) })),
      previous,
      next,
      numbered,
      shows,
      feed:
        insightsFeed && listing.of === 'topics'
          ? topicFeed(insightsFeed.title, heading, listing.path)
          : undefined,
    }
  }

  /** How many entries each collection holds (for `npm run content:check`). */
  const collectionSizes = () =>
    Object.fromEntries(collectionNames.map((name) => [collections[name].folder, loaded[name].length]))

  /**
   * The pages of the site in every language, the default's first: the default language's content
   * speaks for the whole site (the build, the sitemap, the tests); a translation's for its own pages.
   */
  const everyPage = () => (translation ? sitePageList : family.flatMap(({ pages }) => pages))

  /** Every page the build writes, as the table declares it (pages.ts). */
  const sitePages = (): SitePage[] =>
    everyPage().map(({ summary: _summary, file: _file, source: _source, ...page }) => page)

  /** The content file a public page is made from (its own entry, or its single file), by its path. */
  const pageFiles = new Map(sitePageList.flatMap(({ path, file }) => (file ? [[path, file] as const] : [])))
  const fileOfPage = (path: string) =>
    pageFiles.get(path) ?? family.find((other) => other.fileOf(path))?.fileOf(path) ?? null

  const pathsFor = (audience: Audience) =>
    everyPage()
      .filter((page) => page.audience === audience)
      .map(({ path }) => path)

  /** Each page's source (the default language's page it is or translates), by its path. */
  const sources = new Map(sitePageList.flatMap(({ path, source: of }) => (of ? [[path, of] as const] : [])))
  /** The source of a page of any language. */
  const sourceOf = (path: string) =>
    sources.get(path) ?? family.find((other) => other.sourceOf(path))?.sourceOf(path)

  /**
   * The page at `path` (of any language) in each language it is in, its own included; none for a
   * page in one language.
   */
  function translationsOf(path: string) {
    const of = sourceOf(path)
    if (!of) return []
    const found = family.flatMap((other) => {
      const at = other.pathOf(of)
      return at ? [{ language: other.language, path: at }] : []
    })
    return found.length > 1 ? found : []
  }

  /**
   * The language switcher of the page at `path`: each other language whose home page is translated,
   * leading to the page in it where it is translated, else to that language's home page.
   */
  function otherLanguages(path: string) {
    const translations = translationsOf(path)
    return family.flatMap(({ language: other, home }) => {
      if (other.code === language.code || !home) return []
      const translated = translations.find((candidate) => candidate.language.code === other.code)
      return [{ language: other, path: translated?.path ?? home, translated: !!translated }]
    })
  }

  /** The site's public pages: the sitemap's list, and every one is checked by the tests. */
  const pagePaths = () => pathsFor('public')

  /** The pages that answer searches, forms and mail links, and Page Not Found: search engines skip them. */
  const utilityPaths = () => pathsFor('utility')

  /** The admin pages: prerendered as empty shells that load their data in the browser. */
  const adminPaths = () => pathsFor('admin')

  /** Every path written to static HTML at build time. */
  const prerenderPaths = () => everyPage().map(({ path }) => path)

  // A page at the top level where a section of the site or the server has its addresses.
  for (const name of collectionNames.filter((candidate) => collections[candidate].route.startsWith('/['))) {
    for (const { key, file } of loaded[name]) {
      const problem = topLevelAddressProblem(key, firm.languages)
      if (problem) throw new ContentError(`content/${file}: its address /${key} ${problem}`)
    }
  }

  // An entry where a listing's later pages, or the insight topics' archives, have their addresses.
  for (const name of collectionNames) {
    for (const { url, file } of loaded[name]) {
      const problem = keptAddressProblem(url)
      if (problem) throw new ContentError(`content/${file}: its address ${url} ${problem}`)
    }
  }

  // Two pages at one address: the route that comes first would hide the other without a word.
  {
    const files = new Map(
      collectionNames.flatMap((name) =>
        loaded[name].map(({ url, file }) => [url, `content/${file}`] as const),
      ),
    )
    const seen = new Set<string>()
    const own = sitePageList.map(({ path }) => path)
    for (const path of [...own, ...Object.keys(redirects)]) {
      if (seen.has(path)) {
        throw new ContentError(`${files.get(path) ?? path}: another page already has its address, ${path}`)
      }
      seen.add(path)
    }
  }

  const content = {
    /** The folder it was read from. */
    root,
    /** The language of its pages. */
    language,
    site,
    siteTokens,
    newsletterLinks,
    navigation,
    redirects,
    labels,
    entriesOf,
    sectorAccent,
    getEntry,
    entryAt,
    getHome: () => {
      if (!homePage) throw new ContentError(`The home page is not translated into ${language.name}`)
      return homePage
    },
    getAbout: () => about,
    getServices,
    getContact: () => contact,
    getInsightsIndex,
    getFeeds,
    /** The insights the sector page at `path` features, as cards. */
    getIndustryInsights: (path: string) => industryInsights.get(path) ?? [],
    jobSearchPaths,
    getJobSearchPage,
    getSearchPage: () => searchPage,
    getJobHeadings,
    getPageSummary,
    breadcrumbTrail,
    getListingPage,
    /** What the listing page at `path` shows (`shows` of getListingPage), or null where there is none. */
    listingShows: (path: string): string | null =>
      listingPages.get(path)?.shows ??
      family.find((other) => other.showsOf(path) !== null)?.showsOf(path) ??
      null,
    collectionSizes,
    sitePages,
    pagePaths,
    utilityPaths,
    adminPaths,
    prerenderPaths,
    fileOfPage,
    /** Where the pages feature an entry by its address. */
    featuring,
    /** The redirects of every language: the default's, and each translation's own. */
    everyRedirect: (): Record<string, string> =>
      Object.assign({}, ...family.map((other) => (other.content as { redirects: object }).redirects)),
    translationsOf,
    otherLanguages,
    /** Its feeds' addresses and names, which the heads of their sections' pages name. */
    feeds: feedsHere,
    /** Its home page's address (the default language's where its own is not translated). */
    homePath: homePath ?? '/',
    /** The address of the default language's page at `path` in this language: its translation's, or its own. */
    localPath: (path: string) => translatedPaths.get(path) ?? path,
    /** The default language's page the page at `path` is or translates, if it has translations. */
    sourceOf,
    /** The file a single file of the content was read from: its translation, or the default language's. */
    // A translation's redirects are its own, there or not (they never fall back to the default's).
    singleFileIn: (ref: SingleRef) =>
      ownSingles.has(ref) || (translation && ref === 'redirects.yaml') ? refIn(ref) : ref,
    /** The folder of this language's files in the content folder (`fr/`); empty for the default language. */
    folder: translation ? `${translation.folder}/` : '',
    /** Whether this language has a page at `path`. */
    hasPage: (path: string) => sources.has(path) || pageFiles.has(path) || summaries.has(path),
    /** The content of the site in the language `code` (the default language's is this). */
    inLanguage: (code: string): unknown => family.find((other) => other.language.code === code)?.content,
  }
  family.push({
    language,
    home: homePath ?? null,
    pathOf: (of) => (translation ? translatedPaths.get(of) : sources.has(of) ? of : undefined),
    pages: sitePageList,
    summaryOf: (path) => summaries.get(path),
    fileOf: (path) => pageFiles.get(path),
    showsOf: (path) => listingPages.get(path)?.shows ?? null,
    sourceOf: (path) => sources.get(path),
    content,
  })
  return content
}

/** The content of the site in the language `code`: a translation's, or the default language's. */
export function contentIn(content: Content, code: string): Content {
  const found = content.inLanguage(code)
  if (!found) throw new ContentError(`The site has no language ${code}`)
  return found as Content
}

/** The content of one folder: what every page and the server read of it. */
export type Content = ReturnType<typeof readContent>
export type HomePage = ReturnType<Content['getHome']>
export type ListingPageContent = ReturnType<Content['getListingPage']>
