import { CardGrid } from '#app/components/sections/card-grid.tsx'
import { PageHeader } from '#app/components/sections/page-header.tsx'
import { Section } from '#app/components/sections/section.tsx'
import type { IndustriesIndex } from '#content/index.ts'

/** /industries: every sector as a card. */
export function IndustriesIndexPage({ index }: { index: IndustriesIndex }) {
  return (
    <>
      <PageHeader title={index.heading} intro={index.intro} />
      <Section id="sectors" heading="Our sectors">
        <CardGrid
          columns={4}
          items={index.industries.map((industry) => ({ ...industry, linkLabel: 'Explore' }))}
        />
      </Section>
    </>
  )
}
