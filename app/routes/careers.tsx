import { data } from 'react-router'
import { pageMeta } from '#app/lib/seo.ts'
import { CareersPage } from '#app/templates/careers-page.tsx'
import { getCareersPage } from '#content/index.ts'
import type { Route } from './+types/careers'

// Serves /careers/:slug and /explore-careers (the job search under a second address).
export function loader({ params, request }: Route.LoaderArgs) {
  const explore = new URL(request.url).pathname === '/explore-careers'
  const view = getCareersPage(explore ? 'searchjobs' : (params.slug ?? ''))
  if (!view) throw data('Not found', { status: 404 })
  const seo = explore && view.kind === 'jobs' ? view.page.exploreSeo : view.page.seo
  return { view, seo }
}

export const meta: Route.MetaFunction = ({ data, location }) =>
  data ? pageMeta(location.pathname, data.seo) : []

export default function CareersRoute({ loaderData }: Route.ComponentProps) {
  return <CareersPage view={loaderData.view} />
}
