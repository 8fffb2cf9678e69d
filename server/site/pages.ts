import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants as zlib } from 'node:zlib'
import type { FileList } from '#writer/file-list.ts'
import { contentSecurityPolicy } from './content-security-policy.ts'

/**
 * A prerendered page as the server keeps it in memory: its HTML, compressed variants and CSP, and
 * the file it was read from.
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
  if (file !== 'index.html' && !file.endsWith('/index.html')) return null
  return `/${file.slice(0, -'index.html'.length).replace(/\/$/, '')}`
}

/**
 * Every prerendered page of a site (its `files`: writer/file-list.ts) by its path, each with its
 * CSP. A page whose file is the one `previous` (the site it follows) was read from is taken from
 * there unread, its compressed copies with it, as a site's folder is written once: a release of a
 * large site loads in the time of the pages it wrote. One whose HTML is the same is taken too.
 */
export function loadPages(files: FileList, upgradeInsecure: boolean, previous?: Map<string, Page>) {
  const pages = new Map<string, Page>()
  for (const [path, folder] of files) {
    const route = routeOf(path)
    if (!route) continue
    const file = join(folder, path)
    const same = previous?.get(route)
    if (same?.file === file) {
      pages.set(route, same)
      continue
    }
    const html = readFileSync(file, 'utf8')
    if (same?.html === html) {
      pages.set(route, { ...same, file })
      continue
    }
    const compressed = (ext: string) => {
      const folder = files.get(`${path}.${ext}`)
      return folder ? readFileSync(join(folder, `${path}.${ext}`)) : undefined
    }
    pages.set(route, {
      html,
      file,
      holdsSecrets: route.startsWith('/superadmin') || TOKEN_PAGES.has(route),
      br: compressed('br'),
      gzip: compressed('gz'),
      csp: contentSecurityPolicy(html, upgradeInsecure),
    })
  }
  return pages
}

/**
 * The addresses of the site's other files (assets, images, robots.txt…), compressed copies left
 * out, with the folder that holds each.
 */
export function loadFilePaths(files: FileList) {
  return new Map(
    [...files]
      .filter(([path]) => !path.endsWith('.html') && !path.endsWith('.br') && !path.endsWith('.gz'))
      .map(([path, folder]) => [`/${path}`, folder]),
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
