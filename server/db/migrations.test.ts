import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, onTestFinished, test } from 'vitest'
import { createPostgresSchema, databases } from '#tests/support/test-app.ts'
import { createDb, migrateToLatest, migrateUpTo } from './kysely.ts'

async function openDatabase(database: (typeof databases)[number]) {
  if (database === 'sqlite') return createDb({ dialect: 'sqlite', file: ':memory:' })
  const schema = await createPostgresSchema()
  onTestFinished(schema.drop)
  return createDb({ dialect: 'postgres', url: schema.url })
}

describe.each(databases)('migrations on %s', (database) => {
  test('the newsletter topics: who signed up for "insights and event invitations" keeps both, as two topics', async () => {
    const db = await openDatabase(database)
    onTestFinished(() => db.destroy())
    await migrateUpTo(db, '202611261000_create-content')
    const row = (email: string, topic: string, status: 'confirmed' | 'pending') => ({
      id: crypto.randomUUID(),
      email,
      topic,
      status,
      unsubscribeTokenHash: `${email}-${topic}`,
      createdAt: '2026-11-01T10:00:00.000Z',
      confirmedAt: status === 'confirmed' ? '2026-11-01T10:05:00.000Z' : null,
    })
    await db
      .insertInto('newsletterSubscribers')
      .values([
        row('ada@example.com', 'general', 'confirmed'),
        row('ada@example.com', 'jobs', 'confirmed'),
        row('bob@example.com', 'general', 'pending'),
      ])
      .execute()
    await migrateToLatest(db)
    const rows = await db
      .selectFrom('newsletterSubscribers')
      .select(['email', 'topic', 'status', 'confirmedAt', 'consentSource'])
      .orderBy('email')
      .orderBy('topic')
      .execute()
    const consented = { confirmedAt: '2026-11-01T10:05:00.000Z', consentSource: 'double opt-in' }
    const pending = { confirmedAt: null, consentSource: null }
    expect(rows).toEqual([
      { email: 'ada@example.com', topic: 'events', status: 'confirmed', ...consented },
      { email: 'ada@example.com', topic: 'insights', status: 'confirmed', ...consented },
      { email: 'ada@example.com', topic: 'jobs', status: 'confirmed', ...consented },
      { email: 'bob@example.com', topic: 'events', status: 'pending', ...pending },
      { email: 'bob@example.com', topic: 'insights', status: 'pending', ...pending },
    ])
  })
})

test('the SQLite database and its journal are for the site’s own user only, as backups are', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'northstar-db-'))
  onTestFinished(() => rm(dir, { recursive: true, force: true }))
  const file = join(dir, 'site.db')
  const db = createDb({ dialect: 'sqlite', file })
  await migrateToLatest(db)
  const modes = async () =>
    Promise.all([file, `${file}-wal`].map(async (path) => (await stat(path)).mode & 0o777))
  expect(await modes()).toEqual([0o600, 0o600])
  await db.destroy()
})
