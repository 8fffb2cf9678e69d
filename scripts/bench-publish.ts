// `npm run bench:publish [-- --pages N] [--runs N]`: how long a publish from the content editor takes
// to reach visitors on this machine, and a preview to be ready, for a change to one entry and for a
// change to site.yaml (the firm's name on every page), beside the plain reference of a full build of
// the same content (astro build of the renderer, then every page written) with its time and peak
// memory. `--pages` grows a copy of content/ to that many pages with generated insights
// (scripts/content-fixture.ts); without it, the site as it is. The real app on loopback (embedded SQLite, log silenced), driven through its API.
// Run it with nothing else busy on the machine; medians and 95th percentiles of `--runs` (default 10;
// a change to site.yaml at most 3).
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import type { FastifyInstance } from 'fastify'
import { loadContent } from '#content/content.ts'
import { CSRF_HEADER, SESSION_COOKIE } from '#contract/admin-constants.ts'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { hashPassword } from '#server/lib/passwords.ts'
import { writeContentFixture } from './content-fixture.ts'

const { values } = parseArgs({
  options: { pages: { type: 'string' }, runs: { type: 'string', default: process.env.BENCH_RUNS ?? '10' } },
})
const RUNS = Number(values.runs)
const SITE_RUNS = Math.min(RUNS, 3)
const PASSWORD = 'a long and unguessable passphrase for the benchmark'
const ENTRY = 'insights/ai-in-business.yaml'

const sorted = (values: number[]) => [...values].sort((a, b) => a - b)
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)]!
const p95 = (values: number[]) => sorted(values)[Math.ceil(values.length * 0.95) - 1]!
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
  const session = answer.cookies.find((cookie) => cookie.name === SESSION_COOKIE)
  if (!session) throw new Error(`sign-in refused: ${answer.statusCode} ${answer.body}`)
  const cookie = `${SESSION_COOKIE}=${session.value}`
  return { cookie, [CSRF_HEADER]: (answer.json() as { csrfToken: string }).csrfToken }
}

type Headers = Record<string, string>
type Change = (data: Record<string, unknown>) => Record<string, unknown>

/** Saves `change` of a file's fields as a draft; the revision to publish or preview. */
async function saveDraft(app: FastifyInstance, headers: Headers, ref: string, change: Change) {
  const entry = (await app.inject({ url: `/api/content/entry?ref=${ref}`, headers })).json()
  const draft = {
    ref,
    data: change(entry.data),
    revision: entry.draft?.revision ?? 0,
    baseVersion: entry.published.version,
  }
  const saved = await app.inject({ method: 'POST', url: '/api/content/draft', headers, payload: draft })
  if (saved.statusCode !== 200) throw new Error(`draft refused: ${saved.body}`)
  return (saved.json() as { revision: number }).revision
}

/** Polls until `done` holds; the time since `started`. */
async function until(started: number, done: () => Promise<boolean>) {
  for (;;) {
    if (await done()) return performance.now() - started
    if (performance.now() - started > 30 * 60_000) throw new Error('not done in 30 minutes')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Saves `change` of `ref` as a draft and asks for it to be published or previewed: when, and the answer. */
async function ask(
  app: FastifyInstance,
  headers: Headers,
  action: 'publish' | 'preview',
  ref: string,
  change: Change,
) {
  const revision = await saveDraft(app, headers, ref, change)
  const started = performance.now()
  const answer = await app.inject({
    method: 'POST',
    url: `/api/content/${action}`,
    headers,
    payload: { ref, revision },
  })
  if (answer.statusCode !== 202) throw new Error(`${action} refused: ${answer.body}`)
  return { started, revision, answer: answer.json() as { preview?: { id: number } } }
}

/** Publishes `change` of `ref` and times until `page` shows `expected`. */
async function timePublish(
  app: FastifyInstance,
  headers: Headers,
  ref: string,
  change: Change,
  page: string,
  expected: string,
) {
  const { started } = await ask(app, headers, 'publish', ref, change)
  return until(started, async () => (await app.inject({ url: page })).body.includes(expected))
}

/** Asks for a preview of `change` of `ref` and times until it is ready. */
async function timePreview(app: FastifyInstance, headers: Headers, ref: string, change: Change) {
  const { started, revision, answer } = await ask(app, headers, 'preview', ref, change)
  const time = await until(started, async () => {
    const { state } = (
      await app.inject({ url: `/api/content/previews/${answer.preview!.id}`, headers })
    ).json().preview
    if (state === 'failed') throw new Error('the preview failed')
    return state === 'ready'
  })
  // The draft goes, so that the next publish of the entry starts from its published version.
  await app.inject({ method: 'POST', url: '/api/content/discard', headers, payload: { ref, revision } })
  return time
}

/** A full build of `contentDir` into `buildDir`, as `npm run build` runs it: seconds and peak memory. */
function fullBuild(contentDir: string, buildDir: string) {
  const peakFile = join(tmpdir(), `northstar-peak-${process.pid}`)
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    ASTRO_TELEMETRY_DISABLED: '1',
    CONTENT_DIR: contentDir,
    BUILD_DIR: buildDir,
    PEAK_MEMORY_FILE: peakFile,
  }
  const measure = ['--import', resolve('scripts/peak-memory.ts')]
  rmSync(peakFile, { force: true })
  const started = performance.now()
  execFileSync(process.execPath, [...measure, 'node_modules/astro/astro.js', 'build', '--silent'], {
    env,
    stdio: 'ignore',
  })
  const astro = performance.now() - started
  execFileSync(process.execPath, [...measure, '--import', 'tsx', 'scripts/render-site.ts'], {
    env,
    stdio: 'ignore',
  })
  const total = performance.now() - started
  const peaks = readFileSync(peakFile, 'utf8').trim().split('\n').map(Number)
  rmSync(peakFile, { force: true })
  return { total, astro, peakBytes: Math.max(...peaks) }
}

const dataDir = await mkdtemp(join(tmpdir(), 'northstar-bench-publish-'))
const contentDir = values.pages ? join(dataDir, 'content') : resolve('content')
const buildDir = join(dataDir, 'build')
if (values.pages) writeContentFixture(contentDir, Number(values.pages))
// The reference first, on the content as it is: it is also the build the app starts from.
const reference = fullBuild(contentDir, buildDir)
if (!existsSync(join(buildDir, 'index.html'))) throw new Error('the reference build wrote no home page')
process.env.CONTENT_DIR = contentDir
const app = await buildApp(
  loadConfig({ ...process.env, DATA_DIR: dataDir, BUILD_DIR: buildDir, LOG_LEVEL: 'silent' }),
  // The benchmark's own calls, made while the app builds, are not to be refused for load.
  { shedding: { maxEventLoopDelayMs: 0, maxQueueMs: 0, maxHeapUsedBytes: 0, maxRssBytes: 0 } },
)
await app.ready()
try {
  const headers = await signIn(app)
  const pages = loadContent(contentDir).prerenderPaths().length
  const retitle =
    (title: string): Change =>
    (data) => ({ ...data, hero: { ...(data.hero as object), title } })
  // A member opens the editor's list, and at once previews and publishes: the writers are still
  // getting ready (scripts/write-site-thread.ts). Timed apart from the runs, which follow it.
  await app.inject({ url: '/api/content', headers })
  const cold = {
    preview: await timePreview(app, headers, ENTRY, retitle('Benchmark title 0')),
    publish: await timePublish(
      app,
      headers,
      ENTRY,
      retitle('Benchmark title 0'),
      '/insights/ai-in-business',
      'Benchmark title 0',
    ),
  }
  const entryTimes: number[] = []
  const previewTimes: number[] = []
  const siteTimes: number[] = []
  for (let run = 1; run <= RUNS; run++) {
    const title = `Benchmark title ${run}`
    previewTimes.push(await timePreview(app, headers, ENTRY, retitle(title)))
    entryTimes.push(await timePublish(app, headers, ENTRY, retitle(title), '/insights/ai-in-business', title))
    // A change to every page is timed fewer times: it is a full build's work each time.
    if (run > SITE_RUNS) continue
    const name = `Northstar Consulting Group ${run}`
    siteTimes.push(
      await timePublish(app, headers, 'site.yaml', (data) => ({ ...data, name }), '/about', name),
    )
  }
  const row = (label: string, times: number[]) =>
    `| ${label.padEnd(40)} | ${seconds(median(times)).padStart(8)} | ${seconds(p95(times)).padStart(8)} | ${times.map(seconds).join(', ')} |`
  console.log(
    `\n${pages} pages (${values.pages ? `content/ grown to ${values.pages} pages` : 'the site as it is'}), ${RUNS} runs of an entry, ${SITE_RUNS} of site.yaml\n`,
  )
  console.log('| change                                   |   median |      p95 | runs |')
  console.log('| ---------------------------------------- | -------: | -------: | ---- |')
  console.log(row('publish to live: one entry (a title)', entryTimes))
  console.log(row('preview ready: one entry', previewTimes))
  console.log(row('publish to live: site.yaml (every page)', siteTimes))
  console.log(
    `\nthe first preview and publish after the editor opens (its writers starting): ${seconds(cold.preview)}, ${seconds(cold.publish)}`,
  )
  console.log(
    `\nreference, a full build of the same content: ${seconds(reference.total)} (astro build of the renderer ${seconds(reference.astro)}, every page written with it ${seconds(reference.total - reference.astro)}), peak memory ${(reference.peakBytes / 2 ** 30).toFixed(2)} GB`,
  )
} finally {
  await app.close()
  await rm(dataDir, { recursive: true, force: true })
}
