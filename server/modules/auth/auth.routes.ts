import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { MessageResponseSchema } from '#contract/newsletter.ts'
import {
  DEVICE_COOKIE,
  LoginBodySchema,
  SESSION_COOKIE,
  SessionResponseSchema,
  SetupBodySchema,
} from '#contract/admin.ts'
import { ResetBodySchema, ResetRequestBodySchema } from '#contract/team.ts'
import { ADMIN_CHANGE, ADMIN_READ, errorAnswer } from '#server/http/openapi.ts'
import type { AuthService, Client } from './auth.service.ts'
import type { PasswordResets } from './password-reset.service.ts'

export const clientOf = (request: FastifyRequest): Client => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
})

// Per client: asking for reset links is cheap for us and costly for the addresses they go to.
const RESET_LIMIT = { max: 10, timeWindow: 15 * 60 * 1000 }

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; resets: PasswordResets }> = async (
  app,
  { auth, resets },
) => {
  const noStore = { 'cache-control': 'no-store' }

  app.post(
    '/auth/login',
    {
      schema: {
        body: LoginBodySchema,
        response: {
          200: SessionResponseSchema,
          401: errorAnswer('The e-mail address or the password is wrong (`unauthorized`).'),
          429: errorAnswer(
            'Too many failed sign-ins for this address or network, or too many at once (`rate_limited`): wait, then try again.',
          ),
        },
      },
      preHandler: app.requireSameOrigin,
    },
    async (request, reply) => {
      const { email, password } = request.body
      const result = await auth.login(email, password, clientOf(request), request.cookies[DEVICE_COOKIE])
      // A new session id at every sign-in; the old one (if any) ends here.
      await auth.logout(request.cookies[SESSION_COOKIE])
      app.setSessionCookies(reply, result)
      return reply.headers(noStore).send({ admin: result.admin, csrfToken: result.csrfToken })
    },
  )

  app.get(
    '/auth/session',
    {
      config: { permission: 'member' },
      schema: { security: ADMIN_READ, response: { 200: SessionResponseSchema } },
    },
    async (request, reply) => {
      const { admin, csrfToken } = request.member()
      return reply.headers(noStore).send({ admin: { email: admin.email, role: admin.role }, csrfToken })
    },
  )

  app.post(
    '/auth/logout',
    {
      onRequest: app.requireCsrf,
      config: { permission: 'member' },
      schema: { security: ADMIN_CHANGE, response: { 200: MessageResponseSchema } },
    },
    async (request, reply) => {
      await auth.logout(request.cookies[SESSION_COOKIE])
      app.clearSessionCookies(reply)
      return reply.headers(noStore).send({ message: 'You have been signed out.' })
    },
  )

  app.post(
    '/auth/setup',
    {
      schema: {
        body: SetupBodySchema,
        response: {
          201: SessionResponseSchema,
          410: errorAnswer('The setup link has expired or has been used already (`gone`).'),
        },
      },
      preHandler: app.requireSameOrigin,
      config: { rateLimit: { max: 10, timeWindow: 15 * 60 * 1000 } },
    },
    async (request, reply) => {
      const { token, email, password } = request.body
      await auth.setup(token, email, password, request.ip)
      const result = await auth.login(email, password, clientOf(request))
      app.setSessionCookies(reply, result)
      return reply.code(201).headers(noStore).send({ admin: result.admin, csrfToken: result.csrfToken })
    },
  )

  app.post(
    '/auth/password-reset',
    {
      preHandler: app.requireSameOrigin,
      config: { rateLimit: RESET_LIMIT },
      schema: {
        body: ResetRequestBodySchema,
        response: {
          202: MessageResponseSchema.describe('The same answer whether or not the address has an account.'),
        },
      },
    },
    async (request, reply) => reply.code(202).send(await resets.request(request.body.email, request.ip)),
  )

  app.post(
    '/auth/password-reset/complete',
    {
      preHandler: app.requireSameOrigin,
      config: { rateLimit: RESET_LIMIT },
      schema: {
        body: ResetBodySchema,
        response: {
          200: MessageResponseSchema,
          410: errorAnswer('The link has expired or has been used already (`gone`).'),
        },
      },
    },
    (request) => resets.complete(request.body.token, request.body.password, request.ip),
  )
}
