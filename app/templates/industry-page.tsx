import {
  CtaBand,
  DatedLinks,
  GetInTouchBand,
  PartnerList,
  StatsBand,
} from '#app/components/sections/blocks.tsx'
import { CardGrid } from '#app/components/sections/card-grid.tsx'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { Section } from '#app/components/sections/section.tsx'
import { ActionLink } from '#app/components/ui/action-link.tsx'
import type { InsightCard } from '#content/content.ts'
import type { Industry, Labels } from '#content/schemas.ts'
import { RichText } from '#app/components/sections/rich-text.tsx'

/** One template for every sector page (/industries/:slug). */
export function IndustryPage({
  industry,
  insights,
  labels,
  locale,
}: {
  industry: Industry
  /** The insights it features, as their own entries say (content.getIndustryInsights). */
  insights: InsightCard[]
  labels: Labels['industry']
  /** How its dates are written. */
  locale: string
}) {
  const { intro } = industry
  return (
    <>
      <PageHero hero={industry.hero} />
      {industry.stats ? <StatsBand items={industry.stats} label={labels.stats} /> : null}
      <Section id="intro" heading={intro.heading}>
        <RichText text={intro.paragraphs} />
        {intro.cta ? (
          <ActionLink to={intro.cta.href} className="mt-8">
            {intro.cta.label}
          </ActionLink>
        ) : null}
      </Section>
      <Section id="areas" heading={industry.areas.heading} tone="grey">
        <CardGrid items={industry.areas.items} columns={4} />
      </Section>
      <GetInTouchBand band={industry.getInTouch} />
      <Section id="case-studies" heading={industry.caseStudies.heading}>
        <CardGrid items={industry.caseStudies.items} />
        {/* The listing of every case study (content/collections.ts), in every sector. */}
        <ActionLink to="/case-studies" variant="text" className="mt-8">
          {labels.allCaseStudies}
        </ActionLink>
      </Section>
      {industry.partners ? (
        <Section id="partners" heading={industry.partners.heading} tone="grey">
          <PartnerList items={industry.partners.items} />
        </Section>
      ) : null}
      {industry.collaborations ? (
        <Section id="collaborations" heading={industry.collaborations.heading}>
          <CardGrid items={industry.collaborations.items} columns={2} />
        </Section>
      ) : null}
      <Section id="insights" heading={industry.insights.heading} tone="grey">
        <DatedLinks items={insights} linkLabel={industry.insights.linkLabel} locale={locale} />
      </Section>
      <CtaBand cta={industry.closing} />
    </>
  )
}
