// `npm run bench`: requests per second and latency for a few pages and the health check, against
// the production build served by the real app on loopback (embedded SQLite, log silenced).
//
// `npm run bench -- --scale-out`: the deployment's shape instead. nginx (with the shipped
// configuration) in front of one, then two `npm start` instances on PostgreSQL, for a page and for
// `POST /api/send`; and nginx serving the same page straight from the build folder, the limit.
// PostgreSQL comes from TEST_DATABASE_URL (default: the local `test` database; a schema is made and
// dropped) and nginx from NGINX_PATH (default /usr/sbin/nginx).
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

/** Runs `once` from CONNECTIONS loops for DURATION_MS; `once` resolves to whether it succeeded. */
async function measure(once: (loop: number) => Promise<boolean>): Promise<Figures> {
  const latencies: number[] = []
  let failed = 0
  const until = performance.now() + DURATION_MS
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, loop) => {
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
  const { agedFormToken, visitorAddress } = await import('#tests/support/http.ts')
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
    const token = await agedFormToken(site.origin)
    const body = JSON.stringify({
      name: 'Bench',
      email: 'bench@example.com',
      subject: 'Capacity',
      message: 'How many of these per second?',
      formToken: token,
    })
    const sendFigures = await measure(
      async () =>
        (await send(`${site.origin}/api/send`, {
          method: 'POST',
          localAddress: visitorAddress(++visitors),
          headers: { 'content-type': 'application/json', origin: site.origin },
          body,
        })) === 201,
    )
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

if (process.argv.includes('--scale-out')) await benchScaleOut()
else await benchOneApp()
