// The site's feeds: each collection that declares one (content/collections.ts) has it in three
// formats under the address of the page that lists it (`/insights/feed.rss`), written by the writer
// with every publish (writer/feeds.ts) and named in the heads of that section's pages, where feed
// readers and browsers look for them.
import { collectionNames, collections, type FeedFacts, type PageSummary } from './collections.ts'

/**
 * The formats, each at a file of its own under the feed's address, named so that its extension gives
 * the type it is served as.
 */
export const FEED_FORMATS = [
  { format: 'rss', file: 'feed.rss', type: 'application/rss+xml', label: 'RSS' },
  { format: 'atom', file: 'feed.atom', type: 'application/atom+xml', label: 'Atom' },
  { format: 'json', file: 'feed.json', type: 'application/feed+json', label: 'JSON Feed' },
] as const

/** How many entries a feed carries, the newest: readers ask again, as they do of any publishing site. */
export const FEED_ENTRIES = 20

/** An entry as a feed gives it. */
export type FeedItem = PageSummary & FeedFacts & { url: string }

/** The collections that have a feed, each with its feed's address and name. */
export const declaredFeeds = collectionNames.flatMap((name) => {
  const { feed } = collections[name] as { feed?: { path: string; title: string } }
  return feed ? [{ collection: name, path: feed.path, title: feed.title }] : []
})

/** An insight topic's feed, under its archive (`/insights/topics/energy/feed.rss`): "Insights: Energy". */
export const topicFeed = (insightsTitle: string, topic: string, path: string) => ({
  path,
  title: `${insightsTitle}: ${topic}`,
})

/** A feed: its collection, where it lives, its name, the page that lists it, its newest entries. */
export type Feed = (typeof declaredFeeds)[number] & { page: PageSummary; items: FeedItem[] }

/** The file of a feed in one format: `/insights/feed.rss`. */
export const feedFile = (path: string, file: string) => `${path}/${file}`

/**
 * The feeds a page names in its head: its own (an insight topic's archive has one), then every format
 * of its section's feed on the pages of that section, and each section feed's RSS on the home page.
 * Made of the declarations and the page's own alone, so a page names the same feeds whatever else is
 * published.
 */
export function feedLinks(
  siteShortName: string,
  pathname: string,
  own?: { path: string; title: string },
  { feeds = declaredFeeds, home = '/' }: { feeds?: { path: string; title: string }[]; home?: string } = {},
) {
  const inSection = feeds.filter(({ path }) => pathname === path || pathname.startsWith(`${path}/`))
  const formats = pathname === home ? FEED_FORMATS.slice(0, 1) : FEED_FORMATS
  return [...(own ? [own] : []), ...(pathname === home ? feeds : inSection)].flatMap(({ path, title }) =>
    formats.map(({ file, type, label }) => ({
      href: feedFile(path, file),
      type,
      title: `${siteShortName} ${title} (${label})`,
    })),
  )
}
