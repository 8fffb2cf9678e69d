import { useEffect, useRef, useState } from 'react'
import { Section } from '#app/components/sections/section.tsx'
import { ActionLink } from '#app/components/ui/action-link.tsx'
import { SearchIcon } from '#app/components/ui/icons.tsx'
import { cn } from '#app/lib/cn.ts'
import { formatCount } from '#app/lib/format.ts'
import type { Job, JobsPage, Labels } from '#content/schemas.ts'

function matches(job: Job, query: string, category: string | null) {
  const text =
    `${job.id} ${job.title} ${job.location} ${job.type} ${job.department} ${job.summary}`.toLowerCase()
  return (!category || job.department === category) && text.includes(query.trim().toLowerCase())
}

/** Longer queries are cut here: no job's text is anywhere near this long. */
export const MAX_JOB_QUERY_LENGTH = 200

/** The search a job search page was opened with: `?q=` and `?category=` (one of the page's categories). */
export type JobQuery = { q: string; category: string | null }

export function parseJobQuery(params: URLSearchParams, categories: readonly string[]): JobQuery {
  const category = params.get('category')
  return {
    q: (params.get('q') ?? '').slice(0, MAX_JOB_QUERY_LENGTH),
    category: category && categories.includes(category) ? category : null,
  }
}

type Props = {
  page: JobsPage
  labels: Labels['jobSearch']
  /** The page's own path: the form sends the search there, so it works without JavaScript. */
  action: string
  /** Its page's locale: how its counts are written. */
  locale: string
  /**
   * The search to show, when the server renders the page for one. Left out, the island reads it
   * from the address, in the browser (the prerendered page is the empty search).
   */
  initial?: JobQuery
}

const queryOfPage = (categories: readonly string[]): JobQuery =>
  typeof location === 'undefined'
    ? { q: '', category: null }
    : parseJobQuery(new URLSearchParams(location.search), categories)

/**
 * Filters the featured jobs by free text and by category. A plain GET form: without JavaScript the
 * server answers `?q=…&category=…` with the results in the page. Hydrated when someone reaches it
 * (`client:intent`), it starts from the address's search and filters as the visitor types or picks;
 * the box is left to the browser (uncontrolled), so words typed before then count.
 */
export function JobSearch({ page, labels, action, locale, initial }: Props) {
  const box = useRef<HTMLInputElement>(null)
  const [start] = useState(() => initial ?? queryOfPage(page.categories))
  const [query, setQuery] = useState(start.q)
  // Picks up what was typed before hydration.
  useEffect(() => setQuery(box.current?.value ?? ''), [])
  const [category, setCategory] = useState(start.category)
  const jobs = page.featured.filter((job) => matches(job, query, category))
  // Keeps the address in step, so a reload or a shared link shows the same search.
  const remember = (q: string, picked: string | null) => {
    const params = new URLSearchParams()
    if (q.trim()) params.set('q', q)
    if (picked) params.set('category', picked)
    const search = params.toString()
    history.replaceState(history.state, '', search ? `${action}?${search}` : action)
  }
  return (
    <Section id="job-search" heading={labels.heading}>
      <form
        id="job-search-form"
        role="search"
        aria-label={labels.label}
        method="get"
        action={action}
        onSubmit={(event) => {
          event.preventDefault()
          remember(query, category)
        }}
        className="relative flex max-w-2xl gap-2"
      >
        <label htmlFor="job-search-q" className="sr-only">
          {labels.label}
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500" />
        <input
          id="job-search-q"
          type="search"
          name="q"
          maxLength={MAX_JOB_QUERY_LENGTH}
          defaultValue={start.q}
          ref={box}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={page.searchPlaceholder}
          className="w-full min-w-0 rounded-md border border-slate-300 py-3 pr-4 pl-12 text-lg"
        />
        <button type="submit" className="rounded-md bg-navy px-5 font-semibold text-white hover:bg-navy-deep">
          {labels.button}
        </button>
      </form>
      {/* Each category sends the form with it (or, when picked already, without it) where there is
          no JavaScript; with it, a press toggles the filter in place. */}
      <div role="group" aria-label={labels.categories} className="mt-6 flex flex-wrap gap-2">
        {page.categories.map((name) => {
          const selected = category === name
          return (
            <button
              key={name}
              type="submit"
              form="job-search-form"
              name="category"
              value={selected ? '' : name}
              aria-pressed={selected}
              onClick={(event) => {
                event.preventDefault()
                const picked = selected ? null : name
                setCategory(picked)
                remember(query, picked)
              }}
              className={cn(
                'rounded-full px-4 py-2 font-semibold ring-1 ring-slate-300',
                selected ? 'bg-navy text-white ring-navy' : 'bg-white text-navy hover:bg-slate-100',
              )}
            >
              {name}
            </button>
          )
        })}
      </div>
      <h3 className="mt-10 text-xl font-bold text-navy">{labels.listHeading}</h3>
      <p role="status" className="mt-1 text-slate-600">
        {jobs.length === 0
          ? labels.noMatch
          : labels.count
              .replace('{shown}', formatCount(jobs.length, locale))
              .replace('{total}', formatCount(page.featured.length, locale))}
      </p>
      <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
        {jobs.map((job) => (
          <li key={job.id}>
            <a
              href={`/careers/jobs/${job.id}`}
              className="group flex flex-col gap-1 py-5 sm:flex-row sm:items-center"
            >
              <span className="flex-1">
                <span className="block text-lg font-bold text-navy group-hover:underline">{job.title}</span>
                <span className="block text-slate-700">{job.summary}</span>
              </span>
              <span className="text-sm text-slate-600 sm:w-56 sm:text-right">
                {job.id} · {job.department}
                <br />
                {job.location} · {job.type}
              </span>
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-12 rounded-xl bg-slate-50 p-8 ring-1 ring-slate-200">
        <h3 className="text-2xl font-bold text-navy">{page.alert.heading}</h3>
        <p className="mt-2 max-w-2xl text-slate-700">{page.alert.text}</p>
        <ActionLink to={page.alert.button.href} className="mt-6">
          {page.alert.button.label}
        </ActionLink>
      </div>
    </Section>
  )
}
