import { randomUUID } from 'node:crypto'
import { setTimeout } from 'node:timers/promises'
import { SUBSCRIBE_ACCEPTED, type SubscribeBody } from '#contract/newsletter.ts'
import type { RateLimitRepository } from '#server/db/rate-limit.repository.ts'
import { newsletterConfirmationMail } from '#server/email/messages.ts'
import { addMs, type Clock } from '#server/lib/clock.ts'
import { GoneError } from '#server/lib/errors.ts'
import { hashToken, newToken } from '#server/lib/tokens.ts'
import type { MailQueue } from '#server/modules/outbox/mail-queue.ts'
import type { NewsletterRepository } from './newsletter.repository.ts'

export const CONFIRM_TOKEN_TTL_MS = 24 * 60 * 60 * 1000
export const CONFIRMATION_RESEND_MS = 10 * 60 * 1000
/**
 * Every sign-up is answered this long after it arrived, whatever the address: a new one is
 * stored and mailed, a known one is not, and the time that takes must not tell which it was.
 */
export const SUBSCRIBE_ANSWER_MS = 40

/**
 * The inbox an address delivers to: lower case, without a `+tag`, and without the dots Gmail
 * ignores, so `A.da+news@gmail.com` and `ada@gmail.com` are one mailbox.
 */
export function mailboxOf(email: string) {
  const at = email.lastIndexOf('@')
  let local = email.slice(0, at).toLowerCase().split('+')[0]!
  let domain = email.slice(at + 1).toLowerCase()
  if (domain === 'googlemail.com') domain = 'gmail.com'
  if (domain === 'gmail.com') local = local.replaceAll('.', '')
  return `${local}@${domain}`
}

type Deps = {
  subscribers: NewsletterRepository
  mail: MailQueue
  publicUrl: string
  clock: Clock
  limits: RateLimitRepository
}

/** Double opt-in newsletter (DESIGN §6): one answer for every address, so nobody can probe who subscribed. */
export function createNewsletterService(deps: Deps) {
  const { subscribers, mail, publicUrl, clock, limits } = deps
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
    const confirmation = newsletterConfirmationMail({
      to: email,
      topic: input.topic,
      publicUrl,
      confirmToken,
      unsubscribeToken,
    })

    // One confirmation per inbox and topic per 10 minutes, whatever alias it is asked for under (a
    // person may sign up for the newsletter and job alerts in one visit).
    const key = `confirm:${input.topic}:${mailboxOf(email)}`
    const sent = await limits.hit(key, CONFIRMATION_RESEND_MS, now.getTime())
    if (sent.current > 1) return
    await mail.transaction(async (trx, enqueue) => {
      const existing = await subscribers.findByEmail(email, input.topic, trx)
      if (existing?.status === 'confirmed') return
      if (existing) {
        await subscribers.update(existing.id, { ...tokens, status: 'pending' }, trx)
      } else {
        const row = { id: randomUUID(), email, topic: input.topic, status: 'pending' as const }
        // Another request may have added this address a moment ago: that one sends the mail.
        if (!(await subscribers.insert({ ...row, createdAt: now.toISOString(), ...tokens }, trx))) return
      }
      await enqueue('newsletter-confirmation', confirmation, now)
    })
  }

  return {
    async subscribe(input: SubscribeBody) {
      const answerAt = performance.now() + SUBSCRIBE_ANSWER_MS
      try {
        // A filled honeypot gets the ordinary answer, so bots learn nothing.
        if (!input.website) await requestConfirmation(input)
      } finally {
        await setTimeout(Math.max(0, answerAt - performance.now()))
      }
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

export type NewsletterService = ReturnType<typeof createNewsletterService>
