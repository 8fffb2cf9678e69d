import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { onTestFinished } from 'vitest'
import { buildApp, type BuildOptions } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'

/** The databases every integration suite runs against: SQLite always, PostgreSQL when its URL is set. */
export const databases = [
  'sqlite',
  ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : []),
] as const
export type TestDatabase = (typeof databases)[number]

/** What carries live notices between a site's instances in the tests: PostgreSQL and Redis when set. */
type NoticeRelay = { relay: string; database: TestDatabase; env: Record<string, string> }
const postgresRelay: NoticeRelay = { relay: 'PostgreSQL', database: 'postgres', env: {} }
export const noticeRelays: NoticeRelay[] = [
  ...(process.env.TEST_DATABASE_URL ? [postgresRelay] : []),
  ...(process.env.TEST_REDIS_URL
    ? [{ relay: 'Redis', database: 'sqlite' as const, env: { REDIS_URL: process.env.TEST_REDIS_URL } }]
    : []),
]

type Options = {
  shedding?: BuildOptions['shedding']
  database?: TestDatabase
  mailUrl?: string
  env?: Record<string, string>
  now?: () => Date
  campaigns?: BuildOptions['campaigns']
  schedules?: BuildOptions['schedules']
  analytics?: BuildOptions['analytics']
}

/**
 * A folder of the current test's own, removed when it finishes: after the apps built on it have
 * closed, as test-finished callbacks run last registered first (an `afterEach` would run while an
 * app still writes into it).
 */
export async function testDir(prefix: string) {
  const dir = await mkdtemp(join(tmpdir(), `northstar-${prefix}-`))
  onTestFinished(() => rm(dir, { recursive: true, force: true }))
  return dir
}

/**
 * A disposable app on a fresh database (a temporary SQLite file, or a new PostgreSQL schema),
 * with a fast-retrying mail worker. It is closed and removed when the current test finishes.
 */
export async function buildTestApp({
  database = 'sqlite',
  mailUrl,
  env = {},
  now,
  shedding,
  campaigns,
  schedules,
  analytics,
}: Options = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'northstar-test-'))
  const schema = database === 'postgres' ? await createPostgresSchema() : undefined
  const config = loadConfig({
    // What a content release's build runs with (server/modules/content/release-builder.ts).
    ...pick(process.env, ['PATH', 'HOME', 'TMPDIR']),
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    ...(schema ? { DATABASE_URL: schema.url } : {}),
    ...(mailUrl ? { MAIL_URL: mailUrl } : {}),
    ...env,
  })
  const app = await buildApp(config, {
    clock: now,
    outbox: { pollMs: 50, baseDelayMs: 100, maxDelayMs: 400 },
    campaigns: { pollMs: 100, retryBaseMs: 200, ...campaigns },
    schedules,
    analytics,
    // The week's job alert goes out only when a test asks (`app.jobAlerts.pass()`): the shipped
    // vacancies' dates against the real clock would send one at any start.
    jobAlertsPollMs: null,
    // The app shares its process with the test runner, whose own work would read as load: the
    // thresholds are off unless a test sets them.
    shedding: {
      maxEventLoopDelayMs: 0,
      maxQueueMs: 0,
      maxHeapUsedBytes: 0,
      maxRssBytes: 0,
      ...shedding,
    },
  })
  await app.ready()
  const testApp = {
    app,
    config,
    dataDir,
    async close() {
      await app.close()
      await schema?.drop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
  onTestFinished(() => testApp.close())
  return testApp
}

const pick = (env: NodeJS.ProcessEnv, names: string[]) =>
  Object.fromEntries(names.flatMap((name) => (env[name] ? [[name, env[name]]] : [])))

/** A new, empty schema in the TEST_DATABASE_URL database: its URL (search_path set) and how to drop it. */
export async function createPostgresSchema() {
  const baseUrl = process.env.TEST_DATABASE_URL!
  const name = `test_${randomUUID().replaceAll('-', '')}`
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl })
    await client.connect()
    await client.query(statement).finally(() => client.end())
  }
  await run(`create schema ${name}`)
  const url = new URL(baseUrl)
  url.searchParams.set('options', `-c search_path=${name}`)
  return { url: url.href, drop: () => run(`drop schema ${name} cascade`) }
}

/** The contact form's token, as if the page had been served `ms` before `now`. */
export const formOpenedFor = (app: FastifyInstance, ms = 5000, now = new Date()) => ({
  formToken: app.fillTime.issue(new Date(now.getTime() - ms)),
})

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2026-03-02T09:00:00Z')) {
  let current = start.getTime()
  const now = () => new Date(current)
  return Object.assign(now, { advance: (ms: number) => void (current += ms) })
}

/** Polls until the check passes or the time runs out. */
export async function eventually<T>(check: () => T | Promise<T>, { timeout = 5000, interval = 25 } = {}) {
  const deadline = Date.now() + timeout
  for (;;) {
    try {
      return await check()
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, interval))
    }
  }
}
