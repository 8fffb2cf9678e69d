import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { RecordIdSchema } from '#contract/admin.ts'
import { MessageResponseSchema } from '#contract/newsletter.ts'
import {
  PasswordConfirmBodySchema,
  RecoveryCodesResponseSchema,
  TwoFactorEnableBodySchema,
  TwoFactorSetupResponseSchema,
} from '#contract/team.ts'
import { ADMIN_CHANGE, errorAnswer } from '#server/http/openapi.ts'
import { actingOf } from './session.ts'
import type { TwoFactor } from './two-factor.service.ts'

const notOn = errorAnswer('Two-step sign-in is not on, or the team requires it to stay on (`conflict`).')

/** Each member's own two-step sign-in, under their account; the team's rule for it, for owners. */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ twoFactor: TwoFactor }> = async (
  app,
  { twoFactor },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })
  const memberChange = { config: { permission: 'member' as const }, onRequest: app.requireCsrf }
  const ownerChange = { config: { permission: 'team' as const }, onRequest: app.requireCsrf }

  app.post(
    '/account/two-factor/setup',
    {
      ...memberChange,
      schema: { security: ADMIN_CHANGE, response: { 200: TwoFactorSetupResponseSchema } },
    },
    (request) => twoFactor.begin(request.member().admin),
  )

  app.post(
    '/account/two-factor/enable',
    {
      ...memberChange,
      schema: {
        security: ADMIN_CHANGE,
        body: TwoFactorEnableBodySchema,
        response: {
          200: RecoveryCodesResponseSchema,
          400: errorAnswer(
            'The code is not the one the new key gives now (field `code`), or, for a move to a new key, the password is not the member’s (field `password`) (`invalid_request`).',
          ),
          410: errorAnswer('The set-up is over 15 minutes old or was made for someone else (`gone`).'),
        },
      },
    },
    (request) =>
      twoFactor.enable(request.body.setupToken, request.body.code, request.body.password, actingOf(request)),
  )

  app.post(
    '/account/two-factor/disable',
    {
      ...memberChange,
      schema: {
        security: ADMIN_CHANGE,
        body: PasswordConfirmBodySchema,
        response: { 200: MessageResponseSchema, 409: notOn },
      },
    },
    (request) => twoFactor.disable(request.body.password, actingOf(request)),
  )

  app.post(
    '/account/two-factor/recovery-codes',
    {
      ...memberChange,
      schema: {
        security: ADMIN_CHANGE,
        body: PasswordConfirmBodySchema,
        response: { 200: RecoveryCodesResponseSchema, 409: notOn },
      },
    },
    (request) => twoFactor.renewRecoveryCodes(request.body.password, actingOf(request)),
  )

  // Two actions rather than a flag: a form post (any route takes one) has no booleans.
  app.post(
    '/team/two-factor/require',
    {
      ...ownerChange,
      schema: {
        security: ADMIN_CHANGE,
        response: {
          200: MessageResponseSchema,
          409: errorAnswer('The owner asking has not turned it on for themselves (`conflict`).'),
        },
      },
    },
    (request) => twoFactor.setRequired(true, actingOf(request)),
  )

  app.post(
    '/team/two-factor/make-optional',
    { ...ownerChange, schema: { security: ADMIN_CHANGE, response: { 200: MessageResponseSchema } } },
    (request) => twoFactor.setRequired(false, actingOf(request)),
  )

  app.post(
    '/team/members/:id/two-factor/reset',
    {
      ...ownerChange,
      schema: {
        security: ADMIN_CHANGE,
        params: z.object({ id: RecordIdSchema }),
        response: {
          200: MessageResponseSchema,
          404: errorAnswer('There is no member with this id (`not_found`).'),
          409: errorAnswer('The member does not use two-step sign-in, or is the owner asking (`conflict`).'),
        },
      },
    },
    (request) => twoFactor.resetFor(request.params.id, actingOf(request)),
  )
}
