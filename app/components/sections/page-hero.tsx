import { ActionLink } from '#app/components/ui/action-link.tsx'
import { ArtImage } from '#app/components/ui/art-image.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { accents } from '#app/lib/accents.ts'
import { cn } from '#app/lib/cn.ts'
import { isDrawnArt } from '#app/lib/images.ts'
import type { Hero, Stat } from '#content/schemas.ts'

const heights = {
  regular: 'lg:min-h-[max(50vh,400px)]',
  tall: 'lg:min-h-[max(60vh,500px)]',
}

/** navy: a sector's or the firm's own pages; light: a page to read, set like a journal's. */
const tones = {
  dark: { band: 'bg-navy-deep text-white', muted: 'text-slate-200' },
  light: { band: 'border-b border-slate-200 bg-white text-navy', muted: 'text-slate-700' },
}

type Props = {
  hero: Hero
  tone?: keyof typeof tones
  /** A key number shown large under the words. */
  figure?: Stat
  /** Shown under the subtitle: an insight's byline. */
  children?: React.ReactNode
}

/**
 * The top of a content page: its one h1 beside its art. On a wide screen the words take the left and
 * the art (or a photograph a firm puts in its place) a framed panel on the right; on a phone the art
 * follows the words, so no word ever lies over it. A line in the sector's colour runs over the band
 * and colours its eyebrow.
 */
export function PageHero({ hero, tone = 'dark', figure, children }: Props) {
  const accent = accents[hero.accent]
  const style = tones[tone]
  return (
    <section className={cn('relative isolate flex items-center', style.band, heights[hero.size])}>
      <div aria-hidden="true" className={cn('absolute inset-x-0 top-0 h-1', accent.line)} />
      <Container className="grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-12 lg:gap-12">
        <div className="animate-rise lg:col-span-7">
          {hero.eyebrow ? (
            <p
              className={cn(
                'text-sm font-semibold tracking-widest uppercase',
                tone === 'dark' ? accent.onDark : accent.onLight,
              )}
            >
              {hero.eyebrow}
            </p>
          ) : null}
          <h1 className="mt-3 text-4xl leading-tight font-bold text-balance sm:text-5xl">{hero.title}</h1>
          <p className={cn('mt-5 max-w-2xl text-lg leading-relaxed', style.muted)}>{hero.subtitle}</p>
          {children}
          {figure ? (
            <p className="mt-8 flex items-baseline gap-3">
              <span className="text-5xl font-bold">{figure.value}</span>
              <span className={style.muted}>{figure.label}</span>
            </p>
          ) : null}
          {hero.cta ? (
            <ActionLink to={hero.cta.href} variant={tone === 'dark' ? 'light' : 'primary'} className="mt-8">
              {hero.cta.label}
            </ActionLink>
          ) : null}
        </div>
        {/* A box of its own: a photograph's <picture> lays its <source> out as a box in a grid. */}
        <div className="lg:col-span-5">
          <ArtImage
            image={hero.image}
            priority
            sizes="(min-width: 1024px) 40vw, 100vw"
            className={cn(
              'aspect-[16/9] w-full rounded-2xl ring-1 ring-white/10 lg:aspect-[4/3]',
              // Drawn art has its subject on the right of a wide canvas; a photograph is framed at its centre.
              isDrawnArt(hero.image.src) ? 'object-right' : 'object-center',
            )}
          />
        </div>
      </Container>
    </section>
  )
}
