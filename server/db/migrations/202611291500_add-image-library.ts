import { sql, type Kysely } from 'kysely'

// The media library (issue 32): each uploaded photograph keeps its alt text (or that it is decorative),
// the name it was uploaded with, its size, and when its file was last replaced.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('content_images')
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('content_images')
    .addColumn('decorative', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('content_images').addColumn('file_name', 'text').execute()
  await db.schema
    .alterTable('content_images')
    .addColumn('bytes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('content_images').addColumn('replaced_at', 'text').execute()
  // `length` counts a blob's (bytea's) bytes on both engines.
  await sql`update content_images set bytes = length(data)`.execute(db)
}

export async function down(db: Kysely<unknown>) {
  for (const column of ['alt', 'decorative', 'file_name', 'bytes', 'replaced_at'])
    await db.schema.alterTable('content_images').dropColumn(column).execute()
}
