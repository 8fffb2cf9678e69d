import { CardGrid } from '#app/components/sections/card-grid.tsx'
import { PageHeader, countedFigures } from '#app/components/sections/page-header.tsx'
import { Pager } from '#app/components/sections/pager.tsx'
import { Section, sectionId } from '#app/components/sections/section.tsx'
import type { ListingPageContent } from '#content/content.ts'
import type { Labels } from '#content/schemas.ts'

/**
 * A page of a listing: /industries, /capabilities, /case-studies, /articles, /careers, /newsletters
 * and each insight topic's archive, with their pages after the first. Its entries as cards, in bands
 * by group; the number of entries on the first page; the links to the pages before and after.
 */
export function CollectionIndexPage({
  index,
  labels,
}: {
  index: ListingPageContent
  labels: Labels['listing']
}) {
  return (
    <>
      <PageHeader
        title={index.title}
        intro={index.intro}
        figures={index.total === null ? [] : countedFigures([index.total, index.countLabel])}
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
      <Pager
        number={index.number}
        previous={index.previous}
        next={index.next}
        numbered={index.numbered}
        labels={labels}
      />
    </>
  )
}
