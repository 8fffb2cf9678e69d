import { sql, type Kysely } from 'kysely'

// A take-down is set with the member's word on the menus and lists that feature the page (1: it is
// taken out of them as it comes down); a publish with the draft revisions it was set for, which are
// the ones it publishes (a later draft is not, unseen, published in the setter's name).
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('schedules')
    .addColumn('take_out', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  // A JSON list of revisions, one per ref of the target; null for what publishes no draft.
  await db.schema.alterTable('schedules').addColumn('revisions', 'text').execute()
  // Take-downs set before were promised to come out of the menus.
  await sql`update schedules set take_out = 1 where action = 'unpublish'`.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('schedules').dropColumn('revisions').execute()
  await db.schema.alterTable('schedules').dropColumn('take_out').execute()
}
