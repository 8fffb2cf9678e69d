import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createFontStack } from '@capsizecss/core'
import { fromBuffer } from '@capsizecss/unpack'
import { create, type Font } from 'fontkitten'
import postcss from 'postcss'
import { expect, test } from 'vitest'
import { FACES } from '#writer/fonts.ts'
import { searchText } from '#writer/search-text.ts'
import { content } from '#content/index.ts'
import { builtPages } from '#writer/built-pages.ts'
import { buildTestApp } from '#tests/support/test-app.ts'

const BUILD_DIR = 'build/client'
const pages = builtPages(content, BUILD_DIR)
const home = readFileSync(join(BUILD_DIR, 'index.html'), 'utf8')

/** The @font-face rules of a page's inline style, each as { descriptor: value }. */
function fontFaces(html: string) {
  const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, body]) => body).join('')
  const faces: Record<string, string>[] = []
  postcss.parse(css).walkAtRules('font-face', (rule) => {
    const face: Record<string, string> = {}
    rule.walkDecls((decl) => {
      face[decl.prop] = decl.value
    })
    faces.push(face)
  })
  return faces
}

/** The web font files a page's @font-face rules load, by family. */
const webFonts = (html: string) =>
  new Map(
    fontFaces(html)
      .filter((face) => face.src?.startsWith('url('))
      .map((face) => [face['font-family']!, /url\(([^)]+)\)/.exec(face.src!)![1]!]),
  )

const fontFile = (href: string) => readFileSync(join(BUILD_DIR, href))

test('every character a built page shows is in both web fonts, so no glyph falls back', () => {
  const fonts = [...webFonts(home)].map(([family, href]) => ({
    family,
    font: create(fontFile(href)) as Font,
  }))
  expect(fonts.map(({ family }) => family)).toEqual(FACES.map(({ family }) => family))
  const missing = new Set<string>()
  for (const { file } of pages) {
    const html = readFileSync(file, 'utf8')
    const body = html.slice(html.indexOf('<body'))
    const shown =
      searchText(body) + [...body.matchAll(/\splaceholder="([^"]*)"/g)].map(([, text]) => text).join('')
    for (const character of new Set(shown.replace(/\s/g, ''))) {
      for (const { family, font } of fonts) {
        if (!font.hasGlyphForCodePoint(character.codePointAt(0)!)) missing.add(`${family}: ${character}`)
      }
    }
  }
  expect([...missing]).toEqual([])
})

test('the fonts are cut to the site: a few dozen kilobytes, not the whole typeface', () => {
  for (const href of webFonts(home).values()) {
    const font = create(fontFile(href)) as Font
    expect(font.characterSet.length).toBeLessThan(200)
    expect(fontFile(href).length).toBeLessThan(25_000)
  }
})

test('each fallback face is a local font with the metric overrides of its web font (Capsize)', async () => {
  const faces = fontFaces(home)
  const files = webFonts(home)
  for (const face of FACES) {
    const fallback = faces.find((rule) => rule['font-family'] === `${face.family} Fallback`)
    expect(fallback?.src).toBe(face.fallback.local.map((name) => `local(${name})`).join(','))
    // Recomputed from the file the server sends: the instance served, at its weight and optical size.
    const metrics = await fromBuffer(fontFile(files.get(face.family)!))
    const { fontFaces: expected } = createFontStack([metrics, face.fallback.metrics], {
      fontFaceFormat: 'styleObject',
    })
    const overrides = expected[0]!['@font-face']
    for (const [descriptor, value] of [
      ['size-adjust', overrides.sizeAdjust],
      ['ascent-override', overrides.ascentOverride],
      ['descent-override', overrides.descentOverride],
      ['line-gap-override', overrides.lineGapOverride],
    ] as const) {
      expect(parseFloat(fallback![descriptor]!), descriptor).toBeCloseTo(parseFloat(String(value)), 1)
    }
    // The page asks for the fallback by name, right after the web font.
    const stack = new RegExp(`"?${face.family}"?,\\s*"?${face.family} Fallback"?,`)
    expect(stack.test(home), `${face.family} then its fallback in a font-family`).toBe(true)
  }
})

test('every page loads the web fonts with font-display: swap, and preloads them', () => {
  for (const { file } of pages) {
    const html = readFileSync(file, 'utf8')
    const web = fontFaces(html).filter((face) => face.src?.startsWith('url('))
    expect(web.map((face) => face['font-display'])).toEqual(['swap', 'swap'])
    const preloads = [...html.matchAll(/<link rel=preload href=(\S+) as=font type=font\/woff2 crossorigin>/g)]
    expect(preloads.map(([, href]) => href)).toEqual([...webFonts(html).values()])
    // Their rules are the page's own: no link to what only the dev server serves (astro.config.ts).
    expect(html, file).not.toContain('/dev-fonts/')
  }
})

test('the fonts are served as font/woff2, cached for a year, and the CSP allows them', async () => {
  const t = await buildTestApp()
  const page = await t.app.inject({ method: 'GET', url: '/' })
  expect(String(page.headers['content-security-policy'])).toContain("font-src 'self'")
  for (const href of webFonts(page.body).values()) {
    expect(href).toMatch(/^\/assets\/[\w-]+\.[\w-]{8}\.woff2$/)
    const response = await t.app.inject({
      method: 'GET',
      url: href,
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('font/woff2')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.rawPayload.equals(fontFile(href))).toBe(true)
  }
})
