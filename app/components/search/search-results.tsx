import { formatCount } from '#app/lib/format.ts'
import type { SearchResult } from '#app/lib/search.ts'
import type { SearchPage as SearchPageContent } from '#content/schemas.ts'

type Item = { title: string; path: string; summary: string }

function ResultList({ items, label }: { items: Item[]; label?: string }) {
  return (
    <ol className="mt-6 space-y-6" aria-label={label}>
      {items.map((item) => (
        <li key={item.path}>
          <a href={item.path} className="text-xl font-bold text-navy hover:underline">
            {item.title}
          </a>
          <p className="text-sm text-slate-500">{item.path}</p>
          <p className="mt-1 text-slate-700">{item.summary}</p>
        </li>
      ))}
    </ol>
  )
}

function statusText(copy: SearchPageContent, query: string, count: number, locale: string) {
  if (!query) return copy.prompt
  const template = count === 0 ? copy.noMatch : count === 1 ? copy.oneMatch : copy.manyMatches
  return template.replace('{count}', formatCount(count, locale)).replace('{query}', query)
}

/**
 * The search form and what it found. The prerendered /search page holds it for an empty query;
 * the server renders it again for /search?q=…, so results arrive with the page, JavaScript or not.
 */
export function SearchResults({
  copy,
  query,
  results,
  action,
  locale,
}: {
  copy: SearchPageContent
  query: string
  results: SearchResult[]
  /** The search page's address. */
  action: string
  /** Its language's locale: how its counts are written. */
  locale: string
}) {
  return (
    <>
      <form
        action={action}
        method="get"
        role="search"
        aria-label={copy.regionLabel}
        className="mt-6 flex max-w-2xl gap-2"
      >
        <label htmlFor="search-page-q" className="sr-only">
          {copy.label}
        </label>
        <input
          id="search-page-q"
          type="search"
          name="q"
          defaultValue={query}
          placeholder={copy.placeholder}
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-4 py-3 text-lg"
        />
        <button
          type="submit"
          className="rounded-md bg-navy px-5 py-3 font-semibold text-white hover:bg-navy-soft"
        >
          {copy.button}
        </button>
      </form>
      <div className="mt-8 max-w-3xl">
        <p role="status" className="text-slate-700">
          {statusText(copy, query, results.length, locale)}
        </p>
        {results.length > 0 ? (
          <ResultList
            items={results.map(({ entry, snippet }) => ({
              title: entry.title,
              path: entry.path,
              summary: snippet,
            }))}
          />
        ) : (
          <section aria-labelledby="search-browse" className="mt-10">
            <h2 id="search-browse" className="text-2xl font-bold text-navy">
              {copy.browse}
            </h2>
            <ResultList items={copy.sections} />
          </section>
        )}
      </div>
    </>
  )
}
