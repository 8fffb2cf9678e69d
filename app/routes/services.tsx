import { pageMeta } from '#app/lib/seo.ts'
import { ServicesPage } from '#app/templates/services-page.tsx'
import { getServices } from '#content/index.ts'
import type { Route } from './+types/services'

export function loader() {
  return { services: getServices() }
}

export const meta: Route.MetaFunction = ({ data, location }) =>
  data ? pageMeta(location.pathname, data.services.seo) : []

export default function ServicesRoute({ loaderData }: Route.ComponentProps) {
  return <ServicesPage services={loaderData.services} />
}
