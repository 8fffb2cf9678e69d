import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import SQLite from 'better-sqlite3'
import { CamelCasePlugin, Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql } from 'kysely'
import { Migrator } from 'kysely/migration'
import pg from 'pg'
import type { Config } from '#server/config.ts'
import * as createNewsletterOutboxRateLimits from './migrations/202611211300_create-newsletter-outbox-rate-limits.ts'
import * as createMessagesAndAdmin from './migrations/202611211400_create-messages-and-admin.ts'
import * as createAppSecrets from './migrations/202611231600_create-app-secrets.ts'
import * as createSocketIoAttachments from './migrations/202611241000_create-socket-io-attachments.ts'
import * as createTeam from './migrations/202611251000_create-team.ts'
import * as createContent from './migrations/202611261000_create-content.ts'
import * as createNewsletterCampaigns from './migrations/202611261400_create-newsletter-campaigns.ts'
import * as dropReleaseArchives from './migrations/202611271000_drop-release-archives.ts'
import * as addMessageMailSetting from './migrations/202611281000_add-message-mail-setting.ts'
import * as createSchedules from './migrations/202611291000_create-schedules.ts'
import * as createContentReviews from './migrations/202611291400_create-content-reviews.ts'
import * as addImageLibrary from './migrations/202611291500_add-image-library.ts'
import * as createAnalytics from './migrations/202611300900_create-analytics.ts'
import * as addScheduleTakeOutAndRevisions from './migrations/202612061000_add-schedule-take-out-and-revisions.ts'
import * as addContentCredit from './migrations/202612061100_add-content-credit.ts'
import * as addImageReplacedBy from './migrations/202612061200_add-image-replaced-by.ts'
import * as addInboxConversations from './migrations/202612061300_add-inbox-conversations.ts'
import * as storeScheduleTimesAsInstants from './migrations/202612061400_store-schedule-times-as-instants.ts'
import * as indexSubscribersBySignUp from './migrations/202612061500_index-subscribers-by-sign-up.ts'
import * as addSubscriberLanguage from './migrations/202612071400_add-subscriber-language.ts'
import * as addCampaignVersions from './migrations/202612071600_add-campaign-versions.ts'
import type { DB } from './schema.ts'

// Listed explicitly (not read from disk) so the order is visible and nothing depends on the cwd.
const migrations = {
  '202611211300_create-newsletter-outbox-rate-limits': createNewsletterOutboxRateLimits,
  '202611211400_create-messages-and-admin': createMessagesAndAdmin,
  '202611231600_create-app-secrets': createAppSecrets,
  '202611241000_create-socket-io-attachments': createSocketIoAttachments,
  '202611251000_create-team': createTeam,
  '202611261000_create-content': createContent,
  '202611261400_create-newsletter-campaigns': createNewsletterCampaigns,
  '202611271000_drop-release-archives': dropReleaseArchives,
  '202611281000_add-message-mail-setting': addMessageMailSetting,
  '202611291000_create-schedules': createSchedules,
  '202611291400_create-content-reviews': createContentReviews,
  '202611291500_add-image-library': addImageLibrary,
  '202611300900_create-analytics': createAnalytics,
  '202612061000_add-schedule-take-out-and-revisions': addScheduleTakeOutAndRevisions,
  '202612061100_add-content-credit': addContentCredit,
  '202612061200_add-image-replaced-by': addImageReplacedBy,
  '202612061300_add-inbox-conversations': addInboxConversations,
  '202612061400_store-schedule-times-as-instants': storeScheduleTimesAsInstants,
  '202612061500_index-subscribers-by-sign-up': indexSubscribersBySignUp,
  '202612071400_add-subscriber-language': addSubscriberLanguage,
  '202612071600_add-campaign-versions': addCampaignVersions,
}

// PostgreSQL BIGINT arrives as a string by default; our values (epoch ms) fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))

export function createDb(config: Config['db']): Kysely<DB> {
  if (config.dialect === 'postgres') {
    return new Kysely<DB>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: config.url, max: 10 }) }),
      plugins: [new CamelCasePlugin()],
    })
  }
  mkdirSync(dirname(config.file), { recursive: true })
  // The members', subscribers' and messages' data: for the site's own user only, as backups are.
  // SQLite gives its -wal and -shm files the database file's permissions.
  if (config.file !== ':memory:') {
    if (!existsSync(config.file)) writeFileSync(config.file, '', { mode: 0o600 })
    chmodSync(config.file, 0o600)
  }
  const sqlite = new SQLite(config.file)
  sqlite.pragma('journal_mode = WAL')
  // FULL: a committed write survives power loss before we answer 201 (docs/server.md, Storage).
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('foreign_keys = ON')
  return new Kysely<DB>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new CamelCasePlugin()],
  })
}

/**
 * The migrator of `db`. On PostgreSQL it is told its schema: otherwise it takes another schema's
 * migration tables in the same database (another site, or a test running beside) for its own and
 * skips making them.
 */
async function migratorOf(db: Kysely<DB>) {
  const migrationTableSchema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  })
}

export async function migrateToLatest(db: Kysely<DB>) {
  const { error, results } = await (await migratorOf(db)).migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error })
  }
  return results?.map((result) => result.migrationName) ?? []
}

/** Runs the migrations up to and including `migrationName` (a test of the next one starts there). */
export async function migrateUpTo(db: Kysely<DB>, migrationName: string) {
  const { error } = await (await migratorOf(db)).migrateTo(migrationName)
  if (error) throw new Error(`Migration ${migrationName} failed`, { cause: error })
}

/** The migrations this code knows, oldest first. */
export const migrationNames = Object.keys(migrations)

/**
 * The tables of this site's SQLite database once the given migration has run: found by running the
 * migrations up to it on an empty database, so a backup can be checked against them.
 */
export async function sqliteTablesAfter(migrationName: string) {
  const db = createDb({ dialect: 'sqlite', file: ':memory:' })
  try {
    await migrateUpTo(db, migrationName)
    const { rows } = await sql<{ name: string }>`
      select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'
    `.execute(db)
    return rows.map((row) => row.name)
  } finally {
    await db.destroy()
  }
}

/** Resolves once the database answers a trivial query; rejects while it is down. */
export async function pingDatabase(db: Kysely<DB>) {
  await sql`select 1`.execute(db)
}
