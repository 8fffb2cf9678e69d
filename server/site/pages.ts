import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants as zlib } from 'node:zlib'
import { FORM_TOKEN_FIELD } from '#contract/contact.ts'
import { AppError } from '#server/lib/errors.ts'
import type { FileList } from '#writer/file-list.ts'
import { contentSecurityPolicy } from './content-security-policy.ts'
import { renderCache } from './render-cache.ts'

/**
 * A page to answer with: its HTML, compressed copies and CSP. A page made for one request holds its
 * HTML; a built page (`BuiltPage`) holds only what most answers take.
 */
export type Page = {
  readonly html: string
  readonly br?: Buffer
  readonly gzip?: Buffer
  readonly csp: string
  readonly holdsSecrets?: boolean
  /** The file it was read from: a built page's. */
  readonly file?: string
  /** Whether it hands out the contact form (whose token each answer fills in). */
  readonly formSlot?: boolean
  /** Whether its form carries a mail link's token (the pages the newsletter's links open, in every language). */
  readonly tokenSlot?: boolean
  /** A search's results page: how many pages it found. */
  readonly found?: number
}

/**
 * A prerendered page as the server keeps it: its CSP in memory, its HTML and compressed copies read
 * from its files when asked for, as a static file server does (the system's page cache keeps the
 * pages visitors ask for). Held in memory, a large site's pages were a gigabyte: two bytes a
 * character for a page with one typographic quote, and a copy in each encoding.
 */
class BuiltPage implements Page {
  readonly file: string
  readonly csp: string
  readonly holdsSecrets: boolean
  readonly formSlot: boolean
  readonly tokenSlot: boolean
  readonly #copies: Compressed

  constructor(
    file: string,
    {
      csp,
      holdsSecrets,
      formSlot,
      tokenSlot,
    }: Pick<BuiltPage, 'csp' | 'holdsSecrets' | 'formSlot' | 'tokenSlot'>,
    copies: Compressed,
  ) {
    this.file = file
    this.csp = csp
    this.holdsSecrets = holdsSecrets
    this.formSlot = formSlot
    this.tokenSlot = tokenSlot
    this.#copies = copies
  }

  get html() {
    return readBuilt(() => readFileSync(this.file, 'utf8'))
  }

  get br() {
    const file = this.#copies.br
    return file === undefined ? undefined : readBuilt(() => readCopy(file))
  }

  get gzip() {
    const file = this.#copies.gzip
    return file === undefined ? undefined : readBuilt(() => readCopy(file))
  }

  /** The same page, served from another file with the same bytes. */
  at(file: string, copies: Compressed) {
    return new BuiltPage(file, this, copies)
  }
}

/**
 * The compressed copies of the pages asked for most recently, up to 32 MB: the pages most visitors
 * ask for are sent from memory, with no read of a file for each request.
 */
const readCopy = renderCache(
  (file: string) => readFileSync(file),
  32 * 2 ** 20,
  (bytes) => bytes.length,
)

/**
 * Reads a built page's file. One is gone only while a deployment writes the build anew before it
 * restarts the instance: the answer is then 503, which nginx takes to another instance.
 */
function readBuilt<T>(read: () => T) {
  try {
    return read()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    throw new AppError(503, 'site_updating', 'The site is being updated. Please try again in a moment.', {
      cause: error,
    })
  }
}

/** The files of a page's compressed copies, where it has them. */
type Compressed = { br?: string; gzip?: string }

/** The hidden field of a page that carries a mail link's token into its form, so it works without JavaScript. */
export const TOKEN_SLOT = 'name="token" value=""'

/** The path a prerendered HTML file answers: `about/index.html` is /about, `404.html` is /404. */
function routeOf(file: string) {
  if (file === '404.html') return '/404'
  if (file !== 'index.html' && !file.endsWith('/index.html')) return null
  return `/${file.slice(0, -'index.html'.length).replace(/\/$/, '')}`
}

/** The contact form's hidden field, empty in the build: every answer fills in a fresh token. */
export const FORM_TOKEN_SLOT = `name="${FORM_TOKEN_FIELD}" value=""`

/**
 * Every prerendered page of a site (its `files`: writer/file-list.ts) by its path, each with its
 * CSP. A page whose file is the one `previous` (the site it follows) was read from is taken from
 * there unread, as a site's folder is written once: a release of a large site loads in the time of
 * the pages it wrote. One whose HTML is the same keeps its CSP, served from the release's own file.
 */
export function loadPages(files: FileList, upgradeInsecure: boolean, previous?: Map<string, Page>) {
  const pages = new Map<string, Page>()
  const fileOf = (path: string) => {
    const folder = files.get(path)
    return folder === undefined ? undefined : join(folder, path)
  }
  const copiesOf = (path: string) => ({ br: fileOf(`${path}.br`), gzip: fileOf(`${path}.gz`) })
  for (const [path, folder] of files) {
    const route = routeOf(path)
    if (!route) continue
    const file = join(folder, path)
    const same = previous?.get(route)
    if (same?.file === file) {
      pages.set(route, same)
      continue
    }
    const bytes = readFileSync(file)
    if (same instanceof BuiltPage && bytes.equals(readFileSync(same.file))) {
      pages.set(route, same.at(file, copiesOf(path)))
      continue
    }
    const html = bytes.toString('utf8')
    const tokenSlot = !route.startsWith('/superadmin') && html.includes(TOKEN_SLOT)
    pages.set(
      route,
      new BuiltPage(
        file,
        {
          csp: contentSecurityPolicy(html, upgradeInsecure),
          holdsSecrets: route.startsWith('/superadmin') || tokenSlot,
          formSlot: html.includes(FORM_TOKEN_SLOT),
          tokenSlot,
        },
        copiesOf(path),
      ),
    )
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
