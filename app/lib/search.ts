import type { SearchEntry } from '#contract/search-constants.ts'

export type SearchResult = { entry: SearchEntry; score: number; snippet: string }

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')

/** About 200 characters of text around the term, cut between words. */
function snippetAround(text: string, term: string) {
  const at = Math.max(0, normalise(text).indexOf(term))
  const from = at > 70 ? Math.min(at, text.indexOf(' ', at - 70) + 1) : 0
  const end = text.lastIndexOf(' ', from + 200)
  const to = end > at ? end : from + 200
  return `${from > 0 ? '…' : ''}${text.slice(from, to).trim()}${to < text.length ? '…' : ''}`
}

/** Every word of the query must appear; titles weigh most, then headings, then body text. */
export function searchPages(index: SearchEntry[], query: string, limit = 30): SearchResult[] {
  const terms = normalise(query).split(/\s+/).filter(Boolean)
  if (terms.length === 0) return []
  return index
    .map((entry) => {
      const title = normalise(entry.title)
      const headings = normalise(entry.headings)
      const text = normalise(entry.text)
      let score = 0
      for (const term of terms) {
        const inTitle = title.includes(term)
        const inHeadings = headings.includes(term)
        const inText = text.includes(term)
        if (!inTitle && !inHeadings && !inText) return null
        score += (inTitle ? 10 : 0) + (inHeadings ? 4 : 0) + (inText ? 1 : 0)
      }
      return { entry, score, snippet: snippetAround(entry.text, terms[0]!) }
    })
    .filter((result): result is SearchResult => result !== null)
    .sort((a, b) => b.score - a.score || a.entry.title.localeCompare(b.entry.title))
    .slice(0, limit)
}
