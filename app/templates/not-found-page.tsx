import { ActionLink } from '#app/components/ui/action-link.tsx'
import { Container } from '#app/components/ui/container.tsx'
import type { Labels } from '#content/schemas.ts'

/** The Page Not Found page. */
export function NotFoundPage({ labels, home }: { labels: Labels['notFound']; home: string }) {
  return (
    <Container className="py-24 sm:py-32">
      <p className="text-sm font-semibold tracking-widest text-red-strong uppercase">{labels.eyebrow}</p>
      <h1 className="mt-3 text-4xl font-bold text-navy sm:text-5xl">{labels.heading}</h1>
      <p className="mt-5 max-w-xl text-lg text-slate-700">{labels.text}</p>
      <ActionLink to={home} className="mt-8">
        {labels.homeLink}
      </ActionLink>
    </Container>
  )
}
