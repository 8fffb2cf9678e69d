import type { Kysely, Transaction } from 'kysely'
import type { DB } from '#server/db/schema.ts'
import type { OutgoingMail } from '#server/email/messages.ts'
import type { OutboxRepository } from './outbox.repository.ts'

/** Queues a mail inside the transaction; returns the outbox id. */
export type Enqueue = (kind: string, mail: OutgoingMail, now: Date) => Promise<string>

/**
 * Writes that report by mail (a reply, a notification, a confirmation): the fact and its mail are
 * stored in one transaction (docs/server.md, Mail), and the sender is woken once that transaction has committed.
 */
export function createMailQueue({
  db,
  outbox,
  onMailQueued,
}: {
  db: Kysely<DB>
  outbox: OutboxRepository
  onMailQueued: () => void
}) {
  return {
    async transaction<T>(work: (trx: Transaction<DB>, enqueue: Enqueue) => Promise<T>) {
      let queued = false
      const result = await db.transaction().execute((trx) =>
        work(trx, (kind, mail, now) => {
          queued = true
          return outbox.enqueue(kind, mail, now, trx)
        }),
      )
      if (queued) onMailQueued()
      return result
    },

    /** Sends a failed mail again; false when there is no failed mail with that id. */
    async retry(id: string, now: Date) {
      const found = await outbox.retry(id, now)
      if (found) onMailQueued()
      return found
    },
  }
}

export type MailQueue = ReturnType<typeof createMailQueue>
