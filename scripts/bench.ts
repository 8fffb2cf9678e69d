// `npm run bench`: requests per second and latency for a few pages and the health check, against
// the production build served by the real app on loopback (embedded SQLite, log silenced).
//
// `npm run bench -- --scale-out`: the deployment's shape instead. nginx (with the shipped
// configuration) in front of one, then two `npm start` instances on PostgreSQL, for a page and for
// `POST /api/send`; and nginx serving the same page straight from the build folder, the limit.
// PostgreSQL comes from TEST_DATABASE_URL (default: the local `test` database; a schema is made and
// dropped) and nginx from NGINX_PATH (default /usr/sbin/nginx).
//
// `npm run bench -- --overload`: what one instance does at and past its capacity (benchOverload).
//
// `npm run bench -- --newsletter`: a campaign to 100,000 readers on PostgreSQL, and what visitors
// notice while it sends (benchNewsletter).
//
// `npm run bench -- --analytics`: a year of visits counted on SQLite and PostgreSQL: storage, the
// dashboard's time, and what counting costs the public pages (scripts/bench-analytics.ts).
import { Agent, request } from 'node:http'
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000
const CONNECTIONS = 32

type Figures = { rps: number; p50: string; p99: string; failed: number }

/** Runs `once` from `loops` loops for DURATION_MS; `once` resolves to whether it succeeded. */
async function measure(once: (loop: number) => Promise<boolean>, loops = CONNECTIONS): Promise<Figures> {
  const latencies: number[] = []
  let failed = 0
  const until = performance.now() + DURATION_MS
  await Promise.all(
    Array.from({ length: loops }, async (_, loop) => {
      while (performance.now() < until) {
        const started = performance.now()
        if (await once(loop)) latencies.push(performance.now() - started)
        else failed++
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  const at = (q: number) => (latencies[Math.floor(q * (latencies.length - 1))] ?? NaN).toFixed(2)
  return { rps: Math.round(latencies.length / (DURATION_MS / 1000)), p50: at(0.5), p99: at(0.99), failed }
}

/** One request; resolves to its status code (0 for a network error). */
function send(
  url: string,
  options: {
    agent?: Agent
    localAddress?: string
    method?: string
    headers?: Record<string, string>
    body?: string
  },
) {
  return new Promise<number>((done) => {
    const { body, agent, ...rest } = options
    request(url, { ...rest, agent: agent ?? false }, (response) => {
      response.resume()
      response.on('end', () => done(response.statusCode ?? 0))
    })
      .on('error', () => done(0))
      .end(body)
  })
}

const describe = ({ rps, p50, p99, failed }: Figures) =>
  `${String(rps).padStart(7)} req/s   p50 ${p50.padStart(7)} ms   p99 ${p99.padStart(7)} ms${failed ? `   ${failed} failed` : ''}`

async function benchOneApp() {
  const paths = ['/', '/industries/agriculture', '/articles/insight/edu', '/healthz', '/no-such-page']
  const dataDir = await mkdtemp(join(tmpdir(), 'northstar-bench-'))
  const app = await buildApp(
    loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1' }),
  )
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS })
  console.log(`${CONNECTIONS} connections, ${DURATION_MS / 1000} s per path, brotli accepted`)
  for (const path of paths) {
    const figures = await measure(
      async () =>
        (await send(`http://127.0.0.1:${port}${path}`, { agent, headers: { 'accept-encoding': 'br' } })) > 0,
    )
    console.log(`  ${path.padEnd(28)} ${describe(figures)}`)
  }
  agent.destroy()
  await app.close()
  await rm(dataDir, { recursive: true, force: true })
}

async function benchScaleOut() {
  process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test'
  const { startScaleOut, startStaticNginx } = await import('#tests/support/scale-out.ts')
  const { freePort } = await import('#tests/support/smtp-peer.ts')
  const { formTokenPool, visitorAddress } = await import('#tests/support/http.ts')
  const page = '/industries/agriculture'
  // Each post from its own loopback address: the contact limit counts per address, as for visitors.
  let visitors = 0
  const rows: [string, string, string][] = []
  for (const instances of [1, 2]) {
    const site = await startScaleOut({ instances })
    const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS })
    const pageFigures = await measure(
      async () =>
        (await send(`${site.origin}${page}`, { agent, headers: { 'accept-encoding': 'gzip' } })) === 200,
    )
    // Each message sends on a token of its own, fetched well ahead so that fetching is not measured,
    // each from its own address (nginx allows one address 32 connections at a time).
    const nextToken = formTokenPool(site.origin, 4 * CONNECTIONS, { from: () => visitorAddress(++visitors) })
    const tokens = await Promise.all(Array.from({ length: 4 * CONNECTIONS }, nextToken))
    const body = (formToken: string) =>
      JSON.stringify({
        name: 'Bench',
        email: 'bench@example.com',
        subject: 'Capacity',
        message: 'How many of these per second?',
        formToken,
      })
    const sendFigures = await measure(async () => {
      const formToken = tokens.pop() ?? (await nextToken())
      return (
        (await send(`${site.origin}/api/send`, {
          method: 'POST',
          localAddress: visitorAddress(++visitors),
          headers: { 'content-type': 'application/json', origin: site.origin },
          body: body(formToken),
        })) === 201
      )
    })
    rows.push([
      `nginx → ${instances} instance${instances > 1 ? 's' : ''}`,
      describe(pageFigures),
      describe(sendFigures),
    ])
    agent.destroy()
    await site.stop()
  }
  const nginx = await startStaticNginx(await freePort(), resolve('build/client'))
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS })
  const staticFigures = await measure(
    async () =>
      (await send(`${nginx.origin}${page}`, { agent, headers: { 'accept-encoding': 'gzip' } })) === 200,
  )
  rows.push(['nginx alone, build folder', describe(staticFigures), 'n/a'])
  agent.destroy()
  await nginx.stop()

  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_MS / 1000} s each; GET ${page} (gzip, kept-alive), ` +
      'POST /api/send (a new connection and address each)\n',
  )
  console.log(`| setup | GET ${page} | POST /api/send |\n| --- | --- | --- |`)
  for (const row of rows) console.log(`| ${row.join(' | ')} |`)
}

type Probe = { method: 'GET' | 'POST'; path: string; body?: () => Promise<string> }

/** One request from its own address on a new connection, as a visitor's; 0 for a reset or timeout. */
function visit(origin: string, probe: Probe, address: string, body?: string) {
  const started = performance.now()
  return new Promise<{ status: number; ms: number }>((done) => {
    const outgoing = request(
      `${origin}${probe.path}`,
      {
        method: probe.method,
        agent: false,
        localAddress: address,
        timeout: 30_000,
        headers: body ? { 'content-type': 'application/json', origin } : {},
      },
      (response) => {
        response.resume()
        response.on('end', () => done({ status: response.statusCode ?? 0, ms: performance.now() - started }))
      },
    )
    outgoing.on('timeout', () => outgoing.destroy())
    outgoing.on('error', () => done({ status: 0, ms: performance.now() - started }))
    outgoing.end(body)
  })
}

/** One row of the overload table: how the requests of one load were answered. */
function rowOf(
  setup: string,
  probe: Probe,
  load: string,
  results: { status: number; ms: number }[],
  readyz: number[],
  drainMs: number | undefined,
  storedUntold: string,
) {
  const count = (test: (status: number) => boolean) => results.filter(({ status }) => test(status)).length
  const quantile = (values: number[], q: number) =>
    values.toSorted((a, b) => a - b)[Math.floor(q * (values.length - 1))]
  const figure = (ms: number | undefined, unit: string) =>
    ms === undefined ? 'n/a' : unit === 's' ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`
  const answered = results.filter(({ status }) => status > 0).map(({ ms }) => ms)
  return `| ${setup} | ${probe.method} ${probe.path} | ${load} | ${results.length} | ${count((status) => status >= 200 && status < 400)} | ${count((status) => status === 503)} | ${count((status) => status >= 400 && status !== 503)} | ${count((status) => status === 0)} | ${figure(quantile(answered, 0.99), 'ms')} | ${figure(quantile(readyz, 0.5), 'ms')} | ${figure(drainMs, 's')} | ${probe.method === 'POST' ? storedUntold : 'n/a'} |`
}

/**
 * `npm run bench -- --overload`: one `npm start` instance (SQLite, and PostgreSQL when
 * TEST_DATABASE_URL is set), reached directly and behind nginx with the shipped files, on a page and
 * the contact form. First its capacity (32 steady visitors at a time, each request from its own address),
 * then an open load of 1× and 3× that for BENCH_SECONDS: how many were answered, refused for load
 * (503), reset or timed out, the p99 of the answers, /readyz meanwhile, how long the instance took to
 * finish what it had taken once the load stopped, and messages stored whose sender was told they
 * failed (there should be none).
 */
async function benchOverload() {
  const { startProductionServer } = await import('#tests/support/production-server.ts')
  const { startNginx } = await import('#tests/support/scale-out.ts')
  const { freePort } = await import('#tests/support/smtp-peer.ts')
  const { createPostgresSchema } = await import('#tests/support/test-app.ts')
  const { stockFormTokens, visitorAddress } = await import('#tests/support/http.ts')
  const { createDb } = await import('#server/db/kysely.ts')
  let visitors = 0
  const rows: string[] = []
  const engines = ['sqlite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])]
  for (const engine of engines) {
    for (const behindNginx of [false, true]) {
      const schema = engine === 'postgres' ? await createPostgresSchema() : undefined
      const nginxPort = await freePort()
      const server = await startProductionServer({
        ...(schema ? { DATABASE_URL: schema.url } : {}),
        ...(behindNginx ? { PUBLIC_URL: `http://127.0.0.1:${nginxPort}`, TRUST_PROXY: 'true' } : {}),
      })
      const nginx = behindNginx ? await startNginx(nginxPort, [server.port]) : undefined
      const origin = nginx?.origin ?? server.origin
      const setup = `${engine}${behindNginx ? ', nginx' : ''}`
      const db = createDb(loadConfig({ DATA_DIR: server.dataDir, DATABASE_URL: schema?.url }).db)
      const stored = async () =>
        Number(
          (
            await db
              .selectFrom('contactMessages')
              .select(db.fn.countAll().as('count'))
              .executeTakeFirstOrThrow()
          ).count,
        )
      await benchOverloadOf(setup, origin, stored)
      await db.destroy()
      await nginx?.stop()
      await server.stop()
      await schema?.drop()
    }
  }

  async function benchOverloadOf(setup: string, origin: string, stored: () => Promise<number>) {
    /** Messages stored beyond those whose sender was told so (201), since `before`. */
    const storedUntold = async (before: number, results: { status: number }[]) =>
      String((await stored()) - before - results.filter(({ status }) => status === 201).length)
    const contactBody = (formToken: string) =>
      JSON.stringify({
        name: 'Load',
        email: 'load@example.com',
        subject: 'Load',
        message: 'Busy?',
        formToken,
      })
    for (const probe of [
      { method: 'GET', path: '/contact' },
      { method: 'POST', path: '/api/send' },
    ] satisfies Probe[]) {
      // Each message sends on a token of its own, fetched ahead, so fetching is not what is measured.
      const tokens: string[] = []
      const tokenFor = async () => (probe.method === 'POST' ? contactBody(tokens.pop()!) : undefined)
      const stock = async (count: number) => {
        if (probe.method !== 'POST') return
        tokens.push(...(await stockFormTokens(origin, count, () => visitorAddress(++visitors))))
      }
      // Enough for the capacity run: it measures the instance, not the stock.
      await stock(CONNECTIONS * 150)
      // Steady visitors at the instance's capacity: each sends its next request once answered.
      const steady: { status: number; ms: number }[] = []
      const storedBeforeSteady = await stored()
      const capacity = await measure(async () => {
        if (probe.method === 'POST' && tokens.length === 0) return false
        const answer = await visit(origin, probe, visitorAddress(++visitors), await tokenFor())
        steady.push(answer)
        return answer.status >= 200 && answer.status < 300
      })
      rows.push(
        rowOf(
          setup,
          probe,
          `${CONNECTIONS} at a time (${capacity.rps}/s)`,
          steady,
          [],
          undefined,
          await storedUntold(storedBeforeSteady, steady),
        ),
      )
      process.stderr.write(`${rows.at(-1)}\n`)
      for (const factor of [1, 3]) {
        const rate = Math.max(1, Math.round(capacity.rps * factor))
        await stock(Math.ceil((rate * DURATION_MS) / 1000) + 10)
        const storedBefore = await stored()
        const answers: Promise<{ status: number; ms: number }>[] = []
        const readyz: number[] = []
        const probeReady = setInterval(() => {
          const started = performance.now()
          void visit(origin, { method: 'GET', path: '/readyz' }, visitorAddress(++visitors)).then(() =>
            readyz.push(performance.now() - started),
          )
        }, 250)
        // An open load: requests go out on time whether or not earlier ones were answered.
        const started = performance.now()
        let sent = 0
        while (performance.now() - started < DURATION_MS) {
          const due = Math.floor(((performance.now() - started) / 1000) * rate)
          for (; sent < due; sent++) {
            answers.push(tokenFor().then((body) => visit(origin, probe, visitorAddress(++visitors), body)))
          }
          await new Promise((resolve) => setTimeout(resolve, 5))
        }
        const offeredFor = performance.now()
        const results = await Promise.all(answers)
        const drain = performance.now() - offeredFor
        clearInterval(probeReady)
        rows.push(
          rowOf(
            setup,
            probe,
            `${factor}× (${rate}/s)`,
            results,
            readyz,
            drain,
            await storedUntold(storedBefore, results),
          ),
        )
        process.stderr.write(`${rows.at(-1)}\n`)
        // Let the instance settle before the next load.
        await new Promise((resolve) => setTimeout(resolve, 2000))
      }
    }
  }

  console.log(
    `\nOverload: ${CONNECTIONS} steady visitors at a time (the capacity), then an open load of 1× and 3× that capacity, each for ${DURATION_MS / 1000} s, each request from its own address on a new connection\n`,
  )
  console.log(
    '| setup | request | offered | sent | answered | 503 | other 4xx | reset or timed out | p99 of answers | /readyz median | drain | stored, told failed |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  )
  for (const row of rows) console.log(row)
}

/**
 * `npm run bench -- --newsletter`: one `npm start` instance on PostgreSQL sends a campaign to
 * BENCH_READERS (100,000) generated readers through a local SMTP peer that only counts, at
 * NEWSLETTER_RATE (default here 2000/s). Beside it, a steady light load (4 visitors at a time) on a
 * page and on the contact form, measured before the campaign and while it sends: what a visitor
 * notices. Mails per second are counted at the peer.
 */
async function benchNewsletter() {
  process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test'
  const { startProductionServer } = await import('#tests/support/production-server.ts')
  const { createPostgresSchema } = await import('#tests/support/test-app.ts')
  const { formTokenPool, visitorAddress } = await import('#tests/support/http.ts')
  const { startSmtpPeer } = await import('#tests/support/smtp-peer.ts')
  const { createAdminWithCli } = await import('#tests/support/admin-cli.ts')
  const { createDb } = await import('#server/db/kysely.ts')
  const { addReaders, generatedReaders } = await import('#tests/support/readers.ts')
  const readers = Number(process.env.BENCH_READERS ?? 100_000)
  const rate = process.env.NEWSLETTER_RATE ?? '2000'
  // BENCH_VISITORS=0: the campaign alone, to see what the sender does with the machine to itself.
  const visitors = Number(process.env.BENCH_VISITORS ?? 4)

  const schema = await createPostgresSchema()
  const smtp = await startSmtpPeer(0, { parse: false })
  const server = await startProductionServer({
    DATABASE_URL: schema.url,
    MAIL_URL: smtp.url,
    NEWSLETTER_RATE: rate,
    NEWSLETTER_CONNECTIONS: '8',
  })
  const db = createDb({ dialect: 'postgres', url: schema.url })
  try {
    const seeding = performance.now()
    await addReaders(db, generatedReaders(readers))
    process.stderr.write(`${readers} readers in ${((performance.now() - seeding) / 1000).toFixed(1)} s\n`)
    await createAdminWithCli(server.dataDir, 'bench@example.com', 'copper lantern quietly folds', {
      DATABASE_URL: schema.url,
    })
    const login = await fetch(`${server.origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'copper lantern quietly folds' }),
    })
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    const { csrfToken } = (await login.json()) as { csrfToken: string }
    const admin = { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' }

    let visitor = 0
    // Each message on a token of its own, fetched before the window it is used in: fetching is not measured.
    const tokens: string[] = []
    const stock = async () => {
      // More than a window can use (some 300 messages a second here), so none waits for one.
      const next = formTokenPool(server.origin, 3000, { refill: false })
      tokens.push(...(await Promise.all(Array.from({ length: 3000 }, next))))
    }
    const contact = async () => {
      // Out of tokens (a window faster than stocked for): this loop sits the window out, counted once.
      if (tokens.length === 0) {
        await new Promise((resolve) => setTimeout(resolve, DURATION_MS))
        return false
      }
      return (
        (
          await visit(
            server.origin,
            { method: 'POST', path: '/api/send' },
            visitorAddress(++visitor),
            JSON.stringify({
              name: 'Bench',
              email: 'bench@example.com',
              subject: 'During a campaign',
              message: 'Still answering?',
              formToken: tokens.pop(),
            }),
          )
        ).status === 201
      )
    }
    const page = async () =>
      (
        await visit(
          server.origin,
          { method: 'GET', path: '/industries/agriculture' },
          visitorAddress(++visitor),
        )
      ).status === 200
    const light = (once: () => Promise<boolean>) => measure(once, visitors)
    const window = async () => {
      await stock()
      return { page: await light(page), contact: await light(contact) }
    }
    // Three windows before, as many as fit while it sends: the median of each is compared.
    const before: Awaited<ReturnType<typeof window>>[] = []
    for (let i = 0; visitors > 0 && i < 3; i++) before.push(await window())

    const created = await fetch(`${server.origin}/api/campaigns`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({
        subject: 'Benchmark issue',
        intro: 'One issue to every reader.',
        entries: ['/insights/ai-in-business'],
        topics: ['insights'],
        inArchive: false,
      }),
    })
    const { id } = (await created.json()) as { id: string }
    const started = performance.now()
    await fetch(`${server.origin}/api/campaigns/${id}/send`, { method: 'POST', headers: admin, body: '{}' })
    const during: { page: Figures; contact: Figures }[] = []
    while (visitors > 0 && smtp.deliveries.length < readers * 0.8) {
      during.push(await window())
      process.stderr.write(
        `${smtp.deliveries.length} delivered after ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
      )
    }
    for (;;) {
      const answer = await fetch(`${server.origin}/api/campaigns/${id}`, { headers: admin })
      const campaign = (await answer.json()) as { status: string }
      if (campaign.status === 'sent') break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    const seconds = (performance.now() - started) / 1000
    const unique = new Set(smtp.deliveries).size
    const median = (windows: { page: Figures; contact: Figures }[], key: 'page' | 'contact') =>
      windows.map((window) => window[key]).sort((a, b) => Number(a.p99) - Number(b.p99))[
        Math.floor(windows.length / 2)
      ]!
    console.log(
      `\nA campaign to ${readers} readers on PostgreSQL (NEWSLETTER_RATE ${rate}, 8 SMTP connections): ` +
        `${smtp.deliveries.length} mails (${unique} addresses) in ${seconds.toFixed(1)} s, ${Math.round(smtp.deliveries.length / seconds)} mails/s. ` +
        `${visitors} visitors at a time, ${DURATION_MS / 1000} s windows (3 before it, ${during.length} while it sent; the median window by p99 shown)\n`,
    )
    if (visitors === 0) return
    console.log('| request | before the campaign | while it sends |\n| --- | --- | --- |')
    for (const [key, request] of [
      ['page', 'GET /industries/agriculture'],
      ['contact', 'POST /api/send'],
    ] as const) {
      console.log(`| ${request} | ${describe(median(before, key))} | ${describe(median(during, key))} |`)
    }
  } finally {
    await db.destroy()
    await server.stop()
    await smtp.close()
    await schema.drop()
  }
}

if (process.argv.includes('--analytics')) await (await import('./bench-analytics.ts')).benchAnalytics()
else if (process.argv.includes('--newsletter')) await benchNewsletter()
else if (process.argv.includes('--scale-out')) await benchScaleOut()
else if (process.argv.includes('--overload')) await benchOverload()
else await benchOneApp()
