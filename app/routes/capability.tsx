import { data } from 'react-router'
import { pageMeta } from '#app/lib/seo.ts'
import { CapabilityPage } from '#app/templates/capability-page.tsx'
import { getCapability } from '#content/index.ts'
import type { Route } from './+types/capability'

export function loader({ params }: Route.LoaderArgs) {
  const capability = getCapability(params.slug)
  if (!capability) throw data('Not found', { status: 404 })
  return { capability }
}

export const meta: Route.MetaFunction = ({ data, location }) =>
  data ? pageMeta(location.pathname, data.capability.seo) : []

export default function CapabilityRoute({ loaderData }: Route.ComponentProps) {
  return <CapabilityPage capability={loaderData.capability} />
}
