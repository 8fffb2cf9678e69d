import formbody from '@fastify/formbody'
import helmet from '@fastify/helmet'
import Fastify from 'fastify'
import type { Kysely } from 'kysely'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import { createDb, migrateToLatest } from './db/kysely.ts'
import type { DB } from './db/schema.ts'
import { createMailTransport } from './email/transport.ts'
import { registerErrorHandler } from './http/error-handler.ts'
import { healthRoutes } from './http/health.routes.ts'
import { systemClock, type Clock } from './lib/clock.ts'
import { createNewsletterRepository } from './modules/newsletter/newsletter.repository.ts'
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts'
import { createNewsletterService } from './modules/newsletter/newsletter.service.ts'
import { createOutboxRepository } from './modules/outbox/outbox.repository.ts'
import {
  createOutboxWorker,
  type OutboxWorker,
  type OutboxWorkerOptions,
} from './modules/outbox/outbox.worker.ts'
import { registerRateLimit } from './plugins/rate-limit.ts'
import { registerStaticSite } from './plugins/static-site.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>
    outboxWorker: OutboxWorker
  }
}

export type BuildOptions = {
  clock?: Clock
  outbox?: OutboxWorkerOptions
  /** Off in development, where Vite serves the pages and proxies /api here. */
  serveSite?: boolean
}

/** The composition root: every dependency is made here, in order, and handed down. */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  const clock = options.clock ?? systemClock
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    // A visitor's browser may sit on a slow network; don't let a stalled request hold a socket.
    requestTimeout: 30_000,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandler(app)

  const db = createDb(config.db)
  await migrateToLatest(db)
  app.decorate('db', db)
  app.addHook('onClose', async () => db.destroy())

  const outbox = createOutboxRepository(db)
  const transport = createMailTransport(config.mail)
  const outboxWorker = createOutboxWorker({ outbox, transport, clock, log: app.log, options: options.outbox })
  app.decorate('outboxWorker', outboxWorker)
  app.addHook('onReady', async () => outboxWorker.start())
  app.addHook('preClose', async () => {
    await outboxWorker.stop()
    transport.close()
  })
  if (config.mail.transport.kind === 'files') {
    app.log.warn(`MAIL_URL is not set: e-mail is written to files in ${config.mail.transport.dir}, not sent.`)
  }

  await app.register(formbody, { bodyLimit: 64 * 1024 })
  await app.register(helmet, {
    // Pages get their own CSP with script hashes (static-site); everything else may run nothing.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })
  await registerRateLimit(app, db)

  const newsletter = createNewsletterService({
    db,
    subscribers: createNewsletterRepository(db),
    outbox,
    publicUrl: config.publicUrl,
    clock,
    onMailQueued: outboxWorker.kick,
  })
  await app.register(healthRoutes, { db })
  await app.register(newsletterRoutes, { prefix: '/api', newsletter })
  if (options.serveSite ?? true) {
    await registerStaticSite(app, { buildDir: config.buildDir, upgradeInsecure: config.secureCookies })
  }

  return app
}
