import type { Kysely } from 'kysely'

// Keys the server signs with (device cookies, form tokens), made once and shared by every instance.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('app_secrets').execute()
}
