import { Container } from '#app/components/ui/container.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import { AboutLayout } from '#app/templates/about-layout.tsx'
import { getAbout } from '#content/index.ts'
import type { Route } from './+types/about'

// Serves /about and /more-about-us: the about layout with the firm's introduction.
export function loader({ request }: Route.LoaderArgs) {
  const { pages, landing, ...layout } = getAbout()
  const more = new URL(request.url).pathname === '/more-about-us'
  return {
    layout: { ...layout, tabs: pages.map(({ slug, tab }) => ({ slug, tab })) },
    seo: more ? landing.moreSeo : landing.seo,
    landing: { heading: landing.heading, paragraphs: landing.paragraphs },
  }
}

export const meta: Route.MetaFunction = ({ data, location }) =>
  data ? pageMeta(location.pathname, data.seo) : []

export default function AboutRoute({ loaderData: { layout, landing } }: Route.ComponentProps) {
  return (
    <AboutLayout layout={layout}>
      <Container className="py-16">
        <h2 className="text-3xl font-bold text-navy">{landing.heading}</h2>
        <div className="mt-6 max-w-3xl space-y-5 text-lg leading-relaxed text-slate-700">
          {landing.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Container>
    </AboutLayout>
  )
}
