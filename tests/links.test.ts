import { expect, test } from 'vitest'
import { pagePaths } from '#content/index.ts'
import { buildTestApp } from '#tests/support/test-app.ts'

const MAX_CLICKS = 3

/**
 * Crawls the production build from the home page, following every same-origin link, and fails on
 * any target that answers 404, shows 'Page Not Found' or has an empty main, and on a link to an
 * address that redirects (an alias: the link should name the page itself).
 */
test('every internal link leads to a real page by its own address, and every page is within 3 clicks of home', async () => {
  const t = await buildTestApp()
  const depth = new Map<string, number>([['/', 0]])
  const linkedFrom = new Map<string, string>()
  const queue = ['/']
  const broken: string[] = []
  const redirected: string[] = []
  let links = 0

  while (queue.length > 0) {
    const from = queue.shift()!
    let response = await t.app.inject({ method: 'GET', url: from })
    if (response.statusCode === 301) {
      redirected.push(
        `${linkedFrom.get(from)} links ${from}, which redirects to ${response.headers.location}`,
      )
    }
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
        linkedFrom.set(path, from)
        queue.push(path)
      }
    }
  }

  const deep = pagePaths().filter((path) => (depth.get(path) ?? Infinity) > MAX_CLICKS)
  console.log(
    `Link check: ${depth.size} pages and ${links} links checked; deepest page ${Math.max(...depth.values())} clicks from home`,
  )
  expect(broken).toEqual([])
  expect(redirected).toEqual([])
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
    // A page has one URL: the spec's second addresses of three pages redirect to them.
    '/more-about-us': '/about',
    '/contact-us': '/contact',
    '/explore-careers': '/careers/searchjobs',
  }
  for (const [from, to] of Object.entries(cases)) {
    const response = await t.app.inject({ method: 'GET', url: from })
    expect(response.statusCode, from).toBe(301)
    expect(response.headers.location, from).toBe(to)
  }
})

test('every step up from a page address answers with a page that lists it, or a 301 to one', async () => {
  const t = await buildTestApp()
  const resolve = async (path: string) => {
    const response = await t.app.inject({ method: 'GET', url: path })
    if (response.statusCode !== 301) return { path, response }
    const to = response.headers.location!
    return { path: to, response: await t.app.inject({ method: 'GET', url: to }) }
  }
  /** The page's HTML and, where it is a listing's, that of the pages after it (by their rel="next"). */
  const withLaterPages = async (body: string): Promise<string> => {
    const next = /<link rel="next" href="([^"]+)"/.exec(body)?.[1]
    return next
      ? body + (await withLaterPages((await t.app.inject({ method: 'GET', url: next })).body))
      : body
  }
  const unlisted: string[] = []
  for (const path of pagePaths().filter((p) => p.split('/').length > 2)) {
    const parent = path.slice(0, path.lastIndexOf('/'))
    const { path: lister, response } = await resolve(parent)
    if (response.statusCode !== 200 || !(await withLaterPages(response.body)).includes(`href="${path}"`)) {
      unlisted.push(`${path}: ${parent} -> ${lister} (${response.statusCode})`)
    }
  }
  expect(unlisted).toEqual([])

  // What a visitor gets by cutting a URL short: an index of its own, or the page that lists those entries.
  const indexes = {
    '/careers': '/careers',
    '/case-studies': '/case-studies',
    '/articles': '/articles',
    '/capabilities': '/capabilities',
    '/careers/jobs': '/careers/searchjobs',
    '/careers/stories': '/careers/life-at-northstar',
    // A listing page's address cut short: its first page, and for a topic's archive the list of topics.
    '/case-studies/page': '/case-studies',
    '/case-studies/page/1': '/case-studies',
    '/insights/topics': '/insights',
  }
  for (const [from, to] of Object.entries(indexes)) {
    const { path, response } = await resolve(from)
    expect(path, from).toBe(to)
    expect(response.statusCode, from).toBe(200)
  }
  // The new indexes list every entry of their collection, on their pages.
  for (const index of ['/case-studies', '/articles', '/capabilities']) {
    const html = await withLaterPages((await t.app.inject({ method: 'GET', url: index })).body)
    const entries = pagePaths().filter((p) => p.startsWith(`${index}/`))
    expect(
      entries.filter((entry) => !html.includes(`href="${entry}"`)),
      index,
    ).toEqual([])
  }
}, 60_000)

test('the sitemap lists every page, each page is its own canonical URL, and search finds pages by content', async () => {
  const t = await buildTestApp()
  const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body
  const listed = [...sitemap.matchAll(/<loc>https:\/\/www\.northstar\.example([^<]*)<\/loc>/g)].map(
    (m) => m[1],
  )
  expect(listed.sort()).toEqual(pagePaths().sort())
  expect(listed).toEqual(expect.arrayContaining(['/careers', '/case-studies', '/articles', '/capabilities']))
  // Canonical URLs only: every address listed is a page of its own, none an alias of another.
  for (const path of ['/more-about-us', '/contact-us', '/explore-careers']) expect(listed).not.toContain(path)
  for (const path of listed) {
    const response = await t.app.inject({ method: 'GET', url: path! })
    expect(response.statusCode, path).toBe(200)
    expect(response.body, path).toContain(
      `<link rel="canonical" href="https://www.northstar.example${path}">`,
    )
  }

  const index = (await t.app.inject({ method: 'GET', url: '/search-index.json' })).json() as {
    path: string
    text: string
  }[]
  const find = (word: string) =>
    index.filter((entry) => entry.text.toLowerCase().includes(word.toLowerCase())).map((e) => e.path)
  expect(find('irrigation')).toContain('/case-studies/smart-irrigation')
  expect(find('TECH-001')).toContain('/careers/jobs/TECH-001')
  const indexed = index.map((entry) => entry.path)
  expect(indexed).toEqual(expect.arrayContaining(['/industries', '/insights', '/careers', '/case-studies']))
  expect(indexed).toEqual(expect.arrayContaining(['/articles', '/capabilities']))
})
