import type { FastifyInstance, FastifyRequest } from 'fastify'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import { sameSecret } from '#server/lib/tokens.ts'

export const METRICS_PATH = '/metrics'
const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const

const isLoopback = (address: string | undefined) =>
  address === '::1' || address?.startsWith('127.') || address?.startsWith('::ffff:127.')

/**
 * Prometheus metrics at /metrics: requests by route and status with their latency, the mail outbox
 * by status, live admin sockets, and the process's own (memory, CPU, event loop). Only a scraper
 * on this machine (a loopback connection that no proxy forwarded) or one that shows the configured
 * token may read them; anyone else is told there is nothing here.
 */
export function registerMetrics(
  app: FastifyInstance,
  {
    token,
    behindProxy,
    outbox,
    adminSockets,
  }: {
    token: string | undefined
    /** Behind a proxy every request comes from loopback: only the token then opens /metrics. */
    behindProxy: boolean
    /** The outbox's mails by status (server/modules/outbox/). */
    outbox: { countByStatus(): Promise<Partial<Record<string, number>>> }
    adminSockets: () => number
  },
) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  })
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  })
  new Gauge({
    name: 'northstar_outbox_mails',
    help: 'Mails in the outbox, by status (queued: waiting or retrying; failed: given up on).',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const counts = await outbox.countByStatus()
      for (const status of MAIL_STATUSES) this.set({ status }, counts[status] ?? 0)
    },
  })
  new Gauge({
    name: 'northstar_admin_sockets',
    help: 'Admin live-notice sockets connected to this instance.',
    registers: [registry],
    collect() {
      this.set(adminSockets())
    },
  })

  app.addHook('onResponse', async (request, reply) => {
    // Unmatched addresses share one label, so a scan of random paths cannot grow the series.
    const route = request.routeOptions.url ?? 'unmatched'
    requests.inc({ method: request.method, route, status: reply.statusCode })
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000)
  })

  const allowed = (request: FastifyRequest) => {
    if (token && sameSecret(request.headers.authorization ?? '', `Bearer ${token}`)) return true
    return !behindProxy && isLoopback(request.socket.remoteAddress) && !request.headers['x-forwarded-for']
  }

  app.addHook('onClose', async () => registry.clear())

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!allowed(request)) return reply.callNotFound()
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics())
  })
}
