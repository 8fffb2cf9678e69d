import { RichText } from '#app/components/sections/rich-text.tsx'
import { ArtImage } from '#app/components/ui/art-image.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { formatDate } from '#app/lib/format.ts'
import type { Article, Labels } from '#content/schemas.ts'

/**
 * One template for every article (/articles/:group/:name). `share` and `newsletter` are islands
 * of their own.
 */
export function ArticlePage({
  article,
  labels,
  locale,
  share,
  newsletter,
}: {
  article: Article
  labels: Labels['article']
  /** How its dates are written (the language's, content/schemas.ts). */
  locale: string
  share?: React.ReactNode
  newsletter?: React.ReactNode
}) {
  return (
    <article>
      <header className="bg-navy-deep text-white">
        <Container className="py-14 sm:py-20">
          <p className="text-sm font-semibold tracking-widest text-red-300 uppercase">{article.category}</p>
          <h1 className="mt-3 max-w-4xl text-4xl leading-tight font-bold text-balance sm:text-5xl">
            {article.title}
          </h1>
          <p className="mt-5 max-w-3xl text-xl text-slate-200">{article.subtitle}</p>
          <div className="mt-8 flex items-center gap-4">
            <ArtImage image={article.author.image} className="size-14 rounded-full" />
            <div>
              <p className="font-semibold">{article.author.name}</p>
              <p className="text-sm text-slate-300">
                {article.author.role} ·{' '}
                <time dateTime={article.date}>{formatDate(article.date, locale)}</time>
                {article.updated !== article.date ? (
                  <>
                    {' '}
                    · {labels.updated}{' '}
                    <time dateTime={article.updated}>{formatDate(article.updated, locale)}</time>
                  </>
                ) : null}
              </p>
            </div>
          </div>
        </Container>
      </header>
      <Container className="grid gap-12 py-12 lg:grid-cols-12">
        <div className="lg:col-span-8">
          <ArtImage image={article.heroImage} priority className="aspect-[16/9] w-full rounded-xl" />
          <RichText text={article.body} className="article-body mt-10 text-lg leading-[1.75]" />
          {share}
        </div>
        <aside className="space-y-8 lg:col-span-4" aria-label={labels.asideLabel}>
          <section aria-labelledby="article-newsletter" className="rounded-xl bg-navy p-6 text-white">
            <h2 id="article-newsletter" className="text-xl font-bold">
              {labels.newsletterHeading}
            </h2>
            <p className="mt-2 mb-4 text-sm text-slate-200">{labels.newsletterText}</p>
            {newsletter}
          </section>
          <section aria-labelledby="related-articles">
            <h2 id="related-articles" className="text-xl font-bold text-navy">
              {labels.related}
            </h2>
            <ul className="mt-4 space-y-4">
              {article.related.map((related) => (
                <li key={related.href} className="rounded-lg ring-1 ring-slate-200">
                  <a href={related.href} className="block p-4 hover:bg-slate-50">
                    <span className="text-sm font-semibold text-red-strong">{related.category}</span>
                    <span className="mt-1 block font-bold text-navy">{related.title}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </Container>
    </article>
  )
}
