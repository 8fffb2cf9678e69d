import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { collectionNames } from './collections.ts'
import { forgetContent, keepOnlyContent, loadContent } from './content.ts'
import { content, site } from './index.ts'
import { contentRoot } from './load.ts'

/** Every value under `key` anywhere in the content tree. */
function collect(value: unknown, key: string, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => collect(item, key, found))
  else if (value && typeof value === 'object') {
    for (const [name, child] of Object.entries(value)) {
      if (name === key && typeof child === 'string') found.push(child)
      else collect(child, key, found)
    }
  }
  return found
}

/** Every entry of every collection, and every page that is not a collection. */
const everything = () => [
  content.getHome(),
  content.getAbout(),
  content.getServices(),
  content.getContact(),
  content.getInsightsIndex(),
  ...collectionNames.flatMap((name) => content.entriesOf(name)),
]

test('every image the content names is a file: drawn art in public/, a photograph in content/images/', () => {
  const sources = collect(everything(), 'src')
  expect(sources.length).toBeGreaterThan(150)
  const file = (src: string) => join(/\.svg$/i.test(src) ? 'public' : 'content', src)
  const missing = [...new Set(sources)].filter((src) => !existsSync(file(src)))
  expect(missing).toEqual([])
})

test('the route table is prerendered: every spec route has a page, or a 301 to the page it repeats', () => {
  const paths = content.prerenderPaths()
  // The spec's second addresses of a page redirect to it, so each page has one URL.
  expect(content.redirects['/contact-us']).toBe('/contact')
  expect(content.redirects['/more-about-us']).toBe('/about')
  expect(content.redirects['/explore-careers']).toBe('/careers/searchjobs')
  const required = [
    '/',
    '/contact',
    '/contact-us',
    '/services',
    '/about',
    '/more-about-us',
    ...['ourfirm', 'ourvalues', 'ourmission', 'ourhistory'].map((s) => `/about/${s}`),
    ...[
      'education',
      'engineering-building-construction',
      'building-construction',
      'agriculture',
      'social-sector',
      'real-estate',
      'logistics-infrastructure',
      'technology',
    ].map((s) => `/industries/${s}`),
    ...[
      'digital-transformation',
      'economic-trends',
      'leadership-innovation',
      'sustainability',
      'data-analytics',
    ].map((s) => `/insights/${s}`),
    '/insights',
    ...['life-at-northstar', 'experienced', 'students', 'searchjobs'].map((s) => `/careers/${s}`),
    '/explore-careers',
    ...[
      'insight/edu',
      'insight/tech',
      'insight/engin',
      'news/insight',
      'trending/now1',
      'trending/now2',
      'trending/now3',
      'data/analytics',
    ].map((s) => `/articles/${s}`),
    ...[
      'implementation',
      'digital',
      'growth-marketing',
      'sustainability',
      'real-estate',
      'risk-resilience',
    ].map((s) => `/capabilities/${s}`),
  ]
  expect(required.filter((path) => !paths.includes(content.redirects[path] ?? path))).toEqual([])
  expect(Object.keys(content.redirects).filter((path) => paths.includes(path))).toEqual([])
})

test('a date shown beside a link to an insight is that insight’s date, or the date it was updated', () => {
  const links = [
    ...content.getInsightsIndex().featured,
    ...content.getInsightsIndex().latest,
    ...content
      .pagePaths()
      .filter((path) => path.startsWith('/industries/'))
      .flatMap((path) => content.getIndustryInsights(path)),
  ].filter((link) => link.href.startsWith('/insights/'))
  expect(links.length).toBeGreaterThan(10)
  const wrong = links.filter((link) => {
    const insight = content.getEntry('insights', link.href.slice('/insights/'.length))
    return !insight || ![insight.date, insight.updated].includes(link.date)
  })
  expect(wrong).toEqual([])
})

test('each job’s pay, place and dates agree between its listing and its structured facts', () => {
  for (const job of content.entriesOf('jobs')) {
    const amount = (n: number) => n.toLocaleString('en-GB')
    expect(job.salary, job.id).toContain(amount(job.baseSalary.min))
    expect(job.salary, job.id).toContain(amount(job.baseSalary.max))
    expect(job.location, job.id).toContain(job.office.locality)
    expect(job.datePosted < job.closingDate, job.id).toBe(true)
  }
})

test('no page title repeats the firm’s name: pageTitle adds it, so a renamed firm is renamed there too', () => {
  const seoTitles: string[] = []
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === 'object') {
      for (const [name, child] of Object.entries(value)) {
        if (name === 'seo' && child && typeof child === 'object' && 'title' in child) {
          seoTitles.push(String(child.title))
        } else walk(child)
      }
    }
  }
  walk([everything(), content.labels, content.newsletterLinks, content.getSearchPage()])
  expect(seoTitles.length).toBeGreaterThan(140)
  expect(seoTitles.filter((title) => title.includes(site.shortName))).toEqual([])
})

test('the home page and /services give one count of the capabilities: the collection’s', () => {
  const count = content.entriesOf('capabilities').length
  const word = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'][count]
  const homeIntro = content.getHome().capabilities.intro
  const servicesIntro = content.labels.services.capabilitiesIntro
  for (const intro of [homeIntro, servicesIntro])
    expect(intro.toLowerCase()).toMatch(new RegExp(`^${word} ways`))
})

test('the home page features articles by address: their titles, topics, summaries and pictures come from them', () => {
  const home = content.getHome()
  const trending = content.getEntry('articles', 'trending/now1')!
  expect(home.trending.items[0]).toEqual({
    href: '/articles/trending/now1',
    title: trending.title,
    category: trending.category,
    summary: trending.subtitle,
    image: trending.card!.image,
  })
  const story = content.getEntry('articles', 'news/insight')!
  expect(home.news.story).toMatchObject({
    title: story.title,
    summary: story.subtitle,
    image: story.card?.image ?? story.heroImage,
  })
  expect(home.slides[0]!.insight).toBe(
    `Featured insight: ${content.getEntry('articles', 'insight/edu')!.title}`,
  )
})

test('a block of the home page may feature an insight; an address of neither is refused with its file and field', () => {
  const root = mkdtempSync(join(tmpdir(), 'home-features-'))
  try {
    cpSync(contentRoot(), root, { recursive: true })
    const homeFile = join(root, 'home.yaml')
    const shipped = readFileSync(homeFile, 'utf8')
    writeFileSync(homeFile, shipped.replace('- /articles/trending/now2', '- /insights/ai-in-business'))
    const insight = content.getEntry('insights', 'ai-in-business')!
    expect(loadContent(root).getHome().trending.items[1]).toMatchObject({
      href: '/insights/ai-in-business',
      title: insight.hero.title,
      summary: insight.hero.subtitle,
    })
    writeFileSync(homeFile, shipped.replace('- /articles/trending/now2', '- /about'))
    forgetContent(root)
    expect(() => loadContent(root)).toThrow(
      'content/home.yaml: trending.items.1: /about is not the address of an article or an insight: choose one of them',
    )
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})

test('once a release is live, the folders before it are let go: read again, their files are checked anew', () => {
  const [live, next] = [mkdtempSync(join(tmpdir(), 'live-')), mkdtempSync(join(tmpdir(), 'next-'))]
  try {
    cpSync(contentRoot(), live, { recursive: true })
    cpSync(contentRoot(), next, { recursive: true })
    const site = readFileSync(join(next, 'site.yaml'), 'utf8')
    writeFileSync(join(next, 'site.yaml'), site.replace(/^name: .*$/m, 'name: Northstar Renamed'))
    const before = loadContent(live)
    const after = loadContent(next)
    expect(loadContent(live)).toBe(before)
    keepOnlyContent(next)
    expect(loadContent(next)).toBe(after)
    const again = loadContent(live)
    expect(again).not.toBe(before)
    // Checked anew (the values were let go), and the same content.
    expect(again.getAbout()).not.toBe(before.getAbout())
    expect(again.getAbout()).toEqual(before.getAbout())
    expect(after.site.name).toBe('Northstar Renamed')
  } finally {
    rmSync(live, { recursive: true, force: true })
    rmSync(next, { recursive: true, force: true })
  }
})
