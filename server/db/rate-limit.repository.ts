import type { Kysely } from 'kysely'
import type { DB } from './schema.ts'

export type Hit = { current: number; ttl: number }

/** Counters in a fixed window per key, shared by every instance through the database. */
export function createRateLimitRepository(db: Kysely<DB>) {
  return {
    async hit(key: string, windowMs: number, now = Date.now()): Promise<Hit> {
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
    },

    /** Takes back one hit, for an attempt that turned out not to count (a successful sign-in). */
    async release(key: string) {
      await db
        .updateTable('rateLimits')
        .set((eb) => ({ hits: eb('hits', '-', 1) }))
        .where('key', '=', key)
        .where('hits', '>', 0)
        .execute()
    },

    async reset(key: string) {
      await db.deleteFrom('rateLimits').where('key', '=', key).execute()
    },

    async sweep(now = Date.now()) {
      await db.deleteFrom('rateLimits').where('resetAt', '<', now).execute()
    },
  }
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>
