import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  MessagesQuerySchema,
  MessagesResponseSchema,
  ReplyBodySchema,
  SubscribersResponseSchema,
} from '#contract/admin.ts'
import { MessageResponseSchema } from '#contract/newsletter.ts'
import { subscribersCsv, type InboxService } from './inbox.service.ts'

const IdParamsSchema = z.object({ id: z.string().min(1).max(100) })

/**
 * Everything here is for a signed-in admin; changes also need the CSRF token. Both are checked as the
 * request arrives, so a stranger learns nothing from validation, whatever the body holds.
 */
export const inboxRoutes: FastifyPluginAsyncZod<{ inbox: InboxService }> = async (app, { inbox }) => {
  app.addHook('onRequest', app.requireAdmin)
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })
  const changes = { onRequest: app.requireCsrf }

  app.get(
    '/messages',
    { schema: { querystring: MessagesQuerySchema, response: { 200: MessagesResponseSchema } } },
    (request) => inbox.list(request.query),
  )

  app.post(
    '/reply/:id',
    {
      ...changes,
      schema: { params: IdParamsSchema, body: ReplyBodySchema, response: { 200: MessageResponseSchema } },
    },
    (request) => inbox.reply(request.params.id, request.body.reply),
  )

  app.post(
    '/mail/:id/retry',
    { ...changes, schema: { params: IdParamsSchema, response: { 200: MessageResponseSchema } } },
    (request) => inbox.retryMail(request.params.id),
  )

  app.get('/subscribers', { schema: { response: { 200: SubscribersResponseSchema } } }, () =>
    inbox.subscribers(),
  )

  app.get('/subscribers.csv', async (_request, reply) => {
    const { items } = await inbox.subscribers()
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="subscribers.csv"')
      .send(subscribersCsv(items))
  })
}
