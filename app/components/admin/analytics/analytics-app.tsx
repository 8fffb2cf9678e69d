import { useCallback, useEffect, useState } from 'react'
import { analyticsApi } from '#app/lib/admin-api/analytics.ts'
import type { ApiResult } from '#app/lib/api-client.ts'
import type { SessionResponse } from '#contract/admin.ts'
import type { AnalyticsResponse, Count } from '#contract/analytics.ts'
import { AdminLoading, AdminShell, SkeletonRows } from '../admin-shell.tsx'
import { StatusLine } from '../status-line.tsx'
import { useAdminSession } from '../use-admin-session.ts'
import { VisitsChart } from './visits-chart.tsx'
import { analyticsHelp } from './help.ts'

/** /superadmin/analytics: what visitors read, where they came from, and what they went on to do. */
export function AnalyticsApp() {
  const session = useAdminSession()
  return session ? <Analytics session={session} /> : <AdminLoading label="Loading the figures" />
}

type Period = { from: string; to: string }

const DAY_MS = 86_400_000
/** The day `days` before `day` (dates as 2026-11-30). */
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10)

const PRESETS = [
  { key: '7', label: 'Last 7 days', days: 7 },
  { key: '30', label: 'Last 30 days', days: 30 },
  { key: '365', label: 'Last 12 months', days: 365 },
] as const
type Choice = (typeof PRESETS)[number]['key'] | 'dates'

const number = (value: number) => value.toLocaleString('en-GB')
const percent = (value: number) => (value === 0 ? '0%' : `${(value * 100).toFixed(value < 0.1 ? 1 : 0)}%`)
/** "31 Oct 2026" from "2026-10-31": the firm's date, shown as it is. */
const dateText = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })

/** How a figure moved from the period before: "+12% on the 30 days before", or that there was none. */
function change(now: number, before: number) {
  if (before === 0) return now === 0 ? 'none in the period before either' : 'none in the period before'
  const moved = (now - before) / before
  return `${moved >= 0 ? '+' : '−'}${Math.abs(Math.round(moved * 100))}% on the period before (${number(before)})`
}

function Analytics({ session }: { session: SessionResponse }) {
  const [figures, setFigures] = useState<AnalyticsResponse | null>(null)
  const [choice, setChoice] = useState<Choice>('30')
  const [dates, setDates] = useState<Period>({ from: '', to: '' })
  const [errors, setErrors] = useState<Partial<Record<keyof Period, string>>>({})
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)

  const show = useCallback((result: ApiResult<AnalyticsResponse>) => {
    if (!result.ok) {
      setErrors(result.fields ?? {})
      return setNotice({ ok: false, text: result.error ?? 'The figures could not be loaded.' })
    }
    setErrors({})
    setNotice(null)
    setFigures(result.data)
    setDates({ from: result.data.from, to: result.data.to })
  }, [])
  const load = useCallback((period?: Period) => analyticsApi.analytics(period).then(show), [show])
  // Not useLoad: the answer sets the dates the person edits, and a refused period says why beside them.
  useEffect(() => {
    void load()
  }, [load])

  function choose(next: Choice) {
    setChoice(next)
    const preset = PRESETS.find((p) => p.key === next)
    if (preset && figures) void load({ from: daysBefore(figures.today, preset.days - 1), to: figures.today })
  }

  return (
    <AdminShell title="Analytics" session={session} help={analyticsHelp}>
      <form
        className="flex flex-wrap items-end gap-4"
        aria-label="The period shown"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void load(dates)
        }}
      >
        <div>
          <label htmlFor="analytics-period" className="block font-semibold text-navy">
            Period
          </label>
          <select
            id="analytics-period"
            value={choice}
            onChange={(event) => choose(event.target.value as Choice)}
            className="mt-1 rounded-md border border-slate-300 px-3 py-2"
          >
            {PRESETS.map((preset) => (
              <option key={preset.key} value={preset.key}>
                {preset.label}
              </option>
            ))}
            <option value="dates">Choose the dates</option>
          </select>
        </div>
        {choice === 'dates' ? (
          <>
            {(['from', 'to'] as const).map((field) => (
              <div key={field}>
                <label htmlFor={`analytics-${field}`} className="block font-semibold text-navy">
                  {field === 'from' ? 'From' : 'To (included)'}
                </label>
                <input
                  id={`analytics-${field}`}
                  type="date"
                  value={dates[field]}
                  onChange={(event) => setDates({ ...dates, [field]: event.target.value })}
                  aria-invalid={errors[field] ? true : undefined}
                  aria-describedby={errors[field] ? `analytics-${field}-error` : undefined}
                  className="mt-1 block rounded-md border border-slate-300 px-3 py-2 aria-invalid:border-red-strong"
                />
                {errors[field] ? (
                  <p id={`analytics-${field}-error`} className="text-sm font-medium text-red-strong">
                    {errors[field]}
                  </p>
                ) : null}
              </div>
            ))}
            <button
              type="submit"
              className="rounded-md bg-navy px-4 py-2 font-semibold text-white hover:bg-navy-deep"
            >
              Show
            </button>
          </>
        ) : null}
      </form>
      <StatusLine notice={notice} />
      {figures ? <Figures figures={figures} /> : <SkeletonRows rows={4} />}
    </AdminShell>
  )
}

function Figures({ figures }: { figures: AnalyticsResponse }) {
  const { totals } = figures
  return (
    <div className="mt-6 space-y-10">
      <p className="text-slate-700">
        {`From ${dateText(figures.from)} to ${dateText(figures.to)}, beside the ${figures.days.length} days before (${dateText(figures.previous.from)} to ${dateText(figures.previous.to)}).`}{' '}
        Counted without cookies: a visitor is counted once a day.
      </p>
      <a
        href={`/api/analytics.csv?from=${figures.from}&to=${figures.to}`}
        download
        className="inline-block rounded-md border border-navy px-4 py-2 font-semibold text-navy hover:bg-slate-100"
      >
        Download each day’s figures (CSV)
      </a>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        <Figure
          label="Visitors"
          value={number(totals.visitors)}
          note={change(totals.visitors, totals.previousVisitors)}
        />
        <Figure
          label="Page views"
          value={number(totals.views)}
          note={change(totals.views, totals.previousViews)}
        />
        {figures.goals.map((goal) => (
          <Figure
            key={goal.goal}
            label={goal.label}
            value={number(goal.count)}
            note={`${percent(goal.rate)} of visitors; ${change(goal.count, goal.previousCount)}`}
          />
        ))}
      </dl>
      <VisitsChart days={figures.days} />
      <details>
        <summary className="cursor-pointer font-semibold text-navy">The figures of each day</summary>
        <Table
          caption="Each day"
          heads={['Day', 'Visitors', 'Page views']}
          rows={figures.days.map((day) => [dateText(day.day), number(day.visitors), number(day.views)])}
        />
      </details>
      <section aria-labelledby="analytics-leads" className="space-y-4">
        <h2 id="analytics-leads" className="font-serif text-xl font-semibold text-navy">
          What visitors read before they got in touch
        </h2>
        <p className="max-w-prose text-slate-700">
          For each goal, the pages its visitors had read earlier the same day, and the share of each page’s
          visitors who went on to reach it.
        </p>
        <div className="grid items-start gap-10 lg:grid-cols-3">
          {figures.leads.map((lead) => (
            <Table
              key={lead.goal}
              caption={lead.label}
              heads={['Page read before', 'Visitors', 'Of its readers']}
              rows={lead.pages.map((page) => [
                page.name,
                number(page.visitors),
                `${percent(page.rate)} of ${number(page.readers)}`,
              ])}
            />
          ))}
        </div>
      </section>
      <div className="grid items-start gap-10 lg:grid-cols-2">
        {(
          [
            ['Top pages', 'Page', figures.pages],
            ['Where visits start', 'Page', figures.entries],
            ['Where visitors come from', 'Source', figures.sources],
            ['Devices', 'Device', figures.devices],
            ['Countries', 'Country', figures.countries],
            ['Campaigns (utm_campaign)', 'Campaign', figures.campaigns.names],
            ['Campaign sources (utm_source)', 'Source', figures.campaigns.sources],
          ] as const
        ).map(([caption, head, list]) => (
          <Table
            key={caption}
            caption={caption}
            heads={[head, 'Visitors', 'Page views']}
            rows={counts(list)}
          />
        ))}
        <Table
          caption="What visitors searched for"
          heads={['Words', 'Visitors', 'Searches']}
          rows={counts(figures.searches)}
        />
        <Table
          caption="Searches that found nothing: what to write about"
          heads={['Words', 'Visitors', 'Searches']}
          rows={counts(figures.unfound)}
        />
      </div>
      <p className="text-sm text-slate-600">
        Countries:{' '}
        <a className="underline" href="https://db-ip.com">
          IP Geolocation by DB-IP
        </a>
        , under the{' '}
        <a className="underline" href="https://creativecommons.org/licenses/by/4.0/">
          CC BY 4.0 licence
        </a>
        .
      </p>
    </div>
  )
}

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="rounded-lg border border-slate-200 p-3 sm:p-4">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="text-3xl font-bold text-navy">{value}</dd>
      <dd className="text-sm text-slate-600">{note}</dd>
    </div>
  )
}

type Row = [name: string, first: string, second: string]

/** A list of the dashboard: what is counted, then two figures of it. */
function Table({ caption, heads, rows }: { caption: string; heads: Row; rows: Row[] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left font-serif text-lg font-semibold text-navy">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300">
          {heads.map((head, i) => (
            <th
              key={head}
              scope="col"
              className={i === 0 ? 'py-1.5 pr-3 font-semibold' : 'py-1.5 pl-3 text-right font-semibold'}
            >
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={3} className="py-2 text-slate-600">
              Nothing in this period.
            </td>
          </tr>
        ) : (
          rows.map(([name, first, second]) => (
            <tr key={name} className="border-b border-slate-100">
              <th scope="row" className="py-1.5 pr-3 font-normal break-all">
                {name}
              </th>
              <td className="py-1.5 pl-3 text-right tabular-nums">{first}</td>
              <td className="py-1.5 pl-3 text-right tabular-nums">{second}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  )
}

/** Counted things: their visitors and their page views (or searches). */
const counts = (list: Count[]): Row[] =>
  list.map((count) => [count.name, number(count.visitors), number(count.views)])
