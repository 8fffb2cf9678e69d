import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import SQLite from 'better-sqlite3'
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { Config } from '#server/config.ts'
import * as createNewsletterOutboxRateLimits from './migrations/202611211300_create-newsletter-outbox-rate-limits.ts'
import * as createMessagesAndAdmin from './migrations/202611211400_create-messages-and-admin.ts'
import * as createAppSecrets from './migrations/202611231600_create-app-secrets.ts'
import * as createSocketIoAttachments from './migrations/202611241000_create-socket-io-attachments.ts'
import type { DB } from './schema.ts'

// Listed explicitly (not read from disk) so the order is visible and nothing depends on the cwd.
const migrations = {
  '202611211300_create-newsletter-outbox-rate-limits': createNewsletterOutboxRateLimits,
  '202611211400_create-messages-and-admin': createMessagesAndAdmin,
  '202611231600_create-app-secrets': createAppSecrets,
  '202611241000_create-socket-io-attachments': createSocketIoAttachments,
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
  const sqlite = new SQLite(config.file)
  sqlite.pragma('journal_mode = WAL')
  // FULL: a committed write survives power loss before we answer 201 (DESIGN §9).
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('foreign_keys = ON')
  return new Kysely<DB>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new CamelCasePlugin()],
  })
}

export async function migrateToLatest(db: Kysely<DB>) {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error })
  }
  return results?.map((result) => result.migrationName) ?? []
}
