import type { FastifyBaseLogger } from 'fastify'
import type { OutgoingMail } from '#server/email/messages.ts'
import type { MailTransport } from '#server/email/transport.ts'
import { addMs, type Clock } from '#server/lib/clock.ts'
import type { OutboxRepository } from './outbox.repository.ts'

export type OutboxWorkerOptions = {
  /** How often to look for due mail when nobody kicks the worker. */
  pollMs?: number
  /** First retry delay; doubles on each failure up to maxDelayMs. */
  baseDelayMs?: number
  maxDelayMs?: number
  maxAttempts?: number
}

/**
 * Sends queued mail with retries and exponential backoff. Several instances may run against one
 * database: each row is leased before sending, so a mail goes out once.
 */
export function createOutboxWorker(deps: {
  outbox: OutboxRepository
  transport: MailTransport
  clock: Clock
  log: FastifyBaseLogger
  options?: OutboxWorkerOptions
}) {
  const { outbox, transport, clock, log } = deps
  const { pollMs = 5000, baseDelayMs = 30_000, maxDelayMs = 3_600_000, maxAttempts = 12 } = deps.options ?? {}
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let again = false
  let stopped = false

  async function drain() {
    for (;;) {
      const due = await outbox.findDue(clock(), 20)
      if (due.length === 0) return
      for (const row of due) {
        if (stopped) return
        const leaseUntil = addMs(clock(), 60_000)
        if (!(await outbox.claim(row.id, row.nextAttemptAt, leaseUntil))) continue
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
        }
      }
    }
  }

  /** Runs a pass now; a kick during a pass queues one more pass. */
  function kick() {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, 'outbox pass failed'))
      .finally(() => {
        running = undefined
        if (again) {
          again = false
          kick()
        }
      })
  }

  return {
    kick,
    start() {
      stopped = false
      timer = setInterval(kick, pollMs)
      timer.unref()
      kick()
    },
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>
