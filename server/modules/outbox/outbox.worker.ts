import type { FastifyBaseLogger } from 'fastify'
import type { OutgoingMail } from '#server/email/messages.ts'
import type { MailTransport } from '#server/email/transport.ts'
import { addMs, type Clock } from '#server/lib/clock.ts'
import { createPassRunner } from '#server/lib/pass-runner.ts'
import type { OutboxRepository } from './outbox.repository.ts'

export type OutboxWorkerOptions = {
  /** How often to look for due mail when nobody kicks the worker. */
  pollMs?: number
  /** First retry delay; doubles on each failure up to maxDelayMs. */
  baseDelayMs?: number
  maxDelayMs?: number
  maxAttempts?: number
  /** How long a claimed row stays ours without word from us; renewed while its send runs. */
  leaseMs?: number
}

/**
 * Sends queued mail with retries and exponential backoff. Several instances may run against one
 * database: each row is leased before sending, and the lease is renewed while the send runs (a slow
 * relay may take longer than one lease), so a mail goes out once. Only a crashed instance's lease
 * runs out, and its row is then sent by another.
 */
export function createOutboxWorker(deps: {
  outbox: OutboxRepository
  transport: MailTransport
  clock: Clock
  log: FastifyBaseLogger
  options?: OutboxWorkerOptions
}) {
  const { outbox, transport, clock, log } = deps
  const {
    pollMs = 5000,
    baseDelayMs = 30_000,
    maxDelayMs = 3_600_000,
    maxAttempts = 12,
    leaseMs = 60_000,
  } = deps.options ?? {}

  async function drain() {
    for (;;) {
      const due = await outbox.findDue(clock(), 20)
      if (due.length === 0) return
      for (const row of due) {
        if (runner.stopped()) return
        let lease = addMs(clock(), leaseMs)
        if (!(await outbox.claim(row.id, row.nextAttemptAt, lease))) continue
        const renewal = setInterval(() => {
          const next = addMs(clock(), leaseMs)
          outbox.claim(row.id, lease.toISOString(), next).then(
            (renewed) => void (renewed && (lease = next)),
            (error: unknown) => log.warn({ err: error, mailId: row.id }, 'mail lease not renewed'),
          )
        }, leaseMs / 3)
        try {
          await transport.send(row.id, JSON.parse(row.payload) as OutgoingMail)
          await outbox.markSent(row.id, clock())
          log.info({ mailId: row.id, kind: row.kind }, 'mail sent')
        } catch (error) {
          const attempts = row.attempts + 1
          const delay = Math.min(baseDelayMs * 2 ** (attempts - 1), maxDelayMs)
          const retryAt = attempts >= maxAttempts ? null : addMs(clock(), delay)
          const reason = error instanceof Error ? error.message : String(error)
          await outbox.markFailedAttempt(row.id, reason, retryAt)
          log.warn({ mailId: row.id, attempts, retryAt, reason }, 'mail delivery failed')
        } finally {
          clearInterval(renewal)
        }
      }
    }
  }

  const runner = createPassRunner({
    pass: drain,
    pollMs,
    onError: (error) => log.error({ err: error }, 'outbox pass failed'),
  })
  return { kick: runner.kick, start: runner.start, stop: runner.stop }
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>
