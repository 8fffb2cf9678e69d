import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { MessageResponseSchema } from '#contract/newsletter.ts'
import {
  CodeRequiredResponseSchema,
  DEVICE_COOKIE,
  LoginBodySchema,
  LoginCodeBodySchema,
  SESSION_COOKIE,
  SessionResponseSchema,
  SetupBodySchema,
  TWO_FACTOR_COOKIE,
} from '#contract/admin.ts'
import { ResetBodySchema, ResetRequestBodySchema } from '#contract/team.ts'
import { ADMIN_CHANGE, ADMIN_READ, errorAnswer } from '#server/http/openapi.ts'
import type { AuthService, Client, SignedIn } from './auth.service.ts'
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

  const tooMany = errorAnswer(
    'Too many failed sign-ins for this address or network, or too many at once (`rate_limited`): wait, then try again.',
  )
  /** A new session id at every sign-in; the one the browser had (if any) ends here. */
  async function startSession(request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn, code = 200) {
    await auth.logout(request.cookies[SESSION_COOKIE])
    app.setSessionCookies(reply, signedIn)
    return reply.code(code).headers(noStore).send({ admin: signedIn.admin, csrfToken: signedIn.csrfToken })
  }

  app.post(
    '/auth/login',
    {
      schema: {
        body: LoginBodySchema,
        response: {
          200: SessionResponseSchema,
          202: CodeRequiredResponseSchema.describe(
            'The password is right and the account signs in with two steps: send the code to `POST /api/auth/login/code` within five minutes (the ticket travels in an HttpOnly cookie).',
          ),
          401: errorAnswer('The e-mail address or the password is wrong (`unauthorized`).'),
          429: tooMany,
        },
      },
      preHandler: app.requireSameOrigin,
    },
    async (request, reply) => {
      const { email, password } = request.body
      const step = await auth.login(email, password, clientOf(request), request.cookies[DEVICE_COOKIE])
      if ('codeRequired' in step) {
        app.setCodeTicketCookie(reply, step.ticket)
        return reply.code(202).headers(noStore).send({
          codeRequired: true,
          message: 'Enter the code from your authenticator app, or one of your recovery codes.',
        })
      }
      return startSession(request, reply, step)
    },
  )

  app.post(
    '/auth/login/code',
    {
      schema: {
        body: LoginCodeBodySchema,
        response: {
          200: SessionResponseSchema,
          400: errorAnswer(
            'The code is wrong or has been used already (`invalid_request`, on the field `code`).',
          ),
          401: errorAnswer(
            'No sign-in is waiting for a code, or it took over five minutes (`unauthorized`).',
          ),
          429: tooMany,
        },
      },
      preHandler: app.requireSameOrigin,
    },
    async (request, reply) => {
      const signedIn = await auth.loginWithCode(
        request.cookies[TWO_FACTOR_COOKIE],
        request.body.code,
        clientOf(request),
        request.cookies[DEVICE_COOKIE],
      )
      return startSession(request, reply, signedIn)
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
      const { email, role, mustSetUpTwoFactor } = admin
      return reply.headers(noStore).send({ admin: { email, role, mustSetUpTwoFactor }, csrfToken })
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
      const created = await auth.setup(token, email, password, request.ip)
      return startSession(request, reply, await auth.signInNewMember(created.email, clientOf(request)), 201)
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
    async (request, reply) => {
      const { message, email } = await resets.complete(request.body.token, request.body.password, request.ip)
      // The link reached this browser through the member's mailbox: it may sign in whoever guesses.
      app.setDeviceCookie(reply, auth.deviceFor(email))
      return reply.send({ message })
    },
  )
}
