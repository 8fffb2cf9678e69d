// `npm run bench:publish [-- --pages N] [--runs N] [--build-only]`: how long a publish from the content editor takes
// to reach visitors on this machine, and a preview to be ready, for a change to one entry and for a
// change to site.yaml (the firm's name on every page), beside the plain reference of a full build of
// the same content (astro build of the renderer, then every page written) with its time and peak
// memory. `--pages` grows a copy of content/ to that many pages with generated insights
// (scripts/content-fixture.ts); without it, the site as it is. The real app (embedded SQLite, log
// silenced), driven through its API; with `--instances N`, N `npm start` instances on PostgreSQL
// behind the shipped nginx, live on the instance that built it and on every instance.
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
import { astroBin } from './astro-bin.ts'
import { writeContentFixture } from './content-fixture.ts'

const { values } = parseArgs({
  options: {
    pages: { type: 'string' },
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '10' },
    instances: { type: 'string', default: '1' },
    'build-only': { type: 'boolean', default: false },
  },
})
const RUNS = Number(values.runs)
const SITE_RUNS = Math.min(RUNS, 3)
const EMAIL = 'bench@example.com'
const PASSWORD = 'a long and unguessable passphrase for the benchmark'
const ENTRY = 'insights/ai-in-business.yaml'
const ENTRY_PAGE = '/insights/ai-in-business'

const sorted = (values: number[]) => [...values].sort((a, b) => a - b)
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)]!
const p95 = (values: number[]) => sorted(values)[Math.ceil(values.length * 0.95) - 1]!
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const gigabytes = (bytes: number) => `${(bytes / 2 ** 30).toFixed(2)} GB`

/**
 * The site the benchmark drives: one app in this process, or instances behind nginx. `call` is an
 * admin's API request (signed in); `shows` tells, for each instance, whether a page holds a text.
 */
type Site = {
  call: (method: 'GET' | 'POST', url: string, payload?: object) => Promise<{ status: number; body: string }>
  shows: (page: string, text: string) => Promise<boolean[]>
}
type Change = (data: Record<string, unknown>) => Record<string, unknown>

/** Signs in the app in this process as an owner made for the benchmark. */
async function inProcess(app: FastifyInstance): Promise<Site> {
  await app.db
    .insertInto('adminUsers')
    .values({
      id: crypto.randomUUID(),
      email: EMAIL,
      passwordHash: await hashPassword(PASSWORD),
      role: 'owner',
      createdAt: new Date().toISOString(),
    })
    .execute()
  const answer = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: EMAIL, password: PASSWORD },
  })
  const session = answer.cookies.find((cookie) => cookie.name === SESSION_COOKIE)
  if (!session) throw new Error(`sign-in refused: ${answer.statusCode} ${answer.body}`)
  const headers = {
    cookie: `${SESSION_COOKIE}=${session.value}`,
    [CSRF_HEADER]: (answer.json() as { csrfToken: string }).csrfToken,
  }
  return {
    async call(method, url, payload) {
      const { statusCode, body } = await app.inject({ method, url, headers, payload })
      return { status: statusCode, body }
    },
    shows: async (page, text) => [(await app.inject({ url: page })).body.includes(text)],
  }
}

/** Saves `change` of a file's fields as a draft; the revision to publish or preview. */
async function saveDraft(site: Site, ref: string, change: Change) {
  const entry = JSON.parse((await site.call('GET', `/api/content/entry?ref=${ref}`)).body)
  const draft = {
    ref,
    data: change(entry.data),
    revision: entry.draft?.revision ?? 0,
    baseVersion: entry.published.version,
  }
  const saved = await site.call('POST', '/api/content/draft', draft)
  if (saved.status !== 200) throw new Error(`draft refused: ${saved.body}`)
  return (JSON.parse(saved.body) as { revision: number }).revision
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
async function ask(site: Site, action: 'publish' | 'preview', ref: string, change: Change) {
  const revision = await saveDraft(site, ref, change)
  const started = performance.now()
  const answer = await site.call('POST', `/api/content/${action}`, { ref, revision })
  if (answer.status !== 202) throw new Error(`${action} refused: ${answer.body}`)
  return { started, revision, answer: JSON.parse(answer.body) as { preview?: { id: number } } }
}

/** Publishes `change` of `ref`; the times until `page` shows `expected` on one instance and on all. */
async function timePublish(site: Site, ref: string, change: Change, page: string, expected: string) {
  const { started } = await ask(site, 'publish', ref, change)
  const first = await until(started, async () => (await site.shows(page, expected)).some(Boolean))
  const all = await until(started, async () => (await site.shows(page, expected)).every(Boolean))
  return { first, all }
}

/** Asks for a preview of `change` of `ref` and times until it is ready. */
async function timePreview(site: Site, ref: string, change: Change) {
  const { started, revision, answer } = await ask(site, 'preview', ref, change)
  const time = await until(started, async () => {
    const { state } = JSON.parse(
      (await site.call('GET', `/api/content/previews/${answer.preview!.id}`)).body,
    ).preview
    if (state === 'failed') throw new Error('the preview failed')
    return state === 'ready'
  })
  // The draft goes, so that the next publish of the entry starts from its published version.
  await site.call('POST', '/api/content/discard', { ref, revision })
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
  execFileSync(process.execPath, [...measure, astroBin, 'build', '--silent'], {
    env,
    stdio: 'ignore',
  })
  const astro = performance.now() - started
  execFileSync(process.execPath, [...measure, 'scripts/render-site.ts'], {
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
if (values['build-only']) {
  // `--build-only`: the full build alone, `--runs` times from an empty folder and an empty
  // compression cache, as a fresh clone's (the dependency upgrades are measured so).
  const builds = [reference]
  for (let run = 2; run <= RUNS; run++) {
    rmSync(buildDir, { recursive: true, force: true })
    rmSync(join(dataDir, '.compressed'), { recursive: true, force: true })
    builds.push(fullBuild(contentDir, buildDir))
  }
  const pageCount = loadContent(contentDir).prerenderPaths().length
  for (const build of builds)
    console.log(
      `full build of ${pageCount} pages: ${seconds(build.total)} (astro ${seconds(build.astro)} + pages ${seconds(build.total - build.astro)}), peak ${gigabytes(build.peakBytes)}`,
    )
  const totals = builds.map((build) => build.total)
  const peaks = builds.map((build) => build.peakBytes / 2 ** 30)
  console.log(`median ${seconds(median(totals))}, peak memory median ${median(peaks).toFixed(2)} GB`)
  await rm(dataDir, { recursive: true, force: true })
  process.exit(0)
}
if (!existsSync(join(buildDir, 'index.html'))) throw new Error('the reference build wrote no home page')
process.env.CONTENT_DIR = contentDir
const instances = Number(values.instances)
const running = instances > 1 ? await startInstances(instances) : await startInProcess()
try {
  const site = running.site
  const pages = loadContent(contentDir).prerenderPaths().length
  const retitle =
    (title: string): Change =>
    (data) => ({ ...data, hero: { ...(data.hero as object), title } })
  // The server got its writers ready as it started (writer/write-site-thread.ts); a member then
  // signs in, opens the editor's list, and previews and publishes. Timed apart from the runs.
  await running.ready
  // The instance's resident memory (the app, its writers' threads, and this script's few hundred
  // MB) from its start to the last run: sampled, with the process's own peak at the end.
  const memory = { ready: process.memoryUsage().rss, peak: 0 }
  const sampler = setInterval(() => {
    memory.peak = Math.max(memory.peak, process.memoryUsage().rss)
  }, 100)
  await site.call('GET', '/api/content')
  const cold = {
    preview: await timePreview(site, ENTRY, retitle('Benchmark title 0')),
    publish: await timePublish(site, ENTRY, retitle('Benchmark title 0'), ENTRY_PAGE, 'Benchmark title 0'),
  }
  const entryTimes: { first: number; all: number }[] = []
  const previewTimes: number[] = []
  const siteTimes: { first: number; all: number }[] = []
  for (let run = 1; run <= RUNS; run++) {
    const title = `Benchmark title ${run}`
    previewTimes.push(await timePreview(site, ENTRY, retitle(title)))
    entryTimes.push(await timePublish(site, ENTRY, retitle(title), ENTRY_PAGE, title))
    // A change to every page is timed fewer times: it is a full build's work each time.
    if (run > SITE_RUNS) continue
    const name = `Northstar Consulting Group ${run}`
    siteTimes.push(await timePublish(site, 'site.yaml', (data) => ({ ...data, name }), '/about', name))
  }
  const row = (label: string, times: number[]) =>
    `| ${label.padEnd(48)} | ${seconds(median(times)).padStart(8)} | ${seconds(p95(times)).padStart(8)} | ${times.map(seconds).join(', ')} |`
  const setup =
    instances > 1
      ? `${instances} instances (npm start) on PostgreSQL behind the shipped nginx`
      : 'one app, embedded SQLite'
  console.log(
    `\n${pages} pages (${values.pages ? `content/ grown to ${values.pages} pages` : 'the site as it is'}), ${setup}, ${RUNS} runs of an entry, ${SITE_RUNS} of site.yaml\n`,
  )
  console.log('| change                                           |   median |      p95 | runs |')
  console.log('| ------------------------------------------------ | -------: | -------: | ---- |')
  /** A publish's row, and on several instances a second: live on the one that built it, then on all. */
  const publishRows = (change: string, times: { first: number; all: number }[]) => {
    if (instances === 1)
      return console.log(
        row(
          `publish to live: ${change}`,
          times.map(({ first }) => first),
        ),
      )
    console.log(
      row(
        `publish to live: ${change} (the instance that built it)`,
        times.map(({ first }) => first),
      ),
    )
    console.log(
      row(
        `publish to live: ${change} (every instance)`,
        times.map(({ all }) => all),
      ),
    )
  }
  publishRows('one entry', entryTimes)
  console.log(row('preview ready: one entry', previewTimes))
  publishRows('site.yaml', siteTimes)
  console.log(
    `\nthe first preview and publish after a start (the writers got ready as the server started${running.readyIn === null ? '' : `, in ${seconds(running.readyIn)}`}): ${seconds(cold.preview)}, ${seconds(cold.publish.all)}`,
  )
  clearInterval(sampler)
  if (instances === 1)
    console.log(
      `\nthe instance's resident memory: ${gigabytes(memory.ready)} once ready, ${gigabytes(memory.peak)} at most while serving and publishing (the process's peak, from its start: ${gigabytes(process.resourceUsage().maxRSS * 1024)})`,
    )
  console.log(
    `\nreference, a full build of the same content: ${seconds(reference.total)} (astro build of the renderer ${seconds(reference.astro)}, every page written with it ${seconds(reference.total - reference.astro)}), peak memory ${gigabytes(reference.peakBytes)}`,
  )
} finally {
  await running.stop()
  await rm(dataDir, { recursive: true, force: true })
}

/** The app in this process on embedded SQLite, as `npm start` would run it. */
async function startInProcess() {
  const started = performance.now()
  const app = await buildApp(
    loadConfig({ ...process.env, DATA_DIR: dataDir, BUILD_DIR: buildDir, LOG_LEVEL: 'silent' }),
    // The benchmark's own calls, made while the app builds, are not to be refused for load.
    {
      shedding: { maxEventLoopDelayMs: 0, maxQueueMs: 0, maxHeapUsedBytes: 0, maxRssBytes: 0 },
      warmWriters: true,
    },
  )
  await app.ready()
  // The writers' warm-up is queued as the app starts: settled, they are ready.
  const ready = app.content.settled()
  const readyIn = ready.then(() => performance.now() - started)
  return { site: await inProcess(app), ready, readyIn: await readyIn, stop: () => app.close() }
}

/**
 * `instances` processes (`npm start`) on one PostgreSQL database (TEST_DATABASE_URL, a schema made
 * and dropped), the build above as their deploy, nginx in front with the shipped files. The admin
 * calls go through nginx, each from its own loopback address; a page is read from each instance.
 */
async function startInstances(count: number) {
  process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test'
  const { createPostgresSchema } = await import('#tests/support/test-app.ts')
  const { startProductionServer } = await import('#tests/support/production-server.ts')
  const { startNginx } = await import('#tests/support/scale-out.ts')
  const { freePort } = await import('#tests/support/smtp-peer.ts')
  const { createAdminWithCli } = await import('#tests/support/admin-cli.ts')
  const { requestFrom, visitorAddress } = await import('#tests/support/http.ts')
  const schema = await createPostgresSchema()
  const nginxPort = await freePort()
  const origin = `http://127.0.0.1:${nginxPort}`
  const env = {
    DATABASE_URL: schema.url,
    BUILD_DIR: buildDir,
    CONTENT_DIR: contentDir,
    PUBLIC_URL: origin,
    TRUST_PROXY: 'true',
  }
  const servers: Awaited<ReturnType<typeof startProductionServer>>[] = []
  // One after the other: the first makes the schema, the others find it made.
  for (let i = 0; i < count; i++) servers.push(await startProductionServer(env))
  const nginx = await startNginx(
    nginxPort,
    servers.map((server) => server.port),
  )
  await createAdminWithCli(servers[0]!.dataDir, EMAIL, PASSWORD, { DATABASE_URL: schema.url })
  let callers = 0
  const send = (url: string, method = 'GET', headers: Record<string, string> = {}, payload?: object) =>
    requestFrom(visitorAddress(++callers), url, {
      method,
      headers: { ...headers, origin, ...(payload ? { 'content-type': 'application/json' } : {}) },
      body: payload ? JSON.stringify(payload) : undefined,
    })
  const login = await send(`${origin}/api/auth/login`, 'POST', {}, { email: EMAIL, password: PASSWORD })
  const cookie = [login.headers['set-cookie'] ?? []]
    .flat()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`))
  if (!cookie) throw new Error(`sign-in refused: ${login.status} ${login.body}`)
  const headers = { cookie, [CSRF_HEADER]: (JSON.parse(login.body) as { csrfToken: string }).csrfToken }
  const site: Site = {
    call: (method, url, payload) => send(`${origin}${url}`, method, headers, payload),
    shows: (page, text) =>
      Promise.all(servers.map(async (server) => (await send(`${server.origin}${page}`)).body.includes(text))),
  }
  return {
    site,
    // Each server (npm start) gets its writers ready as it starts.
    ready: Promise.resolve(),
    readyIn: null,
    async stop() {
      await nginx.stop()
      await Promise.all(servers.map((server) => server.stop()))
      await schema.drop()
    },
  }
}
