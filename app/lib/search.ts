import { stemmer as english } from '@orama/stemmers/english'
import { stemmer as french } from '@orama/stemmers/french'
import { stemmer as german } from '@orama/stemmers/german'
import { stemmer as italian } from '@orama/stemmers/italian'
import { stemmer as spanish } from '@orama/stemmers/spanish'
import type { SearchEntry } from '#contract/search-constants.ts'

export type SearchResult = { entry: SearchEntry; score: number; snippet: string }

/** Each language's Snowball stemmer, by its code: a word's stem is what its forms share (`décisions`: `décis`). */
const STEMMERS: Record<string, (word: string) => string> = {
  en: english,
  fr: french,
  de: german,
  es: spanish,
  it: italian,
}

/** Accents folded: `économie` and `economie` are one word to a reader who types either. */
const folded = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')

const normalise = (text: string) => folded(text.toLowerCase())

/**
 * The words of a query as the pages are searched for them: each word's stem in the page's language
 * (a page holding `décision` is found by `décisions`), accents folded. A stem is part of each of its
 * forms, so a page holds the stem where it holds any form of the word.
 */
function termsOf(query: string, language: string) {
  const stem = STEMMERS[language.split('-')[0]!] ?? ((word: string) => word)
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => folded(stem(word)))
}

/** About 200 characters of text around the term, cut between words. */
function snippetAround(text: string, term: string) {
  const at = Math.max(0, normalise(text).indexOf(term))
  const from = at > 70 ? Math.min(at, text.indexOf(' ', at - 70) + 1) : 0
  const end = text.lastIndexOf(' ', from + 200)
  const to = end > at ? end : from + 200
  return `${from > 0 ? '…' : ''}${text.slice(from, to).trim()}${to < text.length ? '…' : ''}`
}

/**
 * The pages of `language` that hold every word of the query; titles weigh most, then headings, then
 * body text.
 */
export function searchPages(
  index: SearchEntry[],
  query: string,
  { language = 'en', limit = 30 }: { language?: string; limit?: number } = {},
): SearchResult[] {
  const terms = termsOf(query, language)
  if (terms.length === 0) return []
  return index
    .filter((entry) => (entry.language ?? 'en') === language)
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
