// What every feature stands on, made once per app: the database, the clock, the event hub, rate
// limits, the signing key, the audit log and the rule of review before publish.
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
import { createAuditRepository } from './modules/audit/audit.repository.ts'
import { createAuditLog } from './modules/audit/audit.service.ts'
import { createReviewsRepository } from './modules/reviews/reviews.repository.ts'
import { createReviewRule } from './modules/reviews/reviews.service.ts'
import { registerRateLimit } from './plugins/rate-limit.ts'

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
    audit: createAuditLog({
      repo: createAuditRepository(db),
      clock,
      keepMs: config.auditLogDays * 24 * 60 * 60 * 1000,
    }),
    // Whether an editor's publish waits for an owner or admin: the team, content and schedules ask it.
    reviewRule: createReviewRule(createReviewsRepository(db)),
  }
}
