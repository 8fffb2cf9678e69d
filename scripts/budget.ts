// `npm run budget`: the gzip JavaScript one page of every kind runs while it loads, measured in
// Chromium against the production build (`npm start`) at a phone's and a desktop's viewport, the
// HTML response as sent (headers and Brotli body), and the WOFF2 fonts the page loads (no budget: the
// figure to watch). Fails when a kind is over either budget (scripts/page-kinds.ts).
import { readFileSync, statSync } from 'node:fs'
import { get } from 'node:http'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { pagePaths, utilityPaths } from '#content/index.ts'
import { launchBrowser } from '#tests/support/browser.ts'
import { startProductionServer } from '#tests/support/production-server.ts'
import { JS_BUDGET, pageKinds } from './page-kinds.ts'
import { FIRST_ROUND_TRIP } from '#writer/precompress.ts'

const BUILD_DIR = 'build/client'
const VIEWPORTS = [
  { name: 'phone', width: 412, height: 823 },
  { name: 'desktop', width: 1350, height: 940 },
]

const gzipBytes = (body: string | Buffer) => gzipSync(body, { level: 9 }).length
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** The inline scripts a page runs (structured data is not run). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\ssrc=|application\/ld\+json/.test(attributes))
    .map(([, , body = '']) => body)
    .join('')

const server = await startProductionServer({ LOG_LEVEL: 'warn' })
const browser = await launchBrowser()

/** The JavaScript and font files a page fetched until the network went quiet after load. */
async function scriptsLoaded(path: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  const scripts = new Set<string>()
  const fonts = new Set<string>()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin !== server.origin) return
    if (request.resourceType() === 'script') scripts.add(url.pathname)
    if (request.resourceType() === 'font') fonts.add(url.pathname)
  })
  const response = await page.goto(new URL(path, server.origin).href, { waitUntil: 'load' })
  await page.waitForLoadState('networkidle')
  const html = (await response?.text()) ?? ''
  await context.close()
  return { scripts, fonts, html }
}

/** The bytes of a page's response as a browser receives it: status line, headers, Brotli body. */
function responseBytes(path: string) {
  return new Promise<number>((resolve, reject) => {
    get(new URL(path, server.origin), { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      const head = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`
      // Each name is followed by ': ', each value by CRLF; an empty line ends the headers.
      const headers = response.rawHeaders.reduce((sum, field) => sum + field.length + 2, head.length + 2)
      let body = 0
      response.on('data', (chunk: Buffer) => (body += chunk.length))
      response.on('end', () => resolve(headers + body))
    }).on('error', reject)
  })
}

let over = 0
console.log(
  `JavaScript run while loading (gzip; budget per kind), the HTML response with headers (Brotli; budget ${kb(FIRST_ROUND_TRIP)}), and the fonts loaded (WOFF2):`,
)
console.log(
  `  ${'kind'.padEnd(17)}${'path'.padEnd(38)}${'phone'.padStart(9)}${'desktop'.padStart(10)}${'budget'.padStart(10)}${'HTML'.padStart(11)}${'fonts'.padStart(10)}`,
)
try {
  for (const { kind, path, budget } of pageKinds) {
    const loads = []
    let html = ''
    const fonts = new Set<string>()
    for (const viewport of VIEWPORTS) {
      const loaded = await scriptsLoaded(path, viewport)
      html = loaded.html
      for (const font of loaded.fonts) fonts.add(font)
      const files = [...loaded.scripts].map((script) => readFileSync(join(BUILD_DIR, script)))
      loads.push(files.reduce((sum, file) => sum + gzipBytes(file), 0) + gzipBytes(inlineScripts(html)))
    }
    const limit = JS_BUDGET[budget]
    const response = await responseBytes(path)
    const fontBytes = [...fonts].reduce((sum, font) => sum + statSync(join(BUILD_DIR, font)).size, 0)
    const flag =
      (Math.max(...loads) > limit ? '  JS OVER BUDGET' : '') +
      (response > FIRST_ROUND_TRIP ? '  HTML OVER BUDGET' : '')
    if (flag) over++
    console.log(
      `  ${kind.padEnd(17)}${path.padEnd(38)}${kb(loads[0]!).padStart(9)}${kb(loads[1]!).padStart(10)}${kb(limit).padStart(10)}${kb(response).padStart(11)}${kb(fontBytes).padStart(10)}${flag}`,
    )
  }
  // The HTML of every page, not only the sample of its kind: a long entry can pass where the sample does not.
  const paths = [...pagePaths(), ...utilityPaths()]
  let largest = { path: '', bytes: 0 }
  for (const path of paths) {
    const bytes = await responseBytes(path)
    if (bytes > largest.bytes) largest = { path, bytes }
    if (bytes > FIRST_ROUND_TRIP) {
      over++
      console.log(`  ${path}: HTML response ${kb(bytes)}  HTML OVER BUDGET`)
    }
  }
  console.log(
    `HTML responses of all ${paths.length} pages: the largest is ${largest.path}, ${kb(largest.bytes)}`,
  )
} finally {
  await browser.close()
  await server.stop()
}
console.log(
  over
    ? `${over} pages or page kinds over budget`
    : `${pageKinds.length} page kinds and every page within budget`,
)
if (over) process.exitCode = 1
