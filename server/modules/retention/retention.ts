import type { Clock } from '#server/lib/clock.ts'

// How long personal data is kept; the Privacy Policy (content/legal/privacy.md) promises these.
const DAY = 24 * 60 * 60 * 1000
export const RETENTION = {
  contactMessages: 730 * DAY,
  sentMail: 90 * DAY,
  unconfirmedSubscribers: 30 * DAY,
  unsubscribed: 30 * DAY,
}

/**
 * What each feature deletes of its own data when retention asks, each from its own tables: contact
 * its messages, mail its finished mail, the newsletter its stale addresses, the audit log its old
 * entries (it keeps them for AUDIT_LOG_DAYS). Each answers how many it deleted.
 */
export type Sweeps = {
  messages: (receivedBefore: string) => Promise<number>
  mail: (finishedBefore: string) => Promise<number>
  subscribers: (cutoffs: { pendingBefore: string; unsubscribedBefore: string }) => Promise<number>
  auditEntries: () => Promise<number>
}

/** Deletes what has been kept for as long as the Privacy Policy allows. */
export function createRetention({ sweeps, clock }: { sweeps: Sweeps; clock: Clock }) {
  const before = (ms: number) => new Date(clock().getTime() - ms).toISOString()
  return {
    async sweep() {
      const [messages, mail, subscribers, auditEntries] = await Promise.all([
        sweeps.messages(before(RETENTION.contactMessages)),
        sweeps.mail(before(RETENTION.sentMail)),
        sweeps.subscribers({
          pendingBefore: before(RETENTION.unconfirmedSubscribers),
          unsubscribedBefore: before(RETENTION.unsubscribed),
        }),
        sweeps.auditEntries(),
      ])
      return { messages, mail, subscribers, auditEntries }
    },
  }
}
