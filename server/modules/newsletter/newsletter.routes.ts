import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ConfirmBodySchema,
  ConfirmResponseSchema,
  MessageResponseSchema,
  PreferencesBodySchema,
  PreferencesResponseSchema,
  SubscribeBodySchema,
  TokenQuerySchema,
  TokenSchema,
} from '#contract/newsletter.ts'
import { CONFIRMED_TOPICS_TOKEN } from '#contract/newsletter-constants.ts'
import { FormLanguageSchema } from '#contract/language.ts'
import { isFormPost, sendResult } from '#server/http/form-posts.ts'
import { errorAnswer } from '#server/http/openapi.ts'
import { AppError } from '#server/lib/errors.ts'
import type { NewsletterService } from './newsletter.service.ts'

export const SUBSCRIBE_LIMIT = { max: 10, timeWindow: 10 * 60 * 1000 }
const TOKEN_LIMIT = { max: 30, timeWindow: 60 * 1000 }

// RFC 8058: mail clients POST `List-Unsubscribe=One-Click` to the URL from the header, token in the query.
const UnsubscribeBodySchema = z
  .object({
    token: TokenSchema.optional(),
    'List-Unsubscribe': z.literal('One-Click').optional(),
    language: FormLanguageSchema,
  })
  .nullish()

export const newsletterRoutes: FastifyPluginAsyncZod<{
  newsletter: NewsletterService
  /** Counts a goal a visitor reached (server/modules/analytics/). */
  reached: (request: FastifyRequest, goal: 'subscription' | 'job-alert') => void
}> = async (app, { newsletter, reached }) => {
  const json = app.getDefaultJsonParser('error', 'error')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : json(request, body as string, done),
  )
  app.post(
    '/subscribe',
    {
      // Only the site's own pages may post here: a form elsewhere would send spam in our name.
      onRequest: app.requireSameOrigin,
      schema: { body: SubscribeBodySchema, response: { 202: MessageResponseSchema } },
      config: {
        rateLimit: SUBSCRIBE_LIMIT,
        formRedirects: {
          success: '/newsletter/check-your-inbox',
          400: '/newsletter/invalid-email',
          429: '/newsletter/try-again-later',
        },
      },
    },
    async (request, reply) => {
      const answer = await newsletter.subscribe(request.body)
      // The job alerts page signs up for `jobs`; a form a robot filled in is no one's sign-up.
      if (request.body.topic === 'jobs' && !request.body.website) reached(request, 'job-alert')
      return sendResult(request, reply, 202, answer)
    },
  )

  app.post(
    '/newsletter/confirm',
    {
      // Only the site's own pages may post here: a form elsewhere would send spam in our name.
      onRequest: app.requireSameOrigin,
      schema: {
        body: ConfirmBodySchema,
        response: {
          200: ConfirmResponseSchema,
          410: errorAnswer('The link has expired or has been used already (`gone`).'),
        },
      },
      config: {
        rateLimit: TOKEN_LIMIT,
        formRedirects: {
          success: '/newsletter/confirmed',
          400: '/newsletter/link-expired',
          410: '/newsletter/link-expired',
        },
      },
    },
    async (request, reply) => {
      const confirmed = await newsletter.confirm(request.body.token, request.body.topics)
      reached(request, 'subscription')
      const thanks = new URLSearchParams({ [CONFIRMED_TOPICS_TOKEN]: confirmed.topics.join(',') })
      return sendResult(request, reply, 200, confirmed, thanks)
    },
  )

  app.get(
    '/newsletter/preferences',
    {
      schema: {
        description:
          'What the preferences page shows: the address, partly hidden, and the topics it receives.',
        querystring: TokenQuerySchema,
        response: {
          200: PreferencesResponseSchema,
          410: errorAnswer('The link is not valid (`gone`).'),
        },
      },
      config: { rateLimit: TOKEN_LIMIT },
    },
    async (request, reply) => {
      // An address's choices are nobody else's: no cache keeps them.
      void reply.header('cache-control', 'no-store')
      return newsletter.preferences(request.query.token)
    },
  )

  app.post(
    '/newsletter/preferences',
    {
      onRequest: app.requireSameOrigin,
      schema: {
        description: 'The topics the address receives from now on; none, or `leave`, ends every mail.',
        body: PreferencesBodySchema,
        response: {
          200: MessageResponseSchema,
          410: errorAnswer('The link is not valid (`gone`).'),
        },
      },
      config: {
        rateLimit: TOKEN_LIMIT,
        formRedirects: {
          success: '/newsletter/preferences-saved',
          400: '/newsletter/link-expired',
          410: '/newsletter/link-expired',
        },
      },
    },
    async (request, reply) => {
      const { token, topics, leave, language = '' } = request.body
      const result = await newsletter.savePreferences(token, topics, Boolean(leave))
      if (leave || topics.length === 0) {
        const left = app.pathInLanguage(language, '/newsletter/unsubscribed')
        return isFormPost(request) ? reply.redirect(left, 303) : result
      }
      return sendResult(request, reply, 200, result)
    },
  )

  // RFC 8058 one-click unsubscribe: mail clients SHOULD post multipart/form-data, and some post an
  // empty body, the token being in the URL. Only this route reads multipart (text fields, small), and
  // a body that is not well-formed is the client's error.
  await app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<ZodTypeProvider>()
    oneClick.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: 16 * 1024 },
      async (request: FastifyRequest, body: Buffer) => {
        const type = String(request.headers['content-type'])
        const form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } })
          .formData()
          .catch((error: unknown) => {
            throw new AppError(400, 'bad_request', 'The form could not be read.', { cause: error })
          })
        return Object.fromEntries([...form].filter(([, value]) => typeof value === 'string'))
      },
    )
    oneClick.post(
      '/newsletter/unsubscribe',
      {
        schema: {
          description:
            'The token from the unsubscribe link goes in the body or in the query. Mail clients post `List-Unsubscribe=One-Click` (RFC 8058) as a form or as multipart, with the token in the query: when it works they are answered 200, not redirected.',
          querystring: z.object({ token: TokenSchema.optional() }),
          body: UnsubscribeBodySchema,
          consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
          response: {
            200: MessageResponseSchema,
            400: errorAnswer(
              'No token in the body or the query, a value is not valid (`invalid_request`), or the multipart body cannot be read (`bad_request`).',
            ),
            410: errorAnswer('The link is not valid, or no longer (`gone`).'),
          },
        },
        config: {
          rateLimit: TOKEN_LIMIT,
          formRedirects: {
            success: '/newsletter/unsubscribed',
            400: '/newsletter/link-expired',
            410: '/newsletter/link-expired',
          },
        },
      },
      async (request, reply) => {
        const token = request.body?.token ?? request.query.token
        if (!token) throw new AppError(400, 'invalid_request', 'This unsubscribe link is not valid.')
        const result = await newsletter.unsubscribe(token)
        if (request.body?.['List-Unsubscribe'] === 'One-Click') return reply.code(200).send(result)
        return sendResult(request, reply, 200, result)
      },
    )
  })
}
