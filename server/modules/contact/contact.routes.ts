import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ContactBodySchema, ContactResponseSchema, FormTokenResponseSchema } from '#contract/contact.ts'
import { sendResult } from '#server/http/form-posts.ts'
import { errorAnswer } from '#server/http/openapi.ts'
import type { ContactService } from './contact.service.ts'
import type { FillTimeTokens } from '#server/http/fill-time.ts'

export const CONTACT_LIMIT = { max: 5, timeWindow: 10 * 60 * 1000 }

export const contactRoutes: FastifyPluginAsyncZod<{
  contact: ContactService
  fillTime: FillTimeTokens
  /** Whether a request's client has likely gone, so its message must not be stored. */
  abandoned: (request: FastifyRequest, reply: FastifyReply) => () => Promise<boolean>
  /** Counts a goal a visitor reached (server/modules/analytics/). */
  reached: (request: FastifyRequest, goal: 'contact') => void
}> = async (app, { contact, fillTime, abandoned, reached }) => {
  app.get(
    '/form-token',
    { schema: { response: { 200: FormTokenResponseSchema } } },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ token: fillTime.issue() }),
  )

  app.post(
    '/send',
    {
      // Only the site's own pages may post here: a form elsewhere would send spam in our name.
      onRequest: app.requireSameOrigin,
      schema: {
        body: ContactBodySchema,
        response: {
          201: ContactResponseSchema,
          400: errorAnswer(
            'A field is missing or not valid (`invalid_request`, with `fields`), or the form token cannot send a message: expired or not ours (`form_expired`), too new (`too_fast`), or used already (`form_used`).',
          ),
        },
      },
      config: {
        rateLimit: CONTACT_LIMIT,
        formRedirects: { success: '/contact/sent', 400: '/contact/not-sent', 429: '/contact/not-sent' },
      },
    },
    async (request, reply) => {
      const sent = await contact.submit(request.body, abandoned(request, reply))
      // A form a robot filled in is answered alike, and is no one's message.
      if (!request.body.website) reached(request, 'contact')
      return sendResult(request, reply, 201, sent)
    },
  )
}
