import { pageMeta } from '#app/lib/seo.ts'
import { InsightsIndexPage } from '#app/templates/insights-index-page.tsx'
import { getInsightsIndex } from '#content/index.ts'
import type { Route } from './+types/insights-index'

export function loader() {
  return getInsightsIndex()
}

export const meta: Route.MetaFunction = ({ data, location }) =>
  data ? pageMeta(location.pathname, data.index.seo) : []

export default function InsightsIndexRoute({ loaderData }: Route.ComponentProps) {
  return <InsightsIndexPage index={loaderData.index} topics={loaderData.topics} />
}
