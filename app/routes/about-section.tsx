import { data } from 'react-router'
import { ContentSections } from '#app/components/sections/content-sections.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import { AboutLayout } from '#app/templates/about-layout.tsx'
import { getAbout } from '#content/index.ts'
import type { Route } from './+types/about-section'

// Serves /about/ourfirm, /about/ourvalues, /about/ourmission and /about/ourhistory.
export function loader({ params }: Route.LoaderArgs) {
  const { pages, hero, mission, figures, teamImage } = getAbout()
  const page = pages.find((candidate) => candidate.slug === params.slug)
  if (!page) throw data('Not found', { status: 404 })
  return {
    layout: { hero, mission, figures, teamImage, tabs: pages.map(({ slug, tab }) => ({ slug, tab })) },
    page,
  }
}

export const meta: Route.MetaFunction = ({ data, location }) =>
  data ? pageMeta(location.pathname, data.page.seo) : []

export default function AboutSectionRoute({ loaderData: { layout, page } }: Route.ComponentProps) {
  return (
    <AboutLayout layout={layout}>
      <Container className="pt-14">
        <h2 className="text-3xl font-bold text-navy">{page.heading}</h2>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{page.intro}</p>
      </Container>
      <ContentSections sections={page.sections} idPrefix={page.slug} />
    </AboutLayout>
  )
}
