import { ActionLink } from '#app/components/ui/action-link.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import { site } from '#content/site.ts'
import type { Route } from './+types/not-found'

// Prerendered once as /404; the server answers every unknown path with it and status 404.
export const meta: Route.MetaFunction = () => [
  ...pageMeta('/404', {
    title: `Page Not Found | ${site.name}`,
    description: 'The page you asked for does not exist or has moved. Start again from our home page.',
    noindex: true,
  }),
]

export default function NotFoundPage() {
  return (
    <Container className="py-24 sm:py-32">
      <p className="text-sm font-semibold tracking-widest text-red-strong uppercase">Error 404</p>
      <h1 className="mt-3 text-4xl font-bold text-navy sm:text-5xl">Page Not Found</h1>
      <p className="mt-5 max-w-xl text-lg text-slate-700">
        The page you were looking for does not exist or has moved. Check the address, or use the menu to find
        what you need.
      </p>
      <ActionLink to="/" className="mt-8">
        Go to the home page
      </ActionLink>
    </Container>
  )
}
