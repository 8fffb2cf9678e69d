import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import * as content from './index.ts'

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

const everything = () => {
  const pages = content.prerenderPaths()
  const entries = [
    content.getHome(),
    content.getAbout(),
    content.getServices(),
    content.getContact(),
    content.getInsightsIndex(),
    ...pages
      .map((path) => path.split('/'))
      .flatMap(([, kind, ...rest]): unknown[] => {
        const slug = rest.join('/')
        if (kind === 'industries') return [content.getIndustry(slug)]
        if (kind === 'insights') return [content.getInsight(slug)]
        if (kind === 'capabilities') return [content.getCapability(slug)]
        if (kind === 'articles') return [content.getArticle(slug)]
        if (kind === 'careers') return [content.getCareersPage(slug)]
        return []
      }),
  ]
  return entries
}

test('every image the content names is a file in public/', () => {
  const sources = collect(everything(), 'src')
  expect(sources.length).toBeGreaterThan(50)
  const missing = [...new Set(sources)].filter((src) => !existsSync(join('public', src)))
  expect(missing).toEqual([])
})

test('the route table is prerendered: every spec route has a page', () => {
  const paths = content.prerenderPaths()
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
  expect(required.filter((path) => !paths.includes(path))).toEqual([])
})

test('the facts the spec gives appear exactly', () => {
  const about = content.getAbout()
  expect(about.figures.map((f) => f.value)).toEqual(['10+', '500+'])
  const sections = about.pages.flatMap((page) => page.sections)
  const stats = sections.flatMap((s) =>
    s.kind === 'stats' ? s.items.map((i) => `${i.value} ${i.label}`) : [],
  )
  expect(stats).toEqual(
    expect.arrayContaining([
      '1000+ Professionals',
      '20+ Years',
      '50+ Global Offices',
      '95% Client Satisfaction',
    ]),
  )
  const timeline = sections.find((s) => s.kind === 'timeline')
  expect(timeline?.kind === 'timeline' && timeline.items.map((i) => i.year)).toEqual([
    '2003',
    '2008',
    '2013',
    '2018',
    '2023',
  ])
  const values = about.pages.find((p) => p.slug === 'ourvalues')!.sections.find((s) => s.kind === 'cards')
  expect(values?.kind === 'cards' && values.items).toHaveLength(6)
  const mission = about.pages.find((p) => p.slug === 'ourmission')!.sections[0]
  expect(mission && 'items' in mission && mission.items).toHaveLength(4)

  const students = content.getCareersPage('students')
  expect(
    students?.kind === 'students' && students.page.programmes.map((p) => `${p.title}: ${p.duration}`),
  ).toEqual(['Summer Internship: 10-12 weeks', 'Graduate Program: 2 years', 'Co-op Program: Varies'])
  const engineering = content.getIndustry('engineering-building-construction')
  expect(engineering?.stats?.map((s) => `${s.value} ${s.label}`)).toEqual([
    '500+ Projects Completed',
    '50+ Countries Served',
    '1000+ Engineers Worldwide',
    '25+ Years Experience',
  ])
  expect(content.getServices().items).toHaveLength(8)
  expect(content.getHome().news.story.summary).toContain('6-9 months')
})
