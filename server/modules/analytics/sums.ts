// Sums: each ended day's counts kept as totals, each ended month's as one, and the raw rows deleted
// once the site no longer keeps them; a span's totals read back from those, with the days not summed
// yet counted now.
import type { Clock } from '#server/lib/clock.ts'
import type { AnalyticsRepository, TotalRow } from './analytics.repository.ts'
import { firstDayOf, lastDayOf, monthOf } from './days.ts'

/** How long after a day's end its totals are summed. */
const SETTLE_MS = 10 * 60 * 1000

/** Totals of several spans (kept days, months, days counted now) added up: visitors add up across days, as views do. */
export function sumRows(...lists: TotalRow[][]) {
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

export function createSums({
  repo,
  clock,
  dayOf,
  keepDays,
  forgetOldSalts,
}: {
  repo: AnalyticsRepository
  clock: Clock
  /** The firm's day of an instant. */
  dayOf: (instant: Date) => number
  /** How many days raw rows are kept; their daily totals stay. */
  keepDays: () => number
  /** Forgets the salts of the days that have ended (counting.ts). */
  forgetOldSalts: () => Promise<void>
}) {
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

  return { sweep, keptTotals, uncounted, totalsOf }
}

export type Sums = ReturnType<typeof createSums>
