// The renderer Astro builds once per deploy (astro.config.ts): its server module, whose
// `render(request, locals)` renders any page of the site from the content in `locals`, and the files
// the pages load (scripts, styles, public/). The server renders search results and the job search
// with it too (server/site/search-pages.ts).
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { renderJobSearch } from '#app/lib/job-search.server.tsx'
import type { renderSearchResults, searchResults } from '#app/lib/search-results.server.tsx'
import type { Content } from '#content/content.ts'

export const rendererDir = join(import.meta.dirname, '..', 'build', 'renderer')

/** The files the pages load and public/'s: a whole site's folder starts as a copy of them. */
export const shippedDir = join(rendererDir, 'client')

export type Renderer = {
  render: (request: Request, locals: { content: Content; path: string }) => Promise<Response>
  renderSearchResults: typeof renderSearchResults
  searchResults: typeof searchResults
  renderJobSearch: typeof renderJobSearch
}

let loaded: Promise<Renderer> | undefined
/** The renderer's module, loaded once. */
export const loadRenderer = () =>
  (loaded ??= import(pathToFileURL(join(rendererDir, 'server', 'entry.mjs')).href) as Promise<Renderer>)
