import type { Clock } from '#server/lib/clock.ts'
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
  messages: MessagesRepository
  outbox: OutboxRepository
  subscribers: NewsletterRepository
  clock: Clock
}

/** Deletes what has been kept for as long as the Privacy Policy allows. */
export function createRetention({ messages, outbox, subscribers, clock }: Deps) {
  const before = (ms: number) => new Date(clock().getTime() - ms).toISOString()
  return {
    async sweep() {
      const [deletedMessages, mail, deletedSubscribers] = await Promise.all([
        messages.deleteReceivedBefore(before(RETENTION.contactMessages)),
        outbox.deleteFinishedBefore(before(RETENTION.sentMail)),
        subscribers.deleteStale({
          pendingBefore: before(RETENTION.unconfirmedSubscribers),
          unsubscribedBefore: before(RETENTION.unsubscribed),
        }),
      ])
      return { messages: deletedMessages, mail, subscribers: deletedSubscribers }
    },
  }
}
