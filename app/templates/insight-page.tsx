import { CtaBand, RelatedLinks } from '#app/components/sections/blocks.tsx'
import { ContentSections } from '#app/components/sections/content-sections.tsx'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { formatDate } from '#app/lib/format.ts'
import type { Insight, Labels } from '#content/schemas.ts'

/** One template for every insight page (/insights/:slug). */
export function InsightPage({
  insight,
  words,
  locale,
}: {
  insight: Insight
  words: Labels['insight']
  /** How its dates are written. */
  locale: string
}) {
  return (
    <>
      <PageHero tone="light" hero={{ ...insight.hero, eyebrow: insight.hero.eyebrow ?? insight.category }}>
        <p className="mt-6 border-l-4 border-red pl-4 text-slate-700">
          {insight.author ? (
            <>
              {words.by} <span className="font-semibold text-navy">{insight.author.name}</span>,{' '}
              {insight.author.role}
              {' · '}
            </>
          ) : null}
          <time dateTime={insight.date}>{formatDate(insight.date, locale)}</time>
          {insight.updated !== insight.date ? (
            <>
              {` · ${words.updated} `}
              <time dateTime={insight.updated}>{formatDate(insight.updated, locale)}</time>
            </>
          ) : null}
        </p>
      </PageHero>
      <ContentSections sections={insight.sections} idPrefix="insight" />
      {insight.related ? (
        <Container className="py-12">
          <RelatedLinks heading={insight.related.heading} links={insight.related.items} />
        </Container>
      ) : null}
      {insight.cta ? <CtaBand cta={insight.cta} /> : null}
    </>
  )
}
