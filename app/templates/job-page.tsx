import { Section } from '#app/components/sections/section.tsx'
import { ActionLink } from '#app/components/ui/action-link.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { formatDate } from '#app/lib/format.ts'
import type { CareersJobsPage, JobDetail, Labels } from '#content/schemas.ts'
import { RichText } from '#app/components/sections/rich-text.tsx'

const Bullets = ({ items }: { items: string[] }) => (
  <ul className="max-w-3xl list-disc space-y-2 pl-6 text-lg text-slate-700">
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
)

/** /careers/jobs/:id: one featured job in full. */
export function JobPage({
  job,
  headings,
  labels,
  locale,
}: {
  job: JobDetail
  headings: CareersJobsPage['detailHeadings']
  labels: Labels['job']
  /** How its dates are written. */
  locale: string
}) {
  return (
    <article>
      <header className="bg-navy-deep text-white">
        <Container className="py-14 sm:py-20">
          <p className="text-sm font-semibold tracking-widest text-red-300 uppercase">
            {job.department} · {job.id}
          </p>
          <h1 className="mt-3 text-4xl font-bold sm:text-5xl">{job.title}</h1>
          {/* The short facts in a row; the salary, a sentence, gets the full width below them. */}
          <dl className="mt-6 grid max-w-4xl gap-4 text-slate-200 sm:grid-cols-4">
            {[
              [labels.location, job.location],
              [labels.type, job.type],
              [labels.posted, formatDate(job.datePosted, locale)],
              [labels.closingDate, formatDate(job.closingDate, locale)],
              [labels.salary, job.salary],
            ].map(([term, value]) => (
              <div key={term} className={term === labels.salary ? 'sm:col-span-4' : undefined}>
                <dt className="text-sm text-slate-400">{term}</dt>
                <dd className="font-semibold text-white">{value}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </header>
      <Section id="about-role" heading={headings.about}>
        <RichText text={job.about} />
      </Section>
      <Section id="responsibilities" heading={headings.responsibilities} tone="grey">
        <Bullets items={job.responsibilities} />
      </Section>
      <Section id="requirements" heading={headings.requirements}>
        <Bullets items={job.requirements} />
      </Section>
      <Section id="apply" heading={headings.apply} tone="grey">
        <p className="max-w-3xl text-lg text-slate-700">{job.howToApply}</p>
        <div className="mt-8 flex flex-wrap items-center gap-6">
          <ActionLink to="/contact">{labels.apply.replace('{id}', job.id)}</ActionLink>
          <a
            href="/careers/searchjobs"
            className="font-semibold text-navy underline-offset-4 hover:underline"
          >
            {labels.allJobs}
          </a>
        </div>
      </Section>
    </article>
  )
}
