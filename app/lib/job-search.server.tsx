import { renderToString } from 'react-dom/server'
import { JobSearch, parseJobQuery } from '#app/templates/job-search.tsx'
import type { Content } from '#content/content.ts'

function jobsPage(content: Content, path: string) {
  const page = content.getJobSearchPage(path)
  if (!page) throw new Error(`No job search page at ${path} in the content.`)
  return page
}

/**
 * The HTML of the job search island of the page at `path`, for the search in `params`: what the
 * build wrote for no search (Astro renders the island with React's `renderToString` too), or the
 * results of one, which the server puts in its place so the search works without JavaScript. Both
 * from the same content: the server passes the content of the release it serves.
 */
export function renderJobSearch(content: Content, path: string, params: URLSearchParams) {
  const page = jobsPage(content, path)
  return renderToString(
    <JobSearch
      page={page}
      labels={content.labels.jobSearch}
      action={path}
      locale={content.language.locale}
      initial={parseJobQuery(params, page.categories)}
    />,
  )
}
