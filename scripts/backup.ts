// `npm run backup -- FILE`: a consistent copy of the SQLite database, taken while the site serves
// (SQLite's online backup, page by page, through better-sqlite3), readable by its owner alone (it
// holds the site's signing key). `npm run restore -- FILE` puts a copy back, with the site stopped,
// and keeps the database it replaces beside it. On PostgreSQL use pg_dump and pg_restore (README, Backups).
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import SQLite from 'better-sqlite3'
import { loadConfig } from '#server/config.ts'
import { migrationNames, sqliteTablesAfter } from '#server/db/kysely.ts'

/**
 * A file is a backup of this site if SQLite finds it whole, the migrations it records are ones this
 * code knows, in order, and it holds every table those migrations make.
 */
async function checkBackup(file: string) {
  const notOurs = (why: string) => new Error(`${file} is not a backup of this site's database: ${why}.`)
  const db = new SQLite(file, { readonly: true, fileMustExist: true })
  try {
    const integrity = db.pragma('integrity_check', { simple: true })
    if (integrity !== 'ok') throw new Error(`${file} is damaged: ${String(integrity)}`)
    const tables = new Set(
      (db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map(
        (row) => row.name,
      ),
    )
    if (!tables.has('kysely_migration')) throw notOurs('it has no migrations table')
    const applied = (
      db.prepare('select name from kysely_migration order by name').all() as { name: string }[]
    ).map((row) => row.name)
    if (applied.length === 0) throw notOurs('it records no migration')
    if (applied.some((name, index) => migrationNames[index] !== name)) {
      throw notOurs(`its migrations (${applied.join(', ')}) are not this site's`)
    }
    const missing = (await sqliteTablesAfter(applied.at(-1)!)).filter((table) => !tables.has(table))
    if (missing.length > 0) throw notOurs(`it lacks the tables ${missing.join(', ')}`)
  } finally {
    db.close()
  }
}

/** An empty file only its owner may read, for SQLite to write a copy of the database into. */
function privateFile(file: string) {
  mkdirSync(dirname(file), { recursive: true })
  rmSync(file, { force: true })
  writeFileSync(file, '', { mode: 0o600 })
}

/**
 * Opens the live database alone: SQLite refuses an exclusive lock while any other connection (a
 * running instance of the site) has it open.
 */
function openAlone(file: string) {
  const db = new SQLite(file, { fileMustExist: true, timeout: 1000 })
  try {
    db.pragma('locking_mode = EXCLUSIVE')
    db.exec('begin exclusive; commit')
    return db
  } catch (error) {
    db.close()
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error
    throw new Error(`The site is running on ${file}: stop every instance, then restore.`, { cause: error })
  }
}

async function main() {
  const [command, target] = process.argv.slice(2)
  if ((command !== 'backup' && command !== 'restore') || !target) {
    throw new Error('Usage: npm run backup -- FILE  |  npm run restore -- FILE (with the site stopped)')
  }
  const { db } = loadConfig()
  if (db.dialect !== 'sqlite') {
    throw new Error(
      'DATABASE_URL is PostgreSQL: back it up with pg_dump and restore with pg_restore (README, Backups).',
    )
  }
  const file = resolve(target)
  if (command === 'backup') {
    if (!existsSync(db.file)) throw new Error(`There is no database at ${db.file} yet.`)
    const live = new SQLite(db.file, { fileMustExist: true })
    try {
      privateFile(file)
      await live.backup(file)
    } finally {
      live.close()
    }
    await checkBackup(file)
    console.log(`Backed up ${db.file} to ${file}.`)
    return
  }
  await checkBackup(file)
  if (existsSync(db.file)) {
    const live = openAlone(db.file)
    const kept = `${db.file}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`
    try {
      privateFile(kept)
      await live.backup(kept)
    } finally {
      live.close()
    }
    console.log(`Kept the database it replaces as ${kept}.`)
  }
  // The write-ahead log belongs to the database being replaced; left behind, it would be replayed.
  for (const suffix of ['-wal', '-shm']) rmSync(`${db.file}${suffix}`, { force: true })
  mkdirSync(dirname(db.file), { recursive: true })
  copyFileSync(file, db.file)
  console.log(`Restored ${db.file} from ${file}. Start the site again.`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
