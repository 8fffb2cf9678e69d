import { useEffect, useId, useRef, useState } from 'react'
import { Section } from '#app/components/sections/section.tsx'
import { ActionLink } from '#app/components/ui/action-link.tsx'
import { SearchIcon } from '#app/components/ui/icons.tsx'
import { cn } from '#app/lib/cn.ts'
import type { Careers, Job } from '#content/schemas.ts'

function matches(job: Job, query: string, category: string | null) {
  const text =
    `${job.id} ${job.title} ${job.location} ${job.type} ${job.department} ${job.summary}`.toLowerCase()
  return (!category || job.department === category) && text.includes(query.trim().toLowerCase())
}

/**
 * Filters the featured jobs by free text and by category, as the visitor types or picks. Hydrates
 * when someone reaches it (`client:intent`); the box is left to the browser (uncontrolled), so words
 * typed before then count.
 */
export function JobSearch({ page }: { page: Careers['jobs'] }) {
  const id = useId()
  const box = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  // Picks up what was typed before hydration.
  useEffect(() => setQuery(box.current?.value ?? ''), [])
  const [category, setCategory] = useState<string | null>(null)
  const jobs = page.featured.filter((job) => matches(job, query, category))
  return (
    <Section id="job-search" heading="Find your role">
      <form
        role="search"
        aria-label="Job search"
        onSubmit={(event) => event.preventDefault()}
        className="relative max-w-2xl"
      >
        <label htmlFor={`${id}-q`} className="sr-only">
          Search for jobs
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500" />
        <input
          id={`${id}-q`}
          type="search"
          ref={box}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={page.searchPlaceholder}
          className="w-full rounded-md border border-slate-300 py-3 pr-4 pl-12 text-lg"
        />
      </form>
      <div role="group" aria-label="Job categories" className="mt-6 flex flex-wrap gap-2">
        {page.categories.map((name) => {
          const selected = category === name
          return (
            <button
              key={name}
              type="button"
              aria-pressed={selected}
              onClick={() => setCategory(selected ? null : name)}
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
      <h3 className="mt-10 text-xl font-bold text-navy">Featured jobs</h3>
      <p role="status" className="mt-1 text-slate-600">
        {jobs.length === 0
          ? 'No featured jobs match your search. Try another word or category, or set up a job alert below.'
          : `${jobs.length} of ${page.featured.length} featured jobs`}
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
