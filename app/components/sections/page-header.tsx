import { Container } from '#app/components/ui/container.tsx'

/** The plain navy top band of index and form pages: the page's h1, an optional tagline, an intro. */
export function PageHeader({ title, tagline, intro }: { title: string; tagline?: string; intro: string }) {
  return (
    <header className="bg-navy-deep text-white">
      <Container className="py-16 sm:py-20">
        <h1 className="text-4xl font-bold sm:text-5xl">{title}</h1>
        {tagline ? <p className="mt-4 text-xl text-red-200">{tagline}</p> : null}
        <p className="mt-5 max-w-3xl text-lg text-slate-200">{intro}</p>
      </Container>
    </header>
  )
}
