import type { Site } from '#content/schemas.ts'
import { type MessageItem, type MessagesResponse } from '#contract/admin.ts'
import type { MessageStatus } from '#server/db/schema.ts'
import { replyMail } from '#server/email/messages.ts'
import type { Clock } from '#server/lib/clock.ts'
import { ConflictError, NotFoundError } from '#server/lib/errors.ts'
import type { MessagesRepository } from '#server/modules/contact/messages.repository.ts'
import { decodeCursor, encodeCursor } from '#server/lib/cursor.ts'
import type { MailQueue } from '#server/modules/outbox/mail-queue.ts'
import type { Acting, AuditLog } from '#server/modules/audit/audit.service.ts'

type Deps = {
  audit: AuditLog
  messages: MessagesRepository
  mail: MailQueue
  clock: Clock
  /** The firm as the live site names it (its name follows a publish of site.yaml at once). */
  firm: () => Site
}

const ALREADY_ANSWERED = 'This message has already been answered.'

/** The admin inbox: read messages, answer them by e-mail, follow each reply's delivery. */
export function createInboxService({ audit, messages, mail, clock, firm }: Deps) {
  return {
    async list(query: { status?: MessageStatus; cursor?: string; limit: number }): Promise<MessagesResponse> {
      const cursor = query.cursor
        ? decodeCursor(query.cursor, 'This page link is not valid. Reload the inbox.')
        : undefined
      // One extra row tells whether there is a next page.
      const rows = await messages.list({ status: query.status, cursor, limit: query.limit + 1 })
      const page = rows.slice(0, query.limit)
      const items: MessageItem[] = page.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        subject: row.subject,
        message: row.message,
        status: row.status,
        adminReply: row.adminReply,
        createdAt: row.createdAt,
        repliedAt: row.repliedAt,
        replyMail:
          row.mailId && row.mailStatus
            ? {
                id: row.mailId,
                status: row.mailStatus,
                attempts: Number(row.mailAttempts),
                lastError: row.mailLastError,
              }
            : null,
      }))
      const last = page.at(-1)
      return {
        items,
        nextCursor:
          rows.length > query.limit && last ? encodeCursor({ at: last.createdAt, id: last.id }) : null,
      }
    },

    /** Stores the reply, marks the message replied and queues the e-mail: all three or none. */
    async reply(id: string, text: string, by: Acting) {
      const message = await messages.findById(id)
      if (!message) throw new NotFoundError('This message does not exist.')
      if (message.status === 'replied') throw new ConflictError(ALREADY_ANSWERED)
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
        if (!(await messages.markReplied(id, text, mailId, now.toISOString(), trx))) {
          throw new ConflictError(ALREADY_ANSWERED)
        }
      })
      await audit.record({ ...by, action: 'reply-sent', target: message.subject, detail: { messageId: id } })
      return { message: `Reply queued for ${message.email}.` }
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
