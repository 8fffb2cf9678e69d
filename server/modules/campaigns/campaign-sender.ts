import { createHash } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyBaseLogger } from 'fastify'
import type { OutgoingMail } from '#server/email/messages.ts'
import type { MailTransport } from '#server/email/transport.ts'
import { addMs, type Clock } from '#server/lib/clock.ts'
import { createPassRunner } from '#server/lib/pass-runner.ts'
import type { NewsletterCampaignsTable } from '#server/db/schema.ts'
import type { NewsletterModule } from '#server/modules/newsletter/newsletter.module.ts'
import type { CampaignsRepository } from './campaigns.repository.ts'

export type CampaignSenderOptions = {
  /** Mails per second, all campaigns together, on this instance (NEWSLETTER_RATE). */
  ratePerSecond: number
  /** SMTP connections kept open; a mail waits for a free one. */
  connections?: number
  /** Rows taken at a time; a pause takes effect after the batch in hand. */
  batchSize?: number
  /** How long a taken row is this instance's alone; past that, another counts it as stopped. */
  leaseMs?: number
  /** A temporary refusal is tried again after this, doubled each time, up to maxAttempts. */
  retryBaseMs?: number
  maxAttempts?: number
  /** How often to look for work nobody announced (a retry's time, another instance's campaign). */
  pollMs?: number
  /** Rows being sent when the last instance stopped: all of them (one instance), or only those past their lease. */
  onlyInstance: boolean
}

/** What one reader's copy of a campaign is: the version in their language (null: the default's). */
export type MailFor = (
  campaign: NewsletterCampaignsTable,
  email: string,
  language: string | null,
) => OutgoingMail

/** A 5xx answer: the server will never take mail for this address. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: number }).responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

/**
 * Works through the campaigns being sent: takes a batch of rows, sends each at the configured rate
 * over a few SMTP connections, and records what became of it. A row is marked `sending` just before
 * its mail begins and settled after, so a crash leaves only the few mails in flight `unknown`, never
 * sent twice; a row another instance has taken is never taken (campaigns.repository.ts).
 */
export function createCampaignSender(deps: {
  campaigns: CampaignsRepository
  subscribers: NewsletterModule['subscribers']
  transport: MailTransport
  mailFor: MailFor
  clock: Clock
  log: FastifyBaseLogger
  options: CampaignSenderOptions
}) {
  const { campaigns, subscribers, transport, mailFor, clock, log } = deps
  const {
    ratePerSecond,
    connections = 4,
    batchSize = Math.max(10, Math.min(200, ratePerSecond)),
    leaseMs = 30_000,
    retryBaseMs = 60_000,
    maxAttempts = 8,
    pollMs = 5000,
  } = deps.options
  const interval = 1000 / ratePerSecond
  let nextSendAt = performance.now()

  async function deliver(
    campaign: NewsletterCampaignsTable,
    row: { email: string; attempts: number; language: string | null },
  ) {
    if (!(await campaigns.begin(campaign.id, row.email))) return
    try {
      // The same id for a reader's copy whatever happens, so a mail server can tell it apart.
      const id = `${campaign.id}.${createHash('sha256').update(row.email).digest('hex').slice(0, 16)}`
      await transport.send(id, mailFor(campaign, row.email, row.language))
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      if (isPermanent(error)) {
        await campaigns.settle(campaign.id, row.email, { status: 'bounced', error: reason })
        await subscribers.markBounced(row.email, reason, clock())
        log.warn({ campaignId: campaign.id, reason }, 'newsletter mail bounced')
        return
      }
      const attempts = row.attempts + 1
      const retry = attempts < maxAttempts
      await campaigns.settle(campaign.id, row.email, {
        status: retry ? 'queued' : 'failed',
        error: reason,
        ...(retry ? { nextAttemptAt: addMs(clock(), retryBaseMs * 2 ** (attempts - 1)) } : {}),
      })
      return
    }
    // Outside the try: the mail is gone. Should recording it fail, the row stays `sending`, to end
    // `unknown`, never queued again.
    await campaigns.settle(campaign.id, row.email, { status: 'sent', sentAt: clock() })
  }

  async function sendCampaign(campaign: NewsletterCampaignsTable) {
    for (;;) {
      if (runner.stopped()) return
      // A pause, from this instance or another, takes effect here.
      if ((await campaigns.find(campaign.id))?.status !== 'sending') return
      const rows = await campaigns.claim(campaign.id, batchSize, clock(), addMs(clock(), leaseMs))
      if (rows.length === 0) {
        await campaigns.finishIfDone(campaign.id, clock())
        return
      }
      const inFlight = new Set<Promise<void>>()
      for (const [index, row] of rows.entries()) {
        // Stopping: the rows not begun go back to the queue, for the next instance or start.
        if (runner.stopped()) {
          await campaigns.releaseClaimed(
            campaign.id,
            rows.slice(index).map((left) => left.email),
          )
          break
        }
        const wait = nextSendAt - performance.now()
        if (wait > 0) await sleep(wait)
        nextSendAt = Math.max(nextSendAt, performance.now() - interval) + interval
        const sending = deliver(campaign, row).catch((error: unknown) =>
          log.error({ err: error, campaignId: campaign.id }, 'newsletter row not settled'),
        )
        inFlight.add(sending)
        void sending.finally(() => inFlight.delete(sending))
        if (inFlight.size >= connections) await Promise.race(inFlight)
      }
      await Promise.all(inFlight)
    }
  }

  // At start, the one instance there is may count every row taken as abandoned; later, such rows
  // are its own, in hand.
  let abandonAll = deps.options.onlyInstance

  async function pass() {
    await campaigns.releaseAbandoned(abandonAll ? null : clock())
    abandonAll = false
    for (const campaign of await campaigns.sending()) await sendCampaign(campaign)
  }

  const runner = createPassRunner({
    pass,
    pollMs,
    onError: (error) => log.error({ err: error }, 'newsletter sending pass failed'),
  })
  return { kick: runner.kick, start: runner.start, stop: runner.stop }
}

export type CampaignSender = ReturnType<typeof createCampaignSender>
