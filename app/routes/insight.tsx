import { data } from 'react-router'
import { pageMeta } from '#app/lib/seo.ts'
import { InsightPage } from '#app/templates/insight-page.tsx'
import { getInsight } from '#content/index.ts'
import type { Route } from './+types/insight'

export function loader({ params }: Route.LoaderArgs) {
  const insight = getInsight(params.slug)
  if (!insight) throw data('Not found', { status: 404 })
  return { insight }
}

export const meta: Route.MetaFunction = ({ data, location }) =>
  data ? pageMeta(location.pathname, data.insight.seo) : []

export default function InsightRoute({ loaderData }: Route.ComponentProps) {
  return <InsightPage insight={loaderData.insight} />
}
