import { Container } from '#app/components/ui/container.tsx'
import type { Stat } from '#content/schemas.ts'

/** Key figures counted from the content: each pair's count, shown where the content gives it a label. */
export const countedFigures = (...counts: [count: number, label: string | undefined][]): Stat[] =>
  counts.flatMap(([count, label]) => (label ? [{ value: String(count), label }] : []))

type Props = { title: string; tagline?: string; intro: string; figures?: Stat[] }

/**
 * The top of index and form pages: a light band, set apart from the navy heroes of the pages they
 * lead to. The h1, an optional tagline and the intro on the left; on the right (under them on a
 * phone) the page's key figures, large: how many sectors, services or articles it lists.
 */
export function PageHeader({ title, tagline, intro, figures = [] }: Props) {
  return (
    <header className="border-b border-slate-200 bg-slate-50">
      <Container className="grid gap-10 py-14 sm:py-16 lg:grid-cols-12 lg:items-end">
        <div className="lg:col-span-8">
          <div aria-hidden="true" className="h-1 w-12 rounded-full bg-red" />
          <h1 className="mt-6 text-4xl font-bold text-navy sm:text-5xl">{title}</h1>
          {tagline ? <p className="mt-4 text-xl text-red-strong">{tagline}</p> : null}
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-700">{intro}</p>
        </div>
        {figures.length > 0 ? (
          <dl className="grid grid-cols-2 gap-6 border-t border-slate-300 pt-6 lg:col-span-4 lg:grid-cols-1 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-8">
            {figures.map((figure) => (
              <div key={figure.label} className="flex flex-col-reverse justify-end">
                <dt className="mt-1 text-slate-700">{figure.label}</dt>
                <dd className="text-4xl font-bold text-navy sm:text-5xl">{figure.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </Container>
    </header>
  )
}
