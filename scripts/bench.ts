// `npm run bench`: requests per second and latency for a few pages and the health check, against
// the production build served by the real app on loopback (embedded SQLite, log silenced).
import { Agent, request } from 'node:http'
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000
const CONNECTIONS = 32
const paths = ['/', '/industries/agriculture', '/articles/insight/edu', '/healthz', '/no-such-page']

const dataDir = await mkdtemp(join(tmpdir(), 'northstar-bench-'))
const app = await buildApp(
  loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1' }),
)
await app.listen({ port: 0, host: '127.0.0.1' })
const { port } = app.server.address() as AddressInfo
const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS })

function get(path: string) {
  return new Promise<number>((resolve, reject) => {
    const started = performance.now()
    request({ host: '127.0.0.1', port, path, agent, headers: { 'accept-encoding': 'br' } }, (response) => {
      response.resume()
      response.on('end', () => resolve(performance.now() - started))
    })
      .on('error', reject)
      .end()
  })
}

console.log(`${CONNECTIONS} connections, ${DURATION_MS / 1000} s per path, brotli accepted`)
for (const path of paths) {
  const latencies: number[] = []
  const until = performance.now() + DURATION_MS
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) latencies.push(await get(path))
    }),
  )
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.floor(q * (latencies.length - 1))]!.toFixed(2)
  const rps = Math.round(latencies.length / (DURATION_MS / 1000))
  console.log(
    `  ${path.padEnd(28)} ${String(rps).padStart(7)} req/s   p50 ${at(0.5)} ms   p99 ${at(0.99)} ms`,
  )
}
agent.destroy()
await app.close()
await rm(dataDir, { recursive: true, force: true })
