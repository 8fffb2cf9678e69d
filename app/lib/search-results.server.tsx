import { renderToStaticMarkup } from 'react-dom/server'
import { SearchResults } from '#app/components/search/search-results.tsx'
import { searchPages } from '#app/lib/search.ts'
import { MAX_QUERY_LENGTH, type SearchEntry } from '#contract/search-constants.ts'
import type { SearchPage } from '#content/schemas.ts'

/**
 * The HTML of the search form and its results for one query, among the pages of `language`, in the
 * words of its search page's content (`copy`). The build writes it for the empty query into the
 * search page; the server swaps that for the visitor's query, so both must come from here.
 */
export function renderSearchResults(copy: SearchPage, index: SearchEntry[], query: string, page: SearchAt) {
  return searchResults(copy, index, query, page).html
}

/** Where a search page is: its language (and the locale its counts are written in), and its address (its form's action). */
export type SearchAt = { language: string; locale: string; path: string }

/** The same, with how many pages the query found (the server counts the searches that find none). */
export function searchResults(
  copy: SearchPage,
  index: SearchEntry[],
  query: string,
  { language, locale, path }: SearchAt,
) {
  const trimmed = query.trim().slice(0, MAX_QUERY_LENGTH)
  const results = searchPages(index, trimmed, { language })
  return {
    html: renderToStaticMarkup(
      <SearchResults copy={copy} query={trimmed} results={results} action={path} locale={locale} />,
    ),
    found: results.length,
  }
}
