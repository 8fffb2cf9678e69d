import { ActionLink } from '#app/components/ui/action-link.tsx'
import { ArtImage } from '#app/components/ui/art-image.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { cn } from '#app/lib/cn.ts'
import type { Hero } from '#content/schemas.ts'

const heights = {
  regular: 'min-h-[max(50vh,400px)]',
  tall: 'min-h-[max(60vh,500px)]',
}

/** The top of every content page: art, the page's one h1, and an optional call to action. */
export function PageHero({ hero }: { hero: Hero }) {
  return (
    <section className={cn('relative isolate flex items-center bg-navy-deep text-white', heights[hero.size])}>
      <ArtImage image={hero.image} priority className="absolute inset-0 -z-10 size-full" />
      {/* The art shows through on the right of a wide screen, beside the text; where the text runs
          the whole width (below lg), the wash stays dark under all of it. */}
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-navy-deep via-navy-deep/85 to-navy-deep/80 lg:to-navy-deep/25" />
      <Container className="py-16">
        <div className="max-w-2xl animate-rise">
          {hero.eyebrow ? (
            <p className="text-sm font-semibold tracking-widest text-red-300 uppercase">{hero.eyebrow}</p>
          ) : null}
          <h1 className="mt-3 text-4xl leading-tight font-bold text-balance sm:text-5xl">{hero.title}</h1>
          <p className="mt-5 text-lg leading-relaxed text-slate-200">{hero.subtitle}</p>
          {hero.cta ? (
            <ActionLink to={hero.cta.href} variant="light" className="mt-8">
              {hero.cta.label}
            </ActionLink>
          ) : null}
        </div>
      </Container>
    </section>
  )
}
