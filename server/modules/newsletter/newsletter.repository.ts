import type { Insertable, Kysely, Transaction, Updateable } from 'kysely'
import type { DB, NewsletterSubscribersTable } from '#server/db/schema.ts'

type Executor = Kysely<DB> | Transaction<DB>

export function createNewsletterRepository(db: Kysely<DB>) {
  return {
    findByEmail(email: string, topic: string, trx: Executor = db) {
      return trx
        .selectFrom('newsletterSubscribers')
        .selectAll()
        .where('email', '=', email)
        .where('topic', '=', topic)
        .executeTakeFirst()
    },

    insert(row: Insertable<NewsletterSubscribersTable>, trx: Executor = db) {
      return trx.insertInto('newsletterSubscribers').values(row).execute()
    },

    update(id: string, changes: Updateable<NewsletterSubscribersTable>, trx: Executor = db) {
      return trx.updateTable('newsletterSubscribers').set(changes).where('id', '=', id).execute()
    },

    /** Single use: the update only matches a pending row whose token is still valid. */
    async confirm(tokenHash: string, now: Date) {
      const result = await db
        .updateTable('newsletterSubscribers')
        .set({
          status: 'confirmed',
          confirmedAt: now.toISOString(),
          confirmTokenHash: null,
          confirmTokenExpiresAt: null,
        })
        .where('confirmTokenHash', '=', tokenHash)
        .where('status', '=', 'pending')
        .where('confirmTokenExpiresAt', '>', now.toISOString())
        .executeTakeFirst()
      return result.numUpdatedRows === 1n
    },

    async unsubscribe(tokenHash: string, now: Date) {
      const result = await db
        .updateTable('newsletterSubscribers')
        .set((eb) => ({
          status: 'unsubscribed',
          unsubscribedAt: eb.fn.coalesce('unsubscribedAt', eb.val(now.toISOString())),
          confirmTokenHash: null,
          confirmTokenExpiresAt: null,
        }))
        .where('unsubscribeTokenHash', '=', tokenHash)
        .executeTakeFirst()
      return result.numUpdatedRows === 1n
    },
  }
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>
