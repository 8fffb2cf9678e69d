import { Link } from 'react-router'
import { CtaBand } from '#app/components/sections/blocks.tsx'
import { ContentSections } from '#app/components/sections/content-sections.tsx'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { Container } from '#app/components/ui/container.tsx'
import type { Insight } from '#content/schemas.ts'

/** One template for every insight page (/insights/:slug). */
export function InsightPage({ insight }: { insight: Insight }) {
  return (
    <>
      <PageHero hero={{ ...insight.hero, eyebrow: insight.hero.eyebrow ?? insight.category }} />
      {insight.author ? (
        <Container className="pt-10">
          <p className="border-l-4 border-red pl-4 text-slate-700">
            By <span className="font-semibold text-navy">{insight.author.name}</span>, {insight.author.role}
          </p>
        </Container>
      ) : null}
      <ContentSections sections={insight.sections} idPrefix="insight" />
      {insight.related ? (
        <section aria-labelledby="related-heading" className="py-14">
          <Container>
            <h2 id="related-heading" className="text-2xl font-bold text-navy">
              {insight.related.heading}
            </h2>
            <ul className="mt-5 space-y-3">
              {insight.related.items.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    className="text-lg font-semibold text-red-strong underline-offset-4 hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </Container>
        </section>
      ) : null}
      {insight.cta ? <CtaBand cta={insight.cta} /> : null}
    </>
  )
}
