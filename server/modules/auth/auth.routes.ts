import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { MessageResponseSchema } from '#contract/newsletter.ts'
import {
  DEVICE_COOKIE,
  LoginBodySchema,
  SESSION_COOKIE,
  SessionResponseSchema,
  SetupBodySchema,
} from '#contract/admin.ts'
import { ADMIN_CHANGE, ADMIN_READ, errorAnswer } from '#server/http/openapi.ts'
import { UnauthorizedError } from '#server/lib/errors.ts'
import type { AuthService } from './auth.service.ts'

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
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
      const result = await auth.login(email, password, request.ip, request.cookies[DEVICE_COOKIE])
      // A new session id at every sign-in; the old one (if any) ends here.
      await auth.logout(request.cookies[SESSION_COOKIE])
      app.setSessionCookies(reply, result)
      return reply.headers(noStore).send({ admin: result.admin, csrfToken: result.csrfToken })
    },
  )

  app.get(
    '/auth/session',
    { schema: { security: ADMIN_READ, response: { 200: SessionResponseSchema } } },
    async (request, reply) => {
      const session = await auth.session(request.cookies[SESSION_COOKIE])
      if (!session) throw new UnauthorizedError()
      return reply.headers(noStore).send(session)
    },
  )

  app.post(
    '/auth/logout',
    {
      onRequest: [app.requireAdmin, app.requireCsrf],
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
      await auth.setup(token, email, password)
      const result = await auth.login(email, password, request.ip)
      app.setSessionCookies(reply, result)
      return reply.code(201).headers(noStore).send({ admin: result.admin, csrfToken: result.csrfToken })
    },
  )
}
