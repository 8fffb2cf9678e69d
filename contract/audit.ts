import { z } from 'zod'
import { AUDIT_ACTIONS, type AuditAction } from './audit-constants.ts'
import { LIMITS } from './limits.ts'

export * from './audit-constants.ts'

const actionNames = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]]

export const AuditQuerySchema = z.object({
  action: z.enum(actionNames, 'Choose an action from the list.').optional(),
  actor: z.string().trim().max(LIMITS.email).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})
export type AuditQuery = z.infer<typeof AuditQuerySchema>

export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.string().nullable().describe('The acting member’s e-mail address; null for a visitor.'),
  action: z.enum(actionNames),
  target: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
})
export type AuditEntry = z.infer<typeof AuditEntrySchema>

export const AuditResponseSchema = z.object({
  items: z.array(AuditEntrySchema),
  nextCursor: z.string().nullable(),
})
export type AuditResponse = z.infer<typeof AuditResponseSchema>
