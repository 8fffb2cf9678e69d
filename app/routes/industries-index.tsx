import { Link } from 'react-router'
import { PageHeader } from '#app/components/sections/page-header.tsx'
import { ArtImage } from '#app/components/ui/art-image.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import { riseIn } from '#app/lib/motion.ts'
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
      <Container className="py-16">
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-4">
          {loaderData.industries.map((industry, i) => (
            <li key={industry.href} className={riseIn(i, 0.1)}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
                <ArtImage image={industry.image} className="aspect-[16/9] w-full" />
                <div className="flex flex-1 flex-col p-6">
                  <h2 className="text-xl font-bold text-navy">
                    <Link to={industry.href} className="group-hover:underline after:absolute after:inset-0">
                      {industry.title}
                    </Link>
                  </h2>
                  <p className="mt-2 text-slate-700">{industry.summary}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Container>
    </>
  )
}
