import { Readable } from 'node:stream'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  SubscribersImportBodySchema,
  SubscribersImportResultSchema,
  SubscribersQuerySchema,
  SubscribersResponseSchema,
} from '#contract/admin.ts'
import { SUBSCRIBERS_IMPORT_MAX_BYTES } from '#contract/newsletter-constants.ts'
import { ADMIN_CHANGE, ADMIN_READ, errorAnswer } from '#server/http/openapi.ts'
import { AppError } from '#server/lib/errors.ts'
import { actingOf } from '#server/modules/auth/session.ts'
import type { SubscribersService } from './subscribers.service.ts'

/** An import's body: its CSV's text in JSON, with room for the escapes. */
export const IMPORT_BODY_LIMIT = Math.ceil(SUBSCRIBERS_IMPORT_MAX_BYTES * 1.5)

/** The newsletter's readers, for members who may see them: the list, the export and the import. */
export const subscribersRoutes: FastifyPluginAsyncZod<{ subscribers: SubscribersService }> = async (
  app,
  { subscribers },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })
  const read = { config: { permission: 'subscribers' as const } }

  app.get(
    '/subscribers',
    {
      ...read,
      schema: {
        security: ADMIN_READ,
        description:
          'The subscriptions a page at a time, newest first: the next page is asked for with the `nextCursor` of the one before.',
        querystring: SubscribersQuerySchema,
        response: {
          200: SubscribersResponseSchema,
          400: errorAnswer('A value is not valid, or the `cursor` is not one we gave (`invalid_request`).'),
        },
      },
    },
    (request) => subscribers.list(request.query),
  )

  app.get(
    '/subscribers.csv',
    {
      ...read,
      schema: {
        security: ADMIN_READ,
        response: {
          200: {
            description:
              'Every confirmed reader, one a line, with their topics and when and how they said yes, as a spreadsheet or another mailing service reads it.',
            content: { 'text/csv': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      // Sent as it is read from the database, a batch of readers at a time: a stream of the text
      // the schema describes.
      const csv = Readable.from(await subscribers.exportCsv(actingOf(request)))
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="subscribers.csv"')
        .send(csv as unknown as string)
    },
  )

  app.post(
    '/subscribers/import',
    {
      ...read,
      onRequest: app.requireCsrf,
      bodyLimit: IMPORT_BODY_LIMIT,
      preValidation: async (request: FastifyRequest) => {
        if (!request.headers['content-type']?.startsWith('application/json')) {
          throw new AppError(415, 'unsupported_media_type', 'Send the import as JSON.')
        }
      },
      schema: {
        consumes: ['application/json'],
        security: ADMIN_CHANGE,
        description:
          'Adds the addresses of a CSV to a topic: each asked to confirm, or confirmed with the consent given elsewhere stated. Nobody who left is added back.',
        body: SubscribersImportBodySchema,
        response: {
          200: SubscribersImportResultSchema,
          400: errorAnswer('A field is not valid (`invalid_request`), such as a topic that does not exist.'),
          413: errorAnswer('The file is larger than an import takes (`payload_too_large`).'),
        },
      },
    },
    (request) => subscribers.importCsv(request.body, actingOf(request)),
  )
}
