import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  MessagesQuerySchema,
  MessagesResponseSchema,
  RecordIdSchema,
  ReplyBodySchema,
} from '#contract/admin.ts'
import { MessageResponseSchema } from '#contract/newsletter.ts'
import { ADMIN_CHANGE, ADMIN_READ, errorAnswer } from '#server/http/openapi.ts'
import { actingOf } from '#server/modules/auth/session.ts'
import type { InboxService } from './inbox.service.ts'

const IdParamsSchema = z.object({ id: RecordIdSchema })

/**
 * Messages for members who may read the inbox; changes also need the CSRF token. All is checked as the request arrives, so a stranger learns nothing from
 * validation, whatever the body holds.
 */
export const inboxRoutes: FastifyPluginAsyncZod<{ inbox: InboxService }> = async (app, { inbox }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })
  const inboxRead = { config: { permission: 'inbox' as const } }
  const inboxChange = { ...inboxRead, onRequest: app.requireCsrf }

  app.get(
    '/messages',
    {
      ...inboxRead,
      schema: {
        security: ADMIN_READ,
        querystring: MessagesQuerySchema,
        response: {
          200: MessagesResponseSchema,
          400: errorAnswer('A value is not valid, or the `cursor` is not one we gave (`invalid_request`).'),
        },
      },
    },
    (request) => inbox.list(request.query),
  )

  app.post(
    '/reply/:id',
    {
      ...inboxChange,
      schema: {
        security: ADMIN_CHANGE,
        params: IdParamsSchema,
        body: ReplyBodySchema,
        response: {
          200: MessageResponseSchema,
          404: errorAnswer('There is no message with this id (`not_found`).'),
          409: errorAnswer('The message has been answered already (`conflict`).'),
        },
      },
    },
    (request) => inbox.reply(request.params.id, request.body.reply, actingOf(request)),
  )

  app.post(
    '/mail/:id/retry',
    {
      ...inboxChange,
      schema: {
        security: ADMIN_CHANGE,
        params: IdParamsSchema,
        response: {
          200: MessageResponseSchema,
          404: errorAnswer('There is no failed e-mail with this id (`not_found`).'),
        },
      },
    },
    (request) => inbox.retryMail(request.params.id),
  )
}
