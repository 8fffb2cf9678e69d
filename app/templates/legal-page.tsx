import { RichText } from '#app/components/sections/rich-text.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { formatDate } from '#app/lib/format.ts'
import type { LegalPage as LegalEntry } from '#content/schemas.ts'

/** /terms, /privacy and /accessibility. */
export function LegalPage({ page, updated, locale }: { page: LegalEntry; updated: string; locale: string }) {
  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-4xl font-bold text-navy sm:text-5xl">{page.title}</h1>
        <p className="mt-3 text-slate-600">
          {updated} <time dateTime={page.updated}>{formatDate(page.updated, locale)}</time>
        </p>
        <RichText text={page.body} className="article-body mt-10 text-lg leading-[1.75]" />
      </div>
    </Container>
  )
}
