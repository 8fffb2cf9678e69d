import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CampaignBodySchema,
  CampaignParamsSchema,
  CampaignPreviewSchema,
  CampaignSchema,
  CampaignsResponseSchema,
  SendPageBodySchema,
} from '#contract/campaigns.ts'
import { MessageResponseSchema } from '#contract/newsletter.ts'
import { ADMIN_CHANGE, ADMIN_READ, errorAnswer } from '#server/http/openapi.ts'
import { AppError } from '#server/lib/errors.ts'
import { actingOf } from '#server/modules/auth/session.ts'
import type { CampaignsService } from './campaigns.service.ts'

const noSuchCampaign = errorAnswer('There is no campaign with this id (`not_found`).')
const invalidCampaign = errorAnswer(
  'A field is not valid (`invalid_request`): `fields` has a message for each, such as a page that is not public.',
)
/** Which version of an issue a preview shows: a language it is written in; the default language's without. */
const previewQuery = z.object({
  language: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'Not a language code.')
    .optional()
    .describe(
      'The language of the version to show (`fr`); the default language’s without it, or where it has none.',
    ),
})

/** A mail is styled inline and runs nothing: so is its preview, framed by the admin alone. */
const MAIL_PREVIEW_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; frame-ancestors 'self'; sandbox"

const wrongState = errorAnswer('The campaign is not in a state that allows this (`conflict`).')

/** Newsletter issues: compose, preview, test, send, pause and resume, for members with newsletter rights. */
export const campaignsRoutes: FastifyPluginAsyncZod<{ campaigns: CampaignsService }> = async (
  app,
  { campaigns },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })
  const read = { config: { permission: 'newsletter' as const } }
  const change = { ...read, onRequest: app.requireCsrf }
  const params = CampaignParamsSchema
  // An issue's pages and topics are lists: a plain form cannot carry them.
  const jsonOnly = {
    preValidation: async (request: FastifyRequest) => {
      if (!request.headers['content-type']?.startsWith('application/json')) {
        throw new AppError(415, 'unsupported_media_type', 'Send the issue as JSON.')
      }
    },
  }

  app.get(
    '/campaigns',
    { ...read, schema: { security: ADMIN_READ, response: { 200: CampaignsResponseSchema } } },
    () => campaigns.list(),
  )

  app.post(
    '/campaigns',
    {
      ...change,
      ...jsonOnly,
      schema: {
        consumes: ['application/json'],
        security: ADMIN_CHANGE,
        body: CampaignBodySchema,
        response: { 201: CampaignSchema, 400: invalidCampaign },
      },
    },
    async (request, reply) => reply.code(201).send(await campaigns.create(request.body, actingOf(request))),
  )

  app.post(
    '/campaigns/send-page',
    {
      ...change,
      ...jsonOnly,
      schema: {
        consumes: ['application/json'],
        security: ADMIN_CHANGE,
        description:
          'Publish and send: a public page (an insight, an article, a job just published) goes once to the readers of the topics, as an issue of its own.',
        body: SendPageBodySchema,
        response: {
          202: CampaignSchema,
          400: invalidCampaign,
          409: errorAnswer('The page has been sent to its readers already (`conflict`).'),
        },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(await campaigns.sendPage(request.body.path, request.body.topics, actingOf(request))),
  )

  app.get(
    '/campaigns/:id',
    {
      ...read,
      schema: { security: ADMIN_READ, params, response: { 200: CampaignSchema, 404: noSuchCampaign } },
    },
    (request) => campaigns.get(request.params.id),
  )

  app.post(
    '/campaigns/:id',
    {
      ...change,
      ...jsonOnly,
      schema: {
        consumes: ['application/json'],
        security: ADMIN_CHANGE,
        params,
        body: CampaignBodySchema,
        response: { 200: CampaignSchema, 400: invalidCampaign, 404: noSuchCampaign, 409: wrongState },
      },
    },
    (request) => campaigns.update(request.params.id, request.body),
  )

  app.post(
    '/campaigns/:id/delete',
    {
      ...change,
      schema: {
        security: ADMIN_CHANGE,
        params,
        response: { 200: MessageResponseSchema, 404: noSuchCampaign, 409: wrongState },
      },
    },
    (request) => campaigns.remove(request.params.id),
  )

  app.get(
    '/campaigns/:id/preview',
    {
      ...read,
      schema: {
        security: ADMIN_READ,
        params,
        querystring: previewQuery,
        response: { 200: CampaignPreviewSchema, 404: noSuchCampaign },
      },
    },
    (request) => campaigns.preview(request.params.id, request.member().admin.email, request.query.language),
  )

  app.get(
    '/campaigns/:id/preview.html',
    {
      ...read,
      schema: {
        security: ADMIN_READ,
        description:
          'The e-mail’s HTML alone, for a frame in the admin: a document of its own, whose inline styles its own policy allows and where nothing runs.',
        params,
        querystring: previewQuery,
        response: {
          200: { description: 'The e-mail as HTML.', content: { 'text/html': { schema: z.string() } } },
          404: noSuchCampaign,
        },
      },
    },
    async (request, reply) => {
      const { html } = await campaigns.preview(
        request.params.id,
        request.member().admin.email,
        request.query.language,
      )
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', MAIL_PREVIEW_POLICY)
        .send(html)
    },
  )

  app.post(
    '/campaigns/:id/test',
    {
      ...change,
      schema: {
        security: ADMIN_CHANGE,
        description: 'Sends the issue to the signed-in member alone, its subject marked [Test].',
        params,
        response: { 200: MessageResponseSchema, 404: noSuchCampaign },
      },
    },
    (request) => campaigns.testSend(request.params.id, actingOf(request)),
  )

  app.post(
    '/campaigns/:id/send',
    {
      ...change,
      schema: {
        security: ADMIN_CHANGE,
        description:
          'Sends a draft to every confirmed reader of its topics, once. Its archive page is built first; the answer comes at once, `publishing`.',
        params,
        response: { 202: CampaignSchema, 400: invalidCampaign, 404: noSuchCampaign, 409: wrongState },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await campaigns.send(request.params.id, actingOf(request))),
  )

  for (const action of ['pause', 'resume'] as const) {
    app.post(
      `/campaigns/:id/${action}`,
      {
        ...change,
        schema: {
          security: ADMIN_CHANGE,
          params,
          response: { 200: CampaignSchema, 404: noSuchCampaign, 409: wrongState },
        },
      },
      (request) => campaigns[action](request.params.id, actingOf(request)),
    )
  }
}
