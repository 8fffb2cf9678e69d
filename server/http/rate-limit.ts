import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import type { Hit, RateLimitRepository } from '#server/db/rate-limit.repository.ts'
import { TooManyRequestsError } from '#server/lib/errors.ts'
import { clientNetwork } from '#server/lib/network.ts'

type Callback = (error: Error | null, result?: Hit) => void

/** A store for @fastify/rate-limit that keeps its counters in the database (docs/security.md, Sign-in throttling). */
function databaseStore(limits: RateLimitRepository) {
  return class DatabaseStore implements FastifyRateLimitStore {
    prefix = ''
    incr(key: string, callback: Callback, timeWindow: number) {
      limits.hit(`${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      )
    }
    // The plugin passes its merged route settings, which carry the route as `routeInfo`.
    child(options: object) {
      const route = (options as { routeInfo?: { method?: unknown; url?: string } }).routeInfo
      const store = new DatabaseStore()
      store.prefix = `${String(route?.method ?? '')} ${route?.url ?? ''}|`
      return store
    }
  }
}

const SWEEP_EVERY_MS = 10 * 60 * 1000

/** Limits are set per route with `config.rateLimit`; routes without one are not limited. */
export async function registerRateLimit(app: FastifyInstance, limits: RateLimitRepository) {
  // Expired counters are only kept until the next sweep, so the table stays small.
  const sweep = setInterval(() => {
    limits.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'rate limit sweep failed'))
  }, SWEEP_EVERY_MS)
  sweep.unref()
  app.addHook('onClose', async () => clearInterval(sweep))

  await app.register(rateLimit, {
    global: false,
    store: databaseStore(limits),
    // One visitor is one IPv4 address, or one IPv6 /64.
    keyGenerator: (request) => clientNetwork(request.ip),
    errorResponseBuilder: (_request, context) =>
      new TooManyRequestsError(
        `Too many requests. Please wait ${Math.max(1, Math.ceil(context.ttl / 60_000))} minute(s) and try again.`,
      ),
  })
}
