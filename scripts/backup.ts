// `npm run backup -- FILE`: a consistent copy of the SQLite database, taken while the site serves
// (SQLite's online backup, page by page, through better-sqlite3). `npm run restore -- FILE` puts a
// copy back, with the site stopped. On PostgreSQL use pg_dump and pg_restore (README, Backups).
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import SQLite from 'better-sqlite3'
import { loadConfig } from '#server/config.ts'

/** A file is a backup of this site if SQLite finds it whole and it has our migrations table. */
function checkBackup(file: string) {
  const db = new SQLite(file, { readonly: true, fileMustExist: true })
  try {
    const integrity = db.pragma('integrity_check', { simple: true })
    if (integrity !== 'ok') throw new Error(`${file} is damaged: ${String(integrity)}`)
    const migrations = db
      .prepare("select count(*) as n from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get() as { n: number }
    if (migrations.n !== 1) throw new Error(`${file} is not a backup of this site's database.`)
  } finally {
    db.close()
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
      await live.backup(file)
    } finally {
      live.close()
    }
    checkBackup(file)
    console.log(`Backed up ${db.file} to ${file}.`)
    return
  }
  checkBackup(file)
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
