import { useEffect, useState } from 'react'
import { Container } from '#app/components/ui/container.tsx'
import { searchPages, type SearchResult } from '#app/lib/search.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { useQueryParam } from '#app/lib/use-query-param.ts'
import { SEARCH_INDEX_PATH, type SearchEntry } from '#contract/search-constants.ts'
import type { SearchPageContent } from '#content/index.ts'

// The index is fetched only when someone searches, and only once per visit.
let indexRequest: Promise<SearchEntry[]> | null = null
const loadIndex = () => (indexRequest ??= fetch(SEARCH_INDEX_PATH).then((response) => response.json()))

/** /search?q=…: results from the prebuilt index; without JavaScript, a list of the site's sections. */
export function SearchPage({ page }: { page: SearchPageContent }) {
  const hydrated = useHydrated()
  const query = useQueryParam('q').trim()
  const [results, setResults] = useState<{ query: string; items: SearchResult[] } | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (!query) return
    let current = true
    loadIndex().then(
      (index) => current && setResults({ query, items: searchPages(index, query) }),
      () => current && setFailed(true),
    )
    return () => {
      current = false
    }
  }, [query])

  const shown = results?.query === query ? results.items : null
  return (
    <Container className="py-14 sm:py-20">
      <h1 className="text-4xl font-bold text-navy">{page.heading}</h1>
      <form
        action="/search"
        method="get"
        role="search"
        aria-label="Search results"
        className="mt-6 flex max-w-2xl gap-2"
      >
        <label htmlFor="search-page-q" className="sr-only">
          Search the site
        </label>
        <input
          key={query}
          id="search-page-q"
          type="search"
          name="q"
          defaultValue={query}
          placeholder="Search insights, industries, careers..."
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-4 py-3 text-lg"
        />
        <button
          type="submit"
          className="rounded-md bg-navy px-5 py-3 font-semibold text-white hover:bg-navy-soft"
        >
          Search
        </button>
      </form>
      <noscript>
        <div className="mt-8 max-w-2xl">
          <p className="text-slate-700">{page.withoutJavaScript}</p>
          <ul className="mt-4 list-disc space-y-1 pl-6">
            {page.sections.map((section) => (
              <li key={section.href}>
                <a href={section.href} className="text-red-strong underline">
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </noscript>
      {/* Room for the results, so nothing below moves when they arrive. */}
      <div className="mt-8 min-h-[60vh] max-w-3xl">
        {hydrated ? (
          <>
            <p role="status" className="text-slate-700">
              {!query
                ? 'Type a word or two: a sector, a topic, a job title or a job id like TECH-001.'
                : failed
                  ? 'Search is not available right now. Please try again in a moment.'
                  : shown === null
                    ? 'Searching...'
                    : shown.length === 0
                      ? `No pages match “${query}”. Try fewer or different words.`
                      : `${shown.length} ${shown.length === 1 ? 'page matches' : 'pages match'} “${query}”.`}
            </p>
            {shown && shown.length > 0 ? (
              <ol className="mt-6 space-y-6">
                {shown.map(({ entry, snippet }) => (
                  <li key={entry.path}>
                    <a href={entry.path} className="text-xl font-bold text-navy hover:underline">
                      {entry.title}
                    </a>
                    <p className="text-sm text-slate-500">{entry.path}</p>
                    <p className="mt-1 text-slate-700">{snippet}</p>
                  </li>
                ))}
              </ol>
            ) : null}
          </>
        ) : null}
      </div>
    </Container>
  )
}
