import { data } from 'react-router'
import { pageMeta } from '#app/lib/seo.ts'
import { GeneralPage } from '#app/templates/general-page.tsx'
import { getPage } from '#content/index.ts'
import type { Route } from './+types/page'

// Serves every entry of content/pages/ at its own path (careers details, job alerts, …).
export function loader({ request }: Route.LoaderArgs) {
  const page = getPage(new URL(request.url).pathname)
  if (!page) throw data('Not found', { status: 404 })
  return { page }
}

export const meta: Route.MetaFunction = ({ data, location }) =>
  data ? pageMeta(location.pathname, data.page.seo) : []

export default function PageRoute({ loaderData }: Route.ComponentProps) {
  return <GeneralPage page={loaderData.page} />
}
