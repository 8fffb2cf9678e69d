import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ArchiveBodySchema,
  MessagesQuerySchema,
  MessagesResponseSchema,
  RecordIdSchema,
  ReplyBodySchema,
  UnansweredResponseSchema,
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

  app.get(
    '/messages/unanswered',
    {
      ...inboxRead,
      schema: {
        description: 'How many messages in the inbox wait for an answer: the count beside Messages.',
        security: ADMIN_READ,
        response: { 200: UnansweredResponseSchema },
      },
    },
    async () => ({ unanswered: await inbox.unanswered() }),
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
        },
      },
    },
    (request) => inbox.reply(request.params.id, request.body.reply, actingOf(request)),
  )

  app.post(
    '/messages/:id/archive',
    {
      ...inboxChange,
      schema: {
        description: 'Puts a message out of the way (`archived: true`), or brings it back to the inbox.',
        // The admin's inbox sends JSON: a form's `archived=true` would be a word, not a yes.
        consumes: ['application/json'],
        security: ADMIN_CHANGE,
        params: IdParamsSchema,
        body: ArchiveBodySchema,
        response: {
          200: MessageResponseSchema,
          404: errorAnswer('There is no message with this id (`not_found`).'),
        },
      },
    },
    (request) => inbox.archive(request.params.id, request.body.archived),
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
