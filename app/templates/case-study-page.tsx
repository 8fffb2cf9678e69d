import { RelatedLinks, StatsBand } from '#app/components/sections/blocks.tsx'
import { StepList } from '#app/components/sections/content-sections.tsx'
import { Section } from '#app/components/sections/section.tsx'
import { ArtImage } from '#app/components/ui/art-image.tsx'
import { ActionLink } from '#app/components/ui/action-link.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { accents } from '#app/lib/accents.ts'
import { cn } from '#app/lib/cn.ts'
import type { Accent, CaseStudy, Labels } from '#content/schemas.ts'
import { RichText } from '#app/components/sections/rich-text.tsx'

type Props = {
  study: CaseStudy
  labels: Labels['caseStudy']
  /** The colour of the study's sector (the industry page of the same name). */
  accent?: Accent
}

/** One template for every case study (/case-studies/:slug), marked in its sector's colour. */
export function CaseStudyPage({ study, labels, accent = 'red' }: Props) {
  return (
    <article>
      <header className="relative bg-navy-deep text-white">
        <div aria-hidden="true" className={cn('absolute inset-x-0 top-0 h-1', accents[accent].line)} />
        <Container className="grid items-center gap-10 py-14 lg:grid-cols-2">
          <div>
            <p className={cn('text-sm font-semibold tracking-widest uppercase', accents[accent].onDark)}>
              {labels.eyebrow} · {study.sector}
            </p>
            <h1 className="mt-3 text-4xl leading-tight font-bold text-balance sm:text-5xl">{study.title}</h1>
            <p className="mt-4 text-slate-300">
              {labels.client}: {study.client}
            </p>
            <p className="mt-5 text-lg text-slate-200">{study.summary}</p>
          </div>
          <ArtImage image={study.image} priority className="aspect-[4/3] w-full rounded-xl" />
        </Container>
      </header>
      <StatsBand items={study.results} label={labels.results} />
      <Section id="challenge" heading={labels.challenge}>
        <RichText text={study.challenge} />
      </Section>
      <Section id="approach" heading={labels.approach} tone="grey">
        <StepList items={study.approach} />
      </Section>
      <Section id="outcome" heading={labels.outcome}>
        <RichText text={study.outcome} />
        {study.quote ? (
          <figure className="mt-10 max-w-3xl border-l-4 border-red pl-6">
            <blockquote className="text-xl font-semibold text-navy">“{study.quote.text}”</blockquote>
            <figcaption className="mt-3 text-slate-700">
              {study.quote.name}, {study.quote.role}
            </figcaption>
          </figure>
        ) : null}
      </Section>
      <Container className="flex flex-col gap-6 border-t border-slate-200 py-12 md:flex-row md:items-center md:justify-between">
        <RelatedLinks links={study.related} />
        <ActionLink to="/contact">{labels.contactLink}</ActionLink>
      </Container>
    </article>
  )
}
