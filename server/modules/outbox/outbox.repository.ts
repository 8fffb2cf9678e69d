import { randomUUID } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { DB } from '#server/db/schema.ts'
import type { OutgoingMail } from '#server/email/messages.ts'

type Executor = Kysely<DB> | Transaction<DB>

export function createOutboxRepository(db: Kysely<DB>) {
  return {
    /** Call inside the transaction that records the fact the mail reports (docs/server.md, Mail). */
    async enqueue(kind: string, mail: OutgoingMail, now: Date, trx: Executor = db) {
      const id = randomUUID()
      await trx
        .insertInto('mailOutbox')
        .values({
          id,
          kind,
          recipient: mail.to.address,
          payload: JSON.stringify(mail),
          status: 'queued',
          attempts: 0,
          nextAttemptAt: now.toISOString(),
          createdAt: now.toISOString(),
        })
        .execute()
      return id
    },

    /** Retention: mail sent, or given up on, before the cutoff. Queued mail is never dropped. */
    async deleteFinishedBefore(cutoff: string) {
      const result = await db
        .deleteFrom('mailOutbox')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'sent'), eb('sentAt', '<', cutoff)]),
            eb.and([eb('status', '=', 'failed'), eb('createdAt', '<', cutoff)]),
          ]),
        )
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },

    findDue(now: Date, limit: number) {
      return db
        .selectFrom('mailOutbox')
        .selectAll()
        .where('status', '=', 'queued')
        .where('nextAttemptAt', '<=', now.toISOString())
        .orderBy('nextAttemptAt')
        .limit(limit)
        .execute()
    },

    /** Leases a row to one worker: only the instance whose update matches the old time wins. */
    async claim(id: string, seenNextAttemptAt: string, leaseUntil: Date) {
      const result = await db
        .updateTable('mailOutbox')
        .set({ nextAttemptAt: leaseUntil.toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'queued')
        .where('nextAttemptAt', '=', seenNextAttemptAt)
        .executeTakeFirst()
      return result.numUpdatedRows === 1n
    },

    markSent(id: string, now: Date) {
      return db
        .updateTable('mailOutbox')
        .set((eb) => ({
          status: 'sent',
          sentAt: now.toISOString(),
          attempts: eb('attempts', '+', 1),
          lastError: null,
        }))
        .where('id', '=', id)
        .execute()
    },

    markFailedAttempt(id: string, error: string, retryAt: Date | null) {
      return db
        .updateTable('mailOutbox')
        .set((eb) => ({
          status: retryAt ? 'queued' : 'failed',
          attempts: eb('attempts', '+', 1),
          lastError: error.slice(0, 500),
          ...(retryAt ? { nextAttemptAt: retryAt.toISOString() } : {}),
        }))
        .where('id', '=', id)
        .execute()
    },

    /** How many mails are queued, sent and given up on (for the metrics). */
    async countByStatus() {
      const rows = await db
        .selectFrom('mailOutbox')
        .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
        .groupBy('status')
        .execute()
      return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)])) as Partial<
        Record<(typeof rows)[number]['status'], number>
      >
    },

    /** Puts a failed mail back in the queue, due now. */
    async retry(id: string, now: Date) {
      const result = await db
        .updateTable('mailOutbox')
        .set({ status: 'queued', nextAttemptAt: now.toISOString(), attempts: 0 })
        .where('id', '=', id)
        .where('status', '=', 'failed')
        .executeTakeFirst()
      return result.numUpdatedRows === 1n
    },
  }
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>
