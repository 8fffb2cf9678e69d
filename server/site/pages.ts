import { existsSync, readFileSync } from 'node:fs'
import { relative, sep } from 'node:path'
import { brotliCompressSync, constants as zlib } from 'node:zlib'
import { fileIdentity } from '#writer/file-identity.ts'
import { filesIn } from '#writer/file-tree.ts'
import { contentSecurityPolicy } from './content-security-policy.ts'

/**
 * A prerendered page as the server keeps it in memory: its HTML, compressed variants and CSP, and
 * the file it was read from (device and inode).
 */
export type Page = {
  html: string
  br?: Buffer
  gzip?: Buffer
  csp: string
  holdsSecrets?: boolean
  file?: string
  /** A search's results page: how many pages it found. */
  found?: number
}

/** Pages that carry a token from a mail link into their form, so it works without JavaScript. */
export const TOKEN_PAGES = new Set([
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/newsletter/preferences',
])

/** The path a prerendered HTML file answers: `about/index.html` is /about, `404.html` is /404. */
function routeOf(file: string) {
  if (file === '404.html') return '/404'
  if (file.split(sep).at(-1) !== 'index.html') return null
  return `/${file.split(sep).slice(0, -1).join('/')}`
}

/**
 * Every prerendered page of the build by its path, each with its CSP. A page whose HTML is the same
 * as in `previous` (the build it follows) is taken from there, its compressed copies with it: one
 * whose file is the previous build's (a release links the pages it did not render again) is not even
 * read, so a release of a large site loads in a fraction of the time.
 */
export function loadPages(
  buildDir: string,
  upgradeInsecure: boolean,
  previous?: Map<string, Page>,
  files = filesIn(buildDir),
) {
  const pages = new Map<string, Page>()
  for (const file of files) {
    const route = routeOf(relative(buildDir, file))
    if (!route) continue
    const identity = fileIdentity(file)
    const same = previous?.get(route)
    if (same?.file === identity) {
      pages.set(route, same)
      continue
    }
    const html = readFileSync(file, 'utf8')
    if (same?.html === html) {
      pages.set(route, { ...same, file: identity })
      continue
    }
    const compressed = (ext: string) =>
      existsSync(`${file}.${ext}`) ? readFileSync(`${file}.${ext}`) : undefined
    pages.set(route, {
      html,
      file: identity,
      holdsSecrets: route.startsWith('/superadmin') || TOKEN_PAGES.has(route),
      br: compressed('br'),
      gzip: compressed('gz'),
      csp: contentSecurityPolicy(html, upgradeInsecure),
    })
  }
  return pages
}

/** The paths of the build's other files (assets, images, robots.txt…), compressed copies left out. */
export function loadFilePaths(buildDir: string, files = filesIn(buildDir)) {
  return new Set(
    files
      .filter((file) => !file.endsWith('.html') && !file.endsWith('.br') && !file.endsWith('.gz'))
      .map((file) => `/${relative(buildDir, file).split(sep).join('/')}`),
  )
}

/**
 * The page with other HTML, made for one request: the same CSP, compressed anew. At quality 6, told
 * the size: on a 60 KB page as quick as quality 5 (1.3 ms) and 100 bytes smaller, which keeps a page
 * with the contact form within the first round trip; 9 and up take ten times as long.
 */
export function withHtml(page: Page, html: string): Page {
  const params = { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) }
  return { csp: page.csp, html, br: brotliCompressSync(html, { params }) }
}
