import type { FastifyInstance } from 'fastify'
import type { Core } from '#server/modules/common.ts'
import { createMessagesRepository } from '#server/modules/contact/messages.repository.ts'
import { createNewsletterRepository } from '#server/modules/newsletter/newsletter.repository.ts'
import { createOutboxRepository } from '#server/modules/outbox/outbox.repository.ts'
import { createRetention } from './retention.ts'

const SWEEP_MS = 60 * 60 * 1000

/** Personal data is deleted when its retention period ends (see RETENTION): at start, then hourly. */
export function retentionModule(app: FastifyInstance, { db, clock, audit }: Core) {
  const retention = createRetention({
    messages: createMessagesRepository(db),
    outbox: createOutboxRepository(db),
    subscribers: createNewsletterRepository(db),
    audit,
    clock,
  })
  const sweep = () =>
    retention.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'retention sweep failed'))
  const timer = setInterval(() => void sweep(), SWEEP_MS).unref()
  app.addHook('onReady', async () => {
    await retention.sweep()
  })
  app.addHook('onClose', async () => clearInterval(timer))
}
