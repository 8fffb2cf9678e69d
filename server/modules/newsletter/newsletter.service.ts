import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { SUBSCRIBE_ACCEPTED, type SubscribeBody } from '#contract/newsletter.ts'
import type { DB } from '#server/db/schema.ts'
import { newsletterConfirmationMail } from '#server/email/messages.ts'
import { addMs, type Clock } from '#server/lib/clock.ts'
import { GoneError } from '#server/lib/errors.ts'
import { hashToken, newToken } from '#server/lib/tokens.ts'
import type { OutboxRepository } from '#server/modules/outbox/outbox.repository.ts'
import type { NewsletterRepository } from './newsletter.repository.ts'

export const CONFIRM_TOKEN_TTL_MS = 24 * 60 * 60 * 1000
export const CONFIRMATION_RESEND_MS = 10 * 60 * 1000

type Deps = {
  db: Kysely<DB>
  subscribers: NewsletterRepository
  outbox: OutboxRepository
  publicUrl: string
  clock: Clock
  onMailQueued: () => void
}

/** Double opt-in newsletter (DESIGN §6): one answer for every address, so nobody can probe who subscribed. */
export function createNewsletterService({ db, subscribers, outbox, publicUrl, clock, onMailQueued }: Deps) {
  async function requestConfirmation(input: SubscribeBody) {
    const email = input.email.toLowerCase()
    const now = clock()
    const confirmToken = newToken()
    const unsubscribeToken = newToken()
    const tokens = {
      confirmTokenHash: hashToken(confirmToken),
      confirmTokenExpiresAt: addMs(now, CONFIRM_TOKEN_TTL_MS).toISOString(),
      unsubscribeTokenHash: hashToken(unsubscribeToken),
      lastConfirmationSentAt: now.toISOString(),
    }
    const mail = newsletterConfirmationMail({
      to: email,
      topic: input.topic,
      publicUrl,
      confirmToken,
      unsubscribeToken,
    })

    return db.transaction().execute(async (trx) => {
      const existing = await subscribers.findByEmail(email, input.topic, trx)
      if (existing?.status === 'confirmed') return false
      const sentRecently =
        existing?.lastConfirmationSentAt &&
        now.getTime() - Date.parse(existing.lastConfirmationSentAt) < CONFIRMATION_RESEND_MS
      if (sentRecently) return false
      if (existing) {
        await subscribers.update(existing.id, { ...tokens, status: 'pending' }, trx)
      } else {
        await subscribers.insert(
          {
            id: randomUUID(),
            email,
            topic: input.topic,
            status: 'pending',
            createdAt: now.toISOString(),
            ...tokens,
          },
          trx,
        )
      }
      await outbox.enqueue('newsletter-confirmation', mail, now, trx)
      return true
    })
  }

  return {
    async subscribe(input: SubscribeBody) {
      // A filled honeypot gets the ordinary answer, so bots learn nothing.
      if (input.website) return { message: SUBSCRIBE_ACCEPTED }
      let queued = false
      try {
        queued = await requestConfirmation(input)
      } catch (error) {
        // Two sign-ups for one new address at once: the other request already did the work.
        if (!isUniqueViolation(error)) throw error
      }
      if (queued) onMailQueued()
      return { message: SUBSCRIBE_ACCEPTED }
    },

    async confirm(token: string) {
      if (!(await subscribers.confirm(hashToken(token), clock()))) {
        throw new GoneError('This confirmation link has expired or has already been used.')
      }
      return { message: 'Your subscription is confirmed. Thank you!' }
    },

    async unsubscribe(token: string) {
      if (!(await subscribers.unsubscribe(hashToken(token), clock()))) {
        throw new GoneError('This unsubscribe link is not valid.')
      }
      return { message: 'You have been unsubscribed.' }
    },
  }
}

function isUniqueViolation(error: unknown) {
  const code = (error as { code?: string } | null)?.code
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505'
}

export type NewsletterService = ReturnType<typeof createNewsletterService>
