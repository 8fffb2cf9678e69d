import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import {
  ChangeScheduleBodySchema,
  ScheduleBodySchema,
  ScheduleListResponseSchema,
  ScheduleParamsSchema,
  ScheduleResponseSchema,
} from '#contract/schedules.ts'
import { mayUse, type Permission } from '#contract/roles-constants.ts'
import type { ScheduleAction } from '#server/db/schema.ts'
import { ADMIN_CHANGE, ADMIN_READ, errorAnswer } from '#server/http/openapi.ts'
import { ForbiddenError } from '#server/lib/errors.ts'
import { actingOf, checkMayChange } from '#server/modules/auth/session.ts'
import type { ReviewRule } from '#server/modules/reviews/reviews.service.ts'
import type { Schedules } from './schedules.service.ts'

/** Content is set for a time by those who may publish it; a newsletter issue by those who may send it. */
const PERMISSION_OF: Record<ScheduleAction, Permission> = {
  publish: 'content',
  unpublish: 'content',
  send: 'newsletter',
}
const ACTIONS = Object.keys(PERMISSION_OF) as ScheduleAction[]

const mayTouch = (request: FastifyRequest, action: ScheduleAction) =>
  mayUse(request.member().admin, PERMISSION_OF[action])

function checkMayTouch(request: FastifyRequest, action: ScheduleAction, target: string) {
  if (!mayTouch(request, action)) throw new ForbiddenError('Your role does not let you set this.')
  if (action !== 'send') for (const ref of target.split(',')) checkMayChange(request, ref)
}

const refused = errorAnswer(
  'The time is past or does not exist, or the work would be refused now (`invalid_request`, `conflict`): the message says why.',
)
const noSuch = errorAnswer('There is no such schedule (`not_found`).')
const over = errorAnswer('It is under way or over already (`conflict`).')

/** Publishing, taking down and newsletter sends set for a time: listed, set, moved and cancelled. */
export const schedulesRoutes: FastifyPluginAsyncZod<{
  schedules: Schedules
  /** While the team reviews before publishing, an editor may not set content to go live or come down. */
  reviewRule: ReviewRule
}> = async (app, { schedules, reviewRule }) => {
  /** Setting or moving work: the role's, and for content, the team's review rule's. */
  async function checkMaySet(request: FastifyRequest, action: ScheduleAction, target: string) {
    checkMayTouch(request, action, target)
    if (action !== 'send') await reviewRule.checkMayPublish(request.member().admin.role)
  }

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })
  const read = { config: { permission: 'member' as const } }
  const change = { ...read, onRequest: app.requireCsrf }

  app.get(
    '/schedules',
    { ...read, schema: { security: ADMIN_READ, response: { 200: ScheduleListResponseSchema } } },
    (request) => schedules.list(ACTIONS.filter((action) => mayTouch(request, action))),
  )

  app.post(
    '/schedules',
    {
      ...change,
      schema: {
        // The admin's pages send JSON; one kind of body keeps the document's example a single schedule.
        consumes: ['application/json'],
        security: ADMIN_CHANGE,
        body: ScheduleBodySchema,
        response: { 201: ScheduleResponseSchema, 400: refused, 409: refused },
      },
    },
    async (request, reply) => {
      const { body } = request
      const target =
        body.action === 'send' ? body.campaignId : body.action === 'publish' ? body.refs.join(',') : body.ref
      await checkMaySet(request, body.action, target)
      const takeDown = body.action === 'unpublish' ? body : null
      const schedule = await schedules.set(
        body.action,
        target,
        { at: body.at, redirectTo: takeDown?.redirectTo ?? null, takeOut: takeDown?.takeOut ?? false },
        actingOf(request),
      )
      return reply.code(201).send({ schedule })
    },
  )

  app.post(
    '/schedules/:id',
    {
      ...change,
      schema: {
        security: ADMIN_CHANGE,
        params: ScheduleParamsSchema,
        body: ChangeScheduleBodySchema,
        response: { 200: ScheduleResponseSchema, 400: refused, 404: noSuch, 409: over },
      },
    },
    async (request) => {
      const { action, target } = await schedules.find(request.params.id)
      await checkMaySet(request, action, target)
      return { schedule: await schedules.change(request.params.id, request.body, actingOf(request)) }
    },
  )

  app.post(
    '/schedules/:id/cancel',
    {
      ...change,
      schema: {
        security: ADMIN_CHANGE,
        params: ScheduleParamsSchema,
        response: { 200: ScheduleResponseSchema, 404: noSuch, 409: over },
      },
    },
    async (request) => {
      const { action, target } = await schedules.find(request.params.id)
      checkMayTouch(request, action, target)
      return { schedule: await schedules.cancel(request.params.id, actingOf(request)) }
    },
  )
}
