// The analytics service, the one door the routes and analytics.module.ts use: counting visits
// (counting.ts), summing them by day and month (sums.ts) and reporting them (reports.ts), on timers
// of its own that stop before the database closes.
import type { Clock } from '#server/lib/clock.ts'
import { firmTimeOf } from '#server/lib/firm-time.ts'
import type { AnalyticsRepository } from './analytics.repository.ts'
import { createCounting } from './counting.ts'
import { dayNumber } from './days.ts'
import { PATH_LENGTH } from './events.ts'
import { createReports } from './reports.ts'
import { createSums } from './sums.ts'

export { searchWords, WITHHELD } from './counting.ts'

export type AnalyticsOptions = {
  /** How long counts wait in memory before they are written, together. */
  flushMs: number
  /** Written at once when this many wait. */
  maxWaiting: number
  /** How often finished days are summed and old raw rows deleted. */
  sweepMs: number
}
const DEFAULTS: AnalyticsOptions = { flushMs: 2000, maxWaiting: 1000, sweepMs: 60 * 60 * 1000 }

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
  const counts = createCounting({ repo, clock, dayOf, counting, log, isPage, maxWaiting })
  const { flush } = counts
  const sums = createSums({ repo, clock, dayOf, keepDays, forgetOldSalts: counts.forgetOldSalts })
  const { sweep } = sums
  const reports = createReports({ repo, clock, dayOf, sums })
  const timers: NodeJS.Timeout[] = []
  let sweeping: Promise<void> = Promise.resolve()

  return {
    pageView: counts.pageView,
    goal: counts.goal,
    flush,
    sweep,
    visitsBrought: reports.visitsBrought,
    readsOf: reports.readsOf,

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

    exportCsv: reports.exportCsv,
    dashboard: reports.dashboard,
  }
}

export type Analytics = ReturnType<typeof createAnalytics>
