import { data } from 'react-router'
import { renderMarkdown } from '#app/lib/markdown.server.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { LegalPage } from '#app/templates/legal-page.tsx'
import { getLegalPage } from '#content/index.ts'
import type { Route } from './+types/legal'

// Serves /terms, /privacy and /accessibility.
export function loader({ request }: Route.LoaderArgs) {
  const found = getLegalPage(new URL(request.url).pathname.slice(1))
  if (!found) throw data('Not found', { status: 404 })
  const { body, ...page } = found
  return { page, html: renderMarkdown(body) }
}

export const meta: Route.MetaFunction = ({ data, location }) =>
  data ? pageMeta(location.pathname, data.page.seo) : []

export default function LegalRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData.page} html={loaderData.html} />
}
