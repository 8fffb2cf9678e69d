import { CtaBand } from '#app/components/sections/blocks.tsx'
import { CardGrid } from '#app/components/sections/card-grid.tsx'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { Section } from '#app/components/sections/section.tsx'
import { ActionLink } from '#app/components/ui/action-link.tsx'
import { Container } from '#app/components/ui/container.tsx'
import type { Capability } from '#content/schemas.ts'
import { RichText } from '#app/components/sections/rich-text.tsx'

/** One template for every capability page (/capabilities/:slug). */
export function CapabilityPage({ capability }: { capability: Capability }) {
  const { intro, getInTouch } = capability
  return (
    <>
      <PageHero hero={capability.hero} />
      <Section id="intro" heading={intro.heading}>
        <div className="grid gap-10 lg:grid-cols-3">
          <RichText text={intro.paragraphs} className="text-lg lg:col-span-2" />
          <aside
            aria-labelledby="get-in-touch-heading"
            className="self-start rounded-xl bg-slate-50 p-6 ring-1 ring-slate-200"
          >
            <h3 id="get-in-touch-heading" className="text-xl font-bold text-navy">
              {getInTouch.heading}
            </h3>
            <p className="mt-2 text-slate-700">{getInTouch.text}</p>
            <ActionLink to={getInTouch.button.href} className="mt-5">
              {getInTouch.button.label}
            </ActionLink>
          </aside>
        </div>
      </Section>
      <Section
        id="case-studies"
        heading={capability.caseStudies.heading}
        intro={capability.caseStudies.description}
        tone="grey"
      >
        <CardGrid items={capability.caseStudies.items} />
      </Section>
      <CtaBand cta={capability.cta} />
      <Container className="py-8">
        <p className="text-center text-slate-600">{capability.footerText}</p>
      </Container>
    </>
  )
}
