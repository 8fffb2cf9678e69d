/** One page in /search-index.json, written at build time from the prerendered HTML. */
export type SearchEntry = { path: string; title: string; headings: string; text: string }

export const SEARCH_INDEX_PATH = '/search-index.json'
