import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { createElement } from 'react'
import { entryPage } from '#app/templates/entry-pages.server.ts'
import { CollectionIndexPage } from '#app/templates/collection-index-page.tsx'
import { InsightsIndexPage } from '#app/templates/insights-index-page.tsx'
import { content, entriesOf, getListingPage, getInsightsIndex } from '#content/index.ts'
import { HeroSchema } from '#content/schemas.ts'
import { PageHero } from './page-hero.tsx'

const hero = (fields: Record<string, unknown> = {}) =>
  HeroSchema.parse({
    eyebrow: 'Industries',
    title: 'Agriculture',
    subtitle: 'Helping growers.',
    image: { src: '/images/hero-agriculture.svg', alt: '', width: 1600, height: 900 },
    ...fields,
  })

/** The hero's <section>: its eyebrow's classes, the line over it, and its image's classes. */
function parts(html: string) {
  return {
    eyebrow: /<p class="([^"]*)">Industries<\/p>/.exec(html)?.[1]?.split(' ') ?? [],
    line: /<div aria-hidden="true" class="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [],
    image: /<img [^>]*class="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [],
  }
}

/** The first key figure of a page's header: its label and its value. */
const firstFigure = (html: string) => /<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/.exec(html)?.slice(1)

test("a sector's accent colours the line over its hero and its eyebrow; the firm's red without one", () => {
  const lime = parts(renderToStaticMarkup(<PageHero hero={hero({ accent: 'lime' })} />))
  expect(lime.line).toContain('bg-lime-400')
  expect(lime.eyebrow).toContain('text-lime-300')
  const plain = parts(renderToStaticMarkup(<PageHero hero={hero()} />))
  expect(plain.line).toContain('bg-red')
  expect(plain.eyebrow).toContain('text-red-300')
})

test('every sector page and its services carry an accent of their own, not the default', () => {
  for (const industry of entriesOf('industries')) expect(industry.hero.accent, industry.slug).not.toBe('red')
  for (const service of entriesOf('serviceDetails')) expect(service.hero.accent, service.path).not.toBe('red')
})

test("a case study wears its sector's colour, from the industry of that name; a sector without a page the firm's red", () => {
  const header = (slug: string) => {
    const study = entriesOf('caseStudies').find((entry) => entry.slug === slug)!
    const { Template, props } = entryPage(content, 'caseStudies', study, `/case-studies/${slug}`)
    const html = renderToStaticMarkup(createElement(Template, props))
    return {
      line: /<div aria-hidden="true" class="([^"]*)"/.exec(html)?.[1]?.split(' '),
      eyebrow: /<p class="([^"]*)">Case study · /.exec(html)?.[1]?.split(' '),
    }
  }
  expect(header('agritech-export-market-entry')).toEqual({
    line: expect.arrayContaining(['bg-lime-400']),
    eyebrow: expect.arrayContaining(['text-lime-300']),
  })
  const utilities = entriesOf('caseStudies').find((study) => study.sector === 'Utilities')!
  expect(header(utilities.slug).line).toContain('bg-red')
})

test('drawn art is framed where its subject is, a photograph at its centre; neither lies behind the words', () => {
  const art = parts(renderToStaticMarkup(<PageHero hero={hero()} />)).image
  expect(art).toContain('object-right')
  const photo = parts(
    renderToStaticMarkup(
      <PageHero
        hero={hero({ image: { src: '/images/team.jpg', alt: 'Our team', width: 4000, height: 3000 } })}
      />,
    ),
  ).image
  expect(photo).toContain('object-center')
  for (const classes of [art, photo]) expect(classes).not.toContain('absolute')
})

test('the insights index counts every insight it leads to, not only the three it features', () => {
  const insightsIndex = getInsightsIndex()
  const html = renderToStaticMarkup(<InsightsIndexPage {...insightsIndex} />)
  expect(firstFigure(html)).toEqual([insightsIndex.index.countLabel, String(entriesOf('insights').length)])
})

test('a listing page shows how many entries it lists, counted from the content', () => {
  const index = getListingPage('/industries')
  const html = renderToStaticMarkup(<CollectionIndexPage index={index} labels={content.labels.listing} />)
  expect(firstFigure(html)).toEqual([index.countLabel, String(entriesOf('industries').length)])
})
