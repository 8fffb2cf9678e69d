import type { Cursor } from '#server/lib/cursor.ts'
import type { Kysely, Transaction } from 'kysely'
import type { ContactMessagesTable, DB, MessageStatus } from '#server/db/schema.ts'

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

    /** Newest first, with the state of each reply's e-mail; `cursor` is the last row of the previous page. */
    list: ({ status, cursor, limit }: { status?: MessageStatus; cursor?: Cursor; limit: number }) => {
      let query = db
        .selectFrom('contactMessages')
        .leftJoin('mailOutbox', 'mailOutbox.id', 'contactMessages.replyMailId')
        .select([
          'contactMessages.id',
          'contactMessages.name',
          'contactMessages.email',
          'contactMessages.subject',
          'contactMessages.message',
          'contactMessages.status',
          'contactMessages.adminReply',
          'contactMessages.createdAt',
          'contactMessages.repliedAt',
          'mailOutbox.id as mailId',
          'mailOutbox.status as mailStatus',
          'mailOutbox.attempts as mailAttempts',
          'mailOutbox.lastError as mailLastError',
        ])
        .orderBy('contactMessages.createdAt', 'desc')
        .orderBy('contactMessages.id', 'desc')
        .limit(limit)
      if (status) query = query.where('contactMessages.status', '=', status)
      if (cursor) {
        query = query.where((eb) =>
          eb.or([
            eb('contactMessages.createdAt', '<', cursor.at),
            eb.and([
              eb('contactMessages.createdAt', '=', cursor.at),
              eb('contactMessages.id', '<', cursor.id),
            ]),
          ]),
        )
      }
      return query.execute()
    },

    /** Only an unread message can be answered; returns false when another admin got there first. */
    async markReplied(id: string, reply: string, mailId: string, at: string, trx: Executor) {
      const result = await trx
        .updateTable('contactMessages')
        .set({ status: 'replied', adminReply: reply, replyMailId: mailId, repliedAt: at })
        .where('id', '=', id)
        .where('status', '=', 'unread')
        .executeTakeFirst()
      return result.numUpdatedRows === 1n
    },
  }
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>
