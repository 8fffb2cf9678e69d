import { PostgresAdapter, type Kysely } from 'kysely'

// Each instance now writes a release itself from its versions (decision 011): the archive of a
// release's whole folder, once fetched by the other instances, is no longer made. Previews keep theirs.
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('content_releases').dropColumn('archive').execute()
}

export async function down(db: Kysely<unknown>) {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob'
  await db.schema.alterTable('content_releases').addColumn('archive', bytes).execute()
}
