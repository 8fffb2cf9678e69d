import { sql, type Kysely } from 'kysely'

// Work set for a time (issue 32): a content entry published or taken down, a newsletter issue sent.
// An instance claims a due row with a lease, so it fires once however many instances run.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('schedules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // 'publish' | 'unpublish' (a content file), 'send' (a newsletter issue).
    .addColumn('action', 'text', (c) => c.notNull())
    // The content file's ref, or the newsletter issue's id.
    .addColumn('target', 'text', (c) => c.notNull())
    // Where a page taken down leads (null: it answers Page Not Found).
    .addColumn('redirect_to', 'text')
    .addColumn('due_at', 'text', (c) => c.notNull())
    // 'waiting' | 'firing' | 'done' | 'failed' | 'cancelled'.
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'text')
    // The content release it started: an instance that takes over a fire reads its outcome there.
    .addColumn('release_id', 'integer')
    .addColumn('error', 'text')
    .addColumn('set_by_id', 'text', (c) => c.notNull())
    .addColumn('set_by_email', 'text', (c) => c.notNull())
    .addColumn('changed_by_email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('fired_at', 'text')
    .execute()
  await db.schema.createIndex('schedules_state_due').on('schedules').columns(['state', 'due_at']).execute()
  // One waiting schedule of each kind for a target: a second is a change of the first.
  await db.schema
    .createIndex('schedules_one_waiting')
    .on('schedules')
    .columns(['target', 'action'])
    .unique()
    .where(sql.ref('state'), '=', 'waiting')
    .execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('schedules').execute()
}
