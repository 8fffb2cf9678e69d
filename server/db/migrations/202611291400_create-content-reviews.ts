import { sql, type Kysely } from 'kysely'

// Review before publish (issue 32): while the team asks for it, an editor's publish is a request that
// an owner or admin approves (it publishes) or sends back with a note.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('content_reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The content file whose draft waits.
    .addColumn('ref', 'text', (c) => c.notNull())
    // 'waiting' | 'approved' | 'returned' | 'withdrawn' (its draft was discarded or published otherwise).
    .addColumn('state', 'text', (c) => c.notNull())
    // The draft's revision when it was asked for; the reviewer approves the one they saw.
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('asked_by_id', 'text', (c) => c.notNull())
    .addColumn('asked_by_email', 'text', (c) => c.notNull())
    .addColumn('asked_at', 'text', (c) => c.notNull())
    .addColumn('decided_by_email', 'text')
    .addColumn('decided_at', 'text')
    // The reviewer's words when they send it back.
    .addColumn('note', 'text')
    .addColumn('release_id', 'integer')
    .execute()
  await db.schema.createIndex('content_reviews_asked').on('content_reviews').columns(['asked_at']).execute()
  // One request waits per file: asking again updates it.
  await db.schema
    .createIndex('content_reviews_one_waiting')
    .on('content_reviews')
    .column('ref')
    .unique()
    .where(sql.ref('state'), '=', 'waiting')
    .execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('content_reviews').execute()
}
