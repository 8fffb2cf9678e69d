import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { brotliCompressSync, constants as zlib } from 'node:zlib'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { renderSearchResults } from '#app/lib/search-results.server.tsx'
import { TokenSchema } from '#contract/newsletter.ts'
import { SEARCH_INDEX_PATH, type SearchEntry } from '#contract/search-constants.ts'
import { redirects } from '#content/redirects.ts'

type Page = { html: string; br?: Buffer; gzip?: Buffer; csp: string }

// Pages that carry a token from a mail link into their form, so it works without JavaScript.
const TOKEN_PAGES = new Set(['/newsletter/confirm', '/newsletter/unsubscribe'])

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

/** The CSP sources that allow exactly the inline elements of one kind that a page holds, by hash. */
function inlineHashes(html: string, pattern: RegExp) {
  const hashes = [...html.matchAll(pattern)]
    .map(([, body]) => body ?? '')
    .filter((body) => body.length > 0)
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`)
  return [...new Set(hashes)].join(' ')
}

/**
 * A strict CSP per page: the only inline scripts and styles allowed are the ones the build wrote
 * (the island loader, the page's critical CSS), by hash.
 */
export function contentSecurityPolicy(html: string, upgradeInsecure: boolean) {
  // Structured data (application/ld+json) is never run, so the CSP has no say over it.
  const scripts = inlineHashes(
    html,
    /<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
  )
  const styles = inlineHashes(html, /<style[^>]*>([\s\S]*?)<\/style>/g)
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts}`.trim(),
    `style-src 'self' ${styles}`.trim(),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    ...(upgradeInsecure ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

function loadPages(buildDir: string, upgradeInsecure: boolean) {
  const pages = new Map<string, Page>()
  for (const file of walk(buildDir)) {
    const route = routeOf(relative(buildDir, file))
    if (!route) continue
    const html = readFileSync(file, 'utf8')
    const compressed = (ext: string) =>
      existsSync(`${file}.${ext}`) ? readFileSync(`${file}.${ext}`) : undefined
    pages.set(route, {
      html,
      br: compressed('br'),
      gzip: compressed('gz'),
      csp: contentSecurityPolicy(html, upgradeInsecure),
    })
  }
  return pages
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, status = 200) {
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('content-security-policy', page.csp)
    .header('vary', 'accept-encoding')
  const accepts = String(request.headers['accept-encoding'] ?? '')
  if (page.br && /\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.br)
  if (page.gzip && /\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip)
  return reply.send(page.html)
}

/** Puts a validated token into the prerendered form's hidden field. */
function withToken(page: Page, token: string): Page {
  return { csp: page.csp, html: page.html.replace('name="token" value=""', `name="token" value="${token}"`) }
}

/**
 * /search?q=…: the prerendered page with its empty results swapped for the query's, so results
 * come with the page and need no script.
 */
function createSearchResultsPage(buildDir: string, page: Page) {
  const index = JSON.parse(readFileSync(join(buildDir, SEARCH_INDEX_PATH), 'utf8')) as SearchEntry[]
  const empty = renderSearchResults(index, '')
  if (!page.html.includes(empty)) {
    throw new Error('The built /search page does not match its results template. Run "npm run build".')
  }
  return (query: string): Page => {
    const html = page.html.replace(empty, () => renderSearchResults(index, query))
    const br = brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
    return { csp: page.csp, html, br }
  }
}

/** The path a prerendered HTML file answers: `about/index.html` is /about, `404.html` is /404. */
function routeOf(file: string) {
  if (file === '404.html') return '/404'
  if (file.split(sep).at(-1) !== 'index.html') return null
  return `/${file.split(sep).slice(0, -1).join('/')}`
}

type SiteOptions = {
  buildDir: string
  upgradeInsecure: boolean
  /** Whether the request comes from a signed-in admin; /superadmin pages need one. */
  isAdmin: (request: FastifyRequest) => Promise<boolean>
}

// Admin pages anyone may open: signing in, and the first-run setup.
const OPEN_ADMIN_PAGES = new Set(['/superadmin/login', '/superadmin/setup'])

/**
 * Serves the prerendered build: pages from memory with their CSP, hashed assets cached for a year,
 * and the Page Not Found page with status 404 for anything else.
 */
export async function registerStaticSite(app: FastifyInstance, options: SiteOptions) {
  const { buildDir } = options
  if (!existsSync(join(buildDir, 'index.html'))) {
    throw new Error(`No build found in ${buildDir}. Run "npm run build" first.`)
  }
  const pages = loadPages(buildDir, options.upgradeInsecure)
  const notFound = pages.get('/404')
  if (!notFound) throw new Error('The build has no /404 page.')
  const searchPage = pages.get('/search')
  if (!searchPage) throw new Error('The build has no /search page.')
  const searchResultsPage = createSearchResultsPage(buildDir, searchPage)
  const files = new Set(
    walk(buildDir)
      .filter((file) => !file.endsWith('.html') && !file.endsWith('.br') && !file.endsWith('.gz'))
      .map((file) => `/${relative(buildDir, file).split(sep).join('/')}`),
  )

  await app.register(fastifyStatic, {
    root: buildDir,
    serve: false,
    preCompressed: true,
    // Set per file below: hashed assets never change, other files may.
    cacheControl: false,
  })

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    async handler(request, reply) {
      const url = new URL(request.url, 'http://site')
      let path: string
      try {
        path = decodeURIComponent(url.pathname)
      } catch {
        return sendPage(request, reply, notFound, 404)
      }
      if (path.startsWith('/api/')) {
        return reply.code(404).send({ error: 'Not found.', code: 'not_found' })
      }
      const page = path === '/404' ? undefined : pages.get(path)
      if (
        page &&
        path.startsWith('/superadmin') &&
        !OPEN_ADMIN_PAGES.has(path) &&
        !(await options.isAdmin(request))
      ) {
        return reply.redirect(`/superadmin/login?next=${encodeURIComponent(path)}`, 302)
      }
      if (page) {
        const token = url.searchParams.get('token')
        if (TOKEN_PAGES.has(path) && token && TokenSchema.safeParse(token).success) {
          return sendPage(request, reply, withToken(page, token))
        }
        const query = url.searchParams.get('q')
        if (path === '/search' && query?.trim()) {
          return sendPage(request, reply, searchResultsPage(query))
        }
        return sendPage(request, reply, page)
      }
      if (files.has(path)) {
        const immutable = path.startsWith('/assets/')
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        )
        return reply.sendFile(path.slice(1))
      }
      const alias = redirects[path] ?? redirects[path.toLowerCase()]
      if (alias) return reply.redirect(`${alias}${url.search}`, 301)
      // One canonical URL per page: drop a trailing slash, lower the case.
      const canonical = path.replace(/\/+$/, '').toLowerCase() || '/'
      if (canonical !== path && pages.has(canonical) && canonical !== '/404') {
        return reply.redirect(`${canonical}${url.search}`, 301)
      }
      return sendPage(request, reply, notFound, 404)
    },
  })
}
