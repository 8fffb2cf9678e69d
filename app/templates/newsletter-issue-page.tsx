import { CardGrid } from '#app/components/sections/card-grid.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { formatDate } from '#app/lib/format.ts'
import type { Labels, NewsletterIssue } from '#content/schemas.ts'

/** /newsletters/:slug: an issue as it was sent, in the archive the e-mail links to. */
export function NewsletterIssuePage({
  issue,
  topics,
  locale,
  labels,
}: {
  issue: NewsletterIssue
  topics: string[]
  locale: string
  labels: Labels['newsletterIssue']
}) {
  const languageName = new Intl.DisplayNames(locale, { type: 'language' })
  return (
    <article>
      <header className="bg-navy-deep text-white">
        <Container className="py-16 sm:py-20">
          <p className="font-semibold tracking-wide text-red-200 uppercase">
            {labels.eyebrow} · {topics.join(', ')}
          </p>
          <h1 className="mt-3 max-w-4xl text-4xl font-bold sm:text-5xl">{issue.subject}</h1>
          <p className="mt-5 text-lg text-slate-200">
            {labels.sent} <time dateTime={issue.date}>{formatDate(issue.date, locale)}</time>
          </p>
        </Container>
      </header>
      <Container className="py-12">
        <div className="max-w-3xl space-y-5 text-lg leading-relaxed text-slate-700">
          {issue.intro.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </Container>
      {issue.entries.length > 0 ? (
        <section aria-labelledby="issue-pages" className="bg-slate-50 py-12">
          <Container>
            <h2 id="issue-pages" className="mb-8 text-2xl font-bold text-navy">
              {labels.contents}
            </h2>
            <CardGrid
              columns={3}
              items={issue.entries.map((entry) => ({
                title: entry.title,
                description: entry.description,
                href: entry.path,
                linkLabel: labels.readMore,
                // A page not translated into the issue's language says which it is in.
                language: entry.language
                  ? { code: entry.language, name: languageName.of(entry.language)! }
                  : undefined,
              }))}
            />
          </Container>
        </section>
      ) : null}
    </article>
  )
}
