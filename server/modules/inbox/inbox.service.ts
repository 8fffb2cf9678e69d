import { randomUUID } from 'node:crypto'
import type { Site } from '#content/schemas.ts'
import { type MessageItem, type MessagesResponse } from '#contract/admin.ts'
import type { MessageStatus } from '#server/db/schema.ts'
import { replyMail } from '#server/email/messages.ts'
import type { Clock } from '#server/lib/clock.ts'
import { NotFoundError } from '#server/lib/errors.ts'
import type { ContactModule } from '#server/modules/contact/contact.module.ts'
import { decodeCursor, encodeCursor } from '#server/lib/cursor.ts'
import type { MailQueue } from '#server/modules/outbox/mail-queue.ts'
import type { Acting, AuditLog } from '#server/modules/audit/audit.service.ts'

type Deps = {
  audit: AuditLog
  messages: ContactModule['messages']
  mail: MailQueue
  clock: Clock
  /** The firm as the live site names it (its name follows a publish of site.yaml at once). */
  firm: () => Site
}

/** The admin inbox: read messages, answer them by e-mail, follow each reply's delivery. */
export function createInboxService({ audit, messages, mail, clock, firm }: Deps) {
  return {
    async list(query: {
      status?: MessageStatus
      archived: boolean
      cursor?: string
      limit: number
    }): Promise<MessagesResponse> {
      const cursor = query.cursor
        ? decodeCursor(query.cursor, 'This page link is not valid. Reload the inbox.')
        : undefined
      // One extra row tells whether there is a next page.
      const rows = await messages.list({ ...query, cursor, limit: query.limit + 1 })
      const page = rows.slice(0, query.limit)
      const replies = await messages.repliesTo(page.map((row) => row.id))
      const items: MessageItem[] = page.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        subject: row.subject,
        message: row.message,
        status: row.status,
        createdAt: row.createdAt,
        archived: row.archivedAt !== null,
        replies: replies
          .filter((reply) => reply.messageId === row.id)
          .map((reply) => ({
            id: reply.id,
            text: reply.text,
            authorEmail: reply.authorEmail,
            createdAt: reply.createdAt,
            mail: {
              id: reply.mailId,
              status: reply.mailStatus,
              attempts: Number(reply.mailAttempts),
              lastError: reply.mailLastError,
            },
          })),
      }))
      const last = page.at(-1)
      return {
        items,
        nextCursor:
          rows.length > query.limit && last ? encodeCursor({ at: last.createdAt, id: last.id }) : null,
        unanswered: await messages.unanswered(),
      }
    },

    /**
     * Sends a reply, the first or a follow-up: stored in the conversation, the message answered,
     * and its e-mail queued, all three or none.
     */
    async reply(id: string, text: string, by: Acting) {
      const message = await messages.findById(id)
      if (!message) throw new NotFoundError('This message does not exist.')
      const now = clock()
      await mail.transaction(async (trx, enqueue) => {
        const mailId = await enqueue(
          'contact-reply',
          replyMail({
            firm: firm(),
            to: message.email,
            subject: message.subject,
            reply: text,
            original: message,
          }),
          now,
        )
        await messages.addReply(
          {
            id: randomUUID(),
            messageId: id,
            text,
            mailId,
            authorEmail: by.actor.email,
            createdAt: now.toISOString(),
          },
          trx,
        )
      })
      await audit.record({ ...by, action: 'reply-sent', target: message.subject, detail: { messageId: id } })
      return { message: `Reply queued for ${message.email}.` }
    },

    /** How many messages in the inbox wait for an answer. */
    unanswered: () => messages.unanswered(),

    /** Puts a message out of the way, or brings it back to the inbox. */
    async archive(id: string, archived: boolean) {
      if (!(await messages.archive(id, archived ? clock().toISOString() : null)))
        throw new NotFoundError('This message does not exist.')
      return {
        message: archived ? 'Archived: it is under Archived, and can be brought back.' : 'Back in the inbox.',
      }
    },

    /** Sends a failed reply again. */
    async retryMail(mailId: string) {
      if (!(await mail.retry(mailId, clock())))
        throw new NotFoundError('There is no failed e-mail with this id.')
      return { message: 'The e-mail will be sent again.' }
    },
  }
}

export type InboxService = ReturnType<typeof createInboxService>
