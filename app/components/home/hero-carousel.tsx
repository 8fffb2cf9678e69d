import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { ArtImage } from '#app/components/ui/art-image.tsx'
import { Container } from '#app/components/ui/container.tsx'
import {
  ArrowRightIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  PauseIcon,
  PlayIcon,
} from '#app/components/ui/icons.tsx'
import { cn } from '#app/lib/cn.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import type { HomePage } from '#content/content.ts'
import type { Labels } from '#content/schemas.ts'
import { fillIn } from '#content/fill-in.ts'

/** A slide, with the line that leads to the article or insight it features. */
type Slide = HomePage['slides'][number]

export const SLIDE_INTERVAL_MS = 9000
/** The carousel wakes when reached, or this long after the page has loaded: well before its first turn. */
export const CAROUSEL_WAKES_AFTER_LOAD_MS = 3000

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** How long ago the page finished loading; 0 until it has. */
function sinceLoad() {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  return navigation?.loadEventEnd ? performance.now() - navigation.loadEventEnd : 0
}

function usePrefersReducedMotion() {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  )
}

/**
 * The featured slides (the site ships three). Auto-advances every 9 s and wraps both ways; stops while
 * hovered or focused, when the visitor pauses it, and for visitors who prefer reduced motion (WCAG
 * 2.2.2). Without JavaScript the slides are a row that scrolls sideways, one slide snapping into view
 * at a time. A single slide is a still hero: no controls, nothing turns.
 */
export function HeroCarousel({ slides, labels }: { slides: Slide[]; labels: Labels['home']['carousel'] }) {
  const hydrated = useHydrated()
  const carousel = useRef<HTMLElement>(null)
  const reducedMotion = usePrefersReducedMotion()
  const [index, setIndex] = useState(0)
  const [pausedByUser, setPausedByUser] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const count = slides.length
  const turns = count > 1
  const playing = !pausedByUser && !reducedMotion
  const rotating = turns && playing && !hovered && !focused

  const go = (step: number) => setIndex((current) => (current + step + count) % count)

  // Woken by a pointer or the focus already inside it, the carousel never sees them enter.
  useEffect(() => {
    const element = carousel.current
    if (element?.matches(':hover')) setHovered(true)
    if (element?.contains(document.activeElement)) setFocused(true)
  }, [])

  // The first turn is due 9 s after the page loaded, however late the island woke; after a turn, a
  // manual step or a pause, each slide gets a full interval.
  const turnedYet = useRef(false)
  useEffect(() => {
    if (!rotating) return
    const delay = turnedYet.current ? SLIDE_INTERVAL_MS : Math.max(0, SLIDE_INTERVAL_MS - sinceLoad())
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), delay)
    return () => {
      turnedYet.current = true
      clearTimeout(timer)
    }
  }, [rotating, index, count])

  return (
    <section
      ref={carousel}
      aria-roledescription="carousel"
      aria-label={labels.name}
      className="relative isolate overflow-hidden bg-navy-deep text-white"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
    >
      {/* Without JavaScript the slides form a row to scroll through (.slide-track in app.css). */}
      <div className="slide-track grid" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const active = i === index
          return (
            <div
              key={slide.href}
              role="group"
              aria-roledescription="slide"
              aria-label={fillIn(labels.slide, { number: i + 1, count })}
              // Until React is here the other slides are hidden by CSS alone, which lets them show
              // without JavaScript; once it is, they leave the focus order and the tree too.
              inert={hydrated ? !active : undefined}
              className={cn(
                'relative col-start-1 row-start-1 flex min-h-[max(60vh,500px)] transition-opacity duration-700',
                active ? 'opacity-100' : 'invisible opacity-0',
              )}
            >
              {/* The hidden slides' art is fetched once the carousel can show them, or without JavaScript. */}
              {active || hydrated ? (
                <ArtImage
                  image={slide.image}
                  priority={i === 0}
                  className="absolute inset-0 -z-10 size-full"
                />
              ) : (
                <noscript>
                  <ArtImage image={slide.image} className="absolute inset-0 -z-10 size-full" />
                </noscript>
              )}
              {/* Dark under the text: beside it on a wide screen, under all of it below lg. */}
              <div className="absolute inset-0 -z-10 bg-gradient-to-r from-navy-deep via-navy-deep/85 to-navy-deep/80 lg:to-navy-deep/20" />
              <Container className="flex flex-col justify-center pt-16 pb-24 sm:pt-20">
                <div className="max-w-2xl">
                  <p className="text-sm font-semibold tracking-widest text-red-300 uppercase">
                    {slide.subtitle}
                  </p>
                  {i === 0 ? (
                    <h1 className="mt-3 text-4xl leading-tight font-bold text-balance sm:text-5xl">
                      {slide.title}
                    </h1>
                  ) : (
                    <h2 className="mt-3 text-4xl leading-tight font-bold text-balance sm:text-5xl">
                      {slide.title}
                    </h2>
                  )}
                  <p className="mt-5 text-lg leading-relaxed text-slate-200">{slide.description}</p>
                  <a
                    href={slide.href}
                    className="mt-8 inline-flex max-w-xl items-start gap-3 rounded-md border-l-4 border-red bg-white/10 px-4 py-3 text-left hover:bg-white/20"
                  >
                    <span>{slide.insight}</span>
                    <ArrowRightIcon className="mt-1 size-4 shrink-0" />
                  </a>
                </div>
              </Container>
            </div>
          )
        })}
      </div>
      {/* In the HTML from the start (so their styles are in the page's critical CSS), shown once they work. */}
      {turns ? (
        <Container
          className={cn(
            'absolute inset-x-0 bottom-0 flex items-center justify-end gap-2 pb-5',
            !hydrated && 'invisible',
          )}
        >
          <button
            type="button"
            onClick={() => setPausedByUser(playing)}
            aria-label={playing ? labels.pause : labels.play}
            className="rounded-full border border-white/40 p-2.5 hover:bg-white/15"
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label={labels.previous}
            className="rounded-full border border-white/40 p-2.5 hover:bg-white/15"
          >
            <ChevronLeftIcon />
          </button>
          <p className="min-w-14 text-center font-semibold tabular-nums">
            <span className="sr-only">{labels.counter} </span>
            {index + 1} / {count}
          </p>
          <button
            type="button"
            onClick={() => go(1)}
            aria-label={labels.next}
            className="rounded-full border border-white/40 p-2.5 hover:bg-white/15"
          >
            <ChevronRightIcon />
          </button>
        </Container>
      ) : null}
    </section>
  )
}
