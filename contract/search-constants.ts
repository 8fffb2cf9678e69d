/** One page in /search-index.json, written at build time from the prerendered HTML. */
export type SearchEntry = {
  path: string
  title: string
  headings: string
  text: string
  /** Its page's language (none in an index written before the site had languages: the default's). */
  language?: string
}

export const SEARCH_INDEX_PATH = '/search-index.json'

/**
 * A query is read up to this length, by the server and by the renderer alike: no page title or
 * heading is anywhere near this long, and what follows cannot change the results enough to pay for.
 */
export const MAX_QUERY_LENGTH = 200
