// `npm run bench:publish`: how long a publish from the content editor takes to reach visitors on this
// machine, for a change to one entry and for a change to site.yaml (the firm's name on every page),
// beside the plain reference of `astro build` + postbuild on the same content (what a publish runs).
// The real app on loopback (embedded SQLite, log silenced), driven through its API. Run it with
// nothing else busy on the machine; BENCH_RUNS (default 3) runs of each, median reported.
import { execFileSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { CSRF_HEADER, SESSION_COOKIE } from '#contract/admin-constants.ts'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { hashPassword } from '#server/lib/passwords.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const PASSWORD = 'a long and unguessable passphrase for the benchmark'
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

async function signIn(app: FastifyInstance) {
  await app.db
    .insertInto('adminUsers')
    .values({
      id: crypto.randomUUID(),
      email: 'bench@example.com',
      passwordHash: await hashPassword(PASSWORD),
      role: 'owner',
      createdAt: new Date().toISOString(),
    })
    .execute()
  const answer = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'bench@example.com', password: PASSWORD },
  })
  const session = answer.cookies.find((cookie) => cookie.name === SESSION_COOKIE)!
  const cookie = `${SESSION_COOKIE}=${session.value}`
  return { cookie, [CSRF_HEADER]: (answer.json() as { csrfToken: string }).csrfToken }
}

/** Saves `change` of a file's fields as a draft, publishes it, and times until `page` shows `expected`. */
async function timePublish(
  app: FastifyInstance,
  headers: Record<string, string>,
  ref: string,
  change: (data: Record<string, unknown>) => Record<string, unknown>,
  page: string,
  expected: string,
) {
  const entry = (await app.inject({ url: `/api/content/entry?ref=${ref}`, headers })).json()
  const draft = { ref, data: change(entry.data), revision: 0, baseVersion: entry.published.version }
  const saved = await app.inject({ method: 'POST', url: '/api/content/draft', headers, payload: draft })
  if (saved.statusCode !== 200) throw new Error(`draft refused: ${saved.body}`)
  const started = performance.now()
  const published = await app.inject({
    method: 'POST',
    url: '/api/content/publish',
    headers,
    payload: { ref, revision: saved.json().revision },
  })
  if (published.statusCode !== 202) throw new Error(`publish refused: ${published.body}`)
  for (;;) {
    if ((await app.inject({ url: page })).body.includes(expected)) return performance.now() - started
    if (performance.now() - started > 300_000) throw new Error('the change did not go live in 5 minutes')
    await new Promise((done) => setTimeout(done, 100))
  }
}

const dataDir = await mkdtemp(join(tmpdir(), 'northstar-bench-publish-'))
const app = await buildApp(loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }))
await app.ready()
try {
  const headers = await signIn(app)
  const entryTimes: number[] = []
  const siteTimes: number[] = []
  for (let run = 1; run <= RUNS; run++) {
    const title = `Benchmark title ${run}`
    entryTimes.push(
      await timePublish(
        app,
        headers,
        'insights/ai-in-business.yaml',
        (data) => ({ ...data, hero: { ...(data.hero as object), title } }),
        '/insights/ai-in-business',
        title,
      ),
    )
    const name = `Northstar Consulting Group ${run}`
    siteTimes.push(
      await timePublish(app, headers, 'site.yaml', (data) => ({ ...data, name }), '/about', name),
    )
  }
  // The reference: the same build a publish runs, on the content as it is, with nothing around it.
  const reference: number[] = []
  for (let run = 1; run <= RUNS; run++) {
    const started = performance.now()
    execFileSync('npm', ['run', '--silent', 'build'], {
      stdio: 'ignore',
      env: { ...process.env, NODE_ENV: 'production' },
    })
    reference.push(performance.now() - started)
  }
  console.log(
    `publish to live, median of ${RUNS} (runs: entry ${entryTimes.map(seconds).join(', ')}; site.yaml ${siteTimes.map(seconds).join(', ')})`,
  )
  console.log(`  one entry (an insight's title):     ${seconds(median(entryTimes))}`)
  console.log(`  site.yaml (the firm's name, every page): ${seconds(median(siteTimes))}`)
  console.log(`  reference, npm run build alone:      ${seconds(median(reference))}`)
} finally {
  await app.close()
  await rm(dataDir, { recursive: true, force: true })
}
