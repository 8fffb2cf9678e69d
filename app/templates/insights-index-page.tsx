import { PageHeader, countedFigures } from '#app/components/sections/page-header.tsx'
import { ActionLink } from '#app/components/ui/action-link.tsx'
import { ArtImage } from '#app/components/ui/art-image.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { formatCount, formatDate } from '#app/lib/format.ts'
import { riseIn } from '#app/lib/motion.ts'
import type { InsightCard, InsightTopic } from '#content/content.ts'
import type { InsightsIndex } from '#content/schemas.ts'

/** One insight's card: its picture, topic, date and title, the whole card a link to it. */
function InsightCardItem({
  card,
  i,
  headingLevel: Heading,
  locale,
}: {
  card: InsightCard
  i: number
  headingLevel: 'h2' | 'h3'
  locale: string
}) {
  return (
    <li className={riseIn(i)}>
      <article className="group relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <ArtImage image={card.image} className="aspect-[4/3] w-full" sizes="(min-width: 768px) 33vw, 100vw" />
        <div className="flex flex-1 flex-col p-6">
          <p className="text-sm text-slate-600">
            <span className="font-semibold text-red-strong">{card.category}</span> ·{' '}
            <time dateTime={card.date}>{formatDate(card.date, locale)}</time>
          </p>
          <Heading className="mt-2 text-xl font-bold text-navy">
            <a href={card.href} className="group-hover:underline after:absolute after:inset-0">
              {card.title}
            </a>
          </Heading>
        </div>
      </article>
    </li>
  )
}

/**
 * /insights: the featured insights, the newest after them, and every insight topic: a link to its
 * archive (every insight on it, content/listings.ts), then its newest insights. Every card is made
 * from its insight: a new one appears here when it is published.
 */
export function InsightsIndexPage({
  index,
  featured,
  latest,
  topics,
  locale,
}: {
  index: InsightsIndex
  featured: InsightCard[]
  latest: InsightCard[]
  topics: InsightTopic[]
  /** How its dates are written. */
  locale: string
}) {
  // Every insight is under one topic: the page leads to this many.
  const insightCount = topics.reduce((count, topic) => count + topic.count, 0)
  return (
    <>
      <PageHeader
        title={index.heading}
        intro={index.intro}
        figures={countedFigures([insightCount, index.countLabel])}
      />
      {/* The featured and the newest are one band of cards: the topics below are the page's first
          band drawn only near the viewport (app.css), as on every page. */}
      <Container className="py-16">
        <ul className="grid gap-8 md:grid-cols-3">
          {featured.map((card, i) => (
            <InsightCardItem key={card.href} card={card} i={i} headingLevel="h2" locale={locale} />
          ))}
        </ul>
        {latest.length > 0 ? (
          <section aria-labelledby="latest-heading" className="mt-16">
            <h2 id="latest-heading" className="text-3xl font-bold text-navy">
              {index.latestHeading}
            </h2>
            <ul className="mt-8 grid gap-8 md:grid-cols-3">
              {latest.map((card, i) => (
                <InsightCardItem key={card.href} card={card} i={i} headingLevel="h3" locale={locale} />
              ))}
            </ul>
          </section>
        ) : null}
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
                  href={topic.href}
                  className="inline-block rounded-full bg-white px-5 py-2.5 font-semibold text-navy ring-1 ring-slate-300 hover:bg-navy hover:text-white"
                >
                  {topic.label}
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-12 grid gap-10 md:grid-cols-2">
            {topics
              .filter((topic) => topic.count > 1)
              .map((topic) => (
                <section key={topic.id} aria-labelledby={topic.id}>
                  <h3 id={topic.id} className="text-xl font-bold text-navy">
                    {topic.label}
                  </h3>
                  <ul className="mt-3 space-y-2">
                    {topic.newest.map((insight) => (
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
                  {topic.count > topic.newest.length ? (
                    <ActionLink to={topic.href} variant="text" className="mt-3">
                      {index.topicArchive.allLink.replace('{count}', formatCount(topic.count, locale))}
                    </ActionLink>
                  ) : null}
                </section>
              ))}
          </div>
        </Container>
      </section>
    </>
  )
}
