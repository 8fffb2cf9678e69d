import type { ReactNode } from 'react'
import { Container } from '#app/components/ui/container.tsx'
import type { SearchPage as SearchPageContent } from '#content/schemas.ts'

/** /search?q=…: the form and its results come prerendered (empty query) or from the server. */
export function SearchPage({ page, children }: { page: SearchPageContent; children: ReactNode }) {
  return (
    <Container className="py-14 sm:py-20">
      <h1 className="text-4xl font-bold text-navy">{page.heading}</h1>
      {children}
    </Container>
  )
}
