// @module-tag full -- the backup and restore commands: whoever changes them runs these.
import { execFile } from 'node:child_process'
import { readdir, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import SQLite from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { expect, test } from 'vitest'
import { buildTestApp, formOpenedFor, testDir } from '#tests/support/test-app.ts'

const run = promisify(execFile)
const tempDir = () => testDir('backup')

/** `npm run backup|restore -- FILE` for the site whose data lives in `dataDir`, as the README says. */
const npmRun = (script: 'backup' | 'restore', dataDir: string, file: string) =>
  run('npm', ['run', '--silent', script, '--', file], { env: { ...process.env, DATA_DIR: dataDir } })

const send = (app: FastifyInstance, n: number) =>
  app.inject({
    method: 'POST',
    url: '/api/send',
    remoteAddress: `198.51.100.${n % 250}`,
    payload: {
      ...formOpenedFor(app),
      name: `Visitor ${n}`,
      email: `v${n}@example.com`,
      subject: 'Hi',
      message: `#${n}`,
    },
  })

const messageIds = async (app: FastifyInstance) =>
  (await app.db.selectFrom('contactMessages').select('id').orderBy('id').execute()).map((row) => row.id)

test('a backup taken while the site takes messages is whole, and restoring it brings back the same rows', async () => {
  const live = await tempDir()
  const t = await buildTestApp({ env: { DATA_DIR: live } })
  for (let n = 0; n < 20; n++) expect((await send(t.app, n)).statusCode).toBe(201)

  // Online: messages keep arriving while the copy is made.
  const during = join(await tempDir(), 'during.db')
  const writes = (async () => {
    for (let n = 20; n < 60; n++) expect((await send(t.app, n)).statusCode).toBe(201)
  })()
  const [{ stdout }] = await Promise.all([npmRun('backup', live, during), writes])
  expect(stdout).toContain('Backed up')

  const final = join(await tempDir(), 'final.db')
  await npmRun('backup', live, final)
  // It holds the site's signing key: its owner alone may read it.
  expect((await stat(final)).mode & 0o777).toBe(0o600)
  const restoredDir = await tempDir()
  await npmRun('restore', restoredDir, final)
  const restored = await buildTestApp({ env: { DATA_DIR: restoredDir } })
  const ids = await messageIds(t.app)
  expect(ids).toHaveLength(60)
  expect(await messageIds(restored.app)).toEqual(ids)

  // The copy made during the writes restores too, with every message it caught.
  const midDir = await tempDir()
  await npmRun('restore', midDir, during)
  const mid = await buildTestApp({ env: { DATA_DIR: midDir } })
  const caught = await messageIds(mid.app)
  expect(caught.length).toBeGreaterThanOrEqual(20)
  expect(ids).toEqual(expect.arrayContaining(caught))
}, 120_000)

/** A SQLite file made by `statements`, standing in for something that is not a backup of the site. */
async function sqliteFile(name: string, statements: string) {
  const file = join(await tempDir(), name)
  const db = new SQLite(file)
  db.exec(statements)
  db.close()
  return file
}

test('restore refuses a file that is not a backup of the site, and changes nothing', async () => {
  const dataDir = await tempDir()
  const site = await buildTestApp({ env: { DATA_DIR: dataDir } })
  expect((await send(site.app, 1)).statusCode).toBe(201)
  await site.app.close()

  const junk = join(await tempDir(), 'notes.txt')
  await writeFile(junk, 'not a database')
  const migrationsOnly =
    'create table kysely_migration (name varchar(255) primary key, timestamp varchar(255))'
  const candidates = {
    [junk]: /not a database|damaged/,
    [await sqliteFile('empty-migrations.db', migrationsOnly)]: /records no migration/,
    [await sqliteFile(
      'tables-missing.db',
      `${migrationsOnly}; insert into kysely_migration values ('202611211300_create-newsletter-outbox-rate-limits', '')`,
    )]: /lacks the tables .*newsletter_subscribers/,
    [await sqliteFile(
      'other-app.db',
      `${migrationsOnly}; insert into kysely_migration values ('001_users', '')`,
    )]: /are not this site's/,
  }
  for (const [file, reason] of Object.entries(candidates)) {
    const refused = await npmRun('restore', dataDir, file).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    )
    expect(refused.code, file).toBe(1)
    expect(refused.stderr, file).toMatch(reason)
  }
  const t = await buildTestApp({ env: { DATA_DIR: dataDir } })
  expect(await messageIds(t.app)).toHaveLength(1)
}, 60_000)

test('restore refuses while the site runs on the database, and keeps the database it replaces', async () => {
  const dataDir = await tempDir()
  const t = await buildTestApp({ env: { DATA_DIR: dataDir } })
  for (let n = 0; n < 3; n++) expect((await send(t.app, n)).statusCode).toBe(201)
  const backup = join(await tempDir(), 'three.db')
  await npmRun('backup', dataDir, backup)
  for (let n = 3; n < 5; n++) expect((await send(t.app, n)).statusCode).toBe(201)

  await expect(npmRun('restore', dataDir, backup)).rejects.toMatchObject({
    code: 1,
    stderr: expect.stringContaining('The site is running'),
  })
  expect(await messageIds(t.app)).toHaveLength(5)

  await t.app.close()
  const { stdout } = await npmRun('restore', dataDir, backup)
  const kept = (await readdir(dataDir)).filter((name) => name.startsWith('site.db.replaced-'))
  expect(kept).toHaveLength(1)
  expect(stdout).toContain(kept[0])
  expect((await stat(join(dataDir, kept[0]!))).mode & 0o777).toBe(0o600)
  const replaced = new SQLite(join(dataDir, kept[0]!), { readonly: true })
  expect(replaced.prepare('select count(*) as n from contact_messages').get()).toEqual({ n: 5 })
  replaced.close()
  const restored = await buildTestApp({ env: { DATA_DIR: dataDir } })
  expect(await messageIds(restored.app)).toHaveLength(3)
}, 60_000)
