import {
  PostgresAdapter,
  sql,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type SelectQueryBuilder,
} from 'kysely'
import type { AnalyticsEventsTable, DB } from '#server/db/schema.ts'
import { createCountWriter } from './count-writer.ts'
import { EVENT_COLUMNS, VIEW, kindOf } from './events.ts'

export type EventRow = Insertable<AnalyticsEventsTable>
export type TotalRow = { dimension: string; name: number; views: number; visitors: number }

type Events = SelectQueryBuilder<DB, 'analyticsEvents', object>

/**
 * A day's totals, each a count of the raw rows of one kind grouped by one column: the dashboard sums
 * them over a period. Visitors add up across days, as the salt of their ids changes every day.
 */
const DIMENSIONS: {
  dimension: string
  by: keyof AnalyticsEventsTable | null
  rows: (events: Events) => Events
}[] = [
  { dimension: 'all', by: null, rows: (e) => e.where('kind', '=', VIEW) },
  { dimension: 'page', by: 'path', rows: (e) => e.where('kind', '=', VIEW) },
  { dimension: 'entry', by: 'path', rows: (e) => e.where('kind', '=', VIEW).where('entry', '=', 1) },
  // 0: no referrer, "Direct".
  { dimension: 'source', by: 'source', rows: (e) => e.where('kind', '=', VIEW).where('entry', '=', 1) },
  ...(['utmSource', 'utmMedium', 'utmCampaign'] as const).map((by) => ({
    dimension: by,
    by,
    rows: (e: Events) => e.where('kind', '=', VIEW).where('entry', '=', 1).where(by, 'is not', null),
  })),
  { dimension: 'device', by: 'device', rows: (e) => e.where('kind', '=', VIEW) },
  { dimension: 'country', by: 'country', rows: (e) => e.where('kind', '=', VIEW) },
  { dimension: 'goal', by: 'kind', rows: (e) => e.where('kind', '>', VIEW) },
  { dimension: 'search', by: 'query', rows: (e) => e.where('kind', '=', kindOf('search')) },
  {
    dimension: 'unfound',
    by: 'query',
    rows: (e) => e.where('kind', '=', kindOf('search')).where('found', '=', 0),
  },
]

/** The goals whose visitors' earlier pages are counted: the pages that lead to them. */
export const LEAD_GOALS = ['contact', 'subscription', 'job-alert'] as const
export const leadDimension = (goal: (typeof LEAD_GOALS)[number]) => `lead:${goal}`

/** What a sum of totals selects: each thing counted, with its views and visitors added up. */
const summed = (eb: ExpressionBuilder<DB, 'analyticsTotals' | 'analyticsMonths'>) => [
  eb.ref('dimension').as('dimension'),
  eb.ref('name').as('name'),
  eb.fn.sum<number>('views').as('views'),
  eb.fn.sum<number>('visitors').as('visitors'),
]

const totalRowOf = (row: { dimension: string; name: unknown; views: unknown; visitors: unknown }) => ({
  dimension: row.dimension,
  name: Number(row.name),
  views: Number(row.views),
  visitors: Number(row.visitors),
})

/** The mark of a day whose totals are kept. */
const COUNTED = 'counted'

/** Rows per insert: well inside SQLite's and PostgreSQL's limits on a statement's parameters. */
const BATCH = 500

const valuesOf = (row: EventRow) => EVENT_COLUMNS.map((column) => row[column] ?? null)

/** Rows' values one after the other, NaN for null: what the count writer's thread is handed. */
function packed(rows: EventRow[]) {
  const values = new Float64Array(rows.length * EVENT_COLUMNS.length)
  let i = 0
  for (const row of rows) for (const column of EVENT_COLUMNS) values[i++] = row[column] ?? NaN
  return values
}

/**
 * A batch of counts on this connection: its new names, then its rows in one statement whose one
 * parameter is the rows as JSON (built once per batch, not once per value).
 */
async function writeCountsOn(db: Kysely<DB>, names: Map<number, string>, rows: EventRow[]) {
  const entries = [...names].map(([id, name]) => ({ id, name }))
  for (let i = 0; i < entries.length; i += BATCH) {
    await db
      .insertInto('analyticsNames')
      .values(entries.slice(i, i + BATCH))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute()
  }
  if (rows.length === 0) return
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const values = EVENT_COLUMNS.map((_, i) =>
    postgres ? sql`(value ->> ${sql.lit(i)})::bigint` : sql`value ->> ${sql.lit(i)}`,
  )
  const json = JSON.stringify(rows.map(valuesOf))
  const elements = postgres ? sql`json_array_elements(${json}::json)` : sql`json_each(${json})`
  await sql`insert into analytics_events (${sql.join(EVENT_COLUMNS.map((column) => sql.ref(column)))})
    select ${sql.join(values)} from ${elements}`.execute(db)
}

/**
 * With `countsFile` (the SQLite database's file), counted visits are written by a thread of their own
 * (count-writer.ts); on PostgreSQL, or without it, by this connection.
 */
export function createAnalyticsRepository(db: Kysely<DB>, { countsFile }: { countsFile?: string } = {}) {
  const writer = countsFile ? createCountWriter(countsFile) : null
  async function countedDay(end: 'min' | 'max') {
    const row = await db
      .selectFrom('analyticsTotals')
      .select((eb) => eb.fn[end]('day').as('day'))
      .where('dimension', '=', COUNTED)
      .executeTakeFirst()
    return row?.day == null ? null : Number(row.day)
  }

  return {
    /** A batch of counts and the names it brings, committed together. */
    async writeCounts(names: Map<number, string>, rows: EventRow[]) {
      if (writer) return writer.write([...names], packed(rows))
      await db.transaction().execute((trx) => writeCountsOn(trx, names, rows))
    },

    /** Once the last counts are written. */
    close: async () => writer?.stop(),

    /** The day's salt, made by whichever instance asks first. */
    async saltOf(day: number, fresh: () => string) {
      await db
        .insertInto('analyticsSalts')
        .values({ day, salt: fresh() })
        .onConflict((oc) => oc.column('day').doNothing())
        .execute()
      const row = await db
        .selectFrom('analyticsSalts')
        .select('salt')
        .where('day', '=', day)
        .executeTakeFirstOrThrow()
      return row.salt
    },

    /** Deletes the salts of the days before `day`: yesterday's visitors can no longer be told apart. */
    forgetSaltsBefore: (day: number) => db.deleteFrom('analyticsSalts').where('day', '<', day).execute(),

    async namesOf(ids: number[]) {
      const found = new Map<number, string>()
      for (let i = 0; i < ids.length; i += BATCH) {
        const rows = await db
          .selectFrom('analyticsNames')
          .select(['id', 'name'])
          .where('id', 'in', ids.slice(i, i + BATCH))
          .execute()
        for (const row of rows) found.set(Number(row.id), row.name)
      }
      return found
    },

    /** The totals of one day, counted from its raw rows. */
    async countDay(day: number): Promise<TotalRow[]> {
      const counted = await Promise.all(
        DIMENSIONS.map(async ({ dimension, by, rows }) => {
          const grouped = rows(db.selectFrom('analyticsEvents').where('day', '=', day))
            .select((eb) => [
              (by ? sql<number>`coalesce(${sql.ref(by)}, 0)` : sql<number>`0`).as('name'),
              eb.fn.countAll<number>().as('views'),
              eb.fn.count<number>('visitor').distinct().as('visitors'),
            ])
            .$if(by !== null, (qb) => qb.groupBy(sql.ref(by!)))
          return (await grouped.execute()).map((row) => ({
            dimension,
            name: Number(row.name),
            views: Number(row.views),
            visitors: Number(row.visitors),
          }))
        }),
      )
      // For each goal, the pages its visitors read that day before reaching it (no cookie: the day's
      // visitor id ties them), by visitors who went on to reach it. The day's pages are read once, kept
      // only for the few visitors who reached it: the rows are indexed by day alone.
      const leads = await Promise.all(
        LEAD_GOALS.map(async (goal) => {
          const rows = await db
            .with('reached', (qb) =>
              qb
                .selectFrom('analyticsEvents')
                .select(['visitor', 'at'])
                .where('day', '=', day)
                .where('kind', '=', kindOf(goal)),
            )
            .with('read', (qb) =>
              qb
                .selectFrom('analyticsEvents')
                .select(['visitor', 'at', 'path'])
                .where('day', '=', day)
                .where('kind', '=', VIEW)
                .where('visitor', 'in', (sub) => sub.selectFrom('reached').select('visitor')),
            )
            .selectFrom('reached')
            .innerJoin('read', (join) =>
              join.onRef('read.visitor', '=', 'reached.visitor').onRef('read.at', '<=', 'reached.at'),
            )
            .select((eb) => [
              'read.path as name',
              eb.fn.count<number>('reached.visitor').distinct().as('visitors'),
            ])
            .groupBy('read.path')
            .execute()
          return rows.map((row) => ({
            dimension: leadDimension(goal),
            name: Number(row.name),
            views: Number(row.visitors),
            visitors: Number(row.visitors),
          }))
        }),
      )
      return [...counted, ...leads].flat().filter((row) => row.views > 0)
    },

    /**
     * Keeps a finished day's totals (again, should another instance have done it meanwhile), marked
     * as counted.
     */
    async saveTotals(day: number, totals: TotalRow[]) {
      const rows = [...totals, { dimension: COUNTED, name: 0, views: 0, visitors: 0 }]
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('analyticsTotals').where('day', '=', day).execute()
        for (let i = 0; i < rows.length; i += BATCH) {
          await trx
            .insertInto('analyticsTotals')
            .values(rows.slice(i, i + BATCH).map((row) => ({ day, ...row })))
            .execute()
        }
      })
    },

    /** The last day whose totals are kept (days are summed in order), or null before the first. */
    lastCountedDay: () => countedDay('max'),
    /** The first day whose totals are kept, or null before the first. */
    firstCountedDay: () => countedDay('min'),

    /** The last month whose totals are kept, or null before the first. */
    async lastRolledMonth() {
      const row = await db
        .selectFrom('analyticsMonths')
        .select((eb) => eb.fn.max('month').as('month'))
        .where('dimension', '=', COUNTED)
        .executeTakeFirst()
      return row?.month == null ? null : Number(row.month)
    },

    /** Keeps a finished month's totals, summed from its days (again, should another instance have done it). */
    async rollUpMonth(month: number, firstDay: number, lastDay: number) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('analyticsMonths').where('month', '=', month).execute()
        await trx
          .insertInto('analyticsMonths')
          .columns(['month', 'dimension', 'name', 'views', 'visitors'])
          .expression(
            trx
              .selectFrom('analyticsTotals')
              .select((eb) => [
                sql<number>`cast(${month} as integer)`.as('month'),
                'dimension',
                'name',
                eb.fn.sum<number>('views').as('views'),
                eb.fn.sum<number>('visitors').as('visitors'),
              ])
              .where('day', '>=', firstDay)
              .where('day', '<=', lastDay)
              .where('dimension', '!=', COUNTED)
              .groupBy(['dimension', 'name']),
          )
          .execute()
        await trx
          .insertInto('analyticsMonths')
          .values({ month, dimension: COUNTED, name: 0, views: 0, visitors: 0 })
          .execute()
      })
    },

    /** The totals of the months from `from` to `to`, summed by what they count. */
    async monthTotals(from: number, to: number, dimensions?: string[]): Promise<TotalRow[]> {
      const rows = await db
        .selectFrom('analyticsMonths')
        .select(summed)
        .where('month', '>=', from)
        .where('month', '<=', to)
        .$if(dimensions !== undefined, (qb) => qb.where('dimension', 'in', dimensions!))
        .where('dimension', '!=', COUNTED)
        .groupBy(['dimension', 'name'])
        .execute()
      return rows.map(totalRowOf)
    },

    /** The days after `after` and before `before` that have raw rows (a range of the day index). */
    async daysWithRows(after: number, before: number) {
      const rows = await db
        .selectFrom('analyticsEvents')
        .select('day')
        .distinct()
        .where('day', '>', after)
        .where('day', '<', before)
        .orderBy('day')
        .execute()
      return rows.map((row) => row.day)
    },

    /** The totals of the days from `from` to `to`, summed by what they count. */
    async totals(from: number, to: number, dimensions?: string[]): Promise<TotalRow[]> {
      const rows = await db
        .selectFrom('analyticsTotals')
        .select(summed)
        .where('day', '>=', from)
        .where('day', '<=', to)
        .$if(dimensions !== undefined, (qb) => qb.where('dimension', 'in', dimensions!))
        .where('dimension', '!=', COUNTED)
        .groupBy(['dimension', 'name'])
        .execute()
      return rows.map(totalRowOf)
    },

    /** The totals of each day from `from` to `to`, as kept. */
    async totalsByDay(from: number, to: number) {
      const rows = await db
        .selectFrom('analyticsTotals')
        .select(['day', 'dimension', 'name', 'views', 'visitors'])
        .where('day', '>=', from)
        .where('day', '<=', to)
        .where('dimension', '!=', COUNTED)
        .execute()
      return rows.map((row) => ({ ...row, name: Number(row.name) }))
    },

    /** The kept totals of some things of one kind (pages, campaigns…), over the days from `from` to `to`. */
    async totalsOf(dimension: string, ids: number[], from: number, to: number): Promise<TotalRow[]> {
      if (ids.length === 0) return []
      const rows = await db
        .selectFrom('analyticsTotals')
        .select((eb) => [
          'name',
          eb.fn.sum<number>('views').as('views'),
          eb.fn.sum<number>('visitors').as('visitors'),
        ])
        .where('dimension', '=', dimension)
        .where('name', 'in', ids)
        .where('day', '>=', from)
        .where('day', '<=', to)
        .groupBy('name')
        .execute()
      return rows.map((row) => ({
        dimension,
        name: Number(row.name),
        views: Number(row.views),
        visitors: Number(row.visitors),
      }))
    },

    /** Each day's page views and visitors. */
    daily: (from: number, to: number) =>
      db
        .selectFrom('analyticsTotals')
        .select(['day', 'views', 'visitors'])
        .where('dimension', '=', 'all')
        .where('day', '>=', from)
        .where('day', '<=', to)
        .orderBy('day')
        .execute(),

    /** Deletes the raw rows of the days before `day` (their totals stay). */
    deleteEventsBefore: (day: number) => db.deleteFrom('analyticsEvents').where('day', '<', day).execute(),
  }
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>
