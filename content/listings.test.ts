// The listings and their pages, on the shipped content and on a copy grown to 800 pages, where every
// insight topic runs to several pages.
import { copyFileSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { writeContentFixture } from '#scripts/content-fixture.ts'
import { contentIn, loadContent, type Content } from './content.ts'
import { content } from './index.ts'
import { LISTING_PAGE_SIZE, TOPIC_ARCHIVE_FROM, TOPICS_PATH } from './listings.ts'

const work = mkdtempSync(join(tmpdir(), 'northstar-listings-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))
const grownDir = join(work, 'grown')
writeContentFixture(grownDir, 800)
const grown = loadContent(grownDir)

/** Each listing's pages, in order, from its first: followed by their "next" links, as a reader would. */
function pagesOfListings(site: Content) {
  const firsts = site
    .sitePages()
    .filter(({ kind, path }) => /collection index|topic archive/.test(kind) && !path.includes('/page/'))
  return firsts.map(({ path, language }) => {
    const { getListingPage } = contentIn(site, language)
    const pages = [getListingPage(path)]
    for (let next = pages[0]!.next; next; next = pages.at(-1)!.next) pages.push(getListingPage(next))
    return { path, pages }
  })
}

const cardPaths = (page: ReturnType<Content['getListingPage']>) =>
  page.bands.flatMap(({ cards }) => cards.map(({ href }) => href!))

test.each([
  ['the shipped content', content],
  ['a copy grown to 800 pages', grown],
])(
  'in %s, each listing runs over pages of at most 24 cards that together show each of its entries once',
  (_, site) => {
    const pagePaths = site.pagePaths()
    const listings = pagesOfListings(site)
    expect(listings.length).toBeGreaterThan(6)
    for (const { path, pages } of listings) {
      const shown = pages.flatMap(cardPaths)
      expect(new Set(shown).size, path).toBe(shown.length)
      // The first page says how many there are; those after it do not.
      expect(pages[0]!.total, path).toBe(shown.length)
      pages.forEach((page, i) => {
        const at = i === 0 ? path : `${path}/page/${i + 1}`
        expect(pagePaths, at).toContain(at)
        expect(cardPaths(page).length, at).toBeLessThanOrEqual(LISTING_PAGE_SIZE)
        if (i < pages.length - 1) expect(cardPaths(page).length, at).toBe(LISTING_PAGE_SIZE)
        expect(page.number).toBe(i + 1)
        expect(page.previous, at).toBe(i === 0 ? null : i === 1 ? path : `${path}/page/${i}`)
        if (i > 0) {
          expect(page.total).toBeNull()
          expect(page.title).toBe(`${pages[0]!.title}, page ${i + 1}`)
          expect(page.seo.title).toBe(`${pages[0]!.seo.title}, page ${i + 1}`)
        }
      })
      // No page beyond the last.
      expect(pagePaths).not.toContain(`${path}/page/${pages.length + 1}`)
    }
    // Every entry of a collection's listing is on it (the careers listing shows its top pages).
    const byPath = new Map(listings.map(({ path, pages }) => [path, pages.flatMap(cardPaths)]))
    expect(byPath.get('/case-studies')!.toSorted()).toEqual(
      pagePaths.filter((path) => path.startsWith('/case-studies/') && !path.includes('/page/')).toSorted(),
    )
  },
)

test('every insight is in its topic’s archive, the newest first; each archive has its feed and a page for each 24', () => {
  const insights = grown.entriesOf('insights')
  const archives = pagesOfListings(grown).filter(({ path }) => path.startsWith(`${TOPICS_PATH}/`))
  // Each topic of two insights or more; one alone is reached from /insights directly.
  const counts = new Map<string, number>()
  for (const { category } of insights) counts.set(category, (counts.get(category) ?? 0) + 1)
  const topics = [...counts].filter(([, count]) => count >= TOPIC_ARCHIVE_FROM)
  expect(archives).toHaveLength(topics.length)
  expect(topics.length).toBeLessThan(counts.size)
  for (const { path, pages } of archives) {
    const topic = pages[0]!.heading
    const ofTopic = insights
      .filter(({ category }) => category === topic)
      .toSorted((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
    expect(pages.flatMap(cardPaths), path).toEqual(ofTopic.map(({ slug }) => `/insights/${slug}`))
    expect(pages).toHaveLength(Math.ceil(ofTopic.length / LISTING_PAGE_SIZE))
    expect(pages[0]!.feed).toEqual({ path, title: `Insights: ${topic}` })
    // A page of the archive leads back to its first page, and to /insights.
    const later = pages.length > 1 ? `${path}/page/2` : path
    expect(grown.breadcrumbTrail(later)?.map(({ path: step }) => step)).toEqual(
      ['/', '/insights', path, later].filter((step, i, steps) => steps.indexOf(step) === i),
    )
  }
  expect(archives.filter(({ pages }) => pages.length > 1).length).toBeGreaterThan(6)
  // Each topic's feed is written with the others, its newest entries first.
  const feeds = grown.getFeeds().filter(({ path }) => path.startsWith(`${TOPICS_PATH}/`))
  expect(feeds.map(({ path }) => path)).toEqual(archives.map(({ path }) => path))
  for (const feed of feeds) {
    expect(feed.items.map(({ url }) => url)).toEqual(
      archives
        .find(({ path }) => path === feed.path)!
        .pages[0]!.bands[0]!.cards.slice(0, 20)
        .map(({ href }) => href),
    )
  }
})

test('an entry at an address kept for a listing’s pages, or for the topics, is refused with its file', () => {
  const dir = join(work, 'kept')
  writeContentFixture(dir, 0)
  renameSync(join(dir, 'articles/data'), join(dir, 'articles/page'))
  expect(() => loadContent(dir)).toThrow(
    'content/articles/page/analytics.md: its address /articles/page/analytics is kept for the pages of a list (/articles/page/…): choose another',
  )
  renameSync(join(dir, 'articles/page'), join(dir, 'articles/data'))
  copyFileSync(join(dir, 'insights/ai-in-business.yaml'), join(dir, 'insights/topics.yaml'))
  expect(() => loadContent(dir)).toThrow(
    /content\/insights\/topics\.yaml: its address \/insights\/topics is kept/,
  )
})
