import { renderToString } from 'react-dom/server'
import { JobSearch, parseJobQuery } from '#app/templates/job-search.tsx'
import { getJobSearchPage, jobSearchPaths, labels } from '#content/index.ts'

/** The paths of the pages with the job search on them. */
export const JOB_SEARCH_PATHS = jobSearchPaths()

function jobsPage(path: string) {
  const page = getJobSearchPage(path)
  if (!page) throw new Error(`No job search page at ${path} in the content.`)
  return page
}

/**
 * The HTML of the job search island of the page at `path`, for the search in `params`: what the
 * build wrote for no search (Astro renders the island with React's `renderToString` too), or the
 * results of one, which the server puts in its place so the search works without JavaScript.
 */
export function renderJobSearch(path: string, params: URLSearchParams) {
  const page = jobsPage(path)
  return renderToString(
    <JobSearch
      page={page}
      labels={labels.jobSearch}
      action={path}
      initial={parseJobQuery(params, page.categories)}
    />,
  )
}
