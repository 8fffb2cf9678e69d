// Prints the gzip bytes of JavaScript and CSS each prerendered page loads on first visit,
// and fails when a page's JavaScript is over budget.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

export const JS_BUDGET_BYTES = 150 * 1024

type PageWeight = { path: string; js: number; css: number; html: number }

const gzipBytes = (body: string | Buffer) => gzipSync(body, { level: 9 }).length

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name)
    if (statSync(file).isDirectory()) return htmlFiles(file)
    return name === 'index.html' ? [file] : []
  })
}

export function measurePages(buildDir = 'build/client'): PageWeight[] {
  const assetSize = new Map<string, number>()
  const sizeOf = (href: string) => {
    if (!assetSize.has(href)) assetSize.set(href, gzipBytes(readFileSync(join(buildDir, href))))
    return assetSize.get(href)!
  }
  return htmlFiles(buildDir)
    .map((file) => {
      const html = readFileSync(file, 'utf8')
      const scripts = new Set([
        ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!),
        ...[...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!),
        ...[...html.matchAll(/import\("([^"]+\.js)"\)/g)].map((m) => m[1]!),
      ])
      const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
      const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!)
      const route = `/${relative(buildDir, file).split(sep).slice(0, -1).join('/')}`
      return {
        path: route,
        js: [...scripts].reduce((sum, href) => sum + sizeOf(href), 0) + gzipBytes(inline.join('')),
        css: styles.reduce((sum, href) => sum + sizeOf(href), 0),
        html: gzipBytes(html),
      }
    })
    .sort((a, b) => a.path.localeCompare(b.path))
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export function printReport(pages: PageWeight[]) {
  console.log(`First-load weight per page (gzip), JavaScript budget ${kb(JS_BUDGET_BYTES)}:`)
  for (const page of pages) {
    const flag = page.js > JS_BUDGET_BYTES ? '  OVER BUDGET' : ''
    console.log(
      `  ${page.path.padEnd(34)} JS ${kb(page.js).padStart(9)}  CSS ${kb(page.css).padStart(8)}  HTML ${kb(page.html).padStart(8)}${flag}`,
    )
  }
  const heaviest = Math.max(...pages.map((page) => page.js))
  console.log(`${pages.length} pages; heaviest JavaScript ${kb(heaviest)}`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const pages = measurePages()
  printReport(pages)
  if (pages.some((page) => page.js > JS_BUDGET_BYTES)) process.exit(1)
}
