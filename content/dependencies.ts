// What a page read of the content while it rendered, and what a change of the content touches, as
// keys: a publish re-renders the pages whose keys the change touches (writer/write-site.ts). Each
// part of the content says below what it is made of; a page's keys are those of the parts it asked
// for, recorded as it renders, never listed by hand per page.
import { collectionNames, collections, type CollectionName } from './collections.ts'
import type { Content } from './content.ts'
import { singleFiles, type SingleRef } from './files.ts'

/** A content file: `file:insights/ai-in-business.yaml`. */
const file = (ref: string) => `file:${ref}`
/**
 * Any entry of a collection in a language (`fr/` for French, nothing for the default): one changed,
 * added, removed or moved.
 */
const collection = (name: CollectionName, folder = '') => `collection:${folder}${name}`
/** Which entries a collection holds, not what they say (their number is in the single pages' texts). */
const members = (name: CollectionName, folder = '') => `members:${folder}${name}`
/** The list of the site's pages. */
const PAGES = 'pages'
/** Whether the site has a page at an address: `page:/insights`. */
const pageAt = (path: string) => `page:${path}`
/**
 * Which entries a listing's page shows, and its neighbours: `shows:/articles/page/2=<fingerprint>`.
 * A change touches it when the page's list is no longer the same (`isStale`), not by a file's name.
 */
const SHOWS = 'shows:'

/**
 * A file of a language's content (`fr/labels.yaml`) without its language's folder, and that folder
 * (`fr/`; empty in the default language's).
 */
function inLanguage(ref: string) {
  const [first, ...rest] = ref.split('/')
  const inFolder = rest.join('/')
  return /^[a-z]{2,3}(-[a-z]{2})?$/.test(first!) && rest.length > 0 && isContentRef(inFolder)
    ? { folder: `${first}/`, ref: inFolder }
    : { folder: '', ref }
}
const isContentRef = (ref: string) =>
  Object.hasOwn(singleFiles, ref) ||
  collectionNames.some((name) => ref.startsWith(`${collections[name].folder}/`))

/**
 * A single file, as the content of a language read it (its translation, or the default language's):
 * its texts may say how many capabilities the firm has (`{capabilityCount}`, content.ts).
 */
const single = (ref: string, content?: Content) => [
  file(content ? content.singleFileIn(ref as SingleRef) : ref),
  members('capabilities'),
]

/** What the page at `path` is made of: the file of its entry, or its single file. */
function sourcesOf(content: Content, path: string) {
  const read = content.fileOfPage(path)
  if (!read) return [PAGES]
  const { ref } = inLanguage(read)
  return Object.hasOwn(singleFiles, ref) || ref.startsWith('indexes/')
    ? [file(read), members('capabilities')]
    : [file(read)]
}

/**
 * What tells the page at `path` its translations: for the default language's page, whether each
 * translation's file is there (and where it puts its page); for a translation's, whether the
 * default language's page is, and the other translations' files.
 */
function translationReads(content: Content, path: string) {
  const of = content.sourceOf(path)
  const ref = of && content.fileOfPage(of)
  if (!of || !ref) return []
  return content.site.languages.flatMap(({ code, prefix }) =>
    code === content.language.code ? [] : prefix ? [file(`${prefix.slice(1)}/${ref}`)] : [pageAt(of)],
  )
}

type Reads = {
  [K in keyof Content]: Content[K] extends (...args: infer A) => infer R
    ? (content: Content, result: R, ...args: A) => string[]
    : string[] | ((content: Content) => string[])
}

/** What each part of the content is made of. The type asks for every part: none is read unrecorded. */
const READS: Reads = {
  root: [],
  language: [],
  folder: [],
  // The firm's facts, and its words in the language.
  site: (content) => [file('site.yaml'), file(`${content.folder}site.yaml`)],
  siteTokens: [file('site.yaml')],
  newsletterLinks: (content) => single('newsletter-links.yaml', content),
  // A translation's menus list the pages translated into it (content.ts).
  navigation: (content) => [
    ...single('navigation.yaml', content),
    ...(content.folder ? [`${PAGES}:${content.folder}`] : []),
  ],
  redirects: (content) => single('redirects.yaml', content),
  labels: (content) => single('labels.yaml', content),
  entriesOf: (content, _entries, name) => [collection(name, content.folder)],
  sectorAccent: (content) => [collection('industries', content.folder)],
  getEntry: (content, _entry, name) => [collection(name, content.folder)],
  // An entry's own page reads its file; an address with no entry, whether one comes (the page list).
  entryAt: (content, entry, name, path) =>
    entry ? sourcesOf(content, path) : [collection(name, content.folder), pageAt(path)],
  // Its own file, and each article or insight its blocks feature (through a redirect, if moved).
  getHome: (content, home) => [
    ...single('home.yaml', content),
    ...single('labels.yaml', content),
    ...single('redirects.yaml', content),
    ...[...home.slides, home.news.story, ...home.trending.items].flatMap(({ href }) =>
      sourcesOf(content, href),
    ),
  ],
  getAbout: (content) => single('about.yaml', content),
  getServices: (content) => [...single('services.yaml', content), collection('capabilities', content.folder)],
  getContact: (content) => single('contact.yaml', content),
  getInsightsIndex: (content) => [
    ...single('indexes/insights.yaml', content),
    collection('insights', content.folder),
  ],
  // Written whole with every publish (writer/feeds.ts), not by a page: kept true for any reader.
  getFeeds: (content, feeds) =>
    feeds.flatMap(({ path, collection: name }) => [
      ...sourcesOf(content, path),
      collection(name, content.folder),
    ]),
  // The sector page's own file, and each insight it names (through a redirect, if moved).
  getIndustryInsights: (content, cards, path) => [
    ...sourcesOf(content, path),
    ...single('redirects.yaml', content),
    ...cards.flatMap((card) => sourcesOf(content, card.href)),
  ],
  jobSearchPaths: (content) => [collection('careersPages', content.folder)],
  getJobSearchPage: (content) => [
    collection('careersPages', content.folder),
    collection('jobs', content.folder),
  ],
  getSearchPage: (content) => single('search.yaml', content),
  getJobHeadings: (content) => [collection('careersPages', content.folder)],
  getPageSummary: (content, _summary, path) => sourcesOf(content, path),
  // Whether the address and each step up it is a page, or redirects to one; and each step's name.
  breadcrumbTrail: (content, trail, path) => [
    ...path
      .split('/')
      .slice(1)
      .map((_, i, parts) => pageAt(`/${parts.slice(0, i + 1).join('/')}`)),
    ...single('redirects.yaml', content),
    ...(trail ?? []).flatMap((step) => sourcesOf(content, step.path)),
  ],
  // The listing's words, each card's entry, and which entries it shows (`shows` changes with that list).
  getListingPage: (content, page, path) => [
    ...sourcesOf(content, path),
    ...single('labels.yaml', content),
    `${SHOWS}${path}=${page.shows}`,
    ...page.bands.flatMap(({ cards }) => cards.flatMap(({ href }) => (href ? sourcesOf(content, href) : []))),
  ],
  // The writer's question whether a listing page is stale (`isStale`), not a page's read.
  listingShows: () => [],
  collectionSizes: (content) => collectionNames.map((name) => members(name, content.folder)),
  sitePages: () => [PAGES],
  pagePaths: () => [PAGES],
  utilityPaths: () => [PAGES],
  adminPaths: () => [PAGES],
  prerenderPaths: () => [PAGES],
  fileOfPage: () => [PAGES],
  // The server's check of a page taken down reads it, not a page.
  featuring: [...single('home.yaml'), ...single('indexes/insights.yaml'), collection('industries')],
  translationsOf: (content, _found, path) => translationReads(content, path),
  // The page in each other language, or that language's home page where it is not translated.
  otherLanguages: (content, _links, path) => [
    ...translationReads(content, path),
    ...content.site.languages.map(({ prefix }) =>
      prefix ? file(`${prefix.slice(1)}/home.yaml`) : pageAt('/'),
    ),
  ],
  // The server's and the writer's questions, not a page's read.
  // Whether the page is translated, and where (a translation's page come, gone or moved).
  localPath: (content) => (content.folder ? [`${PAGES}:${content.folder}`] : []),
  sourceOf: () => [],
  // The server's redirects, not a page's read.
  everyRedirect: () => [],
  // Which listings are translated, and where.
  feeds: (content) => (content.folder ? [`${PAGES}:${content.folder}`] : []),
  homePath: (content) => (content.folder ? [file(`${content.folder}home.yaml`)] : []),
  singleFileIn: () => [],
  // Whether the language has a page there (the footer's archive link): whether one comes or goes.
  hasPage: (_content, _has, path) => [pageAt(path)],
  inLanguage: () => [],
}

/**
 * The content as a page sees it while it renders: the same values, and each part it reads adds
 * what that part is made of to `keys`.
 */
export function recording(content: Content, keys: Set<string>): Content {
  return new Proxy(content, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver)
      const reads = READS[property as keyof Content] as Reads[keyof Content] | undefined
      if (!reads) return value
      if (typeof value !== 'function') {
        const made = typeof reads === 'function' ? (reads as (content: Content) => string[])(target) : reads
        for (const key of made as string[]) keys.add(key)
        return value
      }
      return (...args: unknown[]) => {
        const result: unknown = value(...args)
        const made = reads as (content: Content, result: unknown, ...args: unknown[]) => string[]
        for (const key of made(target, result, ...args)) keys.add(key)
        return result
      }
    },
  })
}

/** A change to the content: a file's ref, and whether it is new or gone, or only changed. */
export type ContentChange = { ref: string; kind: 'changed' | 'added' | 'removed' }

/**
 * The keys a change touches: `pagesChanged` when the site's list of pages is not the same, with the
 * addresses of the pages that came or went (`pagesAddedOrGone`).
 */
export function touchedKeys(changes: ContentChange[], pagesChanged: boolean, pagesAddedOrGone: string[]) {
  const keys = new Set<string>([...(pagesChanged ? [PAGES] : []), ...pagesAddedOrGone.map(pageAt)])
  // A translation's page come, gone or moved changes where its language's texts and menus lead.
  for (const path of pagesAddedOrGone) keys.add(`${PAGES}:${path.split('/')[1]}/`)
  for (const { ref: changed, kind } of changes) {
    keys.add(file(changed))
    const { ref, folder } = inLanguage(changed)
    // A translation come or gone changes the menus of its language.
    if (folder && kind !== 'changed') keys.add(`${PAGES}:${folder}`)
    const name = collectionNames.find((candidate) => ref.startsWith(`${collections[candidate].folder}/`))
    if (!name) continue
    keys.add(collection(name, folder))
    if (kind !== 'changed') keys.add(members(name, folder))
  }
  return keys
}

/** Whether a page's read `key` no longer holds in `content`: a listing page that shows another list. */
export function isStale(content: Content, key: string) {
  if (!key.startsWith(SHOWS)) return false
  const at = key.lastIndexOf('=')
  const path = key.slice(SHOWS.length, at)
  return content.listingShows(path) !== key.slice(at + 1)
}
