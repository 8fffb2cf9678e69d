import { randomUUID } from 'node:crypto'
import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely'
import { hashToken, newToken } from '#server/lib/tokens.ts'
import type { DB, NewsletterSubscribersTable } from '#server/db/schema.ts'
import type { Cursor } from '#server/lib/cursor.ts'

type Executor = Kysely<DB> | Transaction<DB>

/** How a reader said yes: to the link in the mail sent to the address. */
export const CONSENT_DOUBLE_OPT_IN = 'double opt-in'

/**
 * Rows whose address holds `text` (addresses are stored in lower case); the escape clause makes `%`
 * and `_` plain characters, as the audit log's search does.
 */
const addressHolds = (text: string) =>
  sql<boolean>`email like ${`%${text.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`} escape '\\'`

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

    /** Adds rows; one whose address already has the topic is skipped. */
    async insertMany(rows: Insertable<NewsletterSubscribersTable>[]) {
      if (rows.length === 0) return
      await db
        .insertInto('newsletterSubscribers')
        .values(rows)
        .onConflict((oc) => oc.columns(['email', 'topic']).doNothing())
        .execute()
    },

    /** The rows of `topic` among `emails`. */
    rowsOfTopic(emails: string[], topic: string) {
      if (emails.length === 0) return Promise.resolve([])
      return db
        .selectFrom('newsletterSubscribers')
        .selectAll()
        .where('topic', '=', topic)
        .where('email', 'in', emails)
        .execute()
    },

    /** Every row of one address: one per topic it asked for. */
    rowsOf(email: string, trx: Executor = db) {
      return trx.selectFrom('newsletterSubscribers').selectAll().where('email', '=', email).execute()
    },

    /** The address a preferences link (or one-click unsubscribe in a campaign) was made for. */
    async emailOfPreferencesToken(tokenHash: string) {
      const row = await db
        .selectFrom('newsletterSubscribers')
        .select('email')
        .where('preferencesTokenHash', '=', tokenHash)
        .executeTakeFirst()
      return row?.email ?? null
    },

    /** The address an unsubscribe link in a confirmation mail was made for. */
    async emailOfUnsubscribeToken(tokenHash: string) {
      const row = await db
        .selectFrom('newsletterSubscribers')
        .select('email')
        .where('unsubscribeTokenHash', '=', tokenHash)
        .executeTakeFirst()
      return row?.email ?? null
    },

    /** Rows written before preferences links existed, to be given theirs. */
    emailsWithoutPreferencesToken() {
      return db
        .selectFrom('newsletterSubscribers')
        .select('email')
        .distinct()
        .where('preferencesTokenHash', 'is', null)
        .execute()
    },

    setPreferencesToken(email: string, tokenHash: string) {
      return db
        .updateTable('newsletterSubscribers')
        .set({ preferencesTokenHash: tokenHash })
        .where('email', '=', email)
        .execute()
    },

    /**
     * The address receives `topics` from now on and nothing else of `known`. A topic it never had
     * gets a row of its own, confirmed: the reader chose it through a link only their mail holds.
     */
    async chooseTopics(
      email: string,
      choice: { topics: string[]; known: string[]; consentSource: string; preferencesTokenHash: string },
      now: Date,
      trx: Executor,
    ) {
      const rows = new Map((await this.rowsOf(email, trx)).map((row) => [row.topic, row]))
      const at = now.toISOString()
      for (const topic of choice.known) {
        const row = rows.get(topic)
        const wanted = choice.topics.includes(topic)
        if (wanted && !row) {
          await this.insert(
            {
              id: randomUUID(),
              email,
              topic,
              status: 'confirmed',
              unsubscribeTokenHash: hashToken(newToken()),
              preferencesTokenHash: choice.preferencesTokenHash,
              consentSource: choice.consentSource,
              createdAt: at,
              confirmedAt: at,
            },
            trx,
          )
        } else if (wanted && row!.status !== 'confirmed') {
          await this.update(
            row!.id,
            {
              status: 'confirmed',
              confirmedAt: at,
              consentSource: choice.consentSource,
              unsubscribedAt: null,
              confirmTokenHash: null,
              confirmTokenExpiresAt: null,
            },
            trx,
          )
        } else if (!wanted && row && (row.status === 'confirmed' || row.status === 'pending')) {
          await this.update(
            row.id,
            {
              status: 'unsubscribed',
              unsubscribedAt: at,
              confirmTokenHash: null,
              confirmTokenExpiresAt: null,
            },
            trx,
          )
        }
      }
    },

    /** Ends every mail to an address, whatever it chose. */
    async unsubscribeAll(email: string, now: Date, trx: Executor = db) {
      await trx
        .updateTable('newsletterSubscribers')
        .set((eb) => ({
          status: 'unsubscribed',
          unsubscribedAt: eb.fn.coalesce('unsubscribedAt', eb.val(now.toISOString())),
          confirmTokenHash: null,
          confirmTokenExpiresAt: null,
        }))
        .where('email', '=', email)
        .where('status', 'in', ['pending', 'confirmed'])
        .execute()
    },

    /** The mail server said the address does not exist: nothing more goes to it. */
    async markBounced(email: string, reason: string, now: Date) {
      await db
        .updateTable('newsletterSubscribers')
        .set({ status: 'bounced', bouncedAt: now.toISOString(), bounceReason: reason.slice(0, 500) })
        .where('email', '=', email)
        .where('status', '=', 'confirmed')
        .execute()
    },

    /**
     * One page of everyone on every list, newest first, for the admin: the rows after `after` (the
     * last row of the page before); `email` keeps those whose address holds it.
     */
    listPage({ email, after, limit }: { email?: string; after?: Cursor; limit: number }) {
      let query = db
        .selectFrom('newsletterSubscribers')
        .select([
          'id',
          'email',
          'topic',
          'status',
          'createdAt',
          'confirmedAt',
          'consentSource',
          'unsubscribedAt',
          'bouncedAt',
        ])
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
      if (email) query = query.where(addressHolds(email))
      if (after) {
        query = query.where((eb) =>
          eb.or([
            eb('createdAt', '<', after.at),
            eb.and([eb('createdAt', '=', after.at), eb('id', '<', after.id)]),
          ]),
        )
      }
      return query.execute()
    },

    /** How many subscriptions, and how many people (a reader of two topics is one), `email` matches. */
    async countOf(email?: string) {
      const row = await db
        .selectFrom('newsletterSubscribers')
        .select((eb) => [eb.fn.countAll().as('subscriptions'), eb.fn.count('email').distinct().as('people')])
        .$if(Boolean(email), (query) => query.where(addressHolds(email!)))
        .executeTakeFirstOrThrow()
      return { subscriptions: Number(row.subscriptions), people: Number(row.people) }
    },

    /** How many people receive at least one topic. */
    async countConfirmedReaders() {
      const row = await db
        .selectFrom('newsletterSubscribers')
        .select((eb) => eb.fn.count('email').distinct().as('people'))
        .where('status', '=', 'confirmed')
        .executeTakeFirstOrThrow()
      return Number(row.people)
    },

    /**
     * Up to `limit` rows after `after`, by address then topic: an address's rows come together. Read
     * along the unique index on the two, whatever the planner knows of the rows' statuses (filtering
     * on status here once made PostgreSQL sort the whole table for each batch).
     */
    rowsByAddress(after: { email: string; topic: string } | null, limit: number) {
      return db
        .selectFrom('newsletterSubscribers')
        .select(['email', 'topic', 'status', 'createdAt', 'confirmedAt', 'consentSource'])
        .$if(after !== null, (query) =>
          query.where((eb) => eb(eb.refTuple('email', 'topic'), '>', eb.tuple(after!.email, after!.topic))),
        )
        .orderBy('email')
        .orderBy('topic')
        .limit(limit)
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
            eb.and([eb('status', '=', 'bounced'), eb('bouncedAt', '<', unsubscribedBefore)]),
          ]),
        )
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },

    update(id: string, changes: Updateable<NewsletterSubscribersTable>, trx: Executor = db) {
      return trx.updateTable('newsletterSubscribers').set(changes).where('id', '=', id).execute()
    },

    /**
     * Single use: the update only matches a pending row whose token is still valid. The address and
     * topic it confirmed, or null.
     */
    async confirm(tokenHash: string, now: Date, trx: Executor = db) {
      const row = await trx
        .updateTable('newsletterSubscribers')
        .set({
          status: 'confirmed',
          confirmedAt: now.toISOString(),
          consentSource: CONSENT_DOUBLE_OPT_IN,
          confirmTokenHash: null,
          confirmTokenExpiresAt: null,
        })
        .where('confirmTokenHash', '=', tokenHash)
        .where('status', '=', 'pending')
        .where('confirmTokenExpiresAt', '>', now.toISOString())
        .returning(['email', 'topic', 'preferencesTokenHash', 'language'])
        .executeTakeFirst()
      return row ?? null
    },

    /** The language of every row of an address: the reader's, which all their mails are written in. */
    async setLanguage(email: string, language: string | null, trx: Executor = db) {
      await trx.updateTable('newsletterSubscribers').set({ language }).where('email', '=', email).execute()
    },
  }
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>
