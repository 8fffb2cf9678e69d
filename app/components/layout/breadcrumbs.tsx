import { Container } from '#app/components/ui/container.tsx'
import type { Breadcrumb } from '#content/content.ts'

/**
 * Where a page sits: a link to each page above it, then its own name. The steps run as one line of
 * text that wraps like a sentence; each "/" is glued to the step before it, so none starts a line.
 */
export function Breadcrumbs({ trail, label }: { trail: Breadcrumb[]; label: string }) {
  return (
    <nav aria-label={label} className="border-b border-slate-200 bg-white">
      <Container>
        <ol className="py-3 text-sm text-slate-600">
          {trail.map((step, i) => (
            <li key={step.path} className="inline">
              {i < trail.length - 1 ? (
                <>
                  <a
                    href={step.path}
                    className="text-navy underline decoration-slate-300 underline-offset-4 hover:decoration-navy"
                  >
                    {step.name}
                  </a>
                  <span aria-hidden="true" className="mr-1 ml-2 text-slate-400">
                    /
                  </span>{' '}
                </>
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
