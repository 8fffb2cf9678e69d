// The site in each of its languages, as served: every page says which language it is in and names each
// of its translations, each of which names it back; the sitemap says the same; the language switcher
// of every page leads to the page in the other language, or to that language's home page; and a
// language shows only its own pages in its menus, listings and feeds.
import { beforeEach, expect, test } from 'vitest'
import { contentIn } from '#content/content.ts'
import { content, site, sitePages } from '#content/index.ts'
import { buildTestApp } from '#tests/support/test-app.ts'

const pages = new Map<string, string>()
/** The app of the test that runs (each test starts its own). */
let t: Awaited<ReturnType<typeof buildTestApp>>
beforeEach(async () => {
  t = await buildTestApp()
})
/** The page at `path` as served (once). */
async function page(path: string) {
  const known = pages.get(path)
  if (known !== undefined) return known
  const response = await t.app.inject({ url: path })
  expect(response.statusCode, path).toBe(200)
  pages.set(path, response.body)
  return response.body
}

const decode = (text: string) => text.replace(/&amp;/g, '&')
const pathOf = (href: string) => new URL(href, site.url).pathname
/** The translations a page's head names: language → address. */
const alternatesOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, lang, href]) => [
      lang!,
      decode(href!),
    ]),
  )
/** The links of the language switcher: address, language and the language of its words. */
const switcherOf = (html: string) => {
  const nav = /<nav aria-label="[^"]*"><ul class="flex items-center">([\s\S]*?)<\/ul><\/nav>/.exec(html)?.[1]
  return [...(nav ?? '').matchAll(/<a href="([^"]+)"[^>]*? hrefLang="([^"]+)" lang="([^"]+)"/gi)].map(
    ([, href, hreflang, lang]) => ({ href: decode(href!), hreflang, lang }),
  )
}

const [fallback, ...others] = site.languages
// Page Not Found, in every language, answers 404 at any address: it is no page of its own.
const shown = sitePages().filter(({ audience, render }) => audience !== 'admin' && render !== '/404')

test('the site has a second language, with pages of each kind a firm translates first', () => {
  expect(others.map(({ code }) => code)).toEqual(['fr'])
  const french = new Set(shown.filter(({ language }) => language === 'fr').map(({ kind }) => kind))
  for (const kind of [
    'home',
    'contact',
    'industry',
    'insight',
    'legal',
    'collection index',
    'insights index',
  ])
    expect(french, kind).toContain(kind)
})

test('every page says its language; a translated page names each translation and the default as x-default, and each names it back', async () => {
  let translated = 0
  for (const { path, language, audience } of shown) {
    const html = await page(path)
    const declared = site.languages.find(({ code }) => code === language)!
    expect(/<html lang="([^"]+)" dir="([^"]+)">/.exec(html)?.slice(1), path).toEqual([language, declared.dir])
    const canonical = /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1]
    const alternates = alternatesOf(html)
    // A page search engines skip (the search page) names none: its switcher leads to its translation.
    const expected = audience === 'public' ? content.translationsOf(path) : []
    if (expected.length === 0) {
      expect(alternates, path).toEqual({})
      continue
    }
    translated++
    expect(alternates, path).toEqual({
      ...Object.fromEntries(
        expected.map((other) => [other.language.code, new URL(other.path, site.url).href]),
      ),
      'x-default': alternates[fallback!.code],
    })
    // Its own line is its canonical address; the default language's is x-default.
    expect(alternates[language], path).toBe(canonical)
    expect(alternates['x-default'], path).toBeDefined()
    // Each translation is served, and names the same set: it points back.
    for (const href of Object.values(alternates))
      expect(alternatesOf(await page(pathOf(href))), `${path} → ${href}`).toEqual(alternates)
  }
  // The French pages and the pages they translate.
  expect(translated).toBeGreaterThanOrEqual(20)
})

test('the sitemap names each page’s translations as its head does, and the pages of every language', async () => {
  const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body
  const urls = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g)]
  const listed = urls.map(([, loc]) => pathOf(loc!))
  expect(listed.sort()).toEqual(content.pagePaths().sort())
  expect(listed.filter((path) => path === '/fr' || path.startsWith('/fr/')).length).toBeGreaterThan(5)
  for (const [, loc, links] of urls) {
    const inSitemap = Object.fromEntries(
      [...links!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, lang, href]) => [lang!, href!],
      ),
    )
    expect(inSitemap, loc).toEqual(alternatesOf(await page(pathOf(loc!))))
  }
})

test('on every page the switcher leads to the page in the other language, or to that language’s home page, without JavaScript', async () => {
  for (const { path, language } of shown) {
    const html = await page(path)
    const translations = content.translationsOf(path)
    const expected = site.languages
      .filter(({ code }) => code !== language)
      .map((other) => ({
        href:
          translations.find((translation) => translation.language.code === other.code)?.path ??
          (other.prefix || '/'),
        hreflang: other.code,
        lang: other.code,
      }))
    expect(switcherOf(html), path).toEqual(expected)
    // Each leads to a page that is there, in its language.
    for (const { href, lang } of expected) expect(await page(href), href).toContain(`<html lang="${lang}"`)
  }
})

test('a language shows only its own pages in its menus, listings and feeds, and leads to its translations', async () => {
  const french = contentIn(content, 'fr')
  const inFrench = (href: string) => href === '/fr' || href.startsWith('/fr/')
  const isPage = (href: string) => content.hasPage(href) || shown.some(({ path }) => path === href)
  for (const { path } of shown.filter(({ language }) => language === 'fr')) {
    const html = await page(path)
    // The menu and the footer: the pages translated into French, never an English page.
    const menus = [
      /<nav aria-label="Principal"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1],
      /<footer[\s\S]*<\/footer>/.exec(html)?.[0],
    ].join('')
    const menuLinks = [...menus.matchAll(/<a href="(\/[^"#?]*)"/g)].map(([, href]) => href!)
    expect(menuLinks.length, path).toBeGreaterThan(3)
    expect(
      menuLinks.filter((href) => isPage(href) && !inFrench(href)),
      path,
    ).toEqual([])
    // The frame is in French: nothing of the English frame's words.
    expect(html, path).not.toContain('Skip to content')
    expect(html, path).toContain('Aller au contenu')
  }
  // A listing shows its language's entries.
  const sectors = await page('/fr/secteurs')
  const cards = [...sectors.matchAll(/<a href="(\/[^"]+)"[^>]*class="[^"]*after:absolute/g)].map(
    ([, href]) => href!,
  )
  expect(cards).toEqual(french.entriesOf('industries').map(() => '/fr/secteurs/agriculture'))
  // Its feed lists its language's entries, at their addresses.
  const feed = JSON.parse((await t.app.inject({ url: '/fr/analyses/feed.json' })).body) as {
    language: string
    items: { url: string }[]
  }
  expect(feed.items.map(({ url }) => pathOf(url)).sort()).toEqual(
    french
      .sitePages()
      .filter(({ kind }) => kind === 'insight')
      .map(({ path }) => path)
      .sort(),
  )
  // A translated page links to the translations of the pages it names, by their own addresses.
  const sector = await page('/fr/secteurs/agriculture')
  expect(sector).toContain('href="/fr/analyses/avenir-agriculture-connectee"')
  expect(sector).not.toContain('href="/insights/smart-farming-future"')
  // And to the default language's page where there is no translation.
  expect(sector).toContain('href="/case-studies/smart-irrigation"')
})
