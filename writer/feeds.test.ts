// The feeds as feed readers get them: read by a maintained feed parser (feedsmith), not by pattern.
import { parseAtomFeed, parseJsonFeed, parseRssFeed } from 'feedsmith'
import { expect, test } from 'vitest'
import { loadContent } from '#content/content.ts'
import { FEED_ENTRIES } from '#content/feeds.ts'
import { contentRoot } from '#content/load.ts'
import { edit, member, type TestApp } from '#tests/support/content-editor.ts'
import { buildTestApp } from '#tests/support/test-app.ts'

const SITE = 'https://www.northstar.example'

async function fetched(t: TestApp, url: string, type: RegExp) {
  const response = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } })
  expect(response.statusCode, url).toBe(200)
  expect(response.headers['content-type'], url).toMatch(type)
  expect(response.headers['content-encoding'], url).toBe('br')
  return (await t.app.inject({ url })).body
}

const feedsOf = async (t: TestApp, path: string) => ({
  rss: parseRssFeed(await fetched(t, `${path}/feed.rss`, /^application\/rss\+xml/)),
  atom: parseAtomFeed(await fetched(t, `${path}/feed.atom`, /^application\/atom\+xml/)),
  json: parseJsonFeed(JSON.parse(await fetched(t, `${path}/feed.json`, /^application\/json/))),
})

test('insights, articles, newsletter issues and each insight topic have an RSS, Atom and JSON feed of their newest entries, in full', async () => {
  const t = await buildTestApp()
  const content = loadContent(contentRoot())
  for (const [path, collection] of [
    ['/insights', 'insights'],
    ['/articles', 'articles'],
    ['/newsletters', 'newsletters'],
  ] as const) {
    const { rss, atom, json } = await feedsOf(t, path)
    const entries = content.entriesOf(collection)
    const count = Math.min(entries.length, FEED_ENTRIES)
    expect(rss.items, path).toHaveLength(count)
    expect(atom.entries, path).toHaveLength(count)
    expect(json.items, path).toHaveLength(count)
    expect(rss.link).toBe(`${SITE}${path}`)
    expect(rss.title).toMatch(/^Northstar Consulting Group: /)
    expect(atom.links?.find((link) => link.rel === 'self')?.href).toBe(`${SITE}${path}/feed.atom`)
    expect(json.feed_url).toBe(`${SITE}${path}/feed.json`)

    // The newest first, each item its page's title and summary at its absolute address.
    const dates = rss.items!.map((item) => Date.parse(item.pubDate!))
    expect(dates).toEqual(dates.toSorted((a, b) => b - a))
    for (const [i, item] of rss.items!.entries()) {
      const path = new URL(item.link!).pathname
      const summary = content.getPageSummary(path)
      expect(item.title).toBe(summary.title)
      expect(item.description).toBe(summary.description)
      expect(atom.entries![i]!.title?.value).toBe(summary.title)
      expect(json.items![i]!.url).toBe(item.link)
      const page = await t.app.inject({ url: path })
      expect(page.statusCode, path).toBe(200)
    }
  }

  // Each insight topic has its feeds under its archive, its own insights alone, the newest first.
  const archived = content
    .getInsightsIndex()
    .topics.filter(({ href }) => href.startsWith('/insights/topics/'))
  expect(archived.length).toBeGreaterThan(0)
  for (const topic of archived) {
    const { rss, atom, json } = await feedsOf(t, topic.href)
    const ofTopic = content.getListingPage(topic.href).bands[0]!.cards.map(({ href }) => `${SITE}${href}`)
    expect(
      rss.items!.map(({ link }) => link),
      topic.href,
    ).toEqual(ofTopic.slice(0, FEED_ENTRIES))
    expect(rss.title).toBe(`Northstar Consulting Group: Insights: ${topic.label}`)
    expect(atom.entries).toHaveLength(rss.items!.length)
    expect(json.items).toHaveLength(rss.items!.length)
  }

  // Insights and articles name their author and topic, and carry their picture.
  const { rss, atom } = await feedsOf(t, '/articles')
  const article = content.entriesOf('articles').find(({ title }) => title === rss.items![0]!.title)!
  expect(atom.entries![0]!.authors?.[0]?.name).toBe(article.author.name)
  expect(rss.items![0]!.categories?.[0]?.name).toBe(article.category)
  expect(rss.items![0]!.enclosures?.[0]?.url).toMatch(/^https:\/\/www\.northstar\.example\/images\//)
  await t.app.close()
})

test('each section names its feeds in its pages’ heads, the home page every RSS feed, and each link leads to its feed', async () => {
  const t = await buildTestApp()
  const links = async (path: string) =>
    [
      // The feeds' links, not the page's translations (`hreflang`).
      ...(await t.app.inject({ url: path })).body.matchAll(
        /<link rel="alternate"(?![^>]*hreflang)[^>]*href="([^"]+)"[^>]*>/g,
      ),
    ].map(([, href]) => href!)
  expect(await links('/')).toEqual(['/insights/feed.rss', '/articles/feed.rss', '/newsletters/feed.rss'])
  const insight = await links('/insights/ai-in-business')
  expect(insight).toEqual(['/insights/feed.rss', '/insights/feed.atom', '/insights/feed.json'])
  expect(await links('/insights')).toEqual(insight)
  expect(await links('/contact')).toEqual([])
  // A topic's archive names its own feeds first, then its section's.
  expect(await links('/insights/topics/sustainability')).toEqual([
    '/insights/topics/sustainability/feed.rss',
    '/insights/topics/sustainability/feed.atom',
    '/insights/topics/sustainability/feed.json',
    ...insight,
  ])
  for (const href of [
    ...(await links('/')),
    ...(await links('/insights/topics/sustainability')),
    ...(await links('/newsletters')),
  ]) {
    expect((await t.app.inject({ url: href })).statusCode, href).toBe(200)
  }
  await t.app.close()
})

test('a publish puts an insight’s new date and title at the top of its feeds, and only there', async () => {
  const t = await buildTestApp()
  const headers = await member(t)
  const before = await feedsOf(t, '/articles')
  const title = 'Practical AI, revisited'
  const release = await edit(t, headers, 'insights/ai-in-business.yaml', (data) => ({
    ...data,
    date: '2026-12-01',
    updated: '2026-12-01',
    hero: { ...(data.hero as object), title },
  }))
  expect(release.state).toBe('live')
  const { rss, atom, json } = await feedsOf(t, '/insights')
  expect(rss.items![0]!.title).toBe(title)
  expect(rss.items![0]!.link).toBe(`${SITE}/insights/ai-in-business`)
  expect(atom.updated).toBe('2026-12-01T00:00:00.000Z')
  expect(json.items![0]!.title).toBe(title)
  expect(atom.entries![0]!.title?.value).toBe(title)
  expect(await feedsOf(t, '/articles')).toEqual(before)
  await t.app.close()
})
