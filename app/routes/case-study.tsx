import { data } from 'react-router'
import { pageMeta } from '#app/lib/seo.ts'
import { CaseStudyPage } from '#app/templates/case-study-page.tsx'
import { getCaseStudy } from '#content/index.ts'
import type { Route } from './+types/case-study'

export function loader({ params }: Route.LoaderArgs) {
  const study = getCaseStudy(params.slug)
  if (!study) throw data('Not found', { status: 404 })
  return { study }
}

export const meta: Route.MetaFunction = ({ data, location }) =>
  data ? pageMeta(location.pathname, { ...data.study.seo, type: 'article' }) : []

export default function CaseStudyRoute({ loaderData }: Route.ComponentProps) {
  return <CaseStudyPage study={loaderData.study} />
}
