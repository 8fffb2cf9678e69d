import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { entriesOf, getInsightsIndex, pagePaths } from '#content/index.ts'
import { InsightsIndexPage } from './insights-index-page.tsx'

test("'Explore by topic' shows each topic once, and every insight is a click away", () => {
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
  expect(labels.filter((label) => label === 'Sustainability')).toHaveLength(1)

  // Sustainability has four insights: its chip leads to their list on the page, which links each.
  const sustainability = chips.find((chip) => chip.label === 'Sustainability')!
  expect(sustainability.href).toMatch(/^#/)
  const list = new RegExp(
    `<h3 id="${sustainability.href!.slice(1)}"[^>]*>Sustainability</h3><ul[^>]*>([\\s\\S]*?)</ul>`,
  ).exec(html)
  expect([...list![1]!.matchAll(/href="([^"]+)"/g)].map(([, href]) => href)).toEqual([
    '/insights/sustainability',
    '/insights/sustainable-agriculture',
    '/insights/sustainable-construction',
    '/insights/sustainable-real-estate',
  ])

  // Every insight page is linked from the topics, once.
  const linked = [...html.slice(html.indexOf('topics-heading')).matchAll(/href="(\/insights\/[^"]+)"/g)].map(
    ([, href]) => href,
  )
  expect(linked.toSorted()).toEqual(
    pagePaths()
      .filter((path) => path.startsWith('/insights/'))
      .toSorted(),
  )
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
