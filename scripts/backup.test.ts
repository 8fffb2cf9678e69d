import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { FastifyInstance } from 'fastify'
import { afterEach, expect, test } from 'vitest'
import { buildTestApp, formOpenedFor } from '#tests/support/test-app.ts'

const run = promisify(execFile)
const dirs: string[] = []
afterEach(async () => Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true }))))

async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), 'northstar-backup-'))
  dirs.push(dir)
  return dir
}

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

test('restore refuses a file that is not a backup of the site, and changes nothing', async () => {
  const dataDir = await tempDir()
  const junk = join(await tempDir(), 'notes.txt')
  await writeFile(junk, 'not a database')
  await expect(npmRun('restore', dataDir, junk)).rejects.toMatchObject({ code: 1 })
  const t = await buildTestApp({ env: { DATA_DIR: dataDir } })
  expect(await messageIds(t.app)).toEqual([])
}, 60_000)
