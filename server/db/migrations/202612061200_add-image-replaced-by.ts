import type { Kysely } from 'kysely'

// A replaced photograph's new file gets an address of its own (its bytes' digest), so no browser or
// cache shows the old picture under it; the old row stays, out of the library's list, so that the
// pages cached before the switch, and drafts that still name it, keep their picture.
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('content_images').addColumn('replaced_by', 'text').execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('content_images').dropColumn('replaced_by').execute()
}
