import type { Clock } from '#server/lib/clock.ts'
import type { AuditLog } from '#server/modules/audit/audit.service.ts'
import type { MessagesRepository } from '#server/modules/contact/messages.repository.ts'
import type { NewsletterRepository } from '#server/modules/newsletter/newsletter.repository.ts'
import type { OutboxRepository } from '#server/modules/outbox/outbox.repository.ts'

// How long personal data is kept; the Privacy Policy (content/legal/privacy.md) promises these.
const DAY = 24 * 60 * 60 * 1000
export const RETENTION = {
  contactMessages: 730 * DAY,
  sentMail: 90 * DAY,
  unconfirmedSubscribers: 30 * DAY,
  unsubscribed: 30 * DAY,
}

type Deps = {
  /** Keeps its entries for AUDIT_LOG_DAYS, and deletes them itself. */
  audit: Pick<AuditLog, 'sweep'>
  messages: MessagesRepository
  outbox: OutboxRepository
  subscribers: NewsletterRepository
  clock: Clock
}

/** Deletes what has been kept for as long as the Privacy Policy allows. */
export function createRetention({ audit, messages, outbox, subscribers, clock }: Deps) {
  const before = (ms: number) => new Date(clock().getTime() - ms).toISOString()
  return {
    async sweep() {
      const [deletedMessages, mail, deletedSubscribers, auditEntries] = await Promise.all([
        messages.deleteReceivedBefore(before(RETENTION.contactMessages)),
        outbox.deleteFinishedBefore(before(RETENTION.sentMail)),
        subscribers.deleteStale({
          pendingBefore: before(RETENTION.unconfirmedSubscribers),
          unsubscribedBefore: before(RETENTION.unsubscribed),
        }),
        audit.sweep(),
      ])
      return { messages: deletedMessages, mail, subscribers: deletedSubscribers, auditEntries }
    },
  }
}
