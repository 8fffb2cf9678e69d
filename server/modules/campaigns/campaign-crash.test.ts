// @module-tag full
import { join } from 'node:path'
import type { Kysely } from 'kysely'
import { describe, expect, onTestFinished, test } from 'vitest'
import { CSRF_HEADER, SESSION_COOKIE } from '#contract/admin-constants.ts'
import type { Campaign } from '#contract/campaigns.ts'
import { createDb } from '#server/db/kysely.ts'
import type { DB } from '#server/db/schema.ts'
import { createAdminWithCli } from '#tests/support/admin-cli.ts'
import { addReaders, generatedReaders } from '#tests/support/readers.ts'
import { startProductionServer, type ProductionServer } from '#tests/support/production-server.ts'
import { startSmtpPeer, type SmtpPeer } from '#tests/support/smtp-peer.ts'
import { createPostgresSchema, databases, eventually } from '#tests/support/test-app.ts'

// A campaign survives the death of the instance that sends it (kill -9, half-way): once the site is
// up again, everyone not yet reached gets the issue, and nobody gets it twice, counted at the SMTP peer.

const READERS = 1000
const PASSWORD = 'copper lantern quietly folds'
const EMAIL = 'owner@example.com'
/** Slow enough to kill the sender half-way; each instance keeps 4 connections. */
const RATE = '150'

async function signIn(origin: string) {
  const answer = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  })
  const cookie = answer.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${SESSION_COOKIE}=`))!
    .split(';')[0]!
  const { csrfToken } = (await answer.json()) as { csrfToken: string }
  return { cookie, [CSRF_HEADER]: csrfToken }
}

async function api<T>(origin: string, headers: Record<string, string>, path: string, body?: object) {
  const answer = await fetch(`${origin}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  expect(answer.status, `${path}: ${answer.status}`).toBeLessThan(300)
  return (await answer.json()) as T
}

/** Starts sending an issue to every reader, by e-mail only; answers its id. */
async function sendIssue(origin: string, headers: Record<string, string>) {
  const body = { subject: 'Crash test', intro: 'Hello.', entries: [], topics: ['insights'], inArchive: false }
  const { id } = await api<Campaign>(origin, headers, '/api/campaigns', body)
  await api(origin, headers, `/api/campaigns/${id}/send`, {})
  return id
}

/** Every reader got the issue at most once, and every one the peer did not get is `unknown` (being sent when killed). */
async function expectNobodyTwice(smtp: SmtpPeer, db: Kysely<DB>, campaignId: string) {
  const perAddress = new Map<string, number>()
  for (const address of smtp.deliveries) perAddress.set(address, (perAddress.get(address) ?? 0) + 1)
  expect([...perAddress.entries()].filter(([, count]) => count > 1)).toEqual([])
  const rows = await db
    .selectFrom('newsletterCampaignRecipients')
    .select(['email', 'status'])
    .where('campaignId', '=', campaignId)
    .execute()
  expect(rows).toHaveLength(READERS)
  const sent = rows.filter((row) => row.status === 'sent').map((row) => row.email)
  const unknown = rows.filter((row) => row.status === 'unknown').map((row) => row.email)
  expect(sent.length + unknown.length).toBe(READERS)
  expect(sent.every((email) => perAddress.has(email))).toBe(true)
  // Only the mails in flight when the instance died: at most one per SMTP connection.
  expect(unknown.length).toBeLessThanOrEqual(4)
  return { delivered: perAddress.size, unknown: unknown.length }
}

describe('a campaign when its sender is killed', () => {
  test('one instance on SQLite: kill -9 half-way, start again, the rest are sent and nobody twice', async () => {
    const smtp = await startSmtpPeer(0, { parse: false })
    const server = await startProductionServer({ MAIL_URL: smtp.url, NEWSLETTER_RATE: RATE })
    onTestFinished(async () => {
      await server.stop()
      await smtp.close()
    })
    const file = join(server.dataDir, 'site.db')
    await server.restart({
      whileStopped: async () => {
        const db = createDb({ dialect: 'sqlite', file })
        await addReaders(db, generatedReaders(READERS))
        await db.destroy()
      },
    })
    await createAdminWithCli(server.dataDir, EMAIL, PASSWORD)
    const headers = await signIn(server.origin)
    const id = await sendIssue(server.origin, headers)
    await eventually(() => expect(smtp.deliveries.length).toBeGreaterThan(READERS / 3), { timeout: 30_000 })
    await server.restart({ signal: 'SIGKILL' })
    const atKill = smtp.deliveries.length
    expect(atKill).toBeLessThan(READERS)

    await eventually(
      async () =>
        expect((await api<Campaign>(server.origin, headers, `/api/campaigns/${id}`)).status).toBe('sent'),
      { timeout: 60_000, interval: 500 },
    )
    const db = createDb({ dialect: 'sqlite', file })
    onTestFinished(() => db.destroy())
    const outcome = await expectNobodyTwice(smtp, db, id)
    expect(outcome.delivered).toBeGreaterThan(atKill)
    console.info(
      `kill -9 on SQLite: ${atKill} delivered before, ${outcome.delivered} after, ${outcome.unknown} unknown`,
    )
  }, 180_000)

  test.skipIf(!(databases as readonly string[]).includes('postgres'))(
    'two instances on PostgreSQL send together; one is killed half-way; the other sends the rest, and nobody gets it twice',
    async () => {
      const schema = await createPostgresSchema()
      const smtp = await startSmtpPeer(0, { parse: false })
      const env = { MAIL_URL: smtp.url, NEWSLETTER_RATE: RATE, DATABASE_URL: schema.url }
      const servers: ProductionServer[] = []
      onTestFinished(async () => {
        for (const server of servers) await server.stop()
        await smtp.close()
        await schema.drop()
      })
      servers.push(await startProductionServer(env))
      servers.push(await startProductionServer(env))
      const [a, b] = servers as [ProductionServer, ProductionServer]
      const db = createDb({ dialect: 'postgres', url: schema.url })
      onTestFinished(() => db.destroy())
      await addReaders(db, generatedReaders(READERS))
      await createAdminWithCli(a.dataDir, EMAIL, PASSWORD, { DATABASE_URL: schema.url })
      const headers = await signIn(a.origin)
      const id = await sendIssue(a.origin, headers)
      await eventually(() => expect(smtp.deliveries.length).toBeGreaterThan(READERS / 3), { timeout: 30_000 })
      await a.restart({
        signal: 'SIGKILL',
        whileStopped: () => new Promise((resolve) => setTimeout(resolve, 40_000)),
      })

      // B finishes; the rows A was sending when it died are `unknown` once their lease has run out.
      await eventually(
        async () =>
          expect((await api<Campaign>(b.origin, headers, `/api/campaigns/${id}`)).status).toBe('sent'),
        { timeout: 120_000, interval: 1000 },
      )
      const outcome = await expectNobodyTwice(smtp, db, id)
      console.info(
        `kill -9 of one of two on PostgreSQL: ${outcome.delivered} delivered, ${outcome.unknown} unknown`,
      )
    },
    300_000,
  )
})
