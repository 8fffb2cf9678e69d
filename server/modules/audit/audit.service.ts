import { randomUUID } from 'node:crypto'
import type { AuditAction, AuditEntry, AuditQuery, AuditResponse } from '#contract/audit.ts'
import type { Clock } from '#server/lib/clock.ts'
import { decodeCursor, encodeCursor } from '#server/lib/cursor.ts'
import type { AuditRepository } from './audit.repository.ts'

/** Who did it: a signed-in member, or nobody yet (a failed sign-in, a reset asked for). */
export type Actor = { id: string; email: string } | null

/** Who acts and from where, as a route knows it (null: the site acts for them, as set beforehand). */
export type Acting = { actor: NonNullable<Actor>; ip: string | null }

export type AuditEvent = {
  actor: Actor
  action: AuditAction
  /** What it was done to, in words a reader recognises: a member's address, a message's subject. */
  target?: string | null
  detail?: Record<string, unknown>
  ip?: string | null
}

/** The audit log: who did what, when and from where. Written once, read by owners, never edited. */
export function createAuditLog({
  repo,
  clock,
  keepMs,
}: {
  repo: AuditRepository
  clock: Clock
  keepMs: number
}) {
  return {
    record: (event: AuditEvent) =>
      repo.insert({
        id: randomUUID(),
        at: clock().toISOString(),
        actorId: event.actor?.id ?? null,
        actorEmail: event.actor?.email ?? null,
        action: event.action,
        target: event.target ?? null,
        detail: event.detail ? JSON.stringify(event.detail) : null,
        ip: event.ip ?? null,
      }),

    async list(query: AuditQuery): Promise<AuditResponse> {
      const cursor = query.cursor ? decodeCursor(query.cursor) : undefined
      const rows = await repo.list({ ...query, cursor, limit: query.limit + 1 })
      const page = rows.slice(0, query.limit)
      const items: AuditEntry[] = page.map((row) => ({
        id: row.id,
        at: row.at,
        actor: row.actorEmail,
        action: row.action as AuditAction,
        target: row.target,
        detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : null,
        ip: row.ip,
      }))
      const last = page.at(-1)
      return { items, nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null }
    },

    /** Deletes entries older than the configured time (AUDIT_LOG_DAYS). */
    sweep: () => repo.deleteBefore(new Date(clock().getTime() - keepMs).toISOString()),
  }
}

export type AuditLog = ReturnType<typeof createAuditLog>
