import { Container } from '#app/components/ui/container.tsx'
import { cn } from '#app/lib/cn.ts'

const tones = {
  white: 'bg-white',
  grey: 'bg-slate-50',
  navy: 'bg-navy text-white',
}

type Props = {
  id: string
  heading: string
  eyebrow?: string
  intro?: string
  tone?: keyof typeof tones
  children: React.ReactNode
}

/** A page band with an h2 that names it for assistive technology. */
export function Section({ id, heading, eyebrow, intro, tone = 'white', children }: Props) {
  const dark = tone === 'navy'
  return (
    <section aria-labelledby={id} className={cn('py-16 sm:py-20', tones[tone])}>
      <Container>
        {eyebrow ? (
          <p
            className={cn(
              'text-sm font-semibold tracking-widest uppercase',
              dark ? 'text-red-300' : 'text-red-strong',
            )}
          >
            {eyebrow}
          </p>
        ) : null}
        <h2 id={id} className={cn('mt-2 text-3xl font-bold text-balance sm:text-4xl', !dark && 'text-navy')}>
          {heading}
        </h2>
        {intro ? (
          <p className={cn('mt-4 max-w-3xl text-lg', dark ? 'text-slate-200' : 'text-slate-700')}>{intro}</p>
        ) : null}
        <div className="mt-10">{children}</div>
      </Container>
    </section>
  )
}

/** A stable id for a section heading, from its text. */
export const sectionId = (prefix: string, heading: string) =>
  `${prefix}-${heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`
