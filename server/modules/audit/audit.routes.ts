import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AuditQuerySchema, AuditResponseSchema } from '#contract/audit.ts'
import { ADMIN_READ, errorAnswer } from '#server/http/openapi.ts'
import type { AuditLog } from './audit.service.ts'

/** A content file as the log records it: `insights/ai-in-business.yaml`. */
const CONTENT_REF = /^[\w/.-]+\.(ya?ml|md)$/

/**
 * The audit log, for owners: read only, since no route writes or changes an entry. Content files are
 * named as the editor names them (`nameOf`), not by their files.
 */
export const auditRoutes: FastifyPluginAsyncZod<{
  audit: AuditLog
  nameOf: (ref: string) => Promise<string | null>
}> = async (app, { audit, nameOf }) => {
  /** A value with each content file in it named: alone, in a list, or several joined by commas. */
  async function named(value: unknown): Promise<unknown> {
    if (Array.isArray(value)) return Promise.all(value.map(named))
    if (typeof value !== 'string') return value
    const parts = value.split(', ')
    if (!parts.every((part) => CONTENT_REF.test(part))) return value
    return (await Promise.all(parts.map(async (ref) => `“${(await nameOf(ref)) ?? ref}”`))).join(', ')
  }

  app.get(
    '/audit',
    {
      config: { permission: 'team' },
      schema: {
        security: ADMIN_READ,
        querystring: AuditQuerySchema,
        response: {
          200: AuditResponseSchema,
          400: errorAnswer('A filter is not valid, or the `cursor` is not one we gave (`invalid_request`).'),
        },
      },
    },
    async (request, reply) => {
      const { items, nextCursor } = await audit.list(request.query)
      const shown = await Promise.all(
        items.map(async (item) => ({
          ...item,
          target: (await named(item.target)) as string | null,
          detail:
            item.detail &&
            Object.fromEntries(
              await Promise.all(
                Object.entries(item.detail).map(async ([key, value]) => [key, await named(value)]),
              ),
            ),
        })),
      )
      return reply.header('cache-control', 'no-store').send({ items: shown, nextCursor })
    },
  )
}
