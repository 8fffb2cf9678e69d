// Search results and the job search, rendered by the server into prerendered pages with the
// renderer the build made (decision 006): the very components the build rendered them with, so what
// the server swaps in is what the build wrote there, for another query. Both render from the content
// of the release being served: the build wrote its pages from that content.
import { existsSync } from 'node:fs'
import type { Content } from '#content/content.ts'
import { MAX_QUERY_LENGTH, type SearchEntry } from '#contract/search-constants.ts'
import type { Renderer } from '#writer/renderer.ts'
import { readSearchIndex, searchIndexDir } from '#writer/search-index.ts'
import { withHtml, type Page } from './pages.ts'
import { renderCache } from './render-cache.ts'

/** A built page that the server cannot answer searches on: its markup is not what its template gives. */
export class PageMismatch extends Error {}

/** What the server renders with: the renderer's views of the search and the job search. */
export type SearchViews = Pick<Renderer, 'renderSearchResults' | 'searchResults' | 'renderJobSearch'>

/**
 * The search index of the build in `buildDir`, read at the first search, not as the build is loaded:
 * a large site's index is tens of MB (its parts the build before had are not parsed again). The
 * empty query's results need none of it.
 */
export function searchIndexOf(buildDir: string) {
  if (!existsSync(searchIndexDir(buildDir))) throw new Error('The build has no search index.')
  let index: SearchEntry[] | undefined
  return () => (index ??= readSearchIndex(buildDir))
}

/**
 * A language's search page (/search?q=…, /fr/recherche?q=…): the prerendered page with its empty
 * results swapped for the query's among the pages of its language, so results come with the page
 * and need no script. `content` is the language's.
 */
export function createSearchResultsPage(
  views: SearchViews,
  entries: () => SearchEntry[],
  content: Content,
  { path, page }: { path: string; page: Page },
) {
  const copy = content.getSearchPage()
  const at = { language: content.language.code, locale: content.language.locale, path }
  const empty = views.renderSearchResults(copy, [], '', at)
  if (!page.html.includes(empty)) {
    throw new PageMismatch(`The built ${path} page does not match its results template.`)
  }
  const render = renderCache((query: string): Page => {
    const { html, found } = views.searchResults(copy, entries(), query, at)
    return {
      ...withHtml(
        page,
        page.html.replace(empty, () => html),
      ),
      found,
    }
  })
  return (query: string) => render(query.slice(0, MAX_QUERY_LENGTH))
}

const JOB_SEARCH_ISLAND =
  /(<astro-island\b[^>]*\scomponent-export="JobSearch"[^>]*>)([\s\S]*?)(<!--astro:end--><\/astro-island>)/

/**
 * /careers/searchjobs?q=…&category=…: the prerendered page with its job search
 * island rendered for that search, so the form works without JavaScript. The island, once awake,
 * reads the same search from the address and so hydrates the same markup.
 */
export function createJobSearchPage(views: SearchViews, content: Content, path: string, page: Page) {
  const island = JOB_SEARCH_ISLAND.exec(page.html)
  if (!island || island[2] !== views.renderJobSearch(content, path, new URLSearchParams())) {
    throw new PageMismatch(`The built ${path} page does not match its job search template.`)
  }
  const [whole, open, , close] = island
  const render = renderCache((search: string): Page =>
    withHtml(
      page,
      page.html.replace(
        whole,
        () => `${open}${views.renderJobSearch(content, path, new URLSearchParams(search))}${close}`,
      ),
    ),
  )
  // Only what the job search reads makes the key, so other parameters cannot fill the cache.
  return (params: URLSearchParams) => {
    const search = new URLSearchParams()
    for (const name of ['q', 'category']) {
      const value = params.get(name)
      if (value) search.set(name, value.slice(0, MAX_QUERY_LENGTH))
    }
    return render(search.toString())
  }
}
