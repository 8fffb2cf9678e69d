import { ContentSections } from '#app/components/sections/content-sections.tsx'
import { StatsRow } from '#app/components/sections/blocks.tsx'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { ArtImage } from '#app/components/ui/art-image.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { cn } from '#app/lib/cn.ts'
import type { About } from '#content/schemas.ts'
import { RichText } from '#app/components/sections/rich-text.tsx'

type Layout = Pick<About, 'label' | 'hero' | 'mission' | 'figures' | 'teamImage'> & {
  tabs: { slug: string; tab: string }[]
  /** The slug of the section shown, if any: its tab is marked current. */
  current?: string
}

/** The frame of /about and /about/*: mission, figures, team, and the section tabs. */
function AboutLayout({ layout, children }: { layout: Layout; children: React.ReactNode }) {
  return (
    <>
      <PageHero hero={layout.hero} />
      <section aria-labelledby="mission-heading" className="py-16 sm:py-20">
        <Container className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <h2
              id="mission-heading"
              className="text-sm font-semibold tracking-widest text-red-strong uppercase"
            >
              {layout.mission.heading}
            </h2>
            <p className="mt-4 text-2xl leading-relaxed font-semibold text-balance text-navy sm:text-3xl">
              {layout.mission.statement}
            </p>
            <div className="mt-10">
              <StatsRow items={layout.figures} narrow />
            </div>
          </div>
          <ArtImage image={layout.teamImage} className="aspect-[3/2] w-full rounded-xl" />
        </Container>
      </section>
      {/* On a phone the tabs sit two by two, all in view (a sideways scroller hid the last two);
          from the small breakpoint up they are a row that stays under the header, wrapping if long. */}
      <nav aria-label={layout.label} className="z-30 border-y border-slate-200 bg-white sm:sticky sm:top-16">
        <Container>
          <ul className="grid grid-cols-2 gap-1 py-2 text-center sm:flex sm:flex-wrap sm:text-left">
            {layout.tabs.map((tab) => (
              <li key={tab.slug}>
                <a
                  href={`/about/${tab.slug}`}
                  aria-current={tab.slug === layout.current ? 'page' : undefined}
                  className={cn(
                    'block rounded-md px-4 py-2 font-semibold whitespace-nowrap',
                    tab.slug === layout.current ? 'bg-navy text-white' : 'text-navy hover:bg-slate-100',
                  )}
                >
                  {tab.tab}
                </a>
              </li>
            ))}
          </ul>
        </Container>
      </nav>
      {children}
    </>
  )
}

/** /about: the about frame with the firm's introduction. */
export function AboutLandingPage({ layout, landing }: { layout: Layout; landing: About['landing'] }) {
  return (
    <AboutLayout layout={layout}>
      <Container className="py-16">
        <h2 className="text-3xl font-bold text-navy">{landing.heading}</h2>
        <RichText text={landing.paragraphs} className="mt-6 max-w-3xl text-lg" />
      </Container>
    </AboutLayout>
  )
}

/** /about/:slug: the about frame with one section (firm, values, mission, history). */
export function AboutSectionPage({ layout, page }: { layout: Layout; page: About['pages'][number] }) {
  return (
    <AboutLayout layout={layout}>
      <Container className="pt-14">
        <h2 className="text-3xl font-bold text-navy">{page.heading}</h2>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{page.intro}</p>
      </Container>
      <ContentSections sections={page.sections} idPrefix={page.slug} />
    </AboutLayout>
  )
}
