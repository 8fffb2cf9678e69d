import { data } from 'react-router'
import { pageMeta } from '#app/lib/seo.ts'
import { JobPage } from '#app/templates/job-page.tsx'
import { getJob } from '#content/index.ts'
import { site } from '#content/site.ts'
import type { Route } from './+types/job'

export function loader({ params }: Route.LoaderArgs) {
  const found = getJob(params.id)
  if (!found) throw data('Not found', { status: 404 })
  return found
}

export const meta: Route.MetaFunction = ({ data, location }) =>
  data
    ? pageMeta(location.pathname, {
        ...data.detail.seo,
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'JobPosting',
          title: data.job.title,
          identifier: { '@type': 'PropertyValue', name: site.name, value: data.job.id },
          description: data.detail.about.join(' '),
          employmentType: data.job.type,
          validThrough: data.detail.closingDate,
          hiringOrganization: { '@type': 'Organization', name: site.name, sameAs: site.url },
          jobLocation: { '@type': 'Place', address: data.job.location },
        },
      })
    : []

export default function JobRoute({ loaderData }: Route.ComponentProps) {
  return <JobPage job={loaderData.job} detail={loaderData.detail} />
}
