import type { FastifyInstance } from 'fastify'
import type { Core } from '#server/modules/common.ts'
import { createMailTransport } from '#server/email/transport.ts'
import type { SiteModule } from '#server/site/site.module.ts'
import { createMailQueue } from './mail-queue.ts'
import { createOutboxRepository } from './outbox.repository.ts'
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './outbox.worker.ts'

declare module 'fastify' {
  interface FastifyInstance {
    outboxWorker: OutboxWorker
  }
}

/**
 * Mail: every feature queues its messages in the outbox in the same transaction as its change, and
 * the worker sends them, retrying, from MAIL_FROM or the firm as the live site names it.
 */
export function mailModule(
  app: FastifyInstance,
  { config, db, clock }: Core,
  { site, options }: { site: SiteModule; options?: OutboxWorkerOptions },
) {
  const sender = () => config.mail.from ?? { name: site.firm().name, address: site.firm().contact.email }
  const outbox = createOutboxRepository(db)
  const transport = createMailTransport({ transport: config.mail.transport, from: sender })
  const worker = createOutboxWorker({ outbox, transport, clock, log: app.log, options })
  app.decorate('outboxWorker', worker)
  app.addHook('onReady', async () => worker.start())
  app.addHook('preClose', async () => {
    await worker.stop()
    transport.close()
  })
  if (config.mail.transport.kind === 'files') {
    app.log.warn(`MAIL_URL is not set: e-mail is written to files in ${config.mail.transport.dir}, not sent.`)
  }
  return {
    /** Queues a mail in the caller's transaction (server/modules/outbox/mail-queue.ts). */
    queue: createMailQueue({ db, outbox, onMailQueued: worker.kick }),
    outbox,
    sender,
    /** Retention: deletes the mail sent, or given up on, before a cutoff. */
    sweep: outbox.deleteFinishedBefore,
  }
}

export type MailModule = ReturnType<typeof mailModule>
