// Reports: the dashboard of a period against the one before it, every day's totals as a spreadsheet,
// a page's recent reads for the content editor, and the visits a campaign's links brought. Each reads
// the sums, with what is not summed yet counted now.
import {
  GOAL_LABELS,
  GOALS,
  type AnalyticsQuery,
  type AnalyticsResponse,
  type Count,
  type Goal,
  type PageReads,
} from '#contract/analytics.ts'
import { READS_DAYS } from '#contract/analytics-constants.ts'
import type { Clock } from '#server/lib/clock.ts'
import { csvOf } from '#server/lib/csv.ts'
import { LEAD_GOALS, leadDimension, type AnalyticsRepository, type TotalRow } from './analytics.repository.ts'
import { countryName } from './countries.ts'
import { dateOf, dayNumber } from './days.ts'
import { DEVICES, idOf, kindOf } from './events.ts'
import { type Sums, sumRows } from './sums.ts'

/** The period the dashboard opens on. */
const DEFAULT_DAYS = 30

/** How many of each list the dashboard shows. */
const TOP = 10

/** The things counted each day, in the export's order and words. */
const EXPORTED: [dimension: string, label: string][] = [
  ['all', 'All pages'],
  ['page', 'Page'],
  ['entry', 'Page a visit started on'],
  ['source', 'Where visits came from'],
  ['utmSource', 'utm_source'],
  ['utmMedium', 'utm_medium'],
  ['utmCampaign', 'utm_campaign'],
  ['device', 'Device'],
  ['country', 'Country'],
  ['goal', 'Goal'],
  ...LEAD_GOALS.map((goal): [string, string] => [leadDimension(goal), `Read before: ${GOAL_LABELS[goal]}`]),
  ['search', 'Search'],
  ['unfound', 'Search that found nothing'],
]

/** The things counted whose name is a string kept in analytics_names. */
const NAMED = new Set(
  EXPORTED.map(([dimension]) => dimension).filter((d) => !['all', 'device', 'country', 'goal'].includes(d)),
)

/** What a counted thing is called, in the dashboard and the export. */
function wordsOf({ dimension, name }: TotalRow, names: Map<number, string>) {
  if (dimension === 'all') return ''
  if (dimension === 'device') return DEVICES[name] ?? 'desktop'
  if (dimension === 'country') return countryName(name)
  if (dimension === 'goal') return GOAL_LABELS[GOALS[name - 1]!]
  if (dimension === 'source' && name === 0) return 'Direct'
  return names.get(name) ?? '(unknown)'
}

export function createReports({
  repo,
  clock,
  dayOf,
  sums: { sweep, keptTotals, uncounted, totalsOf },
}: {
  repo: AnalyticsRepository
  clock: Clock
  /** The firm's day of an instant. */
  dayOf: (instant: Date) => number
  sums: Sums
}) {
  /** The strings the rows name, from analytics_names. */
  const namesIn = (rows: TotalRow[]) =>
    repo.namesOf([
      ...new Set(rows.filter((row) => NAMED.has(row.dimension) && row.name !== 0).map((row) => row.name)),
    ])

  /** The days of a period asked for: the last 30 unless both ends are given. */
  function periodOf(query: AnalyticsQuery) {
    const today = dayOf(clock())
    const last = query.to ? dayNumber(query.to) : today
    const first = query.from ? dayNumber(query.from) : last - (DEFAULT_DAYS - 1)
    return { today, first, last }
  }

  return {
    /** The visits brought by links tagged with each `utm_campaign` (a newsletter issue's). */
    async visitsBrought(tags: string[]) {
      const brought = new Map<string, { visitors: number; views: number }>()
      if (tags.length === 0) return brought
      const ids = new Map(tags.map((tag) => [idOf(tag.toLowerCase()), tag]))
      for (const row of await totalsOf('utmCampaign', [...ids.keys()], 0, dayOf(clock()))) {
        const tag = ids.get(row.name)
        if (tag) brought.set(tag, { visitors: row.visitors, views: row.views })
      }
      return brought
    },

    /** A page's reads over the last days, today's included: for the content editor. */
    async readsOf(path: string): Promise<PageReads> {
      const last = dayOf(clock())
      const first = last - (READS_DAYS - 1)
      const [row] = await totalsOf('page', [idOf(path)], first, last)
      return {
        path,
        from: dateOf(first),
        to: dateOf(last),
        views: row?.views ?? 0,
        visitors: row?.visitors ?? 0,
      }
    },

    /** Every day's totals of a period, one line per thing counted, as a spreadsheet reads them. */
    async exportCsv(query: AnalyticsQuery) {
      await sweep()
      const { today, first, last } = periodOf(query)
      const { counted, live } = await uncounted(first, Math.min(last, today))
      const rows = [
        ...(await repo.totalsByDay(first, Math.min(last, counted))),
        ...[...live]
          .filter(([day]) => day >= first && day <= last)
          .flatMap(([day, list]) => list.map((row) => ({ day, ...row }))),
      ]
      const order = new Map(EXPORTED.map(([dimension], i) => [dimension, i]))
      rows.sort(
        (a, b) =>
          a.day - b.day ||
          (order.get(a.dimension) ?? 0) - (order.get(b.dimension) ?? 0) ||
          b.visitors - a.visitors ||
          b.views - a.views,
      )
      const names = await namesIn(rows)
      const labels = new Map(EXPORTED)
      return {
        filename: `visits-${dateOf(first)}-to-${dateOf(last)}.csv`,
        csv: csvOf(
          ['Day', 'Counted', 'Name', 'Visitors', 'Page views or times'],
          rows.map((row) => [
            dateOf(row.day),
            labels.get(row.dimension) ?? row.dimension,
            wordsOf(row, names),
            row.visitors,
            row.views,
          ]),
        ),
      }
    },

    async dashboard(query: AnalyticsQuery): Promise<AnalyticsResponse> {
      await sweep()
      const { today, first, last } = periodOf(query)
      const before = { first: first - (last - first + 1), last: first - 1 }
      const { counted, live } = await uncounted(before.first, Math.min(last, today))
      const liveIn = (a: number, b: number, dimensions?: string[]) =>
        [...live]
          .filter(([day]) => day >= a && day <= b)
          .flatMap(([, rows]) => rows)
          .filter((row) => !dimensions || dimensions.includes(row.dimension))
      const [keptRows, keptPrevious, kept] = await Promise.all([
        keptTotals(first, Math.min(last, counted)),
        keptTotals(before.first, Math.min(before.last, counted), ['all', 'goal']),
        repo.daily(first, last),
      ])
      const rows = sumRows(keptRows, liveIn(first, last))
      const previousRows = sumRows(keptPrevious, liveIn(before.first, before.last, ['all', 'goal']))
      const of = (list: TotalRow[], dimension: string) =>
        list
          .filter((row) => row.dimension === dimension)
          .sort((a, b) => b.visitors - a.visitors || b.views - a.views)
      const names = await namesIn(rows)
      const top = (dimension: string): Count[] =>
        of(rows, dimension)
          .slice(0, TOP)
          .map((row) => ({ name: wordsOf(row, names), views: row.views, visitors: row.visitors }))
      const all = of(rows, 'all')[0] ?? { views: 0, visitors: 0 }
      const pageVisitors = new Map(of(rows, 'page').map((row) => [wordsOf(row, names), row.visitors]))
      const previousAll = of(previousRows, 'all')[0] ?? { views: 0, visitors: 0 }

      // Every day of the period, those not summed yet counted now, a day without visits at zero.
      const byDay = new Map(kept.map((row) => [row.day, row]))
      for (const [day, dayRows] of live) {
        const all = dayRows.find((row) => row.dimension === 'all')
        if (all) byDay.set(day, { day, ...all })
      }
      const days = []
      for (let day = first; day <= last; day++) {
        const row = byDay.get(day)
        days.push({ day: dateOf(day), views: row?.views ?? 0, visitors: row?.visitors ?? 0 })
      }

      const goalRow = (list: TotalRow[], goal: Goal) =>
        list.find((row) => row.dimension === 'goal' && row.name === kindOf(goal))
      return {
        today: dateOf(today),
        from: dateOf(first),
        to: dateOf(last),
        previous: { from: dateOf(before.first), to: dateOf(before.last) },
        totals: {
          visitors: all.visitors,
          views: all.views,
          previousVisitors: previousAll.visitors,
          previousViews: previousAll.views,
        },
        days,
        pages: top('page'),
        entries: top('entry'),
        sources: top('source'),
        campaigns: { sources: top('utmSource'), mediums: top('utmMedium'), names: top('utmCampaign') },
        devices: top('device'),
        countries: top('country'),
        goals: GOALS.map((goal) => {
          const reached = goalRow(rows, goal)
          return {
            goal,
            label: GOAL_LABELS[goal],
            count: reached?.views ?? 0,
            visitors: reached?.visitors ?? 0,
            previousCount: goalRow(previousRows, goal)?.views ?? 0,
            rate: all.visitors ? (reached?.visitors ?? 0) / all.visitors : 0,
          }
        }),
        leads: LEAD_GOALS.map((goal) => ({
          goal,
          label: GOAL_LABELS[goal],
          pages: top(leadDimension(goal)).map((lead) => {
            const readers = pageVisitors.get(lead.name) ?? lead.visitors
            return {
              name: lead.name,
              visitors: lead.visitors,
              readers,
              rate: readers ? lead.visitors / readers : 0,
            }
          }),
        })),
        searches: top('search'),
        unfound: top('unfound'),
      }
    },
  }
}
