import { PageHeader, countedFigures } from '#app/components/sections/page-header.tsx'
import { ArtImage } from '#app/components/ui/art-image.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { formatDate } from '#app/lib/format.ts'
import { riseIn } from '#app/lib/motion.ts'
import type { InsightTopic } from '#content/content.ts'
import type { InsightsIndex } from '#content/schemas.ts'

/**
 * /insights: the three featured articles and every insight topic, once each: a topic with one
 * insight links to it, a topic with several to the list of them below the topics.
 */
export function InsightsIndexPage({ index, topics }: { index: InsightsIndex; topics: InsightTopic[] }) {
  const shared = topics.filter((topic) => topic.insights.length > 1)
  // Every insight is under one topic: the page leads to this many.
  const insightCount = topics.reduce((count, topic) => count + topic.insights.length, 0)
  return (
    <>
      <PageHeader
        title={index.heading}
        intro={index.intro}
        figures={countedFigures([insightCount, index.countLabel])}
      />
      <Container className="py-16">
        <ul className="grid gap-8 md:grid-cols-3">
          {index.articles.map((article, i) => (
            <li key={article.href} className={riseIn(i)}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
                <ArtImage image={article.image} className="aspect-[4/3] w-full" />
                <div className="flex flex-1 flex-col p-6">
                  <p className="text-sm text-slate-600">
                    <span className="font-semibold text-red-strong">{article.category}</span> ·{' '}
                    <time dateTime={article.date}>{formatDate(article.date)}</time>
                  </p>
                  <h2 className="mt-2 text-xl font-bold text-navy">
                    <a href={article.href} className="group-hover:underline after:absolute after:inset-0">
                      {article.title}
                    </a>
                  </h2>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Container>
      <section aria-labelledby="topics-heading" className="bg-slate-50 py-16">
        <Container>
          <h2 id="topics-heading" className="text-3xl font-bold text-navy">
            {index.topicsHeading}
          </h2>
          <ul className="mt-8 flex flex-wrap gap-3">
            {topics.map((topic) => (
              <li key={topic.id}>
                <a
                  href={topic.insights.length > 1 ? `#${topic.id}` : topic.insights[0]!.href}
                  className="inline-block rounded-full bg-white px-5 py-2.5 font-semibold text-navy ring-1 ring-slate-300 hover:bg-navy hover:text-white"
                >
                  {topic.label}
                </a>
              </li>
            ))}
          </ul>
          {shared.length > 0 ? (
            <div className="mt-12 grid gap-10 md:grid-cols-2">
              {shared.map((topic) => (
                <section key={topic.id} aria-labelledby={topic.id}>
                  <h3 id={topic.id} className="text-xl font-bold text-navy">
                    {topic.label}
                  </h3>
                  <ul className="mt-3 space-y-2">
                    {topic.insights.map((insight) => (
                      <li key={insight.href}>
                        <a
                          href={insight.href}
                          className="font-semibold text-red-strong underline-offset-4 hover:underline"
                        >
                          {insight.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          ) : null}
        </Container>
      </section>
    </>
  )
}
