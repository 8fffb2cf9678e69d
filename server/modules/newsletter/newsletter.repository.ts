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

    /** False when the address is already on that list (another request has just added it). */
    async insert(row: Insertable<NewsletterSubscribersTable>, trx: Executor = db) {
      const result = await trx
        .insertInto('newsletterSubscribers')
        .values(row)
        .onConflict((oc) => oc.columns(['email', 'topic']).doNothing())
        .executeTakeFirst()
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
    },

    /** Everyone on every list, newest first, for the admin. */
    listAll() {
      return db
        .selectFrom('newsletterSubscribers')
        .select(['email', 'topic', 'status', 'createdAt', 'confirmedAt', 'unsubscribedAt'])
        .orderBy('createdAt', 'desc')
        .execute()
    },

    /** Retention: sign-ups never confirmed, and unsubscribed addresses, past their cutoffs. */
    async deleteStale({
      pendingBefore,
      unsubscribedBefore,
    }: {
      pendingBefore: string
      unsubscribedBefore: string
    }) {
      const result = await db
        .deleteFrom('newsletterSubscribers')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'pending'), eb('createdAt', '<', pendingBefore)]),
            eb.and([eb('status', '=', 'unsubscribed'), eb('unsubscribedAt', '<', unsubscribedBefore)]),
          ]),
        )
        .executeTakeFirst()
      return Number(result.numDeletedRows)
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
