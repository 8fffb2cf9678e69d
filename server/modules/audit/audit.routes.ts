import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AuditQuerySchema, AuditResponseSchema } from '#contract/audit.ts'
import { ADMIN_READ, errorAnswer } from '#server/http/openapi.ts'
import type { AuditLog } from './audit.service.ts'

/** The audit log, for owners: read only, since no route writes or changes an entry. */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditLog }> = async (app, { audit }) => {
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
    async (request, reply) => reply.header('cache-control', 'no-store').send(await audit.list(request.query)),
  )
}
