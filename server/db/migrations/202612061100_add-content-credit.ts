import type { Kysely } from 'kysely'

// Who wrote what was published, beside who published it: with review on, the editor who wrote a
// draft and the member who approved it are both named in the history and the release line.
export async function up(db: Kysely<unknown>) {
  // The member who saved the draft a version was published from; null for a version read from the files.
  await db.schema.alterTable('content_versions').addColumn('written_by_email', 'text').execute()
  // Those who wrote a release's drafts, when not only the member who published it (comma-separated).
  await db.schema.alterTable('content_releases').addColumn('written_by_email', 'text').execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('content_releases').dropColumn('written_by_email').execute()
  await db.schema.alterTable('content_versions').dropColumn('written_by_email').execute()
}
