// After `astro build`: the site's two typefaces, cut to the characters its pages show. Inter (text)
// and Source Serif 4 (headings and display text) come from their packages whole; each is subset with
// HarfBuzz to the text of the pages being built (a content release brings its own characters), pinned
// to the weights and optical size the CSS uses, and written as WOFF2 under /assets/ with a content
// hash, so it is cached for a year. Each page gets the @font-face rules inline with its critical CSS,
// and a fallback face per family: a local font (Arial, Times New Roman, or their metric twins
// Liberation Sans and Serif) scaled to the web font's metrics (Capsize), so the swap moves nothing.
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { createFontStack } from '@capsizecss/core'
import arial from '@capsizecss/metrics/arial'
import timesNewRoman from '@capsizecss/metrics/timesNewRoman'
import { fromBuffer } from '@capsizecss/unpack'
import { Parser } from 'htmlparser2'
import subsetFont from 'subset-font'

const require = createRequire(import.meta.url)

/** The OpenType features a browser applies by itself, and the tabular figures of `tabular-nums`. */
const FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'rvrn', 'tnum']

/**
 * Always in the subsets: what islands, forms, queries and the server's search results may show that
 * no prerendered page does. Printable ASCII, and the punctuation of running text (a result's snippet
 * is cut with an ellipsis: app/lib/search.ts).
 */
const ALWAYS = `${Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('')}‘’“”–—…·`

export type Face = {
  /** The CSS family name; app/styles/app.css names it in --font-sans or --font-serif. */
  family: string
  /** The file name's stem under /assets/. */
  name: string
  /** The whole font, in its package. */
  source: string
  /** What each variation axis keeps: a range, or one value the font is pinned to. */
  axes: Record<string, number | { min: number; max: number }>
  /** The weights the face answers: a pinned font answers 600 and 700 alike, without faux bold. */
  weight: string
  /** The local fonts that stand in while it loads, all of one design (Capsize metrics). */
  fallback: { metrics: typeof arial; local: string[] }
}

export const FACES: Face[] = [
  {
    family: 'Inter',
    name: 'inter',
    source: 'inter-ui/variable/InterVariable.woff2',
    // Regular to bold, the weights the utilities use; the optical size of text (14).
    axes: { wght: { min: 400, max: 700 }, opsz: 14 },
    weight: '400 700',
    fallback: { metrics: arial, local: ['Arial', 'Liberation Sans'] },
  },
  {
    family: 'Source Serif',
    name: 'source-serif',
    source: 'source-serif/VAR/SourceSerif4Variable-Roman.ttf',
    // One weight, semibold, for every heading, bold or not; cut for display sizes (opsz 32).
    axes: { wght: 600, opsz: 32 },
    weight: '600 700',
    fallback: { metrics: timesNewRoman, local: ['Times New Roman', 'Liberation Serif'] },
  },
]

/** Never shown as text: the head, code, styles, templates, and <noscript> (markup, read as text). */
const HIDDEN = new Set(['head', 'script', 'style', 'noscript', 'template'])
/** The attributes a page shows as text: the placeholders and button values of its forms. */
const SHOWN_ATTRIBUTES = ['placeholder', 'value']

/**
 * The text a page shows: its text nodes, and the placeholders and button values of its forms. Read
 * by a streaming parser (htmlparser2): no tree is built, for a step every page of a build takes.
 */
export function visibleText(html: string) {
  const parts: string[] = []
  // How many hidden elements the parser is inside.
  let hidden = 0
  const parser = new Parser({
    onopentag(name, attributes) {
      if (HIDDEN.has(name)) hidden++
      else if (hidden === 0)
        for (const shown of SHOWN_ATTRIBUTES)
          if (attributes[shown] !== undefined) parts.push(attributes[shown])
    },
    ontext(text) {
      if (hidden === 0) parts.push(text)
    },
    onclosetag(name) {
      if (HIDDEN.has(name)) hidden--
    },
  })
  parser.end(html)
  return parts.join(' ')
}

/** The characters a page shows (spaces but the plain one left out), with their capitals, sorted. */
export function pageCharacters(html: string) {
  const text = visibleText(html)
  // With their capitals: a heading set in capitals by CSS (an eyebrow's "ACTUALITÉS") draws them.
  return [...new Set([...text, ...text.toUpperCase()])]
    .filter((character) => !/\s/.test(character) || character === ' ')
    .sort()
    .join('')
}

/** Every character the pages show (each page's, as `pageCharacters` gives them) and the ones always kept, sorted. */
export function siteCharacters(pages: string[]) {
  const characters = new Set(ALWAYS)
  for (const page of pages) for (const character of page) characters.add(character)
  return [...characters].sort().join('')
}

export type WrittenFace = Face & { href: string; bytes: number }

/** Each face cut to `text` and pinned to its axes, as WOFF2, with the metrics of that instance. */
function cutFaces(text: string) {
  return Promise.all(
    FACES.map(async (face) => {
      const source = readFileSync(require.resolve(face.source))
      // keepFeatures is an option of subset-font 2.9 that its type definitions lack.
      const options = { variationAxes: face.axes, keepFeatures: FEATURES, targetFormat: 'woff2' as const }
      const woff2 = await subsetFont(source, text, options)
      // The metrics of the instance served (its weight and optical size), not of the whole font.
      const metrics = await fromBuffer(woff2)
      return { face, woff2, metrics: { ...metrics, familyName: face.family } }
    }),
  )
}

/** The face's own rule and its fallback's. */
const faceRules = (face: Face, href: string, metrics: Parameters<typeof fallbackFace>[1]) =>
  `@font-face{font-family:${face.family};src:url(${href});font-weight:${face.weight};font-display:swap}${fallbackFace(face, metrics)}`

/** Subsets each face to `text`, writes it to `<buildDir>/assets/` and returns the CSS that loads it. */
export async function writeFonts(buildDir: string, text: string) {
  mkdirSync(join(buildDir, 'assets'), { recursive: true })
  const cut = await cutFaces(text)
  const faces: WrittenFace[] = cut.map(({ face, woff2 }) => {
    const hash = createHash('sha256').update(woff2).digest('base64url').slice(0, 8)
    const href = `/assets/${face.name}.${hash}.woff2`
    writeFileSync(join(buildDir, href), woff2)
    return { ...face, href, bytes: woff2.length }
  })
  return { faces, css: cut.map(({ face, metrics }, i) => faceRules(face, faces[i]!.href, metrics)).join('') }
}

/** Where `npm run dev` serves the fonts and their rules (astro.config.ts); the layout links them. */
export const DEV_FONTS = '/dev-fonts/'

/**
 * `npm run dev`: the build's faces, cut to every Latin-1 character rather than to pages the dev server
 * has not rendered yet. The files it serves by address: `fonts.css`, their rules, and each face.
 */
export async function devFonts() {
  const latin1 = Array.from({ length: 96 }, (_, i) => String.fromCharCode(160 + i)).join('')
  const cut = await cutFaces(`${ALWAYS}${latin1}`)
  const href = (face: Face) => `${DEV_FONTS}${face.name}.woff2`
  const css = cut.map(({ face, metrics }) => faceRules(face, href(face), metrics)).join('')
  return new Map<string, { type: string; body: string | Uint8Array }>([
    [`${DEV_FONTS}fonts.css`, { type: 'text/css', body: css }],
    ...cut.map(({ face, woff2 }) => [href(face), { type: 'font/woff2', body: woff2 }] as const),
  ])
}

/** `<family> Fallback`: the face's local stand-ins with the overrides that give them its metrics. */
export function fallbackFace(face: Face, metrics: Parameters<typeof createFontStack>[0][number]) {
  const { fontFaces } = createFontStack([metrics, face.fallback.metrics], { fontFaceFormat: 'styleObject' })
  const overrides = fontFaces[0]!['@font-face']
  const src = face.fallback.local.map((name) => `local(${name})`).join(',')
  // Two decimals of a percent: a hundredth of a pixel at 48 px.
  const percent = (value: unknown) => `${Number(parseFloat(String(value)).toFixed(2))}%`
  return `@font-face{font-family:${face.family} Fallback;src:${src};ascent-override:${percent(overrides.ascentOverride)};descent-override:${percent(overrides.descentOverride)};line-gap-override:${percent(overrides.lineGapOverride)};size-adjust:${percent(overrides.sizeAdjust)}}`
}

/**
 * The page with the fonts' rules at the start of its inline style (the critical CSS, or Astro's own
 * rules on an admin page), preceded by preload links, so the fonts are asked for with the HTML rather
 * than once the first layout finds text in them.
 */
export function withFonts(html: string, fonts: { faces: WrittenFace[]; css: string }) {
  const preload = fonts.faces
    .map(({ href }) => `<link rel=preload href=${href} as=font type=font/woff2 crossorigin>`)
    .join('')
  const style = html.indexOf('<style>')
  if (style < 0 || style > html.indexOf('</head>')) {
    return html.replace('</head>', `${preload}<style>${fonts.css}</style></head>`)
  }
  return `${html.slice(0, style)}${preload}<style>${fonts.css}${html.slice(style + '<style>'.length)}`
}
