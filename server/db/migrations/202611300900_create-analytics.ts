import type { Kysely } from 'kysely'

// Visits counted without a cookie (issue 33). Each page view or goal is one small row of numbers: the
// strings it names (addresses, referrers, campaigns, searches) are kept once in analytics_names under
// an id made from their own bytes. A visitor's id is a hash of the day's salt with their address and
// browser; the salt is deleted when its day ends, and neither the address nor the browser is stored.
// The raw rows are kept for a while; their daily totals are kept after them, and each finished month's.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('analytics_salts')
    .addColumn('day', 'integer', (c) => c.primaryKey())
    .addColumn('salt', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('analytics_names')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('analytics_events')
    // Days since 1970-01-01 on the firm's clock, and the instant in seconds.
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    // 0 a page view; a goal otherwise (server/modules/analytics/events.ts).
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addColumn('path', 'bigint', (c) => c.notNull())
    .addColumn('visitor', 'bigint', (c) => c.notNull())
    // 1 when the visit starts here (it came from elsewhere, or from nowhere).
    .addColumn('entry', 'integer', (c) => c.notNull())
    .addColumn('device', 'integer', (c) => c.notNull())
    // The country the address is in, from its two letters (analytics/countries.ts); 0 when unknown.
    .addColumn('country', 'integer', (c) => c.notNull())
    .addColumn('source', 'bigint')
    .addColumn('utm_source', 'bigint')
    .addColumn('utm_medium', 'bigint')
    .addColumn('utm_campaign', 'bigint')
    // The page of the site it came from (a form's page, for a goal).
    .addColumn('from_path', 'bigint')
    // A search's words, and how many pages it found.
    .addColumn('query', 'bigint')
    .addColumn('found', 'integer')
    .execute()
  // By day only: rows arrive in day order, so each lands at the end of the index, cheaply.
  await db.schema.createIndex('analytics_events_day').on('analytics_events').column('day').execute()
  await db.schema
    .createTable('analytics_totals')
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('name', 'bigint', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_totals_pk', ['day', 'dimension', 'name'])
    .execute()
  // The days of one thing counted (each day's marker, every day's visits) without reading the others.
  await db.schema
    .createIndex('analytics_totals_dimension')
    .on('analytics_totals')
    .columns(['dimension', 'day'])
    .execute()
  // A finished month's totals, summed from its days: a year is read as twelve months, not 365 days.
  await db.schema
    .createTable('analytics_months')
    .addColumn('month', 'integer', (c) => c.notNull())
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('name', 'bigint', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_months_pk', ['month', 'dimension', 'name'])
    .execute()
}

export async function down(db: Kysely<unknown>) {
  for (const table of [
    'analytics_months',
    'analytics_totals',
    'analytics_events',
    'analytics_names',
    'analytics_salts',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
