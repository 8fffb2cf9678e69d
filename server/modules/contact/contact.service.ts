import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { NewMessageEvent } from '#contract/admin.ts'
import type { ContactBody } from '#contract/contact.ts'
import type { DB } from '#server/db/schema.ts'
import { contactNotificationMail } from '#server/email/messages.ts'
import type { Clock } from '#server/lib/clock.ts'
import { AppError } from '#server/lib/errors.ts'
import type { OutboxRepository } from '#server/modules/outbox/outbox.repository.ts'
import type { MessagesRepository } from './messages.repository.ts'

/** A person takes longer than this to fill in four fields; a script does not. */
export const MIN_FILL_MS = 2000
export const CONTACT_ACCEPTED = 'Thank you. Your message has been sent; we will reply by e-mail.'

export type Notifier = { newMessage: (event: NewMessageEvent) => void }

type Deps = {
  db: Kysely<DB>
  messages: MessagesRepository
  outbox: OutboxRepository
  notifyTo: string | undefined
  publicUrl: string
  clock: Clock
  notifier: Notifier
  onMailQueued: () => void
}

/** Stores the message (durably, before answering), queues the notification, tells signed-in admins. */
export function createContactService(deps: Deps) {
  const { db, messages, outbox, clock } = deps
  return {
    async submit(input: ContactBody) {
      // A bot gets the ordinary answer and nothing is stored.
      if (input.website) return { message: CONTACT_ACCEPTED, id: randomUUID() }
      const now = clock()
      if (input.startedAt && now.getTime() - input.startedAt < MIN_FILL_MS) {
        throw new AppError(400, 'too_fast', 'That was quick! Please check your message and send it again.')
      }
      const message = {
        id: randomUUID(),
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
        status: 'unread' as const,
        adminReply: null,
        replyMailId: null,
        createdAt: now.toISOString(),
        repliedAt: null,
      }
      await db.transaction().execute(async (trx) => {
        await messages.insert(message, trx)
        if (deps.notifyTo) {
          const mail = contactNotificationMail({ to: deps.notifyTo, publicUrl: deps.publicUrl, message })
          await outbox.enqueue('contact-notification', mail, now, trx)
        }
      })
      if (deps.notifyTo) deps.onMailQueued()
      deps.notifier.newMessage({
        id: message.id,
        name: message.name,
        subject: message.subject,
        createdAt: message.createdAt,
      })
      return { message: CONTACT_ACCEPTED, id: message.id }
    },
  }
}

export type ContactService = ReturnType<typeof createContactService>
