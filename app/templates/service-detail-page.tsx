import { CtaBand, RelatedLinks } from '#app/components/sections/blocks.tsx'
import { ContentSections } from '#app/components/sections/content-sections.tsx'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { Container } from '#app/components/ui/container.tsx'
import type { ServiceDetail } from '#content/schemas.ts'
import { RichText } from '#app/components/sections/rich-text.tsx'

/** One template for every service detail (/services/:group/:slug). */
export function ServiceDetailPage({ service }: { service: ServiceDetail }) {
  return (
    <>
      <PageHero hero={service.hero} />
      <Container className="pt-14">
        <RichText text={service.intro} className="max-w-3xl text-xl" />
      </Container>
      <ContentSections
        idPrefix="service"
        sections={[
          { kind: 'cards', heading: service.offerings.heading, columns: 3, items: service.offerings.items },
          { kind: 'steps', heading: service.approach.heading, items: service.approach.items },
          { kind: 'list', heading: service.outcomes.heading, items: service.outcomes.items },
        ]}
      />
      <Container className="py-10">
        <RelatedLinks links={service.related} />
      </Container>
      <CtaBand cta={service.cta} />
    </>
  )
}
