import { randomUUID } from 'node:crypto'
import { FORM_EXPIRED, FORM_MAX_AGE_MS, MIN_FILL_MS, type ContactBody } from '#contract/contact.ts'
import type { Site } from '#content/schemas.ts'
import { languageOf } from '#content/site.ts'
import type { RateLimitRepository } from '#server/db/rate-limit.repository.ts'
import { mailboxOf, UNVERIFIED_MAIL_GAP_MS } from '#server/email/mailbox.ts'
import { contactAcknowledgementMail, contactNotificationMail } from '#server/email/messages.ts'
import type { Clock } from '#server/lib/clock.ts'
import type { Events } from '#server/lib/events.ts'
import { AppError } from '#server/lib/errors.ts'
import type { MailQueue } from '#server/modules/outbox/mail-queue.ts'
import type { FillTimeTokens } from '#server/http/fill-time.ts'
import type { MessagesRepository } from './messages.repository.ts'

export { FORM_MAX_AGE_MS, MIN_FILL_MS }
export const CONTACT_ACCEPTED = 'Thank you. Your message has been sent; we will reply by e-mail.'

type Deps = {
  messages: MessagesRepository
  mail: MailQueue
  /** Who is mailed each new message: the members who read the inbox, or CONTACT_NOTIFY_TO. */
  notifyTo: () => Promise<string[]>
  publicUrl: string
  clock: Clock
  events: Pick<Events, 'emit'>
  fillTime: FillTimeTokens
  limits: RateLimitRepository
  /** The firm, and when it replies (the contact page's words in `language`), as the live site has them. */
  firm: () => Site
  replyTime: (language: string) => string
}

/**
 * Stores the message (durably, before answering), queues the notification and the visitor's
 * acknowledgement, tells signed-in admins.
 */
export function createContactService(deps: Deps) {
  const { messages, mail, clock } = deps
  return {
    /** `abandoned` says whether the visitor has likely gone (and seen an error): then nothing is stored. */
    async submit(input: ContactBody, abandoned: () => Promise<boolean> = async () => false) {
      // A bot gets the ordinary answer and nothing is stored.
      if (input.website) return { message: CONTACT_ACCEPTED, id: randomUUID() }
      const token = deps.fillTime.read(input.formToken)
      if (token === null || token.ageMs > FORM_MAX_AGE_MS) {
        throw new AppError(400, 'form_expired', FORM_EXPIRED)
      }
      if (token.ageMs < MIN_FILL_MS) {
        throw new AppError(400, 'too_fast', 'That was quick! Please check your message and send it again.')
      }
      if (!(await deps.fillTime.spend(token.nonce, FORM_MAX_AGE_MS))) {
        throw new AppError(
          400,
          'form_used',
          'This form has been sent already. Please reload the page to send another message.',
        )
      }
      const now = clock()
      // The acknowledgement goes to an address nobody has proven: once per inbox in a while at most.
      const acknowledge =
        (
          await deps.limits.hit(
            `contact-acknowledgement:${mailboxOf(input.email)}`,
            UNVERIFIED_MAIL_GAP_MS,
            now.getTime(),
          )
        ).current === 1
      const recipients = await deps.notifyTo()
      const message = {
        id: randomUUID(),
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
        status: 'unread' as const,
        createdAt: now.toISOString(),
        repliedAt: null,
        archivedAt: null,
      }
      await mail
        .transaction(async (trx, enqueue) => {
          await messages.insert(message, trx)
          for (const to of recipients) {
            const notification = contactNotificationMail({ to, publicUrl: deps.publicUrl, message })
            await enqueue('contact-notification', notification, now)
          }
          if (acknowledge) {
            // In the language of the page the visitor wrote from.
            const language = languageOf(deps.firm(), input.language).code
            const acknowledgement = contactAcknowledgementMail({
              firm: deps.firm(),
              to: input.email,
              replyTime: deps.replyTime(language),
              language,
            })
            await enqueue('contact-acknowledgement', acknowledgement, now)
          }
          if (await abandoned()) {
            throw new AppError(503, 'busy', 'The site is busy right now. Please send your message again.')
          }
        })
        // Nothing was stored: the visitor may send the same form again.
        .catch(async (error: unknown) => {
          await deps.fillTime.unspend(token.nonce)
          throw error
        })
      deps.events.emit('messageArrived', {
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
