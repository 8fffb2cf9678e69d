import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AnalyticsQuerySchema, AnalyticsResponseSchema } from '#contract/analytics.ts'
import { ADMIN_READ, errorAnswer } from '#server/http/openapi.ts'
import type { Analytics } from './analytics.service.ts'

/** What the site's visitors did, counted: for owners and admins. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: Analytics }> = async (
  app,
  { analytics },
) => {
  app.get(
    '/analytics',
    {
      config: { permission: 'analytics' },
      schema: {
        description: 'Visitors, page views, sources, devices, goals and searches over a period.',
        security: ADMIN_READ,
        querystring: AnalyticsQuerySchema,
        response: {
          200: AnalyticsResponseSchema,
          400: errorAnswer(
            'A date is not valid, or the period is upside down or too long (`invalid_request`).',
          ),
        },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await analytics.dashboard(request.query)),
  )
}
