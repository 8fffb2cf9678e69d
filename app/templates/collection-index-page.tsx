import { CardGrid } from '#app/components/sections/card-grid.tsx'
import { PageHeader, countedFigures } from '#app/components/sections/page-header.tsx'
import { Section, sectionId } from '#app/components/sections/section.tsx'
import type { CollectionIndex } from '#content/content.ts'

/** /industries, /capabilities, /case-studies, /articles, /careers: a collection's entries as cards. */
export function CollectionIndexPage({ index }: { index: CollectionIndex }) {
  const entryCount = index.bands.reduce((count, band) => count + band.cards.length, 0)
  return (
    <>
      <PageHeader
        title={index.heading}
        intro={index.intro}
        figures={countedFigures([entryCount, index.countLabel])}
      />
      {index.bands.map((band, i) => (
        <Section
          key={band.heading}
          id={sectionId('list', band.heading)}
          heading={band.heading}
          tone={i % 2 === 1 ? 'grey' : 'white'}
        >
          {band.cards.length === 0 && index.empty ? (
            <p className="text-lg text-slate-700">{index.empty}</p>
          ) : (
            <CardGrid
              columns={index.columns}
              items={band.cards.map((card) => ({ ...card, linkLabel: index.linkLabel }))}
            />
          )}
        </Section>
      ))}
    </>
  )
}
