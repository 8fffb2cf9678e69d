import { Container } from '#app/components/ui/container.tsx'
import type { Breadcrumb } from '#content/index.ts'

/** Where a page sits: a link to each page above it, then its own name. */
export function Breadcrumbs({ trail }: { trail: Breadcrumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="border-b border-slate-200 bg-white">
      <Container>
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 py-3 text-sm text-slate-600">
          {trail.map((step, i) => (
            <li key={step.path} className="flex items-center gap-2">
              {i > 0 ? (
                <span aria-hidden="true" className="text-slate-400">
                  /
                </span>
              ) : null}
              {i < trail.length - 1 ? (
                <a href={step.path} className="text-navy underline-offset-4 hover:underline">
                  {step.name}
                </a>
              ) : (
                <span aria-current="page">{step.name}</span>
              )}
            </li>
          ))}
        </ol>
      </Container>
    </nav>
  )
}
