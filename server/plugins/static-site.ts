import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { brotliCompressSync, constants as zlib } from 'node:zlib'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { JOB_SEARCH_PATHS, renderJobSearch } from '#app/lib/job-search.server.tsx'
import { renderSearchResults } from '#app/lib/search-results.server.tsx'
import { TokenSchema } from '#contract/newsletter.ts'
import { FORM_TOKEN_FIELD } from '#contract/contact.ts'
import { SEARCH_INDEX_PATH, type SearchEntry } from '#contract/search-constants.ts'
import { redirects } from '#content/index.ts'

type Page = { html: string; br?: Buffer; gzip?: Buffer; csp: string }

/** The contact form's hidden field, empty in the build: every answer fills in a fresh token. */
const FORM_TOKEN_SLOT = `name="${FORM_TOKEN_FIELD}" value=""`

const brotli = (html: string) => brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })

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

/** A page with the contact form, dated now: the server can tell how long the visitor took. */
function withFormToken(page: Page, token: string): Page {
  const html = page.html.replace(FORM_TOKEN_SLOT, `name="${FORM_TOKEN_FIELD}" value="${token}"`)
  return { csp: page.csp, html, br: brotli(html) }
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
    return { csp: page.csp, html, br: brotli(html) }
  }
}

const JOB_SEARCH_ISLAND =
  /(<astro-island\b[^>]*\scomponent-export="JobSearch"[^>]*>)([\s\S]*?)(<!--astro:end--><\/astro-island>)/

/**
 * /careers/searchjobs?q=…&category=…: the prerendered page with its job search
 * island rendered for that search, so the form works without JavaScript. The island, once awake,
 * reads the same search from the address and so hydrates the same markup.
 */
function createJobSearchPage(path: string, page: Page) {
  const island = JOB_SEARCH_ISLAND.exec(page.html)
  if (!island || island[2] !== renderJobSearch(path, new URLSearchParams())) {
    throw new Error(`The built ${path} page does not match its job search template. Run "npm run build".`)
  }
  const [whole, open, , close] = island
  return (params: URLSearchParams): Page => {
    const html = page.html.replace(whole, () => `${open}${renderJobSearch(path, params)}${close}`)
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

/** What two addresses of one page have in common: case and trailing slashes do not count. */
const canonicalKey = (path: string) => path.replace(/\/+$/, '').toLowerCase() || '/'

type SiteOptions = {
  buildDir: string
  upgradeInsecure: boolean
  /** Whether the request comes from a signed-in admin; /superadmin pages need one. */
  isAdmin: (request: FastifyRequest) => Promise<boolean>
  /** A fresh token for a page that hands out the contact form. */
  formToken: () => string
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
  const formPages = new Set(
    [...pages].filter(([, page]) => page.html.includes(FORM_TOKEN_SLOT)).map(([path]) => path),
  )
  const canonicalPaths = new Map<string, string>()
  for (const path of pages.keys()) {
    if (path === '/404') continue
    const other = canonicalPaths.get(canonicalKey(path))
    if (other) throw new Error(`The pages ${other} and ${path} differ only in case.`)
    canonicalPaths.set(canonicalKey(path), path)
  }
  const redirectTargets = new Map(
    Object.entries(redirects).map(([from, to]) => [canonicalKey(from), to] as const),
  )
  const jobSearchPages = new Map(
    JOB_SEARCH_PATHS.map((path) => {
      const page = pages.get(path)
      if (!page) throw new Error(`The build has no ${path} page.`)
      return [path as string, createJobSearchPage(path, page)] as const
    }),
  )
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
        const jobSearchPage = jobSearchPages.get(path)
        if (jobSearchPage && (url.searchParams.get('q')?.trim() || url.searchParams.get('category'))) {
          return sendPage(request, reply, jobSearchPage(url.searchParams))
        }
        if (formPages.has(path)) return sendPage(request, reply, withFormToken(page, options.formToken()))
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
      // One rule for every page and alias: whatever its case and trailing slashes, an address that
      // names a page answers 301 with the page's own URL (/careers/jobs/tech-001/ is
      // /careers/jobs/TECH-001), and an old or misspelt address 301 with its page's.
      const key = canonicalKey(path)
      const target = redirectTargets.get(key) ?? canonicalPaths.get(key)
      if (target && target !== path) return reply.redirect(`${target}${url.search}`, 301)
      return sendPage(request, reply, notFound, 404)
    },
  })
}
