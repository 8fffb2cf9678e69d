import { cn } from '#app/lib/cn.ts'
import { riseIn } from '#app/lib/motion.ts'
import type { Section as SectionEntry } from '#content/schemas.ts'
import { StatsRow } from './blocks.tsx'
import { CardGrid } from './card-grid.tsx'
import { RichText } from './rich-text.tsx'
import { Section, sectionId } from './section.tsx'

/** Numbered steps as cards: a framework, a method, an approach. */
export function StepList({ items }: { items: { title: string; description: string }[] }) {
  return (
    <ol className={cn('grid gap-6 md:grid-cols-2', items.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4')}>
      {items.map((step, i) => (
        <li
          key={step.title}
          className={`${riseIn(i)} rounded-xl border-t-4 border-red bg-white p-6 shadow-sm`}
        >
          <span className="text-sm font-semibold text-red-strong">Step {i + 1}</span>
          <h3 className="mt-1 text-xl font-bold text-navy">{step.title}</h3>
          <p className="mt-2 text-slate-700">{step.description}</p>
        </li>
      ))}
    </ol>
  )
}

function SectionBody({ section }: { section: SectionEntry }) {
  switch (section.kind) {
    case 'prose':
      return <RichText text={section.paragraphs} />
    case 'cards':
      return <CardGrid items={section.items} columns={section.columns} />
    case 'steps':
      return <StepList items={section.items} />
    case 'list':
      return (
        <ul className="grid max-w-4xl gap-3 md:grid-cols-2">
          {section.items.map((item) => (
            <li key={item} className="flex gap-3 text-lg text-slate-700">
              <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-red" />
              {item}
            </li>
          ))}
        </ul>
      )
    case 'stats':
      return <StatsRow items={section.items} />
    case 'timeline':
      return (
        <ol className="relative space-y-8 border-l-2 border-slate-200 pl-8">
          {section.items.map((item, i) => (
            <li key={item.year} className={`${riseIn(i, 0.1)} relative`}>
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[41px] size-4 rounded-full bg-red ring-4 ring-white"
              />
              <h3 className="text-xl font-bold text-navy">
                <span className="text-red-strong">{item.year}</span> · {item.title}
              </h3>
              <p className="mt-2 max-w-3xl text-slate-700">{item.description}</p>
            </li>
          ))}
        </ol>
      )
    case 'quote':
      return null
  }
}

/** A quote in a grey band of its own, with who said it. */
export function QuoteBand({ quote }: { quote: { text: string; name: string; role: string } }) {
  return (
    <div className="bg-slate-50 py-16">
      {/* The figcaption must be a child of the figure itself, so the band is the wrapper. */}
      <figure className="mx-auto max-w-3xl px-5">
        <blockquote className="text-2xl leading-relaxed font-semibold text-navy">“{quote.text}”</blockquote>
        <figcaption className="mt-4 text-slate-700">
          {quote.name}, {quote.role}
        </figcaption>
      </figure>
    </div>
  )
}

/** Renders a page's list of sections, alternating backgrounds. */
export function ContentSections({ sections, idPrefix }: { sections: SectionEntry[]; idPrefix: string }) {
  return sections.map((section, i) => {
    if (section.kind === 'quote') return <QuoteBand key={section.text} quote={section} />
    return (
      <Section
        key={section.heading}
        id={sectionId(idPrefix, section.heading)}
        heading={section.heading}
        intro={'intro' in section ? section.intro : undefined}
        tone={i % 2 === 1 ? 'grey' : 'white'}
      >
        <SectionBody section={section} />
      </Section>
    )
  })
}
