import { expect, test } from 'vitest'
import { content as builtContent, labels, site } from '#content/index.ts'
import { adminMeta, headTags, pageTitle } from './seo.ts'

const content = (tags: ReturnType<typeof headTags>, key: string) =>
  tags.meta.find((tag) => ('name' in tag ? tag.name : tag.property) === key)?.content

test('a page gets its canonical URL on the public origin, Open Graph tags and the default image', () => {
  const tags = headTags(builtContent, '/industries/education', {
    title: 'Education',
    description: 'Schools and more.',
  })
  expect(tags.title).toBe(`Education | ${site.shortName}`)
  expect(tags.canonical).toBe(`${site.url}/industries/education`)
  expect(content(tags, 'og:url')).toBe(tags.canonical)
  expect(content(tags, 'og:site_name')).toBe(site.name)
  expect(content(tags, 'og:type')).toBe('website')
  expect(content(tags, 'og:image')).toBe(`${site.url}/images/og-default.jpg`)
  expect(content(tags, 'og:image:alt')).toBe(labels.socialCard.default)
  expect(content(tags, 'description')).toBe('Schools and more.')
  expect(content(tags, 'robots')).toBeUndefined()
  expect(tags.jsonLd).toBeNull()
})

test('one structured-data node stands alone; with breadcrumbs the nodes form a graph', () => {
  const article = { '@type': 'Article', headline: 'A' }
  const alone = JSON.parse(
    headTags(builtContent, '/a', { title: 'A', description: 'd', jsonLd: article }).jsonLd!,
  )
  expect(alone).toEqual({ '@context': 'https://schema.org', ...article })

  const trail = [
    { name: 'Home', path: '/' },
    { name: 'A', path: '/a' },
  ]
  const both = JSON.parse(
    headTags(builtContent, '/a', { title: 'A', description: 'd', jsonLd: article }, trail).jsonLd!,
  )
  expect(both['@graph'].map((node: { '@type': string }) => node['@type'])).toEqual([
    'Article',
    'BreadcrumbList',
  ])
  expect(both['@graph'][1].itemListElement[1]).toEqual({
    '@type': 'ListItem',
    position: 2,
    name: 'A',
    item: `${site.url}/a`,
  })
})

test('structured data cannot close its script element early', () => {
  const sneaky = { '@type': 'Article', headline: '</script><script>alert(1)</script><!--' }
  const json = headTags(builtContent, '/a', { title: 'A', description: 'd', jsonLd: sneaky }).jsonLd!
  expect(json).not.toMatch(/<\/script|<!--/i)
  expect(JSON.parse(json).headline).toBe(sneaky.headline)
})

test('every title ends with the firm’s short name, but the home page’s starts with its full name', () => {
  expect(pageTitle(site, '/about', 'About us')).toBe(`About us | ${site.shortName}`)
  expect(pageTitle(site, '/', 'Consulting across industries')).toBe(
    `${site.name} | Consulting across industries`,
  )
})

test('admin pages are kept out of search engines', () => {
  const tags = headTags(builtContent, '/superadmin', adminMeta(site, 'Messages'))
  expect(tags.title).toBe(`Messages | Admin | ${site.shortName}`)
  expect(content(tags, 'robots')).toBe('noindex')
})

test("a page with drawn art is shared with its art's card, described by the art's words or the page's title", () => {
  const art = { src: '/images/hero-insights.svg', alt: '', width: 1600, height: 900 }
  const tags = headTags(builtContent, '/insights/economic-trends', {
    title: 'Navigating Economic Change',
    description: 'd',
    image: art,
  })
  expect(content(tags, 'og:image')).toBe(`${site.url}/images/hero-insights-card.jpg`)
  expect([content(tags, 'og:image:width'), content(tags, 'og:image:height')]).toEqual(['1200', '630'])
  expect(content(tags, 'og:image:alt')).toBe(
    labels.socialCard.art.replace('{title}', 'Navigating Economic Change'),
  )
  const described = headTags(builtContent, '/case-studies/x', {
    title: 'X',
    description: 'd',
    image: { ...art, alt: 'A school' },
  })
  expect(content(described, 'og:image:alt')).toBe('A school')
  // A photograph is shared as a card cut from it, whichever of its variants the page holds.
  for (const src of [
    '/images/uploads/team-0a1b2c3d4e.jpg',
    '/images/uploads/team-0a1b2c3d4e.jpg.1200w.webp',
  ]) {
    const photo = headTags(builtContent, '/x', { title: 'X', description: 'd', image: { ...art, src } })
    expect(content(photo, 'og:image')).toBe(`${site.url}/images/uploads/team-0a1b2c3d4e.jpg.card.jpg`)
  }
  // A page with no picture of its own: the firm's default card.
  const plain = headTags(builtContent, '/x', { title: 'X', description: 'd' })
  expect(content(plain, 'og:image')).toBe(`${site.url}/images/og-default.jpg`)
})

test('the Page Not Found page, served at any unknown address, names no URL as its own', () => {
  const tags = headTags(builtContent, '/404', {
    title: 'Page Not Found',
    description: 'd',
    noindex: true,
    canonical: false,
  })
  expect(tags.canonical).toBeNull()
  expect(content(tags, 'og:url')).toBeUndefined()
})

test('a page may carry several structured-data nodes, put in one graph', () => {
  const nodes = [{ '@type': 'Organization' }, { '@type': 'WebSite' }]
  const json = JSON.parse(
    headTags(builtContent, '/', { title: 'H', description: 'd', jsonLd: nodes }).jsonLd!,
  )
  expect(json).toEqual({ '@context': 'https://schema.org', '@graph': nodes })
})
