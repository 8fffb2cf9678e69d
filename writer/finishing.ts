// What follows the rendering of pages (writer/write-site.ts runs it): each page gets its critical CSS
// inlined and the typefaces' rules, and its images' variants and social cards are made; the typefaces
// are cut to the pages' characters; the sitemap, robots.txt, the feeds, the web manifest,
// /favicon.ico and the PNG icons and logo are written; and text files are precompressed for the
// server. Each step on a page needs that page alone, so a publish runs them on the pages it rendered.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import pngToIco from 'png-to-ico'
import sharp from 'sharp'
import {
  LOGO_SIZE,
  MANIFEST_ICONS,
  PAGE_LOGO_SIZE,
  pageLogo,
  rasterLogo,
  SHIPPED_MARK,
  TOUCH_ICON,
} from '#app/lib/icons.ts'
import { alternateLinks } from '#app/lib/seo.ts'
import type { Content } from '#content/content.ts'
import type { SearchEntry } from '#contract/search-constants.ts'
import { isLaterListingPage } from '#content/listings.ts'
import {
  addNamedImages,
  type NamedImages,
  noNamedImages,
  writeArtVariants,
  writePhotoVariants,
  writeSocialCards,
} from './art-images.ts'
import { createCriticalCss } from './critical-css.ts'
import { pageCharacters, siteCharacters, withFonts, writeFonts, type WrittenFace } from './fonts.ts'
import { fileWithin, pathWithin } from './contained-path.ts'
import { feedFiles } from './feeds.ts'
import { replaceFile } from './file-tree.ts'
import { precompress, precompressFile } from './precompress.ts'
import { shippedDir } from './renderer.ts'
import { searchText } from './search-text.ts'

/** A page just rendered: its address, who it is for, and its HTML file in the build. */
export type RenderedPage = {
  path: string
  audience: 'public' | 'utility' | 'admin'
  file: string
  /** Its language, and the address its route answers (content.ts, `SitePage`). */
  language: string
  render: string
}
export type Fonts = { faces: WrittenFace[]; css: string }

/**
 * The first step of each page, on its HTML as rendered: its critical CSS inlined (a public or
 * utility page), or Astro's rules moved into its head (an admin page, which keeps the whole
 * stylesheet: it renders in the browser). Writes the page, and gives the characters it shows, which
 * the typefaces are cut to.
 */
export function createPageStyler() {
  const inlineCriticalCss = createCriticalCss(shippedDir)
  return ({ path, audience, file }: RenderedPage, rendered: string) => {
    const html = audience === 'admin' ? moveStylesToHead(rendered) : inlineCriticalCss(rendered, path)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, html)
    return pageCharacters(html)
  }
}

// Astro puts its one rule for client-only islands in the body; in the head it is valid HTML.
function moveStylesToHead(html: string) {
  const styles = [...html.matchAll(/<style>[\s\S]*?<\/style>/g)].map(([style]) => style)
  const body = html.indexOf('<body')
  if (styles.length === 0 || html.indexOf(styles[0]!) < body) return html
  return styles
    .reduce((out, style) => out.replace(style, ''), html)
    .replace('</head>', `${styles.join('')}</head>`)
}

/** The typefaces, cut to every character of `characters` (each page's), written into the build. */
export const cutFonts = (buildDir: string, characters: string[]) =>
  writeFonts(buildDir, siteCharacters(characters))

/**
 * The last step of each page: the typefaces' rules in its head, then its compressed copies. Gives
 * its entry of the search index (a public page's), or null, and how many copies were made anew.
 */
export function finishPage(
  { path, audience, file, language }: RenderedPage,
  buildDir: string,
  fonts: Fonts,
): { search: SearchEntry | null; compressed: number; images: NamedImages } {
  const html = withFonts(readFileSync(file, 'utf8'), fonts)
  const body = Buffer.from(html)
  writeFileSync(file, body)
  const compressed = precompressFile(file, compressionCache(buildDir), body)
  // A listing's later pages repeat its entries' titles: the search finds the entries, and the listing by its first page.
  const searched = audience === 'public' && !isLaterListingPage(path)
  // The admin's pages show the shipped images as they are.
  const images = audience === 'admin' ? noNamedImages() : addNamedImages(noNamedImages(), html)
  return { search: searched ? searchEntry(path, html, language) : null, compressed, images }
}

/** A page's entry in the search index: its title, headings and text, and its language. */
function searchEntry(path: string, html: string, language: string): SearchEntry {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? ''
  const title = searchText(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1] ?? path)
  const headings = [...main.matchAll(/<h[23][^>]*>([\s\S]*?)<\/h[23]>/g)]
    .map((m) => searchText(m[1] ?? ''))
    .join(' · ')
  return { path, title, headings, text: searchText(main).slice(0, 4000), language }
}

/** The drawn art's and the photographs' variants and the social cards the pages show. */
export async function writeImages(buildDir: string, contentDir: string, named: NamedImages) {
  const art = await writeArtVariants(buildDir, named)
  const photos = await writePhotoVariants(buildDir, contentDir, named)
  const cards = await writeSocialCards(buildDir, contentDir, named)
  return `${art.variants} art variants, ${photos.variants} photograph variants and ${cards.count} social cards (${art.rendered + photos.rendered + cards.rendered} made, the rest cached)`
}

/**
 * The files made of the whole site: the sitemap, the feeds, robots.txt and the web manifest, which
 * name the firm or the site's address. Gives them.
 */
export function writeSiteFiles(buildDir: string, content: Content) {
  const { site } = content
  // Each page with its translations, its own included, and the default language's as x-default.
  const urls = content
    .pagePaths()
    .map((path) => {
      const alternates = alternateLinks(content, path).map(
        ({ hreflang, href }) => `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
      )
      return `  <url><loc>${new URL(path, site.url).href}</loc>${alternates.join('')}${alternates.length ? '\n  ' : ''}</url>`
    })
    .join('\n')
  const files: Record<string, string> = {
    'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`,
    'robots.txt': `User-agent: *\nDisallow: /api/\nDisallow: /newsletter/\nDisallow: /superadmin\n\nSitemap: ${new URL('/sitemap.xml', site.url).href}\n`,
    'site.webmanifest': `${JSON.stringify(
      {
        name: site.name,
        short_name: site.shortName,
        start_url: '/',
        display: 'browser',
        background_color: '#ffffff',
        theme_color: '#00263e',
        icons: [
          // The SVG is the shipped mark's: an uploaded logo has the PNGs only.
          ...(site.logo.src === SHIPPED_MARK
            ? [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }]
            : []),
          ...MANIFEST_ICONS.map(({ src, size }) => ({ src, sizes: `${size}x${size}`, type: 'image/png' })),
        ],
      },
      null,
      2,
    )}\n`,
    ...feedFiles(content),
  }
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(dirname(join(buildDir, name)), { recursive: true })
    replaceFile(join(buildDir, name), body)
  }
  return Object.keys(files).map((name) => join(buildDir, name))
}

/**
 * /favicon.ico from the firm's mark: the icon every page links, at 16, 32 and 48 px, the sizes
 * browsers and Windows pick from. Not an SVG: a browser renders an SVG icon as a document of its own
 * on the page's main thread, a task after the first paint; an ICO is only decoded. And the same mark
 * as PNG where an SVG is not taken: the manifest's icons, and the icon iOS puts on a home screen (it
 * rounds the corners itself and shows black where the icon is transparent, so that one is filled
 * edge to edge). And the logo of site.yaml as search engines want it. With the mark the site ships
 * with, each is drawn from its SVG at the density that gives its size, so its edges stay sharp; with
 * a logo the firm uploaded, from that picture, fitted into the square on a transparent ground, and
 * the pages' own logo besides (app/lib/icons.ts).
 */
/** The file `path` names in `dir`; the build stops rather than read or write outside `dir`. */
function within(dir: string, path: string, use: 'read' | 'write') {
  const file = use === 'read' ? fileWithin(dir, path) : pathWithin(dir, path)
  if (!file) throw new Error(`The logo ${JSON.stringify(path)} is not a file of the site's own folder.`)
  return file
}

export async function writeIcons(buildDir: string, content: Content) {
  const { logo } = content.site
  const shipped = logo.src === SHIPPED_MARK
  const mark = readFileSync(
    shipped ? join(shippedDir, 'favicon.svg') : within(content.root, logo.src, 'read'),
  )
  async function drawn(source: Buffer, size: number, background?: string) {
    const { width, format } = await sharp(source).metadata()
    const picture = (
      format === 'svg' ? sharp(source, { density: (72 * size) / width! }) : sharp(source)
    ).resize(size, size, { fit: 'contain', background: background ?? { r: 0, g: 0, b: 0, alpha: 0 } })
    // sharp flattens before it resizes: the margins `contain` adds take the resize's background.
    return (background ? picture.flatten({ background }) : picture).png().toBuffer()
  }
  const write = async (file: string, size: number, background?: string, source = mark) =>
    replaceFile(within(buildDir, file, 'write'), await drawn(source, size, background))
  replaceFile(
    join(buildDir, 'favicon.ico'),
    await pngToIco(await Promise.all([16, 32, 48].map((size) => drawn(mark, size)))),
  )
  for (const { src, size } of MANIFEST_ICONS) await write(src, size)
  // The mark fills its square in navy; an uploaded logo is set on white, as the header shows it.
  await write(TOUCH_ICON.src, TOUCH_ICON.size, shipped ? '#00263e' : '#ffffff')
  if (shipped)
    await write(
      rasterLogo(logo.src),
      LOGO_SIZE,
      undefined,
      readFileSync(within(shippedDir, logo.src, 'read')),
    )
  else {
    mkdirSync(dirname(within(buildDir, logo.src, 'write')), { recursive: true })
    await write(rasterLogo(logo.src), LOGO_SIZE, '#ffffff')
    await write(pageLogo(logo.src), PAGE_LOGO_SIZE)
  }
  return [join(buildDir, 'favicon.ico')]
}

/** The text files among `files`, which the server sends compressed. */
const compressible = (files: string[]) =>
  files.filter((file) => /\.(html|js|css|svg|ico|json|xml|rss|atom|txt|data|webmanifest)$/.test(file))

/** The cache the builds of one place share: `npm run build`'s, or each instance's releases. */
const compressionCache = (buildDir: string) =>
  process.env.COMPRESSION_CACHE_DIR ?? join(buildDir, '..', '.compressed')

/** Writes the brotli and gzip copies of `files`, from the cache where it has them (see precompress). */
export const compress = (buildDir: string, files: string[], { prune }: { prune: boolean }) =>
  precompress(compressible(files), compressionCache(buildDir), prune)
