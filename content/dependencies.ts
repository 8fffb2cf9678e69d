// What a page read of the content while it rendered, and what a change of the content touches, as
// keys: a publish re-renders the pages whose keys the change touches (writer/write-site.ts). Each
// part of the content says below what it is made of; a page's keys are those of the parts it asked
// for, recorded as it renders, never listed by hand per page.
import { collectionNames, collections, type CollectionName } from './collections.ts'
import type { Content } from './content.ts'
import { singleFiles } from './files.ts'

/** A content file: `file:insights/ai-in-business.yaml`. */
const file = (ref: string) => `file:${ref}`
/** Any entry of a collection: one changed, added, removed or moved. */
const collection = (name: CollectionName) => `collection:${name}`
/** Which entries a collection holds, not what they say (their number is in the single pages' texts). */
const members = (name: CollectionName) => `members:${name}`
/** The list of the site's pages. */
const PAGES = 'pages'
/** Whether the site has a page at an address: `page:/insights`. */
const pageAt = (path: string) => `page:${path}`
/**
 * Which entries a listing's page shows, and its neighbours: `shows:/articles/page/2=<fingerprint>`.
 * A change touches it when the page's list is no longer the same (`isStale`), not by a file's name.
 */
const SHOWS = 'shows:'

/** A single file: its texts may say how many capabilities there are (`{capabilityCount}`, content.ts). */
const single = (ref: string) => [file(ref), members('capabilities')]

/** What the page at `path` is made of: the file of its entry, or its single file. */
function sourcesOf(content: Content, path: string) {
  const ref = content.fileOfPage(path)
  if (!ref) return [PAGES]
  return Object.hasOwn(singleFiles, ref) || ref.startsWith('indexes/') ? single(ref) : [file(ref)]
}

type Reads = {
  [K in keyof Content]: Content[K] extends (...args: infer A) => infer R
    ? (content: Content, result: R, ...args: A) => string[]
    : string[]
}

/** What each part of the content is made of. The type asks for every part: none is read unrecorded. */
const READS: Reads = {
  root: [],
  site: [file('site.yaml')],
  siteTokens: [file('site.yaml')],
  newsletterLinks: single('newsletter-links.yaml'),
  navigation: single('navigation.yaml'),
  redirects: single('redirects.yaml'),
  labels: single('labels.yaml'),
  entriesOf: (_content, _entries, name) => [collection(name)],
  sectorAccent: () => [collection('industries')],
  getEntry: (_content, _entry, name) => [collection(name)],
  // An entry's own page reads its file; an address with no entry, whether one comes (the page list).
  entryAt: (content, entry, name, path) =>
    entry ? sourcesOf(content, path) : [collection(name), pageAt(path)],
  // Its own file, and each article or insight its blocks feature (through a redirect, if moved).
  getHome: (content, home) => [
    ...single('home.yaml'),
    ...single('labels.yaml'),
    ...single('redirects.yaml'),
    ...[...home.slides, home.news.story, ...home.trending.items].flatMap(({ href }) =>
      sourcesOf(content, href),
    ),
  ],
  getAbout: () => single('about.yaml'),
  getServices: () => [...single('services.yaml'), collection('capabilities')],
  getContact: () => single('contact.yaml'),
  getInsightsIndex: () => [...single('indexes/insights.yaml'), collection('insights')],
  // Written whole with every publish (writer/feeds.ts), not by a page: kept true for any reader.
  getFeeds: (content, feeds) =>
    feeds.flatMap(({ path, collection: name }) => [...sourcesOf(content, path), collection(name)]),
  // The sector page's own file, and each insight it names (through a redirect, if moved).
  getIndustryInsights: (content, cards, path) => [
    ...sourcesOf(content, path),
    ...single('redirects.yaml'),
    ...cards.flatMap((card) => sourcesOf(content, card.href)),
  ],
  jobSearchPaths: () => [collection('careersPages')],
  getJobSearchPage: () => [collection('careersPages'), collection('jobs')],
  getSearchPage: () => single('search.yaml'),
  getJobHeadings: () => [collection('careersPages')],
  getPageSummary: (content, _summary, path) => sourcesOf(content, path),
  // Whether the address and each step up it is a page, or redirects to one; and each step's name.
  breadcrumbTrail: (content, trail, path) => [
    ...path
      .split('/')
      .slice(1)
      .map((_, i, parts) => pageAt(`/${parts.slice(0, i + 1).join('/')}`)),
    ...single('redirects.yaml'),
    ...(trail ?? []).flatMap((step) => sourcesOf(content, step.path)),
  ],
  // The listing's words, each card's entry, and which entries it shows (`shows` changes with that list).
  getListingPage: (content, page, path) => [
    ...sourcesOf(content, path),
    ...single('labels.yaml'),
    `${SHOWS}${path}=${page.shows}`,
    ...page.bands.flatMap(({ cards }) => cards.flatMap(({ href }) => (href ? sourcesOf(content, href) : []))),
  ],
  // The writer's question whether a listing page is stale (`isStale`), not a page's read.
  listingShows: () => [],
  collectionSizes: () => collectionNames.map(members),
  sitePages: () => [PAGES],
  pagePaths: () => [PAGES],
  utilityPaths: () => [PAGES],
  adminPaths: () => [PAGES],
  prerenderPaths: () => [PAGES],
  fileOfPage: () => [PAGES],
  // The server's check of a page taken down reads it, not a page.
  featuring: [...single('home.yaml'), ...single('indexes/insights.yaml'), collection('industries')],
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
        for (const key of reads as string[]) keys.add(key)
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
  for (const { ref, kind } of changes) {
    keys.add(file(ref))
    const name = collectionNames.find((candidate) => ref.startsWith(`${collections[candidate].folder}/`))
    if (!name) continue
    keys.add(collection(name))
    if (kind !== 'changed') keys.add(members(name))
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
