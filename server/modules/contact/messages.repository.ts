import type { Cursor } from '#server/lib/cursor.ts'
import type { Kysely, Transaction } from 'kysely'
import type { ContactMessagesTable, ContactRepliesTable, DB, MessageStatus } from '#server/db/schema.ts'

type Executor = Kysely<DB> | Transaction<DB>

export function createMessagesRepository(db: Kysely<DB>) {
  return {
    insert: (message: ContactMessagesTable, trx: Executor = db) =>
      trx.insertInto('contactMessages').values(message).execute(),

    /** Retention: messages received before the cutoff. */
    deleteReceivedBefore: async (cutoff: string) =>
      Number(
        (await db.deleteFrom('contactMessages').where('createdAt', '<', cutoff).executeTakeFirst())
          .numDeletedRows,
      ),

    findById: (id: string) =>
      db.selectFrom('contactMessages').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * Newest first, in the inbox or in the archive; `status` picks the unanswered or the answered;
     * `cursor` is the last row of the previous page.
     */
    list: ({
      status,
      archived,
      cursor,
      limit,
    }: {
      status?: MessageStatus
      archived: boolean
      cursor?: Cursor
      limit: number
    }) => {
      let query = db
        .selectFrom('contactMessages')
        .selectAll()
        .where('archivedAt', archived ? 'is not' : 'is', null)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
      if (status) query = query.where('status', '=', status)
      if (cursor) {
        query = query.where((eb) =>
          eb.or([
            eb('createdAt', '<', cursor.at),
            eb.and([eb('createdAt', '=', cursor.at), eb('id', '<', cursor.id)]),
          ]),
        )
      }
      return query.execute()
    },

    /** The replies to `messageIds`, oldest first, with the state of each one's e-mail. */
    repliesTo: (messageIds: string[]) =>
      messageIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('contactReplies')
            .innerJoin('mailOutbox', 'mailOutbox.id', 'contactReplies.mailId')
            .select([
              'contactReplies.id',
              'contactReplies.messageId',
              'contactReplies.text',
              'contactReplies.authorEmail',
              'contactReplies.createdAt',
              'mailOutbox.id as mailId',
              'mailOutbox.status as mailStatus',
              'mailOutbox.attempts as mailAttempts',
              'mailOutbox.lastError as mailLastError',
            ])
            .where('contactReplies.messageId', 'in', messageIds)
            .orderBy('contactReplies.createdAt')
            .orderBy('contactReplies.id')
            .execute(),

    /** How many messages in the inbox wait for an answer. */
    async unanswered() {
      const { count } = await db
        .selectFrom('contactMessages')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('status', '=', 'unread')
        .where('archivedAt', 'is', null)
        .executeTakeFirstOrThrow()
      return Number(count)
    },

    /** Adds a reply to the conversation; the message is answered from its first. */
    async addReply(reply: ContactRepliesTable, trx: Executor) {
      await trx.insertInto('contactReplies').values(reply).execute()
      await trx
        .updateTable('contactMessages')
        .set({ status: 'replied', repliedAt: reply.createdAt })
        .where('id', '=', reply.messageId)
        .where('status', '=', 'unread')
        .execute()
    },

    /** Puts a message out of the way (`at`), or back in the inbox (null); false if there is none. */
    async archive(id: string, at: string | null) {
      const result = await db
        .updateTable('contactMessages')
        .set({ archivedAt: at })
        .where('id', '=', id)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },
  }
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>
