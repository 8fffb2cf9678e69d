import type { Insertable, Kysely, Transaction, Updateable } from 'kysely'
import {
  type ContentReviewsTable,
  type DB,
  REVIEW_REQUIRED_SETTING,
  type ReviewState,
} from '#server/db/schema.ts'
import { teamSwitch } from '#server/db/team-settings.ts'
import { PERMISSIONS } from '#contract/roles-constants.ts'

export type ReviewRow = ContentReviewsTable
/** The database, or a transaction a review's mail is queued in. */
type Executor = Kysely<DB> | Transaction<DB>

export function createReviewsRepository(db: Kysely<DB>) {
  const required = teamSwitch(db, REVIEW_REQUIRED_SETTING)
  return {
    isRequired: required.isOn,

    setRequired: required.set,

    insert: (row: Insertable<ContentReviewsTable>, trx: Executor = db) =>
      trx.insertInto('contentReviews').values(row).execute(),

    find: (id: string) => db.selectFrom('contentReviews').selectAll().where('id', '=', id).executeTakeFirst(),

    waitingFor: (ref: string) =>
      db
        .selectFrom('contentReviews')
        .selectAll()
        .where('ref', '=', ref)
        .where('state', '=', 'waiting')
        .executeTakeFirst(),

    /** What waits, oldest first, then what was decided after `since`, newest first. */
    async list(since: string) {
      const waiting = await db
        .selectFrom('contentReviews')
        .selectAll()
        .where('state', '=', 'waiting')
        .orderBy('askedAt')
        .execute()
      const decided = await db
        .selectFrom('contentReviews')
        .selectAll()
        .where('state', '!=', 'waiting')
        .where('decidedAt', '>=', since)
        .orderBy('decidedAt', 'desc')
        .limit(50)
        .execute()
      return [...waiting, ...decided]
    },

    /** Changes a review that is in one of `from`: of two reviewers deciding at once, one does. */
    update: async (
      id: string,
      from: ReviewState[],
      set: Updateable<ContentReviewsTable>,
      trx: Executor = db,
    ) =>
      (
        await trx
          .updateTable('contentReviews')
          .set(set)
          .where('id', '=', id)
          .where('state', 'in', from)
          .executeTakeFirst()
      ).numUpdatedRows > 0n,

    /** The addresses a request for review is mailed to: the owners and admins. */
    reviewerEmails: async () =>
      (
        await db
          .selectFrom('adminUsers')
          .select('email')
          .where('role', 'in', PERMISSIONS.review)
          .orderBy('createdAt')
          .execute()
      ).map(({ email }) => email),
  }
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>
