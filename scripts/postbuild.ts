// After `astro build`: inline each page's critical CSS, render the drawn art's raster variants, write
// the sitemap, the search index, robots.txt, the web manifest and /favicon.ico, and precompress text
// files for the server.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import pngToIco from 'png-to-ico'
import sharp from 'sharp'
import { pagePaths } from '#content/index.ts'
import { site } from '#content/site.ts'
import { SEARCH_INDEX_PATH, type SearchEntry } from '#contract/search-constants.ts'
import { writeArtVariants } from './art-images.ts'
import { createCriticalCss } from './critical-css.ts'

const buildDir = 'build/client'

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name)
    return statSync(file).isDirectory() ? files(file) : [file]
  })
}

// The admin pages render in the browser only: they keep the whole stylesheet, blocking as usual.
const inlineCriticalCss = createCriticalCss(buildDir)
const pages = files(buildDir).filter(
  (file) => file.endsWith('.html') && !relative(buildDir, file).startsWith('superadmin'),
)
for (const page of pages) inlineCriticalCss(page)
// Astro puts its one rule for client-only islands in the body; in the head it is valid HTML.
for (const file of files(join(buildDir, 'superadmin')).filter((name) => name.endsWith('.html'))) {
  const html = readFileSync(file, 'utf8')
  const styles = [...html.matchAll(/<style>[\s\S]*?<\/style>/g)].map(([style]) => style)
  const body = html.indexOf('<body')
  if (styles.length === 0 || html.indexOf(styles[0]!) < body) continue
  const moved = styles.reduce((out, style) => out.replace(style, ''), html)
  writeFileSync(file, moved.replace('</head>', `${styles.join('')}</head>`))
}

const art = await writeArtVariants(buildDir, pages)

const indexable = pagePaths()
const urls = indexable.map((path) => `  <url><loc>${new URL(path, site.url).href}</loc></url>`).join('\n')
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
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
    },
    null,
    2,
  )}\n`,
)

// The search index: each public page's title, headings and text, read back from its prerendered HTML.
const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
const searchIndex: SearchEntry[] = indexable.map((path) => {
  const html = readFileSync(join(buildDir, path, 'index.html'), 'utf8')
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? ''
  const title = decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1] ?? path)
  const headings = [...main.matchAll(/<h[23][^>]*>([\s\S]*?)<\/h[23]>/g)]
    .map((m) => decode(m[1] ?? ''))
    .join(' · ')
  return { path, title, headings, text: decode(main).slice(0, 4000) }
})
writeFileSync(join(buildDir, SEARCH_INDEX_PATH), JSON.stringify(searchIndex))

// /favicon.ico from the SVG favicon, for what asks for that address and reads no SVG (older Safari,
// Windows shortcuts, feed readers, crawlers): 16, 32 and 48 px, the sizes Windows and browsers pick from.
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

const compressible = /\.(html|js|css|svg|ico|json|xml|txt|data|webmanifest)$/
const compressed = files(buildDir).filter((file) => compressible.test(file))
for (const file of compressed) {
  const body = readFileSync(file)
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
}
console.log(
  `postbuild: critical CSS inlined in ${pages.length} pages; ${art.variants} art variants (${art.rendered} rendered, the rest cached); sitemap and search index with ${indexable.length} pages; ${compressed.length} files precompressed (br, gz)`,
)
