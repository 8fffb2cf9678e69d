import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { entriesOf, getInsightsIndex, pagePaths } from '#content/index.ts'
import { InsightsIndexPage } from './insights-index-page.tsx'

test("'Explore by topic' shows each topic once, leading to its archive, with its newest insights under it", () => {
  const html = renderToStaticMarkup(<InsightsIndexPage {...getInsightsIndex()} />)
  const topicList = /<h2 id="topics-heading"[^>]*>[^<]*<\/h2><ul[^>]*>([\s\S]*?)<\/ul>/.exec(html)![1]!
  const chips = [...topicList.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href, label]) => ({
    href,
    label,
  }))
  const labels = chips.map((chip) => chip.label)
  expect(labels).toEqual([...new Set(labels)])
  // In alphabetical order, as a reader scans a list of topics.
  expect(labels).toEqual(labels.toSorted((a, b) => a!.localeCompare(b!, 'en')))
  // Each chip leads to its topic's archive, a page of the site.
  const sustainability = chips.find((chip) => chip.label === 'Sustainability')!
  expect(sustainability.href).toBe('/insights/topics/sustainability')
  for (const { href } of chips) expect(pagePaths()).toContain(href)

  // Sustainability has four insights: its three newest under it, the newest first, then the link to all four.
  const section = new RegExp(
    '<h3 id="topic-sustainability"[^>]*>Sustainability</h3><ul[^>]*>([\\s\\S]*?)</ul>([\\s\\S]*?)</section>',
  ).exec(html)!
  const newest = entriesOf('insights')
    .filter((insight) => insight.category === 'Sustainability')
    .toSorted((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
  expect(newest).toHaveLength(4)
  expect([...section[1]!.matchAll(/href="([^"]+)"/g)].map(([, href]) => href)).toEqual(
    newest.slice(0, 3).map((insight) => `/insights/${insight.slug}`),
  )
  expect(section[2]).toContain('href="/insights/topics/sustainability"')
  expect(section[2]).toContain('All 4 on this topic')
})

test('the cards follow the insights: the featured ones by address, then the newest, each with its own title, date and picture', () => {
  const { featured, latest } = getInsightsIndex()
  const featuredPaths = featured.map(({ href }) => href)
  const html = renderToStaticMarkup(<InsightsIndexPage {...getInsightsIndex()} />)
  const cards = [
    ...html.matchAll(
      /<time dateTime="([^"]+)"[^>]*>[^<]*<\/time><\/p><h[23][^>]*><a href="([^"]+)"[^>]*>([^<]+)<\/a>/g,
    ),
  ].map(([, date, href, title]) => ({ date, href, title }))
  expect(cards.slice(0, 3).map(({ href }) => href)).toEqual(featuredPaths)
  // After them, the newest insights not featured, newest first, as each insight gives its date.
  const newest = entriesOf('insights')
    .filter((insight) => !featuredPaths.includes(`/insights/${insight.slug}`))
    .toSorted((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
    .slice(0, latest.length)
  expect(cards.slice(3).map(({ href }) => href)).toEqual(newest.map((insight) => `/insights/${insight.slug}`))
  expect(cards.slice(3).map(({ date }) => date)).toEqual(newest.map((insight) => insight.date))
  // A card's title is its insight's card title, else its headline: never typed again on the index.
  for (const card of [...featured, ...latest]) {
    const insight = entriesOf('insights').find((entry) => `/insights/${entry.slug}` === card.href)!
    expect(card.title).toBe(insight.card?.title ?? insight.hero.title)
    expect(card.image.src).toBe((insight.card?.image ?? insight.hero.image).src)
  }
})
