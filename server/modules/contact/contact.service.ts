import { randomUUID } from 'node:crypto'
import type { NewMessageEvent } from '#contract/admin.ts'
import type { ContactBody } from '#contract/contact.ts'
import { contactNotificationMail } from '#server/email/messages.ts'
import type { Clock } from '#server/lib/clock.ts'
import { AppError } from '#server/lib/errors.ts'
import type { MailQueue } from '#server/modules/outbox/mail-queue.ts'
import type { FillTimeTokens } from './fill-time.ts'
import type { MessagesRepository } from './messages.repository.ts'

/** A person takes longer than this to fill in four fields; a script does not. */
export const MIN_FILL_MS = 2000
/** A form handed out longer ago than this is sent again from a fresh page. */
export const FORM_MAX_AGE_MS = 24 * 60 * 60 * 1000
export const CONTACT_ACCEPTED = 'Thank you. Your message has been sent; we will reply by e-mail.'

export type Notifier = { newMessage: (event: NewMessageEvent) => void }

type Deps = {
  messages: MessagesRepository
  mail: MailQueue
  notifyTo: string | undefined
  publicUrl: string
  clock: Clock
  notifier: Notifier
  fillTime: FillTimeTokens
}

/** Stores the message (durably, before answering), queues the notification, tells signed-in admins. */
export function createContactService(deps: Deps) {
  const { messages, mail, clock } = deps
  return {
    async submit(input: ContactBody) {
      // A bot gets the ordinary answer and nothing is stored.
      if (input.website) return { message: CONTACT_ACCEPTED, id: randomUUID() }
      const age = deps.fillTime.age(input.formToken)
      if (age === null || age > FORM_MAX_AGE_MS) {
        throw new AppError(
          400,
          'form_expired',
          'This form has expired. Please reload the page and send your message again.',
        )
      }
      if (age < MIN_FILL_MS) {
        throw new AppError(400, 'too_fast', 'That was quick! Please check your message and send it again.')
      }
      const now = clock()
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
      await mail.transaction(async (trx, enqueue) => {
        await messages.insert(message, trx)
        if (deps.notifyTo) {
          const notification = contactNotificationMail({
            to: deps.notifyTo,
            publicUrl: deps.publicUrl,
            message,
          })
          await enqueue('contact-notification', notification, now)
        }
      })
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
