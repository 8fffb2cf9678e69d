import { ActionLink } from '#app/components/ui/action-link.tsx'
import { Container } from '#app/components/ui/container.tsx'

/** The Page Not Found page. */
export function NotFoundPage() {
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
