// The ground every part of the server stands on, made once per app: the database, the clock, the
// event hub, rate limits and the signing key. It knows no feature: what the features share besides
// (the audit log, the rule of review before publish) is made from theirs (server/modules/common.ts).
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Config } from './config.ts'
import { createAppSecretsRepository } from './db/app-secrets.repository.ts'
import { createDb, migrateToLatest } from './db/kysely.ts'
import type { DB } from './db/schema.ts'
import { createRateLimitRepository } from './db/rate-limit.repository.ts'
import type { Clock } from './lib/clock.ts'
import { createEvents } from './lib/events.ts'
import { createSigner } from './lib/tokens.ts'
import { registerRateLimit } from './http/rate-limit.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>
  }
}

export type Core = Awaited<ReturnType<typeof createCore>>

export async function createCore(app: FastifyInstance, config: Config, clock: Clock) {
  const db = createDb(config.db)
  await migrateToLatest(db)
  app.decorate('db', db)
  app.addHook('onClose', async () => db.destroy())
  const limits = createRateLimitRepository(db)
  await registerRateLimit(app, limits)
  const secrets = createAppSecretsRepository(db)
  return {
    config,
    clock,
    db,
    log: app.log,
    events: createEvents(app.log),
    limits,
    secrets,
    signer: createSigner(await secrets.signingKey()),
  }
}
