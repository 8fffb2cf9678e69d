import sharp from 'sharp'
import { expect, test } from 'vitest'
import { MANIFEST_ICONS, TOUCH_ICON } from '#app/lib/icons.ts'
import { DEFAULT_SOCIAL_CARD, SOCIAL_CARD } from '#app/lib/images.ts'
import { pagePaths, site, sitePages, utilityPaths } from '#content/index.ts'
import { buildTestApp } from '#tests/support/test-app.ts'

// Text as a reader sees it: `&amp;` and `&#38;` are the same character.
const decode = (text: string) =>
  text
    .replace(/&(amp|#38|#x26);/g, '&')
    .replace(/&(quot|#34);/g, '"')
    .replace(/&(#39|#x27);/g, "'")
const tag = (html: string, pattern: RegExp) => {
  const found = pattern.exec(html)?.[1]
  return found === undefined ? undefined : decode(found)
}

/** Page Not Found, in each language: it answers at every unknown address, with status 404. */
const notFoundPages = new Set(sitePages().flatMap(({ path, render }) => (render === '/404' ? [path] : [])))

test('every prerendered page answers with its content in the HTML, a unique title and description, its own canonical URL and Open Graph tags', async () => {
  const t = await buildTestApp()
  const titles = new Set<string>()
  const descriptions = new Set<string>()
  const cards = new Map<string, string[]>()
  const paths = [...pagePaths(), ...utilityPaths()]
  for (const path of paths) {
    const response = await t.app.inject({ method: 'GET', url: path })
    const html = response.body
    expect(response.statusCode, path).toBe(notFoundPages.has(path) ? 404 : 200)
    // The page's words are in the served HTML, readable before (or without) JavaScript.
    const main = tag(html, /<main[^>]*>([\s\S]*)<\/main>/) ?? ''
    expect(main, path).toMatch(/<h1[^>]*>/)
    expect(main.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').length, path).toBeGreaterThan(
      utilityPaths().includes(path) ? 100 : 400,
    )
    const title = tag(html, /<title>([^<]+)<\/title>/)
    const description = tag(html, /<meta name="description" content="([^"]+)"/)
    expect(title, path).toBeTruthy()
    expect(description, path).toBeTruthy()
    titles.add(title!)
    descriptions.add(description!)
    // The Page Not Found page answers at every unknown address: it names none as its own.
    const canonical = tag(html, /<link rel="canonical" href="([^"]+)"/)
    expect(canonical, path).toBe(notFoundPages.has(path) ? undefined : new URL(path, site.url).href)
    expect(tag(html, /<meta property="og:url" content="([^"]+)"/), path).toBe(canonical)
    expect(tag(html, /<meta property="og:title" content="([^"]+)"/), path).toBe(title)
    const image = tag(html, /<meta property="og:image" content="([^"]+)"/)
    expect(image, path).toMatch(new RegExp(`^${site.url}/images/[\\w./-]+\\.jpg$`))
    expect(tag(html, /<meta property="og:image:width" content="([^"]+)"/), path).toBe(
      String(SOCIAL_CARD.width),
    )
    expect(tag(html, /<meta property="og:image:height" content="([^"]+)"/), path).toBe(
      String(SOCIAL_CARD.height),
    )
    expect(tag(html, /<meta property="og:image:alt" content="([^"]+)"/), path).toBeTruthy()
    cards.set(image!, [...(cards.get(image!) ?? []), path])
  }
  expect(titles.size).toBe(paths.length)
  expect(descriptions.size).toBe(paths.length)

  // A card per art: pages with drawn art share theirs, the others the firm's default card. Each is a
  // JPEG of 1200x630 the server has.
  expect(cards.size).toBeGreaterThan(10)
  expect(cards.get(new URL(DEFAULT_SOCIAL_CARD, site.url).href)).toEqual(
    expect.arrayContaining(['/', '/contact', '/search', '/404']),
  )
  expect(cards.get(`${site.url}/images/hero-insights-card.jpg`)).toContain('/insights/economic-trends')
  for (const card of cards.keys()) {
    const response = await t.app.inject({ method: 'GET', url: new URL(card).pathname })
    expect(response.statusCode, card).toBe(200)
    expect(response.headers['content-type'], card).toBe('image/jpeg')
    const { format, width, height } = await sharp(response.rawPayload).metadata()
    expect({ format, width, height }, card).toEqual({ format: 'jpeg', ...SOCIAL_CARD })
  }
})

test("the firm's mark is served as PNG icons at the sizes phones and the manifest ask for", async () => {
  const t = await buildTestApp()
  const manifest = (await t.app.inject({ method: 'GET', url: '/site.webmanifest' })).json() as {
    icons: { src: string; sizes: string; type: string }[]
  }
  expect(manifest.icons).toEqual([
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
  ])
  // iOS asks for /apple-touch-icon.png at the root of the site whether a page links it or not.
  expect(TOUCH_ICON).toEqual({ src: '/apple-touch-icon.png', size: 180 })
  for (const { src, size } of [TOUCH_ICON, ...MANIFEST_ICONS]) {
    const response = await t.app.inject({ method: 'GET', url: src })
    expect(response.statusCode, src).toBe(200)
    expect(response.headers['content-type'], src).toBe('image/png')
    const { format, width, height, hasAlpha } = await sharp(response.rawPayload).metadata()
    expect({ format, width, height }, src).toEqual({ format: 'png', width: size, height: size })
    // The home-screen icon is opaque: iOS shows black where an icon is transparent.
    if (src === TOUCH_ICON.src) expect(hasAlpha).toBe(false)
  }
})

test('the home page describes the firm as a schema.org Organization and the site as a WebSite', async () => {
  const t = await buildTestApp()
  const html = (await t.app.inject({ method: 'GET', url: '/' })).body
  const json = tag(html, /<script type="application\/ld\+json">([^<]+)<\/script>/)
  expect(JSON.parse(json!)['@graph']).toMatchObject([
    { '@type': 'Organization', name: site.name, url: site.url },
    { '@type': 'WebSite', name: site.name, url: site.url },
  ])
})
