// The pages that list entries as cards: a collection's own listing (`/articles`, the `index` of
// content/collections.ts) and each insight topic's archive (`/insights/topics/economic-trends`). A
// listing shows LISTING_PAGE_SIZE cards a page; the rest follow at `/articles/page/2`, `/page/3`, …:
// addresses that stay the same, each page its own canonical page in the sitemap, linked to the one
// before and the next (`rel="prev"`/`"next"`). A publish re-renders only the pages whose list it
// changes: each page's reads (content/dependencies.ts) name what it shows as `shows`.
import {
  collectionNames,
  collections,
  type CollectionName,
  type EntryOf,
  type Loaded,
} from './collections.ts'
import { fillIn } from './fill-in.ts'
import { ContentError } from './load.ts'
import type { CollectionIndexContent, InsightsIndex } from './schemas.ts'

/** Cards on each page of a listing: two, three or four columns fill evenly, and a first page of cards stays within the HTML budget. */
export const LISTING_PAGE_SIZE = 24

/** The insights a topic holds before it has an archive: one alone is reached from /insights directly. */
export const TOPIC_ARCHIVE_FROM = 2

/** Where the insight topics' archives are: `/insights/topics/<topic>`. */
export const TOPICS_PATH = '/insights/topics'

/** A topic's address: its name in lower case, words joined by hyphens (`Data and Analytics`: `data-and-analytics`). */
export const topicSlug = (label: string) =>
  label
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** Page `number` of the listing at `path`: the first is the listing itself. */
const listingPagePath = (path: string, number: number) => (number === 1 ? path : `${path}/page/${number}`)

/** Whether `path` is a listing's second page or later: the search index keeps a listing's first page alone. */
export const isLaterListingPage = (path: string) => /\/page\/[1-9]\d*$/.test(path)

/** Each collection's listing, by its first page's address (`/articles`). */
const COLLECTION_LISTINGS = collectionNames.flatMap((name) => {
  const index = collections[name].index as { path: string } | undefined
  return index ? [index.path] : []
})

/** The addresses kept for the listings' later pages (`/articles/page`) and the insight topics' archives. */
const KEPT = [...COLLECTION_LISTINGS.map((path) => `${path}/page`), TOPICS_PATH]

/**
 * Where a reader who cuts a listing page's address short arrives: `/articles/page` and
 * `/articles/page/1` at `/articles`, `/insights/topics` at /insights, which lists the topics.
 */
export const LISTING_REDIRECTS: Record<string, string> = Object.fromEntries([
  ...COLLECTION_LISTINGS.flatMap((path) => [
    [`${path}/page`, path],
    [`${path}/page/1`, path],
  ]),
  [TOPICS_PATH, '/insights'],
])

/**
 * What is wrong with an entry's address, in words that follow "its address …": null unless it is
 * where a listing keeps its pages, which would hide the entry or be hidden by it.
 */
export function keptAddressProblem(url: string) {
  const under = KEPT.find((prefix) => url === prefix || url.startsWith(`${prefix}/`))
  return under ? `is kept for the pages of a list (${under}/…): choose another` : null
}

/** An entry a listing shows: its page, under the heading of its group (a case study's sector). */
type Listed = { path: string; group: string }

/** What a listing's pages say: a collection's listing file, or the topic archives' words for one topic. */
type ListingCopy = Omit<CollectionIndexContent, 'listHeading'>

/**
 * A listing: its first page's address, the copy its pages show, the file that copy is in, its entries
 * in order, and the heading of its cards where they are not in groups (or while it has none).
 */
type Listing = {
  /** Whose listing it is: a collection's, or one of the insight topics' archives. */
  of: CollectionName | 'topics'
  path: string
  copy: ListingCopy
  file: string
  listed: Listed[]
  band: string
}

/**
 * One page of a listing: its entries in bands by group, the pages before and after it, and the
 * pages its pager names by number (null where it leaves a gap).
 */
type ListingPage = {
  listing: Listing
  path: string
  number: number
  bands: Band[]
  previous: string | null
  next: string | null
  numbered: ({ number: number; path: string } | null)[]
  /** What the page shows besides its entries' own words: which entries, in which bands, the pager. */
  shows: string
}

/** How many pages the pager names on each side of the page shown, beside the first and the last. */
const PAGER_REACH = 2

/**
 * The page numbers a pager names: every page of a short listing; of a long one the first, the last
 * and those near the page shown, with a gap (null) for those left out. Every page is then a few
 * clicks from the listing's first.
 */
function pagerNumbers(number: number, count: number): (number | null)[] {
  const named = [...Array(count).keys()]
    .map((i) => i + 1)
    .filter((n) => n === 1 || n === count || Math.abs(n - number) <= PAGER_REACH)
  return named.flatMap((n, i) => (i > 0 && n - named[i - 1]! > 1 ? [null, n] : [n]))
}

type Band = { heading: string; paths: string[] }

/** The pages of a listing, the first at its own address; one, empty, while it lists nothing. */
function pagesOf(listing: Listing): ListingPage[] {
  const count = Math.max(1, Math.ceil(listing.listed.length / LISTING_PAGE_SIZE))
  return Array.from({ length: count }, (_, i) => {
    const number = i + 1
    const bands: Band[] = []
    for (const { path, group } of listing.listed.slice(i * LISTING_PAGE_SIZE, number * LISTING_PAGE_SIZE)) {
      const band = bands.at(-1)
      if (band?.heading === group) band.paths.push(path)
      else bands.push({ heading: group, paths: [path] })
    }
    if (bands.length === 0) bands.push({ heading: listing.band, paths: [] })
    const previous = number > 1 ? listingPagePath(listing.path, number - 1) : null
    const next = number < count ? listingPagePath(listing.path, number + 1) : null
    const numbered = count === 1 ? [] : pagerNumbers(number, count)
    // The first page says how many the listing holds.
    const total = number === 1 ? listing.listed.length : null
    const shows = fingerprint(JSON.stringify([bands, numbered, total]))
    return {
      listing,
      path: listingPagePath(listing.path, number),
      number,
      bands,
      previous,
      next,
      numbered: numbered.map((n) =>
        n === null ? null : { number: n, path: listingPagePath(listing.path, n) },
      ),
      shows,
    }
  })
}

/**
 * The site's listings and their pages, by address: each collection's listing (its entries in the
 * collection's order, in bands by group where it has one) and each insight topic's archive.
 */
export function siteListings({
  loaded,
  copyOf,
  insightsIndex,
  topicArchives = { path: TOPICS_PATH, file: 'indexes/insights.yaml' },
}: {
  loaded: { [C in CollectionName]: Loaded<C>[] }
  /**
   * A listing's copy in the language of `loaded`, its file and the address of its first page, from
   * its file in the default language and that page's address there; null where it is not translated.
   */
  copyOf: (file: string, path: string) => { copy: CollectionIndexContent; file: string; path: string } | null
  insightsIndex: InsightsIndex
  /** Where the topics' archives are, and the file of their words; null where the insights page is not translated. */
  topicArchives?: { path: string; file: string } | null
}) {
  const listings: Listing[] = collectionNames.flatMap((name) => {
    const index = collections[name].index as
      | { path: string; copy: string; groupBy?: (entry: EntryOf<typeof name>) => string; shallow?: boolean }
      | undefined
    if (!index) return []
    const { groupBy, shallow } = index
    const own = copyOf(index.copy, index.path)
    if (!own) return []
    const { listHeading, ...copy } = own.copy
    const band = listHeading ?? copy.heading
    const entries = loaded[name].filter(({ key }) => !shallow || !key.includes('/'))
    const listed = entries.map(({ url, entry }) => ({ path: url, group: groupBy ? groupBy(entry) : band }))
    // By group, in the groups' alphabetical order; the collection's order within each.
    if (groupBy) listed.sort((a, b) => (a.group < b.group ? -1 : a.group > b.group ? 1 : 0))
    return [{ of: name, path: own.path, copy, file: own.file, listed, band }]
  })
  // Each topic's insights, the newest first.
  const topics = new Map<string, Loaded<'insights'>[]>()
  const newestFirst = loaded.insights.toSorted(
    (a, b) => b.entry.date.localeCompare(a.entry.date) || a.url.localeCompare(b.url),
  )
  for (const insight of newestFirst) {
    const ofTopic = topics.get(insight.entry.category) ?? []
    ofTopic.push(insight)
    topics.set(insight.entry.category, ofTopic)
  }
  const { topicArchive } = insightsIndex
  // Each topic in alphabetical order, with its archive's address where it has one.
  const topicList = [...topics]
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([label, insights]) => ({
      label,
      insights,
      archive:
        topicArchives && insights.length >= TOPIC_ARCHIVE_FROM
          ? `${topicArchives.path}/${topicSlug(label)}`
          : null,
    }))
  for (const { label: topic, insights, archive } of topicList) {
    if (!archive) continue
    if (archive === `${topicArchives!.path}/`) {
      throw new ContentError(
        `content/${insights[0]!.file}: category: "${topic}" needs a letter or a digit, for its topic's address`,
      )
    }
    const band = fillIn(topicArchive.listHeading, { topic })
    listings.push({
      of: 'topics',
      path: archive,
      copy: {
        seo: {
          title: fillIn(topicArchive.title, { topic }),
          description: fillIn(topicArchive.intro, { topic }),
        },
        heading: topic,
        intro: fillIn(topicArchive.intro, { topic }),
        columns: 3,
        linkLabel: topicArchive.linkLabel,
      },
      file: topicArchives!.file,
      listed: insights.map(({ url }) => ({ path: url, group: band })),
      band,
    })
  }
  const pages = new Map(
    listings.flatMap((listing) => pagesOf(listing).map((page) => [page.path, page] as const)),
  )
  return { listings, pages, topics: topicList }
}

/** A short fingerprint of a text (53-bit cyrb53): two lists that differ get different ones, but for a chance in 2⁵³. */
function fingerprint(text: string) {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}
