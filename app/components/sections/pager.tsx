import { Container } from '#app/components/ui/container.tsx'
import { ChevronLeftIcon, ChevronRightIcon } from '#app/components/ui/icons.tsx'
import { cn } from '#app/lib/cn.ts'
import type { Labels } from '#content/schemas.ts'

const box = 'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md font-semibold'
const link = `${box} text-navy ring-1 ring-slate-300 hover:bg-navy hover:text-white`

type Props = {
  number: number
  previous: string | null
  next: string | null
  numbered: ({ number: number; path: string } | null)[]
  labels: Labels['listing']
}

/**
 * The links between a listing's pages (content/listings.ts), at its foot: the one before, the pages
 * by number (of a long listing, the first, the last and those near this one), the next. Nothing
 * when the listing fits on one page.
 */
export function Pager({ number, previous, next, numbered, labels }: Props) {
  if (!previous && !next) return null
  const named = (page: number) => labels.number.replace('{page}', String(page))
  return (
    <nav aria-label={labels.pages} className="border-t border-slate-200 py-10">
      <Container className="flex flex-wrap items-center justify-between gap-4">
        {previous ? (
          <a href={previous} rel="prev" className={cn(link, 'px-5')}>
            <ChevronLeftIcon className="size-4" />
            {labels.previous}
          </a>
        ) : (
          <span className="hidden sm:block" />
        )}
        {/* On a phone the numbers take a row of their own, between the two links, in reading order. */}
        <ol className="flex w-full flex-wrap items-center justify-center gap-2 sm:w-auto">
          {numbered.map((page, i) => (
            <li key={page?.number ?? `gap-${i}`}>
              {page === null ? (
                <span className={cn(box, 'text-slate-600')}>…</span>
              ) : page.number === number ? (
                <span aria-current="page" className={cn(box, 'bg-navy text-white')}>
                  <span className="sr-only">{named(page.number)}</span>
                  <span aria-hidden="true">{page.number}</span>
                </span>
              ) : (
                <a href={page.path} aria-label={named(page.number)} className={link}>
                  {page.number}
                </a>
              )}
            </li>
          ))}
        </ol>
        {next ? (
          <a href={next} rel="next" className={cn(link, 'ml-auto px-5 sm:ml-0')}>
            {labels.next}
            <ChevronRightIcon className="size-4" />
          </a>
        ) : (
          <span className="hidden sm:block" />
        )}
      </Container>
    </nav>
  )
}
