import { expect, test } from 'vitest'
import { pagePaths } from '#content/index.ts'
import { buildTestApp } from '#tests/support/test-app.ts'

const MAX_CLICKS = 3

/**
 * Crawls the production build from the home page, following every same-origin link, and fails on
 * any target that answers 404, shows 'Page Not Found' or has an empty main.
 */
test('every internal link leads to a real page, and every page is within 3 clicks of home', async () => {
  const t = await buildTestApp()
  const depth = new Map<string, number>([['/', 0]])
  const queue = ['/']
  const broken: string[] = []
  let links = 0

  while (queue.length > 0) {
    const from = queue.shift()!
    let response = await t.app.inject({ method: 'GET', url: from })
    for (let hops = 0; response.statusCode === 301 && hops < 3; hops++) {
      response = await t.app.inject({ method: 'GET', url: response.headers.location! })
    }
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(response.body)?.[1] ?? ''
    const text = main
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
    if (response.statusCode !== 200 || text.includes('Page Not Found') || text.length < 50) {
      broken.push(`${from} (${response.statusCode})`)
      continue
    }
    for (const [, href] of response.body.matchAll(/<a[^>]*\shref="([^"]+)"/g)) {
      const url = new URL(href!.replaceAll('&amp;', '&'), 'http://site')
      if (url.origin !== 'http://site' || href!.startsWith('mailto:') || href!.startsWith('tel:')) continue
      links++
      const path = url.pathname
      if (!depth.has(path)) {
        depth.set(path, depth.get(from)! + 1)
        queue.push(path)
      }
    }
  }

  const deep = pagePaths().filter((path) => (depth.get(path) ?? Infinity) > MAX_CLICKS)
  console.log(
    `Link check: ${depth.size} pages and ${links} links checked; deepest page ${Math.max(...depth.values())} clicks from home`,
  )
  expect(broken).toEqual([])
  expect(deep).toEqual([])
}, 120_000)

test('known alias addresses answer 301 to their page', async () => {
  const t = await buildTestApp()
  const cases = {
    '/capabilities/Implementation': '/capabilities/implementation',
    '/capabilities/growth-marketion': '/capabilities/growth-marketing',
    '/careers/life_at_northstar': '/careers/life-at-northstar',
    '/industries/healthcare': '/industries/social-sector',
    '/industries/finance': '/industries/logistics-infrastructure',
    '/industries/manufacturing': '/industries/agriculture',
  }
  for (const [from, to] of Object.entries(cases)) {
    const response = await t.app.inject({ method: 'GET', url: from })
    expect(response.statusCode, from).toBe(301)
    expect(response.headers.location, from).toBe(to)
  }
})

test('the sitemap lists every page, each page is its own canonical URL, and search finds pages by content', async () => {
  const t = await buildTestApp()
  const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body
  const listed = [...sitemap.matchAll(/<loc>https:\/\/www\.northstar\.example([^<]*)<\/loc>/g)].map(
    (m) => m[1],
  )
  expect(listed.sort()).toEqual(pagePaths().sort())

  const index = (await t.app.inject({ method: 'GET', url: '/search-index.json' })).json() as {
    path: string
    text: string
  }[]
  const find = (word: string) =>
    index.filter((entry) => entry.text.toLowerCase().includes(word.toLowerCase())).map((e) => e.path)
  expect(find('irrigation')).toContain('/case-studies/smart-irrigation')
  expect(find('TECH-001')).toContain('/careers/jobs/TECH-001')
})
