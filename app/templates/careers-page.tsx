import { ContentSections } from '#app/components/sections/content-sections.tsx'
import { CardGrid } from '#app/components/sections/card-grid.tsx'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { Section } from '#app/components/sections/section.tsx'
import { ActionLink } from '#app/components/ui/action-link.tsx'
import { ArtImage } from '#app/components/ui/art-image.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { riseIn } from '#app/lib/motion.ts'
import type { CareersLandingPage, Labels } from '#content/schemas.ts'

type Landing<T extends CareersLandingPage['template']> = Extract<CareersLandingPage, { template: T }>

function Intro({ text }: { text: string }) {
  return (
    <Container className="pt-14">
      <p className="max-w-3xl text-xl leading-relaxed text-slate-700">{text}</p>
    </Container>
  )
}

function Stories({ stories, heading }: { stories: Landing<'life'>['stories']; heading: string }) {
  return (
    <Section id="stories" heading={heading}>
      <ul className="grid gap-8 lg:grid-cols-3">
        {stories.map((story, i) => (
          <li key={story.href} className={riseIn(i)}>
            <figure className="flex h-full flex-col rounded-xl bg-slate-50 p-7 ring-1 ring-slate-200">
              <ArtImage image={story.image} className="size-20 rounded-full" />
              <blockquote className="mt-5 text-lg font-semibold text-navy">“{story.quote}”</blockquote>
              <p className="mt-3 flex-1 text-slate-700">{story.story}</p>
              <figcaption className="mt-5">
                <a href={story.href} className="font-bold text-red-strong underline-offset-4 hover:underline">
                  {story.name}
                </a>
                <span className="block text-sm text-slate-600">{story.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function Programmes({ page, heading }: { page: Landing<'students'>; heading: string }) {
  return (
    <Section id="programmes" heading={heading}>
      <ul className="grid gap-6 md:grid-cols-3">
        {page.programmes.map((programme, i) => (
          <li key={programme.href} className={riseIn(i)}>
            <article className="group relative flex h-full flex-col rounded-xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
              <p className="text-sm font-semibold text-red-strong">{programme.duration}</p>
              <h3 className="mt-2 text-xl font-bold text-navy">
                <a href={programme.href} className="group-hover:underline after:absolute after:inset-0">
                  {programme.title}
                </a>
              </h3>
              <p className="mt-3 text-slate-700">{programme.description}</p>
            </article>
          </li>
        ))}
      </ul>
      <div className="mt-12 rounded-xl bg-navy p-8 text-white">
        <h3 className="text-2xl font-bold">{page.apply.heading}</h3>
        <p className="mt-2 max-w-2xl text-slate-200">{page.apply.text}</p>
        <ActionLink to={page.apply.button.href} variant="light" className="mt-6">
          {page.apply.button.label}
        </ActionLink>
      </div>
    </Section>
  )
}

/**
 * One template for the careers landing pages; each adds its own block (by its `template`) to hero,
 * intro and sections. `jobSearch` is the job search of the jobs page, an island of its own.
 */
export function CareersPage({
  page,
  labels,
  jobSearch,
  openRoles,
}: {
  page: CareersLandingPage
  labels: Labels['careers']
  jobSearch?: React.ReactNode
  /** How many jobs are open: the job search's key figure. */
  openRoles?: number
}) {
  const figure = openRoles === undefined ? undefined : { value: String(openRoles), label: labels.openRoles }
  return (
    <>
      <PageHero hero={page.hero} figure={figure} />
      <Intro text={page.intro} />
      {page.template === 'life' ? <Stories stories={page.stories} heading={labels.stories} /> : null}
      {page.template === 'experienced' ? (
        <Section id="categories" heading={labels.categories}>
          <CardGrid items={page.categories} />
        </Section>
      ) : null}
      {page.template === 'students' ? <Programmes page={page} heading={labels.programmes} /> : null}
      {page.template === 'jobs' ? jobSearch : null}
      {'sections' in page ? <ContentSections sections={page.sections} idPrefix={page.template} /> : null}
    </>
  )
}
