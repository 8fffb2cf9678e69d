// What the features share besides the ground (server/core.ts): the audit log every change is
// recorded in, and the rule of review before publish that the team, content and schedules ask. Each
// is its own feature's (audit/, reviews/); the composition root makes them once, here.
import type { Core as Ground } from '#server/core.ts'
import { createAuditRepository } from './audit/audit.repository.ts'
import { createAuditLog } from './audit/audit.service.ts'
import { createReviewsRepository } from './reviews/reviews.repository.ts'
import { createReviewRule } from './reviews/reviews.service.ts'

export type Core = ReturnType<typeof withCommon>

export function withCommon(ground: Ground) {
  const { config, clock, db } = ground
  return {
    ...ground,
    audit: createAuditLog({
      repo: createAuditRepository(db),
      clock,
      keepMs: config.auditLogDays * 24 * 60 * 60 * 1000,
    }),
    // Whether an editor's publish waits for an owner or admin.
    reviewRule: createReviewRule(createReviewsRepository(db)),
  }
}
