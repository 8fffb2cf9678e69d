import type { Kysely } from 'kysely'

// The admin's list of subscribers goes a hundred at a time, newest sign-up first: each page is read
// along this index rather than by sorting the whole table.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createIndex('newsletter_subscribers_created')
    .on('newsletter_subscribers')
    .columns(['created_at', 'id'])
    .execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('newsletter_subscribers_created').execute()
}
