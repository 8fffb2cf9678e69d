import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { MessageResponseSchema } from '#contract/newsletter.ts'
import {
  ApprovedResponseSchema,
  ApproveReviewBodySchema,
  AskReviewBodySchema,
  ReturnReviewBodySchema,
  ReviewListResponseSchema,
  ReviewParamsSchema,
  ReviewResponseSchema,
} from '#contract/reviews.ts'
import { ADMIN_CHANGE, ADMIN_READ, errorAnswer } from '#server/http/openapi.ts'
import { actingOf, checkMayChange } from '#server/modules/auth/session.ts'
import type { Reviews } from './reviews.service.ts'

const noSuch = errorAnswer('There is no such request for review (`not_found`).')
const decided = errorAnswer('It was approved, sent back or withdrawn already (`conflict`).')

/** Review before publish: the team's setting, the requests, and the reviewers' decisions. */
export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: Reviews }> = async (app, { reviews }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })
  const read = { config: { permission: 'content' as const } }
  const change = { ...read, onRequest: app.requireCsrf }
  const decide = { config: { permission: 'review' as const }, onRequest: app.requireCsrf }
  const ownerChange = { config: { permission: 'team' as const }, onRequest: app.requireCsrf }

  // Two actions rather than a flag, as for two-step sign-in: a form post has no booleans.
  app.post(
    '/team/review/require',
    { ...ownerChange, schema: { security: ADMIN_CHANGE, response: { 200: MessageResponseSchema } } },
    (request) => reviews.setRequired(true, actingOf(request)),
  )
  app.post(
    '/team/review/make-optional',
    { ...ownerChange, schema: { security: ADMIN_CHANGE, response: { 200: MessageResponseSchema } } },
    (request) => reviews.setRequired(false, actingOf(request)),
  )

  app.get(
    '/content/reviews',
    { ...read, schema: { security: ADMIN_READ, response: { 200: ReviewListResponseSchema } } },
    () => reviews.list(),
  )

  app.post(
    '/content/reviews',
    {
      ...change,
      schema: {
        security: ADMIN_CHANGE,
        body: AskReviewBodySchema,
        response: {
          201: ReviewResponseSchema,
          400: errorAnswer('The draft would not build (`invalid_request`): `fields` says where.'),
          404: errorAnswer('There is no such content file (`not_found`).'),
          409: errorAnswer('The draft changed since this copy was opened, or there is none (`conflict`).'),
        },
      },
    },
    async (request, reply) => {
      checkMayChange(request, request.body.ref)
      return reply.code(201).send(await reviews.ask(request.body, actingOf(request)))
    },
  )

  app.post(
    '/content/reviews/:id/approve',
    {
      ...decide,
      schema: {
        security: ADMIN_CHANGE,
        params: ReviewParamsSchema,
        body: ApproveReviewBodySchema,
        response: {
          202: ApprovedResponseSchema,
          400: errorAnswer('The draft would not build (`invalid_request`).'),
          404: noSuch,
          409: errorAnswer(
            'It was decided already, or the draft changed since the reviewer opened it (`conflict`).',
          ),
        },
      },
    },
    async (request, reply) =>
      reply.code(202).send(
        await reviews.approve(request.params.id, request.body.revision, {
          ...actingOf(request),
          role: request.member().admin.role,
        }),
      ),
  )

  app.post(
    '/content/reviews/:id/return',
    {
      ...decide,
      schema: {
        security: ADMIN_CHANGE,
        params: ReviewParamsSchema,
        body: ReturnReviewBodySchema,
        response: { 200: ReviewResponseSchema, 404: noSuch, 409: decided },
      },
    },
    (request) => reviews.sendBack(request.params.id, request.body.note, actingOf(request)),
  )
}
