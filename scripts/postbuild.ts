// After `astro build`: inline each page's critical CSS, subset the fonts to the pages' text, render
// the drawn art's raster variants and social cards, write the sitemap, the search index, robots.txt,
// the web manifest, /favicon.ico and the PNG icons and logo, and precompress text files for the server.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import pngToIco from 'png-to-ico'
import sharp from 'sharp'
import { LOGO_SIZE, MANIFEST_ICONS, rasterLogo, TOUCH_ICON } from '#app/lib/icons.ts'
import { SEARCH_INDEX_PATH, type SearchEntry } from '#contract/search-constants.ts'
import { writeArtVariants, writePhotoVariants, writeSocialCards } from './art-images.ts'
import { builtPages } from './built-pages.ts'
import { createCriticalCss } from './critical-css.ts'
import { precompress } from './precompress.ts'
import { siteCharacters, withFonts, writeFonts } from './fonts.ts'
import { searchText } from './search-text.ts'
import { content, site } from '#content/index.ts'

// Where astro.config.ts wrote the build: build/client, or a content release's folder.
const buildDir = process.env.BUILD_DIR ?? 'build/client'

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name)
    return statSync(file).isDirectory() ? files(file) : [file]
  })
}

// The pages the table declares (content/pages.ts); tests/pages.test.ts checks the build holds no other.
const built = builtPages(buildDir)
// The admin pages render in the browser only: they keep the whole stylesheet, blocking as usual.
const inlineCriticalCss = createCriticalCss(buildDir)
const pages = built.filter(({ audience }) => audience !== 'admin').map(({ file }) => file)
for (const page of pages) inlineCriticalCss(page)
// Astro puts its one rule for client-only islands in the body; in the head it is valid HTML.
for (const { file } of built.filter(({ audience }) => audience === 'admin')) {
  const html = readFileSync(file, 'utf8')
  const styles = [...html.matchAll(/<style>[\s\S]*?<\/style>/g)].map(([style]) => style)
  const body = html.indexOf('<body')
  if (styles.length === 0 || html.indexOf(styles[0]!) < body) continue
  const moved = styles.reduce((out, style) => out.replace(style, ''), html)
  writeFileSync(file, moved.replace('</head>', `${styles.join('')}</head>`))
}

// The typefaces, cut to the characters of the pages just built, and their rules in every page's head.
const fonts = await writeFonts(buildDir, siteCharacters(built.map(({ file }) => file)))
for (const { file } of built) writeFileSync(file, withFonts(readFileSync(file, 'utf8'), fonts))

const art = await writeArtVariants(buildDir, pages)
const photos = await writePhotoVariants(buildDir, content.root, pages)
const cards = await writeSocialCards(buildDir, pages)

const indexable = built.filter(({ audience }) => audience === 'public')
const urls = indexable.map(({ path }) => `  <url><loc>${new URL(path, site.url).href}</loc></url>`).join('\n')
writeFileSync(
  join(buildDir, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
)

// The files that name the firm or the site's address, from content/site.yaml.
writeFileSync(
  join(buildDir, 'robots.txt'),
  `User-agent: *\nDisallow: /api/\nDisallow: /newsletter/\nDisallow: /superadmin\n\nSitemap: ${new URL('/sitemap.xml', site.url).href}\n`,
)
writeFileSync(
  join(buildDir, 'site.webmanifest'),
  `${JSON.stringify(
    {
      name: site.name,
      short_name: site.shortName,
      start_url: '/',
      display: 'browser',
      background_color: '#ffffff',
      theme_color: '#00263e',
      icons: [
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ...MANIFEST_ICONS.map(({ src, size }) => ({ src, sizes: `${size}x${size}`, type: 'image/png' })),
      ],
    },
    null,
    2,
  )}\n`,
)

// The search index: each public page's title, headings and text, read back from its prerendered HTML.
const searchIndex: SearchEntry[] = indexable.map(({ path, file }) => {
  const html = readFileSync(file, 'utf8')
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? ''
  const title = searchText(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1] ?? path)
  const headings = [...main.matchAll(/<h[23][^>]*>([\s\S]*?)<\/h[23]>/g)]
    .map((m) => searchText(m[1] ?? ''))
    .join(' · ')
  return { path, title, headings, text: searchText(main).slice(0, 4000) }
})
writeFileSync(join(buildDir, SEARCH_INDEX_PATH), JSON.stringify(searchIndex))

// /favicon.ico from the SVG favicon: the icon every page links, at 16, 32 and 48 px, the sizes
// browsers and Windows pick from. Not the SVG itself: a browser renders an SVG icon as a document of its
// own on the page's main thread, a task after the first paint; an ICO is only decoded.
const faviconSvg = readFileSync(join(buildDir, 'favicon.svg'))
const faviconPngs = await Promise.all(
  [16, 32, 48].map((size) =>
    sharp(faviconSvg, { density: 72 * 8 })
      .resize(size, size)
      .png()
      .toBuffer(),
  ),
)
writeFileSync(join(buildDir, 'favicon.ico'), await pngToIco(faviconPngs))

// The same mark as PNG where an SVG is not taken: the manifest's icons, and the icon iOS puts on a
// home screen (it rounds the corners itself and shows black where the icon is transparent, so that
// one is filled edge to edge with the mark's navy). And the logo of site.yaml as search engines want
// it. Each is drawn at the density that gives its size, so its edges stay sharp.
async function writePng(svg: Buffer, size: number, file: string, background?: string) {
  const { width } = await sharp(svg).metadata()
  const drawn = sharp(svg, { density: (72 * size) / width! }).resize(size, size)
  await (background ? drawn.flatten({ background }) : drawn).png().toFile(join(buildDir, file))
}
for (const { src, size } of MANIFEST_ICONS) await writePng(faviconSvg, size, src)
await writePng(faviconSvg, TOUCH_ICON.size, TOUCH_ICON.src, '#00263e')
if (rasterLogo(site.logo.src) !== site.logo.src) {
  await writePng(readFileSync(join(buildDir, site.logo.src)), LOGO_SIZE, rasterLogo(site.logo.src))
}

const compressible = /\.(html|js|css|svg|ico|json|xml|txt|data|webmanifest)$/
// Shared by the builds of one place: `npm run build`'s, or each instance's releases (COMPRESSION_CACHE_DIR).
const cacheDir = process.env.COMPRESSION_CACHE_DIR ?? join(buildDir, '..', '.compressed')
const compressed = await precompress(
  files(buildDir).filter((file) => compressible.test(file)),
  cacheDir,
)
console.log(
  `postbuild: critical CSS inlined in ${pages.length} pages; fonts ${fonts.faces.map(({ href, bytes }) => `${href} (${bytes} B)`).join(', ')}; ${art.variants} art variants, ${photos.variants} photograph variants and ${cards.count} social cards (${art.rendered + photos.rendered + cards.rendered} made, the rest cached); sitemap and search index with ${indexable.length} pages; ${compressed.files} files precompressed (br, gz; ${compressed.made} copies made, the rest from the cache)`,
)
