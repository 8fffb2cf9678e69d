import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '#server/db/schema.ts'
import { TooManyRequestsError } from '#server/lib/errors.ts'

type Hit = { current: number; ttl: number }
type Callback = (error: Error | null, result?: Hit) => void

/** Counts hits in the database, so several instances share one limit (DESIGN §10). */
async function hit(db: Kysely<DB>, key: string, windowMs: number): Promise<Hit> {
  const now = Date.now()
  const row = await db
    .insertInto('rateLimits')
    .values({ key, hits: 1, resetAt: now + windowMs })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        hits: eb
          .case()
          .when('rateLimits.resetAt', '<=', now)
          .then(1)
          .else(eb('rateLimits.hits', '+', 1))
          .end(),
        resetAt: eb
          .case()
          .when('rateLimits.resetAt', '<=', now)
          .then(now + windowMs)
          .else(eb.ref('rateLimits.resetAt'))
          .end(),
      })),
    )
    .returning(['hits', 'resetAt'])
    .executeTakeFirstOrThrow()
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.resetAt) - now) }
}

function databaseStore(db: Kysely<DB>) {
  return class DatabaseStore implements FastifyRateLimitStore {
    prefix = ''
    incr(key: string, callback: Callback, timeWindow: number) {
      hit(db, `${this.prefix}${key}`, timeWindow).then(
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
export async function registerRateLimit(app: FastifyInstance, db: Kysely<DB>) {
  // Expired counters are only kept until the next sweep, so the table stays small.
  const sweep = setInterval(() => {
    db.deleteFrom('rateLimits')
      .where('resetAt', '<', Date.now())
      .execute()
      .catch((error: unknown) => app.log.warn({ err: error }, 'rate limit sweep failed'))
  }, SWEEP_EVERY_MS)
  sweep.unref()
  app.addHook('onClose', async () => clearInterval(sweep))

  await app.register(rateLimit, {
    global: false,
    store: databaseStore(db),
    errorResponseBuilder: (_request, context) =>
      new TooManyRequestsError(
        `Too many requests. Please wait ${Math.max(1, Math.ceil(context.ttl / 60_000))} minute(s) and try again.`,
      ),
  })
}
