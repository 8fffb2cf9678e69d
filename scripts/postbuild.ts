// After `react-router build`: write the sitemap and precompress text files for the server.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { pagePaths } from '#content/index.ts'
import { site } from '#content/site.ts'

const buildDir = 'build/client'

const indexable = pagePaths()
const urls = indexable.map((path) => `  <url><loc>${new URL(path, site.url).href}</loc></url>`).join('\n')
writeFileSync(
  join(buildDir, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
)

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
console.log(`postbuild: sitemap with ${indexable.length} pages; ${count} files precompressed (br, gz)`)
