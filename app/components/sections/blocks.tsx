import { NewsletterForm, type SignupWords } from '#app/components/layout/newsletter-form.tsx'
import { ActionLink } from '#app/components/ui/action-link.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { ArrowRightIcon } from '#app/components/ui/icons.tsx'
import { cn } from '#app/lib/cn.ts'
import { formatDate } from '#app/lib/format.ts'
import { riseIn } from '#app/lib/motion.ts'
import type { InsightCard } from '#content/content.ts'
import type { Cta, GetInTouch, Link, Partner, Stat } from '#content/schemas.ts'

/** From a large screen up: rows of three for three or six figures, else of four. */
const wideRows = (count: number) => (count % 3 === 0 && count % 4 !== 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4')

/** Figures, two to a row; more share a row from a large screen up, unless the row is `narrow`. */
export function StatsRow({
  items,
  dark = false,
  narrow = false,
}: {
  items: Stat[]
  dark?: boolean
  narrow?: boolean
}) {
  return (
    <dl className={cn('grid grid-cols-2 gap-6', !narrow && items.length > 2 && wideRows(items.length))}>
      {items.map((stat, i) => (
        // Reversed so the figure reads first visually and the term first in the markup; justify-end
        // keeps figures side by side at the top when one label runs longer.
        <div key={stat.label} className={`${riseIn(i, 0.1)} flex flex-col-reverse justify-end`}>
          <dt className={dark ? 'mt-1 text-slate-200' : 'mt-1 text-slate-700'}>{stat.label}</dt>
          <dd className={`text-4xl font-bold sm:text-5xl ${dark ? 'text-white' : 'text-navy'}`}>
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** A band of figures under the hero. */
export function StatsBand({ items, label }: { items: Stat[]; label: string }) {
  return (
    <section aria-label={label} className="bg-navy py-12 text-white">
      <Container>
        <StatsRow items={items} dark />
      </Container>
    </section>
  )
}

/** The red "get in touch" bar between sections. */
export function GetInTouchBand({ band }: { band: GetInTouch }) {
  return (
    <section aria-label={band.button.label} className="bg-red-strong text-white">
      <Container className="flex flex-col items-start justify-between gap-5 py-8 sm:flex-row sm:items-center">
        <p className="text-xl font-semibold">{band.text}</p>
        <ActionLink to={band.button.href} variant="light" className="shrink-0">
          {band.button.label}
        </ActionLink>
      </Container>
    </section>
  )
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('')

/** Partner organisations, each with a monogram in place of a logo file. */
export function PartnerList({ items }: { items: Partner[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((partner, i) => (
        <li
          key={partner.name}
          className={`${riseIn(i)} rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200`}
        >
          <span
            aria-hidden="true"
            className="flex size-14 items-center justify-center rounded-full bg-navy text-lg font-bold text-white"
          >
            {initials(partner.name)}
          </span>
          <h3 className="mt-4 text-lg font-bold text-navy">{partner.name}</h3>
          <p className="mt-2 text-slate-700">{partner.description}</p>
        </li>
      ))}
    </ul>
  )
}

/** Dated links to insights, in the order the entry lists them. */
export function DatedLinks({
  items,
  linkLabel,
  locale,
}: {
  items: InsightCard[]
  linkLabel: string
  locale: string
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map((item, i) => (
        <li key={item.href} className={riseIn(i)}>
          <a
            href={item.href}
            className="group flex h-full flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 hover:ring-navy"
          >
            <span className="text-sm text-slate-600">
              {item.category ? `${item.category} · ` : ''}
              <time dateTime={item.date}>{formatDate(item.date, locale)}</time>
            </span>
            <span className="mt-2 text-xl font-bold text-navy group-hover:underline">{item.title}</span>
            <span className="mt-4 inline-flex items-center gap-2 font-semibold text-red-strong">
              {linkLabel} <ArrowRightIcon className="size-4" />
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}

/** The closing call to action of a page. */
export function CtaBand({ cta, id = 'cta-heading' }: { cta: Cta; id?: string }) {
  return (
    <section aria-labelledby={id} className="bg-navy py-16 text-white sm:py-20">
      <Container className="flex flex-col items-start gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={id} className="text-3xl font-bold text-balance">
            {cta.headline}
          </h2>
          <p className="mt-3 text-lg text-slate-200">{cta.description}</p>
        </div>
        <ActionLink to={cta.button.href} variant="primary" className="shrink-0">
          {cta.button.label}
        </ActionLink>
      </Container>
    </section>
  )
}

/** A newsletter sign-up in a navy panel: its heading, a line, and the form for `topic`. */
export function SignupPanel(props: {
  id: string
  heading: string
  text: string
  topic: string
  words: SignupWords
}) {
  return (
    <section aria-labelledby={props.id} className="max-w-2xl rounded-xl bg-navy p-8 text-white">
      <h2 id={props.id} className="text-2xl font-bold">
        {props.heading}
      </h2>
      <p className="mt-2 mb-5 text-slate-200">{props.text}</p>
      <NewsletterForm topic={props.topic} frame={props.words} />
    </section>
  )
}

/** A short row of links to related pages. */
export function RelatedLinks({ links, heading = 'Related' }: { links: Link[]; heading?: string }) {
  return (
    <nav aria-label={heading}>
      <h2 className="text-sm font-semibold tracking-widest text-slate-600 uppercase">{heading}</h2>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="font-semibold text-red-strong underline-offset-4 hover:underline">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
