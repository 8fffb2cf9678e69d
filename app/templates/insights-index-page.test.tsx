import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { getInsightsIndex, pagePaths } from '#content/index.ts'
import { InsightsIndexPage } from './insights-index-page.tsx'

test("'Explore by topic' shows each topic once, and every insight is a click away", () => {
  const { index, topics } = getInsightsIndex()
  const html = renderToStaticMarkup(<InsightsIndexPage index={index} topics={topics} />)
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
