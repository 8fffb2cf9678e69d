import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, onTestFinished, test } from 'vitest'
import { createDb, migrateToLatest } from '#server/db/kysely.ts'
import { createMailTransport } from '#server/email/transport.ts'
import { systemClock } from '#server/lib/clock.ts'
import { startSmtpPeer } from '#tests/support/smtp-peer.ts'
import { eventually } from '#tests/support/test-app.ts'
import { createOutboxRepository } from './outbox.repository.ts'
import { createOutboxWorker } from './outbox.worker.ts'

const silent = { info() {}, warn() {}, error() {} } as unknown as Parameters<
  typeof createOutboxWorker
>[0]['log']

test('a relay slower than the lease gets the mail once, though two instances watch the queue', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'northstar-outbox-'))
  const db = createDb({ dialect: 'sqlite', file: join(dir, 'site.db') })
  await migrateToLatest(db)
  // The relay accepts each message 1.5 s after it arrived; a lease lasts 0.3 s unless renewed.
  const relay = await startSmtpPeer(0, { answerAfterMs: 1500 })
  const outbox = createOutboxRepository(db)
  const instances = [1, 2].map(() => {
    const transport = createMailTransport({
      from: () => 'site@example.com',
      transport: { kind: 'smtp', url: relay.url },
    })
    const worker = createOutboxWorker({
      outbox,
      transport,
      clock: systemClock,
      log: silent,
      options: { pollMs: 50, leaseMs: 300 },
    })
    return { transport, worker }
  })
  onTestFinished(async () => {
    for (const { worker, transport } of instances) {
      await worker.stop()
      transport.close()
    }
    await relay.close()
    await db.destroy()
    await rm(dir, { recursive: true, force: true })
  })

  const to = { name: 'Ada', address: 'ada@example.com' }
  const id = await outbox.enqueue(
    'test',
    { to, subject: 'Once', text: 'Sent once.', html: '<p>Sent once.</p>' },
    new Date(),
  )
  for (const { worker } of instances) worker.start()
  await eventually(
    async () => {
      const row = await db.selectFrom('mailOutbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
      if (row.status !== 'sent') throw new Error(`still ${row.status}`)
    },
    { timeout: 10_000 },
  )
  // Long enough for a second send to arrive, had another instance taken the row when a lease ran out.
  await new Promise((resolve) => setTimeout(resolve, 2000))
  expect(relay.to('ada@example.com')).toHaveLength(1)
})

test('without an SMTP relay, each mail is a file only the server’s user may read, in a folder only it may open', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'northstar-outbox-'))
  const db = createDb({ dialect: 'sqlite', file: join(dir, 'site.db') })
  await migrateToLatest(db)
  const outboxDir = join(dir, 'mail', 'outbox')
  const transport = createMailTransport({
    from: () => 'site@example.com',
    transport: { kind: 'files', dir: outboxDir },
  })
  const outbox = createOutboxRepository(db)
  const worker = createOutboxWorker({
    outbox,
    transport,
    clock: systemClock,
    log: silent,
    options: { pollMs: 50 },
  })
  onTestFinished(async () => {
    await worker.stop()
    transport.close()
    await db.destroy()
    await rm(dir, { recursive: true, force: true })
  })

  const link = 'https://www.example.com/superadmin/reset-password?token=secret-0123456789'
  const to = { name: 'Ada', address: 'ada@example.com' }
  for (const subject of ['Reset your password', 'Reset your password again']) {
    await outbox.enqueue(
      'test',
      { to, subject, text: `Open ${link}`, html: `<a href="${link}">Reset</a>` },
      new Date(),
    )
  }
  worker.start()
  const files = await eventually(async () => {
    const names = (await readdir(outboxDir)).filter((name) => name.endsWith('.eml'))
    expect(names).toHaveLength(2)
    return names
  })
  // Folders made on the way to it and itself: the server's user's alone.
  for (const folder of [join(dir, 'mail'), outboxDir]) {
    expect(((await stat(folder)).mode & 0o777).toString(8), folder).toBe('700')
  }
  for (const name of files) {
    const file = join(outboxDir, name)
    expect(((await stat(file)).mode & 0o777).toString(8), name).toBe('600')
    expect(await readFile(file, 'utf8'), name).toContain('secret-0123456789')
  }
})
