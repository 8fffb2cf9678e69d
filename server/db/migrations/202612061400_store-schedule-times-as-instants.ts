import { sql, type Kysely } from 'kysely'

// A schedule's due time and lease are compared as instants (milliseconds since 1970), not as text:
// an ISO string of a year past 9999 (`+010000-…`) sorted before every other and fired at once.
const COLUMNS = { due_at: 'due_ms', lease_until: 'lease_until_ms' } as const

export async function up(db: Kysely<unknown>) {
  await changeColumns(db, 'bigint', (value) => (value === null ? null : Date.parse(String(value))))
}

export async function down(db: Kysely<unknown>) {
  await changeColumns(db, 'text', (value) => (value === null ? null : new Date(Number(value)).toISOString()))
}

async function changeColumns(
  db: Kysely<unknown>,
  type: 'bigint' | 'text',
  convert: (value: unknown) => number | string | null,
) {
  for (const kept of Object.values(COLUMNS)) {
    await db.schema.alterTable('schedules').addColumn(kept, type).execute()
  }
  const rows = await sql<{ id: string; due_at: unknown; lease_until: unknown }>`
    select id, due_at, lease_until from schedules`.execute(db)
  for (const row of rows.rows) {
    await sql`update schedules set due_ms = ${convert(row.due_at)},
      lease_until_ms = ${convert(row.lease_until)} where id = ${row.id}`.execute(db)
  }
  await db.schema.dropIndex('schedules_state_due').execute()
  for (const [column, kept] of Object.entries(COLUMNS)) {
    await db.schema.alterTable('schedules').dropColumn(column).execute()
    await db.schema.alterTable('schedules').renameColumn(kept, column).execute()
  }
  await db.schema.createIndex('schedules_state_due').on('schedules').columns(['state', 'due_at']).execute()
}
