import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AnalyticsQuerySchema,
  AnalyticsResponseSchema,
  PageReadsQuerySchema,
  PageReadsResponseSchema,
} from '#contract/analytics.ts'
import { READS_DAYS } from '#contract/analytics-constants.ts'
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

  app.get(
    '/analytics/page',
    {
      config: { permission: 'analytics' },
      schema: {
        description: `A page's page views and visitors over the last ${READS_DAYS} days, today's included.`,
        security: ADMIN_READ,
        querystring: PageReadsQuerySchema,
        response: {
          200: PageReadsResponseSchema,
          400: errorAnswer('The address is not a page of the site (`invalid_request`).'),
        },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await analytics.readsOf(request.query.path)),
  )

  app.get(
    '/analytics.csv',
    {
      config: { permission: 'analytics' },
      schema: {
        description:
          'Every day’s totals of a period, one line per thing counted (a page, a source, a goal…), for a spreadsheet.',
        security: ADMIN_READ,
        querystring: AnalyticsQuerySchema,
        response: {
          200: {
            description: 'Day, what is counted, its name, visitors, and page views (or times, for a goal).',
            content: { 'text/csv': { schema: z.string() } },
          },
          400: errorAnswer(
            'A date is not valid, or the period is upside down or too long (`invalid_request`).',
          ),
        },
      },
    },
    async (request, reply) => {
      const { filename, csv } = await analytics.exportCsv(request.query)
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv)
    },
  )
}
