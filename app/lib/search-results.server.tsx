import { renderToStaticMarkup } from 'react-dom/server'
import { SearchResults } from '#app/components/search/search-results.tsx'
import { searchPages } from '#app/lib/search.ts'
import type { SearchEntry } from '#contract/search-constants.ts'
import type { SearchPage } from '#content/schemas.ts'

/** Longer queries are cut here: no page title or heading is anywhere near this long. */
export const MAX_QUERY_LENGTH = 200

/**
 * The HTML of the search form and its results for one query, in the words of the search page's
 * content (`copy`). The build writes it for the empty query into /search; the server swaps that for
 * the visitor's query, so both must come from here.
 */
export function renderSearchResults(copy: SearchPage, index: SearchEntry[], query: string) {
  const trimmed = query.trim().slice(0, MAX_QUERY_LENGTH)
  return renderToStaticMarkup(
    <SearchResults copy={copy} query={trimmed} results={searchPages(index, trimmed)} />,
  )
}
