import { data } from 'react-router'
import { pageMeta } from '#app/lib/seo.ts'
import { ServiceDetailPage } from '#app/templates/service-detail-page.tsx'
import { getServiceDetail } from '#content/index.ts'
import type { Route } from './+types/service-detail'

export function loader({ params }: Route.LoaderArgs) {
  const service = getServiceDetail(`${params.group}/${params.slug}`)
  if (!service) throw data('Not found', { status: 404 })
  return { service }
}

export const meta: Route.MetaFunction = ({ data, location }) =>
  data ? pageMeta(location.pathname, data.service.seo) : []

export default function ServiceDetailRoute({ loaderData }: Route.ComponentProps) {
  return <ServiceDetailPage service={loaderData.service} />
}
