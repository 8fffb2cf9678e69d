import { PageHeader } from '#app/components/sections/page-header.tsx'
import { CardGrid } from '#app/components/sections/card-grid.tsx'
import { Section } from '#app/components/sections/section.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import { getIndustriesIndex } from '#content/index.ts'
import type { Route } from './+types/industries-index'

export function loader() {
  return getIndustriesIndex()
}

export const meta: Route.MetaFunction = ({ data, location }) =>
  data ? pageMeta(location.pathname, data.seo) : []

export default function IndustriesIndexRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={loaderData.heading} intro={loaderData.intro} />
      <Section id="sectors" heading="Our sectors">
        <CardGrid
          columns={4}
          items={loaderData.industries.map((industry) => ({
            ...industry,
            linkLabel: 'Explore',
          }))}
        />
      </Section>
    </>
  )
}
