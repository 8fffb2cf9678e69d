import { data } from 'react-router'
import { pageMeta } from '#app/lib/seo.ts'
import { IndustryPage } from '#app/templates/industry-page.tsx'
import { getIndustry } from '#content/index.ts'
import type { Route } from './+types/industry'

export function loader({ params }: Route.LoaderArgs) {
  const industry = getIndustry(params.slug)
  if (!industry) throw data('Not found', { status: 404 })
  return { industry }
}

export const meta: Route.MetaFunction = ({ data, location }) =>
  data ? pageMeta(location.pathname, data.industry.seo) : []

export default function IndustryRoute({ loaderData }: Route.ComponentProps) {
  return <IndustryPage industry={loaderData.industry} />
}
