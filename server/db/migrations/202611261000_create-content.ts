import { PostgresAdapter, type Kysely } from 'kysely'

// The content editor (docs/decisions/009-content-editor.md): every published version of every
// content file, the drafts being edited, and the releases (builds) that put versions on the site.
export async function up(db: Kysely<unknown>) {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob'
  // Append-only: a publish adds a version, a restore adds one with an earlier version's data.
  await db.schema
    .createTable('content_versions')
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    // The file's fields as JSON, tokens such as {shortName} unfilled; null once the entry is deleted.
    .addColumn('data', 'text')
    // The hash of the file it was read from, when it came from content/ rather than the editor.
    .addColumn('file_hash', 'text')
    .addColumn('author_id', 'text')
    .addColumn('author_email', 'text')
    .addColumn('release_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_versions_pk', ['ref', 'version'])
    .execute()
  await db.schema
    .createIndex('content_versions_by_release')
    .on('content_versions')
    .column('release_id')
    .execute()

  await db.schema
    .createTable('content_drafts')
    .addColumn('ref', 'text', (c) => c.primaryKey())
    .addColumn('data', 'text', (c) => c.notNull())
    // The published version it was started from, and a count of its saves (a stale save names an older one).
    .addColumn('base_version', 'integer', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('author_id', 'text')
    .addColumn('author_email', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('content_releases')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('author_id', 'text')
    .addColumn('author_email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    // What a live release was built from (the code's and the content's fingerprints), and its built
    // folder as a compressed archive, for the other instances to fetch and serve.
    .addColumn('code', 'text')
    .addColumn('fingerprint', 'text')
    .addColumn('archive', bytes)
    .execute()

  // Previews of drafts: built by one instance, kept as an archive for any instance to answer from.
  await db.schema
    .createTable('content_previews')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('archive', bytes)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  // Photographs uploaded in the editor, as checked and cleaned (no metadata); each build writes them
  // into its content folder's images/uploads/, where the image pipeline finds them.
  await db.schema
    .createTable('content_images')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('data', bytes, (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('author_email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('content_images').execute()
  await db.schema.dropTable('content_previews').execute()
  await db.schema.dropTable('content_releases').execute()
  await db.schema.dropTable('content_drafts').execute()
  await db.schema.dropTable('content_versions').execute()
}
