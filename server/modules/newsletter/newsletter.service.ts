import { contentIn, type Content } from '#content/content.ts'
import { languageOf } from '#content/site.ts'
import { randomUUID } from 'node:crypto'
import { setTimeout } from 'node:timers/promises'
import { SUBSCRIBE_ACCEPTED, type SubscribeBody } from '#contract/newsletter.ts'
import type { RateLimitRepository } from '#server/db/rate-limit.repository.ts'
import { mailboxOf, UNVERIFIED_MAIL_GAP_MS } from '#server/email/mailbox.ts'
import { newsletterConfirmationMail } from '#server/email/messages.ts'
import { addMs, type Clock } from '#server/lib/clock.ts'
import { GoneError, InvalidFieldError } from '#server/lib/errors.ts'
import { hashToken, newToken } from '#server/lib/tokens.ts'
import type { MailQueue } from '#server/modules/outbox/mail-queue.ts'
import type { NewsletterTopic } from '#content/schemas.ts'
import { CONSENT_DOUBLE_OPT_IN, type NewsletterRepository } from './newsletter.repository.ts'

/** How a reader said yes to a topic they chose on their preferences page. */
const CONSENT_PREFERENCES = 'preferences page'

export const CONFIRM_TOKEN_TTL_MS = 24 * 60 * 60 * 1000
export const CONFIRMATION_RESEND_MS = UNVERIFIED_MAIL_GAP_MS
/**
 * Every sign-up is answered this long after it arrived, whatever the address: a new one is
 * stored and mailed, a known one is not, and the time that takes must not tell which it was.
 */
export const SUBSCRIBE_ANSWER_MS = 40

type Deps = {
  subscribers: NewsletterRepository
  mail: MailQueue
  publicUrl: string
  /** The live site's content (the firm's name follows a publish of site.yaml at once). */
  content: () => Content
  clock: Clock
  limits: RateLimitRepository
  /** The topics a reader may choose, as the live site's content has them. */
  topics: () => NewsletterTopic[]
  /** The token of an address's preferences link: the same in every mail to it. */
  preferencesToken: (email: string) => string
}

/** `ada@example.com` as `a**@example.com`: enough to recognise one's own address. */
const maskEmail = (email: string) => {
  const at = email.lastIndexOf('@')
  return `${email.slice(0, 1)}${'*'.repeat(Math.max(2, at - 1))}${email.slice(at)}`
}

/** Double opt-in newsletter (docs/security.md, Forms and bots): one answer for every address, so nobody can probe who subscribed. */
export function createNewsletterService(deps: Deps) {
  const { subscribers, mail, publicUrl, clock, limits, preferencesToken } = deps
  const knownTopics = () => deps.topics().map((topic) => topic.key)

  function checkTopics(field: string, topics: string[]) {
    const known = knownTopics()
    const unknown = topics.find((topic) => !known.includes(topic))
    if (unknown !== undefined) throw new InvalidFieldError(field, `There is no topic "${unknown}".`)
  }

  async function emailOfLink(token: string) {
    const hash = hashToken(token)
    return (
      (await subscribers.emailOfPreferencesToken(hash)) ?? (await subscribers.emailOfUnsubscribeToken(hash))
    )
  }

  async function requestConfirmation(input: SubscribeBody) {
    const email = input.email.toLowerCase()
    const now = clock()
    const confirmToken = newToken()
    const unsubscribeToken = newToken()
    const tokens = {
      confirmTokenHash: hashToken(confirmToken),
      confirmTokenExpiresAt: addMs(now, CONFIRM_TOKEN_TTL_MS).toISOString(),
      unsubscribeTokenHash: hashToken(unsubscribeToken),
      preferencesTokenHash: hashToken(preferencesToken(email)),
      lastConfirmationSentAt: now.toISOString(),
    }
    // The language of the page signed up on, where the site has it: the reader's mails are in it,
    // and its links open the pages in it.
    const live = deps.content()
    const language = languageOf(live.site, input.language).code
    const site = contentIn(live, language)
    const topic = site.newsletterLinks.topics.find(({ key }) => key === input.topic)!
    const confirmation = newsletterConfirmationMail({
      language,
      firm: site.site,
      paths: {
        confirm: site.localPath('/newsletter/confirm'),
        unsubscribe: site.localPath('/newsletter/unsubscribe'),
      },
      to: email,
      topic,
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
        await subscribers.update(existing.id, { ...tokens, language, status: 'pending' }, trx)
      } else {
        const row = { id: randomUUID(), email, topic: input.topic, status: 'pending' as const, language }
        // Another request may have added this address a moment ago: that one sends the mail.
        if (!(await subscribers.insert({ ...row, createdAt: now.toISOString(), ...tokens }, trx))) return
      }
      await enqueue('newsletter-confirmation', confirmation, now)
    })
  }

  return {
    async subscribe(input: SubscribeBody) {
      checkTopics('topic', [input.topic])
      const answerAt = performance.now() + SUBSCRIBE_ANSWER_MS
      try {
        // A filled honeypot gets the ordinary answer, so bots learn nothing.
        if (!input.website) await requestConfirmation(input)
      } finally {
        await setTimeout(Math.max(0, answerAt - performance.now()))
      }
      return { message: SUBSCRIBE_ACCEPTED }
    },

    /** An imported address is asked, as at sign-up, to confirm it wants `topic`. */
    askToConfirm: (email: string, topic: string) => requestConfirmation({ email, topic }),

    /**
     * Confirms the topic signed up for, and adds the others the reader ticked on the page; answers
     * every topic the reader now receives, the confirmed one first.
     */
    async confirm(token: string, alsoTopics: string[] = []) {
      checkTopics('topics', alsoTopics)
      const now = clock()
      const topics = await mail.transaction(async (trx) => {
        const confirmed = await subscribers.confirm(hashToken(token), now, trx)
        if (!confirmed) throw new GoneError('This confirmation link has expired or has already been used.')
        const current = (await subscribers.rowsOf(confirmed.email, trx))
          .filter((row) => row.status === 'confirmed')
          .map((row) => row.topic)
        const receives = [...new Set([confirmed.topic, ...current, ...alsoTopics])]
        if (alsoTopics.length > 0)
          await subscribers.chooseTopics(
            confirmed.email,
            {
              topics: [...new Set([...current, ...alsoTopics])],
              known: alsoTopics,
              consentSource: CONSENT_DOUBLE_OPT_IN,
              preferencesTokenHash: hashToken(preferencesToken(confirmed.email)),
            },
            now,
            trx,
          )
        // A reader has one language, the one they last confirmed in: every mail of theirs is in it
        // (a request alone changes nothing: anyone may type anyone's address).
        await subscribers.setLanguage(confirmed.email, confirmed.language, trx)
        return receives
      })
      return { message: 'Your subscription is confirmed. Thank you!', topics }
    },

    /** What the preferences page shows: the address, partly hidden, and the topics it receives. */
    async preferences(token: string) {
      const email = await emailOfLink(token)
      if (!email) throw new GoneError('This link is not valid.')
      const rows = await subscribers.rowsOf(email)
      return {
        email: maskEmail(email),
        topics: rows.filter((row) => row.status === 'confirmed').map((row) => row.topic),
      }
    },

    /** Receives `topics` from now on; none, or `leave`, ends every mail. */
    async savePreferences(token: string, topics: string[], leave: boolean) {
      checkTopics('topics', topics)
      const email = await emailOfLink(token)
      if (!email) throw new GoneError('This link is not valid.')
      const now = clock()
      await mail.transaction(async (trx) => {
        if (leave || topics.length === 0) return subscribers.unsubscribeAll(email, now, trx)
        await subscribers.chooseTopics(
          email,
          {
            topics,
            known: knownTopics(),
            consentSource: CONSENT_PREFERENCES,
            preferencesTokenHash: hashToken(preferencesToken(email)),
          },
          now,
          trx,
        )
      })
      return {
        message: leave || topics.length === 0 ? 'You have been unsubscribed.' : 'Your choices are saved.',
      }
    },

    /** The link in every mail, and RFC 8058's one-click: no more mail of any topic to that address. */
    async unsubscribe(token: string) {
      const email = await emailOfLink(token)
      if (!email) throw new GoneError('This unsubscribe link is not valid.')
      await subscribers.unsubscribeAll(email, clock())
      return { message: 'You have been unsubscribed.' }
    },

    /** Gives addresses signed up before preferences links existed the hash of theirs. */
    async backfillPreferencesTokens() {
      for (const { email } of await subscribers.emailsWithoutPreferencesToken()) {
        await subscribers.setPreferencesToken(email, hashToken(preferencesToken(email)))
      }
    },
  }
}

export type NewsletterService = ReturnType<typeof createNewsletterService>
