import { randomBytes } from 'node:crypto'
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
import { memo } from '#server/lib/memo.ts'
import { firmTimeOf } from '#server/lib/firm-time.ts'
import {
  LEAD_GOALS,
  leadDimension,
  type AnalyticsRepository,
  type EventRow,
  type TotalRow,
} from './analytics.repository.ts'
import { countryName, countryOf } from './countries.ts'
import { addressOf, createAddressBounds } from './address-bounds.ts'
import {
  DEVICES,
  NAME_LENGTH,
  PATH_LENGTH,
  VIEW,
  cut,
  deviceOf,
  idOf,
  isPerson,
  kindOf,
  originOf,
  tagOf,
  type Visit,
} from './events.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)

export type AnalyticsOptions = {
  /** How long counts wait in memory before they are written, together. */
  flushMs: number
  /** Written at once when this many wait. */
  maxWaiting: number
  /** How often finished days are summed and old raw rows deleted. */
  sweepMs: number
}
const DEFAULTS: AnalyticsOptions = { flushMs: 2000, maxWaiting: 1000, sweepMs: 60 * 60 * 1000 }

/** Every time zone's days begin on a quarter of an hour. */
const QUARTER_MS = 15 * 60 * 1000

/** How long after a day's end its totals are summed. */
const SETTLE_MS = 10 * 60 * 1000

/** The period the dashboard opens on. */
const DEFAULT_DAYS = 30

/** How many of each list the dashboard shows. */
const TOP = 10

/** Totals of several spans (kept days, months, days counted now) added up: visitors add up across days, as views do. */
function sumRows(...lists: TotalRow[][]) {
  const sums = new Map<string, TotalRow>()
  for (const row of lists.flat()) {
    const key = `${row.dimension}:${row.name}`
    const before = sums.get(key)
    sums.set(
      key,
      before ? { ...row, views: row.views + before.views, visitors: row.visitors + before.visitors } : row,
    )
  }
  return [...sums.values()]
}

/** Months as numbers, 12 × year + month − 1, of the firm's dates; and their first and last days. */
const monthOf = (day: number) => {
  const [year, month] = dateOf(day).split('-').map(Number) as [number, number]
  return year * 12 + month - 1
}
const firstDayOf = (month: number) =>
  dayNumber(`${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-01`)
const lastDayOf = (month: number) => firstDayOf(month + 1) - 1

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

/** A count waiting to be written: the request's parts are dropped once its row is made. */
type Waiting = {
  at: Date
  kind: number
  path: string
  visit: Visit
  tags?: { source: string | null; medium: string | null; campaign: string | null }
  search?: { query: string; found: number }
}

/** What a visitor may type that names someone: an e-mail address, a phone number. */
const PERSONAL = /@|\d[\d\s().+-]{6,}\d/

/**
 * The words of a search as counted: spaces and case made alike; words that look like an e-mail
 * address or a phone number are not kept.
 */
export const searchWords = (query: string) =>
  PERSONAL.test(query) ? WITHHELD : query.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 100)
export const WITHHELD = '(an address or a number, not kept)'

/**
 * Counts page views and goals as the server answers them (no script, no cookie), writes them in
 * batches off the request's path, and sums them for the dashboard.
 */
export function createAnalytics({
  repo,
  clock,
  timeZone,
  keepDays,
  counting = true,
  log,
  isPage = (path) => path.length <= PATH_LENGTH,
  options,
}: {
  repo: AnalyticsRepository
  clock: Clock
  /** The firm's time zone: its days are the dashboard's. */
  timeZone: () => string
  /** How many days raw rows are kept; their daily totals stay. */
  keepDays: () => number
  /** False: nothing new is counted (the server's COUNT_VISITS); what was counted can still be read. */
  counting?: boolean
  log: { warn: (message: string) => void }
  /** Whether an address is a page of the live site: only those are kept as the page a visitor came from. */
  isPage?: (path: string) => boolean
  options?: Partial<AnalyticsOptions>
}) {
  const { flushMs, maxWaiting, sweepMs } = { ...DEFAULTS, ...options }
  const dayOf = (instant: Date) => dayNumber(firmTimeOf(instant, timeZone()).slice(0, 10))
  let waiting: Waiting[] = []
  let writing: Promise<void> = Promise.resolve()
  // Names written by this instance already: not sent again.
  const known = new Set<number>()
  const salts = new Map<number, string>()
  const timers: NodeJS.Timeout[] = []
  let sweeping: Promise<void> = Promise.resolve()
  const bounds = createAddressBounds()

  /** Where a visit came from, the page of the site only if it is one. */
  const originIn = (visit: Visit) => {
    const origin = originOf(visit)
    return origin.fromPath && !isPage(origin.fromPath) ? { ...origin, fromPath: null } : origin
  }

  function add(entry: Waiting) {
    if (!counting || !isPerson(entry.visit)) return
    waiting.push(entry)
    if (waiting.length >= maxWaiting) void flush()
  }

  /** Writes what waits; a failed write loses those counts and nothing else. */
  function flush() {
    const taken = waiting
    waiting = []
    writing = writing.then(async () => {
      if (taken.length === 0) return
      try {
        await write(taken)
      } catch (error) {
        log.warn(`Analytics: ${taken.length} counts were not written: ${String(error)}`)
      }
    })
    return writing
  }

  /** The salt of a day, made by whichever instance asks first, and kept here until the day ends. */
  async function saltOf(day: number) {
    let salt = salts.get(day)
    if (!salt) salts.set(day, (salt = await repo.saltOf(day, () => randomBytes(32).toString('base64'))))
    return salt
  }

  async function write(taken: Waiting[]) {
    const names = new Map<number, string>()
    // A batch names the same pages, visitors' addresses and quarters of an hour again and again.
    const nameId = memo(idOf)
    const country = memo(countryOf)
    const device = memo(deviceOf)
    const dayIn = memo((quarter: number) => dayOf(new Date(quarter * QUARTER_MS)))
    const address = memo(addressOf)
    // Every name kept is short, whatever a request sent.
    const name = (whole: string | null | undefined, max = NAME_LENGTH) => {
      if (!whole) return null
      const text = cut(whole, max)
      const id = nameId(text)
      if (!known.has(id)) names.set(id, text)
      return id
    }
    const rows: EventRow[] = []
    for (const { at, kind, path, visit, tags, search } of taken) {
      const day = dayIn(Math.floor(at.getTime() / QUARTER_MS))
      const salt = salts.get(day) ?? (await saltOf(day))
      const origin = originIn(visit)
      const from = address(visit.ip)
      rows.push({
        day,
        at: Math.floor(at.getTime() / 1000),
        kind,
        path: name(path, PATH_LENGTH)!,
        // One address is a few visitors a day at most, however many browser strings it sends.
        visitor: idOf(`${salt}|${from}|${bounds.browserOf(from, day, visit.userAgent ?? '')}`),
        entry: kind === VIEW && origin.entry ? 1 : 0,
        device: device(visit.userAgent ?? ''),
        country: country(visit.ip),
        source: name(origin.source),
        utmSource: name(tags?.source),
        utmMedium: name(tags?.medium),
        utmCampaign: name(tags?.campaign),
        fromPath: name(origin.fromPath, PATH_LENGTH),
        query: name(search?.query),
        found: search?.found ?? null,
      })
    }
    // One commit per batch: on SQLite each is a wait for the disk.
    await repo.writeCounts(names, rows)
    if (known.size > 50_000) known.clear()
    for (const id of names.keys()) known.add(id)
    if ([...salts.keys()].some((day) => day < dayOf(clock()))) await forgetOldSalts()
  }

  /** Yesterday's visitors can no longer be told apart once its salt is gone, here and in the database. */
  async function forgetOldSalts() {
    const today = dayOf(clock())
    for (const day of salts.keys()) if (day < today) salts.delete(day)
    await repo.forgetSaltsBefore(today)
  }

  /**
   * Sums the days that have ended (a few minutes ago: the last batches of a day are written by then,
   * on every instance), in order, and deletes raw rows older than the site keeps them.
   */
  async function sweep() {
    await forgetOldSalts()
    const today = dayOf(clock())
    const ended = dayOf(new Date(clock().getTime() - SETTLE_MS))
    const counted = (await repo.lastCountedDay()) ?? -1
    for (const day of await repo.daysWithRows(counted, ended)) {
      await repo.saveTotals(day, await repo.countDay(day))
    }
    await rollUpMonths(ended)
    await repo.deleteEventsBefore(today - keepDays())
  }

  /** Sums each month that has ended by `ended` (its days are summed by then), once. */
  async function rollUpMonths(ended: number) {
    const [first, rolled] = await Promise.all([repo.firstCountedDay(), repo.lastRolledMonth()])
    if (first === null) return
    for (let month = rolled === null ? monthOf(first) : rolled + 1; lastDayOf(month) <= ended; month++) {
      await repo.rollUpMonth(month, firstDayOf(month), lastDayOf(month))
    }
  }

  /**
   * The kept totals of the days from `first` to `last`: the months summed whole from their sums, the
   * other days from theirs.
   */
  async function keptTotals(first: number, last: number, dimensions?: string[]) {
    const rolled = (await repo.lastRolledMonth()) ?? -Infinity
    const from = firstDayOf(monthOf(first)) === first ? monthOf(first) : monthOf(first) + 1
    const to = Math.min(rolled, lastDayOf(monthOf(last)) === last ? monthOf(last) : monthOf(last) - 1)
    if (to < from) return repo.totals(first, last, dimensions)
    return sumRows(
      ...(await Promise.all([
        repo.totals(first, firstDayOf(from) - 1, dimensions),
        repo.monthTotals(from, to, dimensions),
        repo.totals(lastDayOf(to) + 1, last, dimensions),
      ])),
    )
  }

  /**
   * The days from `from` to `to` not summed yet (today, and yesterday for a few minutes after
   * midnight), counted now from their raw rows; and the last day whose totals are kept.
   */
  async function uncounted(from: number, to: number) {
    const counted = (await repo.lastCountedDay()) ?? -1
    const live = new Map<number, TotalRow[]>()
    for (const day of await repo.daysWithRows(Math.max(counted, from - 1), to + 1)) {
      live.set(day, await repo.countDay(day))
    }
    return { counted, live }
  }

  /** The totals of some things of one kind over the days from `first` to `last`, today's counted now. */
  async function totalsOf(dimension: string, ids: number[], first: number, last: number) {
    const { counted, live } = await uncounted(first, last)
    const wanted = new Set(ids)
    const liveRows = [...live]
      .filter(([day]) => day >= first && day <= last)
      .flatMap(([, rows]) => rows)
      .filter((row) => row.dimension === dimension && wanted.has(row.name))
    return sumRows(await repo.totalsOf(dimension, ids, first, Math.min(last, counted)), liveRows)
  }

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
    /** Counts a page the server answered with 200 (a search with its words and what it found). */
    pageView(visit: Visit, path: string, params: URLSearchParams, found?: number) {
      const at = clock()
      // The first few of an address's page views each minute: a reload with a new query is one more.
      if (!counting || !isPerson(visit) || !bounds.mayView(addressOf(visit.ip), at)) return
      const tags = {
        source: tagOf(params, 'utm_source'),
        medium: tagOf(params, 'utm_medium'),
        campaign: tagOf(params, 'utm_campaign'),
      }
      add({ at, kind: VIEW, path, visit, tags })
      const query = params.get('q')
      if (found !== undefined && query?.trim()) {
        add({ at, kind: kindOf('search'), path, visit, search: { query: searchWords(query), found } })
      }
    },

    /** Counts a goal reached: a message sent, a subscription confirmed, a job alert asked for. */
    goal(visit: Visit, goal: Exclude<Goal, 'search'>) {
      add({ at: clock(), kind: kindOf(goal), path: originIn(visit).fromPath ?? '/', visit })
    },

    flush,
    sweep,

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

    start() {
      timers.push(setInterval(() => void flush(), flushMs).unref())
      const sweepNow = () => {
        sweeping = sweep().catch((error: unknown) =>
          log.warn(`Analytics: the daily sums failed: ${String(error)}`),
        )
      }
      timers.push(setInterval(sweepNow, sweepMs).unref())
      sweepNow()
    },

    /** Stops the timers, lets a running sum finish and writes what waits, before the database closes. */
    async stop() {
      for (const timer of timers.splice(0)) clearInterval(timer)
      await sweeping
      await flush()
      await repo.close()
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

export type Analytics = ReturnType<typeof createAnalytics>
