// After `astro build`: write the sitemap and the search index, and precompress text files for the server.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { pagePaths } from '#content/index.ts'
import { site } from '#content/site.ts'
import { SEARCH_INDEX_PATH, type SearchEntry } from '#contract/search-constants.ts'

const buildDir = 'build/client'

const indexable = pagePaths()
const urls = indexable.map((path) => `  <url><loc>${new URL(path, site.url).href}</loc></url>`).join('\n')
writeFileSync(
  join(buildDir, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
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

const compressible = /\.(html|js|css|svg|json|xml|txt|data|webmanifest)$/
let count = 0
function compressAll(dir: string) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name)
    if (statSync(file).isDirectory()) compressAll(file)
    else if (compressible.test(name)) {
      const body = readFileSync(file)
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      )
      writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
      count++
    }
  }
}
compressAll(buildDir)
console.log(
  `postbuild: sitemap and search index with ${indexable.length} pages; ${count} files precompressed (br, gz)`,
)
