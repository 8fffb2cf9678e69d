// The build the server answers from: the one `npm run build` made, or a release the content editor
// published (server/modules/content/). Switching replaces the whole set in one assignment, so a
// request is answered from one release, never a mix of two.
import { contentIn, keepOnlyContent, loadContent } from '#content/content.ts'
import { createCanonicalPaths } from './canonical-paths.ts'
import { createPageVariants } from './page-variants.ts'
import type { SearchViews } from './search-pages.ts'
import { pageSummaries, type PageSummary } from './page-summaries.ts'
import { loadFilePaths, loadPages, type Page } from './pages.ts'
import { isSiteWritten, readFileList } from '#writer/file-list.ts'
import type { BuildFolders } from '#writer/write-site.ts'

export type LiveSiteOptions = {
  upgradeInsecure: boolean
  /** A fresh token for a page that hands out the contact form. */
  formToken: () => string
  /** The build's renderer, for the search pages' results. */
  views: SearchViews
}

/** Marks every page of a preview, so nobody takes it for the live site. Its classes are the site's own. */
const PREVIEW_BANNER =
  '<div role="note" class="bg-navy px-5 py-3 text-center text-sm font-semibold text-white">Preview of a draft: visitors do not see this yet.</div>'

/** A page of a preview: the banner in its body, and a CSP that lets the editor frame it. */
function marked(page: Page): Page {
  const html = page.html.replace(/<body[^>]*>/, (body) => `${body}${PREVIEW_BANNER}`)
  // The editor shows it in a frame of its own page, so the same origin may frame it.
  const csp = page.csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'")
  return { csp, html, holdsSecrets: page.holdsSecrets }
}

/**
 * A preview's pages: each marked when first asked for, not all as the preview loads (a copy of every
 * page's HTML, a gigabyte at 10,000 pages). Going through them gives the pages as built.
 */
class PreviewPages extends Map<string, Page> {
  #marked = new Map<string, Page>()
  override get(path: string) {
    const built = super.get(path)
    if (!built) return undefined
    let page = this.#marked.get(path)
    if (!page) this.#marked.set(path, (page = marked(built)))
    return page
  }
}

/**
 * A build, ready to answer from; a preview's pages carry a banner that says so. The pages it shares
 * with `follows` (the live build) are taken from there, not read again.
 */
export function loadBuild(
  { buildDir, contentDir }: BuildFolders,
  options: LiveSiteOptions,
  { preview = false, follows }: { preview?: boolean; follows?: LiveBuild } = {},
) {
  if (!isSiteWritten(buildDir)) {
    throw new Error(`No build found in ${buildDir}. Run "npm run build" first.`)
  }
  const files = readFileList(buildDir)
  const built = loadPages(files, options.upgradeInsecure, follows?.builtPages)
  const pages = preview ? new PreviewPages(built) : built
  const notFound = pages.get('/404')
  if (!notFound) throw new Error('The build has no /404 page.')
  const content = loadContent(contentDir)
  // Each language's Page Not Found, by the start of its addresses (`/fr`): a missing /fr/… page is
  // answered in French.
  const notFoundIn = content.site.languages.slice(1).flatMap(({ code, prefix }) => {
    const path = contentIn(content, code).localPath('/404')
    const page = path !== '/404' && pages.get(path)
    return page ? [{ prefix, path, page }] : []
  })
  const notFoundPaths = new Set(['/404', ...notFoundIn.map(({ path }) => path)])
  let summaries: PageSummary[] | undefined
  return {
    source: { buildDir, contentDir },
    /** The content it was built from: what the server renders, sends and checks links against. */
    content,
    pages,
    /** Its pages as built (a preview's without the banner), for the build after it to share. */
    builtPages: built,
    /** Its public pages, with their titles and descriptions (read once, when first asked for). */
    summaries: () => (summaries ??= pageSummaries(buildDir, pages)),
    /** The Page Not Found of the language of `path`: the default language's where it has none. */
    notFoundOf: (path: string) =>
      notFoundIn.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`))?.page ?? notFound,
    /** The addresses of the Page Not Found pages, which no one asks for by name (404 there too). */
    notFoundPaths,
    variantOf: createPageVariants({
      views: options.views,
      buildDir,
      content,
      pages,
      formToken: options.formToken,
    }),
    canonicalOf: createCanonicalPaths(
      [...pages.keys()].filter((path) => !notFoundPaths.has(path)),
      content.everyRedirect(),
    ),
    /** The site's other files by their addresses, with the folder that holds each. */
    files: loadFilePaths(files),
  }
}

export type LiveBuild = ReturnType<typeof loadBuild>

export function createLiveSite(first: BuildFolders, options: LiveSiteOptions) {
  let current = loadBuild(first, options)
  return {
    options,
    /** The build to answer a request from: read it once per request. */
    current: () => current,
    /** Loads another build, ready to answer from; throws, changing nothing, if it cannot answer. */
    load: (source: BuildFolders) => loadBuild(source, options, { follows: current }),
    /** Answers from a loaded build from the next request on; the content of those before it is let go. */
    use(build: LiveBuild) {
      current = build
      keepOnlyContent(build.source.contentDir)
    },
  }
}

export type LiveSite = ReturnType<typeof createLiveSite>
