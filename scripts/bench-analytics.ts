// `npm run bench -- --analytics`: a year of a busy firm's visits (10 million page views over 150
// pages, with referrers, campaigns, devices, countries, searches and goals), counted by the real
// analytics service on SQLite and on PostgreSQL day by day as the server would (written in batches,
// each day summed when it ends, raw rows deleted after the site's 90 days). Then it prints the storage
// per page view, the dashboard's time for 7, 30 and 365 days, and the public pages' requests per second
// from two `npm start` servers measured in turns, one counting and one not (COUNT_VISITS=false).
// BENCH_VIEWS sets a smaller year for a quick look; BENCH_SECONDS the length of each rps window.
import { Agent, request } from 'node:http'
import { setImmediate } from 'node:timers/promises'
import { readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql, type Kysely } from 'kysely'
import { createDb, migrateToLatest } from '#server/db/kysely.ts'
import type { DB } from '#server/db/schema.ts'
import { createAnalyticsRepository } from '#server/modules/analytics/analytics.repository.ts'
import { createAnalytics, type Analytics } from '#server/modules/analytics/analytics.service.ts'
import type { Visit } from '#server/modules/analytics/events.ts'
import { startProductionServer } from '#tests/support/production-server.ts'
import { createPostgresSchema } from '#tests/support/test-app.ts'

const VIEWS = Number(process.env.BENCH_VIEWS ?? 10_000_000)
const DAYS = 365
const KEEP_DAYS = 90
// Windows of one server vary by a fifth on a small machine: long ones, many rounds.
// This machine's speed drifts by half over tens of seconds: short windows, in pairs, many rounds, and
// the cost read from each pair (the two servers measured a second apart see the same machine).
const WINDOW_MS = Number(process.env.BENCH_SECONDS ?? 2) * 1000
const ROUNDS = 31
const DAY_MS = 86_400_000
/** The year ends on the eve of this day, whose first half is counted live. */
const TODAY = Date.parse('2026-11-30T00:00:00Z')

/** The same year on every run: a small seeded generator (mulberry32). */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), seed | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
/** Each engine is given the same year: the generator starts again for each. */
let random = seeded(33)
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!
/** One of `list`, the first ones far more often (Zipf, s = 1). */
function zipf<T>(list: readonly T[]) {
  const total = list.reduce((sum, _, i) => sum + 1 / (i + 1), 0)
  let sum = 0
  const cumulative = list.map((_, i) => (sum += 1 / (i + 1) / total))
  return () => {
    const r = random()
    let low = 0
    let high = cumulative.length - 1
    while (low < high) {
      const mid = (low + high) >> 1
      if (cumulative[mid]! < r) low = mid + 1
      else high = mid
    }
    return list[low]!
  }
}
/** One of the keys, as often as its weight says. */
function weighted<T extends string>(weights: Record<T, number>) {
  const entries = Object.entries(weights) as [T, number][]
  const total = entries.reduce((sum, [, w]) => sum + w, 0)
  return () => {
    let r = random() * total
    for (const [key, w] of entries) if ((r -= w) < 0) return key
    return entries[0]![0]
  }
}

const SECTIONS = { insights: 45, services: 30, industries: 20, careers: 20, 'case-studies': 20, about: 15 }
const PATHS = [
  '/',
  '/contact',
  '/search',
  ...Object.entries(SECTIONS).flatMap(([section, count]) =>
    Array.from({ length: count }, (_, i) => `/${section}/${section}-${i + 1}`),
  ),
].slice(0, 150)
const page = zipf(PATHS.filter((path) => path !== '/search'))
const source = weighted({
  direct: 38,
  'https://www.google.com/': 34,
  'https://www.bing.com/': 4,
  'https://duckduckgo.com/': 2,
  'https://www.linkedin.com/': 7,
  'https://x.com/': 2,
  newsletter: 5,
  elsewhere: 8,
})
const ELSEWHERE = Array.from({ length: 60 }, (_, i) => `https://www.partner-${i + 1}.example/`)
const AGENTS = {
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  mobile:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  tablet:
    'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
}
const device = weighted({ desktop: 58, mobile: 37, tablet: 5 })
const WORDS = [
  'supply chain',
  'ai',
  'careers',
  'graduate',
  'energy',
  'water',
  'ports',
  'hospitals',
  'schools',
]
const searchWords = zipf(
  Array.from({ length: 400 }, (_, i) => `${WORDS[i % WORDS.length]} ${i >= WORDS.length ? i : ''}`.trim()),
)
/** Visitors' addresses: public ones, spread over the world as the country database sees them. */
const address = () =>
  `${[11, 24, 31, 41, 62, 81, 89, 101, 151, 177, 185, 193, 200, 212][Math.floor(random() * 14)]}.${Math.floor(random() * 256)}.${Math.floor(random() * 256)}.${1 + Math.floor(random() * 254)}`
const HOSTS = ['www.northstar.example']
const SITE = 'https://www.northstar.example'

/** A day's page views: weekdays busier than weekends, the year's sum VIEWS. */
function dailyViews() {
  const shape = Array.from({ length: DAYS }, (_, i) => {
    const weekday = new Date(TODAY - (DAYS - i) * DAY_MS).getUTCDay()
    return weekday === 0 || weekday === 6 ? 0.45 : 1
  })
  const total = shape.reduce((a, b) => a + b, 0)
  return shape.map((share) => Math.round((share / total) * VIEWS))
}

/** One visit: an entry from somewhere, a few pages within the site, perhaps a search or a goal. */
function oneVisit(analytics: Analytics, at: (step: number) => void, issue: string) {
  const kind = device()
  const visit: Omit<Visit, 'referer'> = {
    ip: address(),
    userAgent: AGENTS[kind],
    hosts: HOSTS,
    purpose: undefined,
  }
  const from = source()
  const params = new URLSearchParams()
  let referer: string | undefined
  if (from === 'newsletter') {
    params.set('utm_source', 'newsletter')
    params.set('utm_medium', 'email')
    params.set('utm_campaign', issue)
  } else if (from === 'elsewhere') referer = pick(ELSEWHERE)
  else if (from !== 'direct') referer = from
  let path = page()
  let views = 0
  // 2.6 pages a visit on average.
  do {
    at(views)
    analytics.pageView({ ...visit, referer }, path, views === 0 ? params : new URLSearchParams())
    views++
    referer = `${SITE}${path}`
    if (random() < 0.03) {
      const words = searchWords()
      at(views)
      analytics.pageView(
        { ...visit, referer },
        '/search',
        new URLSearchParams({ q: words }),
        random() < 0.15 ? 0 : 1 + Math.floor(random() * 8),
      )
      views++
      referer = `${SITE}/search`
    }
    path = page()
  } while (random() < 0.62)
  const goal = random()
  if (goal < 0.012) {
    at(views)
    analytics.pageView({ ...visit, referer }, '/contact', new URLSearchParams())
    views++
    const reached = goal < 0.006 ? 'contact' : goal < 0.009 ? 'subscription' : 'job-alert'
    analytics.goal({ ...visit, referer: `${SITE}/contact` }, reached)
  }
  return views
}

async function measureStorage(db: Kysely<DB>, engine: string) {
  if (engine === 'SQLite') {
    await sql`vacuum`.execute(db)
    const rows = await sql<{ table: string; bytes: number }>`
      select coalesce(m.tbl_name, s.name) as "table", sum(s.pgsize) as bytes
      from dbstat s left join sqlite_master m on m.name = s.name
      where coalesce(m.tbl_name, s.name) like 'analytics%' group by 1`.execute(db)
    return new Map(rows.rows.map((row) => [row.table, Number(row.bytes)]))
  }
  for (const table of ['analytics_events', 'analytics_totals', 'analytics_names', 'analytics_salts'])
    await sql`vacuum full ${sql.table(table)}`.execute(db)
  const rows = await sql<{ table: string; bytes: string }>`
    select c.relname as "table", pg_total_relation_size(c.oid) as bytes
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r' and c.relname like 'analytics%'`.execute(db)
  return new Map(rows.rows.map((row) => [row.table, Number(row.bytes)]))
}

/**
 * The CPU time of a process group so far (user and system, every thread): what counting costs per
 * request, whatever else the machine is doing. Linux's /proc; fields after the command's name.
 */
function cpuSecondsOf(group: number) {
  let ticks = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')
      if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // A process that ended meanwhile.
    }
  }
  return ticks / 100
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

async function yearOn(engine: 'SQLite' | 'PostgreSQL') {
  random = seeded(33)
  const dataDir = await mkdtemp(join(tmpdir(), 'northstar-bench-analytics-'))
  const schema = engine === 'PostgreSQL' ? await createPostgresSchema() : undefined
  const file = join(dataDir, 'site.db')
  const db = createDb(schema ? { dialect: 'postgres', url: schema.url } : { dialect: 'sqlite', file })
  let now = new Date(TODAY - DAYS * DAY_MS)
  // As the server does: on SQLite, the counts written by their own thread.
  const analytics = createAnalytics({
    repo: createAnalyticsRepository(db, { countsFile: schema ? undefined : file }),
    clock: () => now,
    timeZone: () => 'UTC',
    keepDays: () => KEEP_DAYS,
    log: { warn: (message) => console.error(message) },
    // No timers: the bench writes and sums at the times the server would.
    options: { maxWaiting: 2000 },
  })
  try {
    await migrateToLatest(db)
    const perDay = dailyViews()
    const started = performance.now()
    let counted = 0
    // The year, then the first half of today (counted live by the dashboard).
    for (let day = 0; day <= DAYS; day++) {
      const dayStart = TODAY - (DAYS - day) * DAY_MS
      const target = day < DAYS ? perDay[day]! : Math.round(perDay[DAYS - 1]! / 2)
      const span = day < DAYS ? DAY_MS : DAY_MS / 2
      const issue = `issue-${Math.floor(day / 14) + 1}`
      let views = 0
      while (views < target) {
        const visitStart = dayStart + (views / target) * span
        views += oneVisit(analytics, (step) => (now = new Date(visitStart + step * 40_000)), issue)
      }
      counted += views
      await analytics.flush()
      // SQLite answers at once: without a turn of the event loop, better-sqlite3's statements, each
      // freed when collected, would pile up for the whole year (a server turns it all the time).
      await setImmediate()
      if (day < DAYS) {
        // A few minutes past midnight, as the server's hourly sweep would find the day ended.
        now = new Date(dayStart + DAY_MS + 11 * 60 * 1000)
        await analytics.sweep()
      }
      if (day % 30 === 0)
        process.stderr.write(
          `${engine}: day ${day} of ${DAYS}, ${counted.toLocaleString('en-GB')} views, ${((performance.now() - started) / 1000).toFixed(0)} s, ${Math.round(process.memoryUsage().rss / 1e6)} MB\n`,
        )
    }
    now = new Date(TODAY + DAY_MS / 2)
    const generated = (performance.now() - started) / 1000
    // A year of deletes and inserts, as PostgreSQL's autovacuum would have left it (the database here
    // may run without it): the planner's statistics, the dead rows of the deleted days reclaimed.
    if (schema)
      await sql`vacuum analyze analytics_events, analytics_totals, analytics_months, analytics_names`.execute(
        db,
      )

    const today = new Date(TODAY).toISOString().slice(0, 10)
    const daysBefore = (n: number) => new Date(TODAY - n * DAY_MS).toISOString().slice(0, 10)
    const timings: [string, number][] = []
    for (const days of [7, 30, 365]) {
      const runs: number[] = []
      for (let run = 0; run < 5; run++) {
        const begun = performance.now()
        await analytics.dashboard({ from: daysBefore(days - 1), to: today })
        runs.push(performance.now() - begun)
      }
      timings.push([`dashboard, ${days} days`, median(runs)])
    }
    const exportRuns: number[] = []
    for (let run = 0; run < 3; run++) {
      const begun = performance.now()
      await analytics.exportCsv({ from: daysBefore(364), to: today })
      exportRuns.push(performance.now() - begun)
    }
    timings.push(['CSV export, 365 days', median(exportRuns)])

    const rows = async (table: 'analyticsEvents' | 'analyticsTotals' | 'analyticsNames') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('rows'))
            .executeTakeFirstOrThrow()
        ).rows,
      )
    const storage = await measureStorage(db, engine)
    const bytes = (table: string) => storage.get(table) ?? 0
    const all = [...storage.values()].reduce((a, b) => a + b, 0)
    const events = await rows('analyticsEvents')
    const totals = await rows('analyticsTotals')
    return {
      engine,
      counted,
      generated,
      events,
      totals,
      names: await rows('analyticsNames'),
      eventBytes: bytes('analytics_events'),
      totalBytes: bytes('analytics_totals'),
      all,
      timings,
    }
  } finally {
    await analytics.stop()
    await db.destroy()
    await schema?.drop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

/** Requests per second for the public pages, from a server that counts and one that does not, in turns. */
async function countingCost() {
  const paths = ['/', '/industries/agriculture', '/insights/ai-in-business', '/about', '/careers']
  const servers = {
    counting: await startProductionServer({ LOG_LEVEL: 'silent' }),
    'not counting': await startProductionServer({ LOG_LEVEL: 'silent', COUNT_VISITS: 'false' }),
  }
  const agent = new Agent({ keepAlive: true, maxSockets: 32 })
  const get = (url: string) =>
    new Promise<number>((done) => {
      request(
        url,
        { agent, headers: { 'accept-encoding': 'br', 'user-agent': AGENTS.desktop } },
        (response) => {
          response.resume()
          response.on('end', () => done(response.statusCode ?? 0))
        },
      )
        .on('error', () => done(0))
        .end()
    })
  const window = async ({ origin, group }: (typeof servers)[keyof typeof servers]) => {
    const cpuBefore = cpuSecondsOf(group())
    let answered = 0
    let i = 0
    const until = performance.now() + WINDOW_MS
    await Promise.all(
      Array.from({ length: 32 }, async () => {
        while (performance.now() < until)
          if ((await get(`${origin}${paths[i++ % paths.length]}`)) === 200) answered++
      }),
    )
    return {
      rate: answered / (WINDOW_MS / 1000),
      cpu: ((cpuSecondsOf(group()) - cpuBefore) * 1e6) / answered,
    }
  }
  try {
    const rounds: Record<keyof typeof servers, { rate: number; cpu: number }[]> = {
      counting: [],
      'not counting': [],
    }
    // A few windows each to warm up, unmeasured; then rounds in turns, the order switched each round.
    for (const server of Object.values(servers)) for (let i = 0; i < 3; i++) await window(server)
    for (let round = 0; round < ROUNDS; round++) {
      const order = Object.keys(servers) as (keyof typeof servers)[]
      for (const name of round % 2 ? order.reverse() : order) rounds[name].push(await window(servers[name]))
    }
    return rounds
  } finally {
    agent.destroy()
    await Promise.all(Object.values(servers).map((server) => server.stop()))
  }
}

export async function benchAnalytics() {
  process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test'
  const years = [await yearOn('SQLite'), await yearOn('PostgreSQL')]
  console.log(
    `\nA year of visits: ${years[0]!.counted.toLocaleString('en-GB')} page views over ${PATHS.length} pages, ` +
      `raw rows kept ${KEEP_DAYS} days, daily totals kept; the dashboard's time is the median of 5 runs ` +
      `(on PostgreSQL after a VACUUM ANALYZE, as autovacuum would have run).\n`,
  )
  console.log(`| | ${years.map((year) => year.engine).join(' | ')} |\n| --- | --- | --- |`)
  const line = (label: string, of: (year: (typeof years)[number]) => string) =>
    console.log(`| ${label} | ${years.map(of).join(' | ')} |`)
  line('written and summed day by day in', (y) => `${y.generated.toFixed(0)} s`)
  line(`raw rows (the last ${KEEP_DAYS} days and today)`, (y) => y.events.toLocaleString('en-GB'))
  line('raw rows: bytes per page view or goal', (y) => (y.eventBytes / y.events).toFixed(1))
  line('daily totals: rows, size', (y) => `${y.totals.toLocaleString('en-GB')}, ${megabytes(y.totalBytes)}`)
  line('names kept (pages, sources, searches…)', (y) => y.names.toLocaleString('en-GB'))
  line('all of it', (y) => megabytes(y.all))
  line('all of it, per page view of the year', (y) => `${(y.all / y.counted).toFixed(1)} bytes`)
  for (const [i, [label]] of years[0]!.timings.entries())
    line(label, (y) => `${y.timings[i]![1].toFixed(0)} ms`)

  const rounds = await countingCost()
  const pairs = rounds.counting.map((counting, i) => ({ counting, off: rounds['not counting'][i]! }))
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`
  const measured = (list: { rate: number; cpu: number }[]) =>
    `${Math.round(median(list.map((round) => round.rate)))} req/s, ` +
    `${median(list.map((round) => round.cpu)).toFixed(0)} µs of CPU per request (medians)`
  console.log(
    `\nPublic pages, ${ROUNDS} pairs of ${WINDOW_MS / 1000} s windows, 32 connections, two npm start servers on SQLite:\n` +
      `  counting:     ${measured(rounds.counting)}\n` +
      `  not counting: ${measured(rounds['not counting'])}\n` +
      `  counting costs ${percent(median(pairs.map(({ counting, off }) => 1 - counting.rate / off.rate)))} of the requests per second ` +
      `(target: at most 5%), ${percent(median(pairs.map(({ counting, off }) => counting.cpu / off.cpu - 1)))} more CPU per request ` +
      `(medians of the pairs)`,
  )
}
