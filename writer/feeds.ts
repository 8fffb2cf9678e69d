// The files of the site's feeds (content/feeds.ts): RSS 2.0, Atom 1.0 and JSON Feed 1.1 of each
// collection that declares one, made of the published content alone, so that a publish and a full
// build write the same bytes (no "built at" time: a feed is as new as its newest entry).
import { extname } from 'node:path'
import { Feed as FeedWriter } from 'feed'
import { type Content, contentIn } from '#content/content.ts'
import { type Feed, feedFile, FEED_FORMATS } from '#content/feeds.ts'

const PICTURE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
}

/** Midnight UTC of an ISO day, as every content date is a day. */
const day = (date: string) => new Date(`${date.slice(0, 10)}T00:00:00Z`)

/**
 * The writer of one feed. `pictures`: each entry's picture as an enclosure; left out of Atom, which
 * has no element for it and where the library would type an SVG as "image/svg".
 */
function writerOf(
  { site, language }: Content,
  { path, title, page, items }: Feed,
  { pictures }: { pictures: boolean },
) {
  const absolute = (address: string) => new URL(address, site.url).href
  const newest = items
    .map(({ updated, date }) => updated ?? date)
    .sort()
    .at(-1)
  const links = Object.fromEntries(
    FEED_FORMATS.map(({ format, file }) => [format, absolute(feedFile(path, file))]),
  )
  const feed = new FeedWriter({
    id: absolute(path),
    link: absolute(path),
    title: `${site.name}: ${title}`,
    description: page.description,
    language: language.code,
    updated: newest ? day(newest) : undefined,
    generator: site.name,
    image: absolute(site.logo.src),
    favicon: absolute('/favicon.ico'),
    feedLinks: links,
    // Atom asks for an author of the feed where an entry names none (a newsletter issue): the firm.
    author: { name: site.name, link: absolute('/') },
  })
  for (const item of items) {
    feed.addItem({
      title: item.title,
      id: absolute(item.url),
      link: absolute(item.url),
      description: item.description,
      date: day(item.updated ?? item.date),
      published: day(item.date),
      ...(item.author ? { author: [{ name: item.author }] } : {}),
      ...(item.category ? { category: [{ name: item.category }] } : {}),
      ...(pictures && item.image
        ? {
            image: {
              url: absolute(item.image.src),
              type: PICTURE_TYPES[extname(item.image.src).toLowerCase()] ?? 'image/jpeg',
            },
          }
        : {}),
    })
  }
  return feed
}

/** Every feed's files in every language, by their path in the build (`insights/feed.rss`). */
export function feedFiles(site: Content): Record<string, string> {
  return Object.fromEntries(
    site.site.languages.flatMap(({ code }) => {
      const content = contentIn(site, code)
      return content.getFeeds().flatMap((feed) => {
        const withPictures = writerOf(content, feed, { pictures: true })
        const bodies = {
          rss: withPictures.rss2(),
          atom: writerOf(content, feed, { pictures: false }).atom1(),
          json: withPictures.json1(),
        }
        return FEED_FORMATS.map(({ format, file }) => [feedFile(feed.path, file).slice(1), bodies[format]])
      })
    }),
  )
}
