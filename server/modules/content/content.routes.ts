import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ContentEntryResponseSchema,
  ContentListResponseSchema,
  ContentRefQuerySchema,
  HistoryResponseSchema,
  DeleteBodySchema,
  ImageDescriptionSchema,
  ImageNameParamsSchema,
  ImageUploadQuerySchema,
  LibraryImageResponseSchema,
  LibraryQuerySchema,
  LibraryResponseSchema,
  DiscardBodySchema,
  PreviewResponseSchema,
  RenameBodySchema,
  UploadedImageSchema,
  PublishBodySchema,
  PublishTogetherBodySchema,
  ReleaseParamsSchema,
  ReleaseResponseSchema,
  RestoreBodySchema,
  SaveDraftBodySchema,
  SaveDraftResponseSchema,
} from '#contract/content.ts'
import {
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_TYPES,
  PREVIEW_COOKIE,
  PREVIEW_MS,
} from '#contract/admin-constants.ts'
import { MessageResponseSchema } from '#contract/newsletter.ts'
import { whyReadOnly } from '#contract/roles-constants.ts'
import { ADMIN_CHANGE, ADMIN_READ, errorAnswer } from '#server/http/openapi.ts'
import { AppError } from '#server/lib/errors.ts'
import { actingOf, checkMayChange } from '#server/modules/auth/session.ts'
import type { FastifyRequest } from 'fastify'
import type { ReviewRule } from '#server/modules/reviews/reviews.service.ts'
import type { ContentService } from './content.service.ts'
import type { ContentImages } from './images.ts'

const noSuchFile = errorAnswer('There is no such content file (`not_found`).')
const noSuchPhotograph = errorAnswer('There is no such photograph (`not_found`).')
const notAPhotograph = errorAnswer(
  'The file is not a photograph or is an SVG, or the alt text is missing (`invalid_request`).',
)
/** A photograph's bytes, as they are, in the body. */
const PhotographBytes = z
  .instanceof(Buffer, { error: 'Choose a photograph to upload.' })
  .refine((bytes) => bytes.length > 0, 'Choose a photograph to upload.')
  .meta({ type: 'string', format: 'binary', description: 'The photograph’s bytes.' })

const invalidContent = errorAnswer(
  'The fields would not build (`invalid_request`): `fields` has the build’s message for each.',
)

/** The content editor: lists, entries, drafts, publishing and history, for every member with content rights. */
export const contentRoutes: FastifyPluginAsyncZod<{
  content: ContentService
  images: ContentImages
  /** While the team reviews before publishing, an editor asks instead (server/modules/reviews/). */
  reviewRule: ReviewRule
  secureCookies: boolean
}> = async (app, { content, images, reviewRule, secureCookies }) => {
  /** What goes live at once is the work of those the team's review rule lets publish. */
  async function checkMayPublish(request: FastifyRequest, refs: string[]) {
    for (const ref of refs) checkMayChange(request, ref)
    await reviewRule.checkMayPublish(request.member().admin.role)
  }

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })
  const read = { config: { permission: 'content' as const } }
  const change = { ...read, onRequest: app.requireCsrf }

  app.get(
    '/content',
    { ...read, schema: { security: ADMIN_READ, response: { 200: ContentListResponseSchema } } },
    () => content.list(),
  )

  app.get(
    '/content/entry',
    {
      ...read,
      schema: {
        security: ADMIN_READ,
        querystring: ContentRefQuerySchema,
        response: {
          200: ContentEntryResponseSchema,
          400: errorAnswer(
            'A new entry at this place would have an address its collection refuses (`invalid_request`).',
          ),
          404: noSuchFile,
        },
      },
    },
    (request) =>
      content.entry(request.query.ref, whyReadOnly(request.member().admin.role, request.query.ref)),
  )

  app.post(
    '/content/draft',
    {
      ...change,
      // The fields are a nested object: a form cannot carry them.
      preValidation: async (request) => {
        if (!request.headers['content-type']?.startsWith('application/json')) {
          throw new AppError(415, 'unsupported_media_type', 'Send the draft as JSON.')
        }
      },
      schema: {
        consumes: ['application/json'],
        security: ADMIN_CHANGE,
        body: SaveDraftBodySchema,
        response: {
          200: SaveDraftResponseSchema,
          400: invalidContent,
          404: noSuchFile,
          409: errorAnswer(
            'Someone saved the entry since this copy was opened (`conflict`): `changes` says what they changed.',
          ),
        },
      },
    },
    async (request, reply) => {
      checkMayChange(request, request.body.ref)
      const result = await content.saveDraft(request.body, actingOf(request).actor)
      if (result.outcome === 'saved') return reply.send(result.draft)
      return reply.code(409).send({
        error: `${result.savedBy ?? 'Someone'} saved this entry since you opened it. Your changes are not saved: copy them, reload, and apply them again.`,
        code: 'conflict',
        requestId: request.id,
        changes: result.changes,
      })
    },
  )

  app.post(
    '/content/publish',
    {
      ...change,
      schema: {
        security: ADMIN_CHANGE,
        body: PublishBodySchema,
        response: {
          202: ReleaseResponseSchema,
          400: invalidContent,
          404: noSuchFile,
          409: errorAnswer('The draft changed since this copy was opened (`conflict`).'),
        },
      },
    },
    async (request, reply) => {
      await checkMayPublish(request, [request.body.ref])
      const release = await content.publish(request.body.ref, request.body.revision, actingOf(request))
      return reply.code(202).send({ release })
    },
  )

  app.post(
    '/content/publish-together',
    {
      ...change,
      schema: {
        consumes: ['application/json'],
        security: ADMIN_CHANGE,
        body: PublishTogetherBodySchema,
        response: {
          202: ReleaseResponseSchema,
          400: invalidContent,
          404: noSuchFile,
          409: errorAnswer(
            'One of the drafts changed since it was listed, or is not ready (`conflict`): the message names it.',
          ),
        },
      },
    },
    async (request, reply) => {
      await checkMayPublish(
        request,
        request.body.drafts.map(({ ref }) => ref),
      )
      const release = await content.publishTogether(request.body.drafts, actingOf(request))
      return reply.code(202).send({ release })
    },
  )

  app.post(
    '/content/preview',
    {
      ...change,
      schema: {
        security: ADMIN_CHANGE,
        body: PublishBodySchema,
        response: {
          202: PreviewResponseSchema,
          400: invalidContent,
          404: noSuchFile,
          409: errorAnswer('The draft changed since this copy was opened (`conflict`).'),
        },
      },
    },
    async (request, reply) =>
      reply.code(202).send({ preview: await content.preview(request.body.ref, request.body.revision) }),
  )

  app.get(
    '/content/previews/:id',
    {
      ...read,
      schema: {
        security: ADMIN_READ,
        params: ReleaseParamsSchema,
        response: {
          200: PreviewResponseSchema.describe(
            'The preview; once it is ready, a cookie that shows it on its page to this member for ten minutes.',
          ),
          404: errorAnswer('There is no such preview (`not_found`).'),
        },
      },
    },
    async (request, reply) => {
      const preview = await content.previewState(request.params.id)
      if (preview.state === 'ready') {
        reply.setCookie(PREVIEW_COOKIE, String(preview.id), {
          path: preview.path,
          maxAge: PREVIEW_MS / 1000,
          httpOnly: true,
          sameSite: 'strict',
          secure: secureCookies,
        })
      }
      return { preview }
    },
  )

  app.post(
    '/content/restore',
    {
      ...change,
      schema: {
        security: ADMIN_CHANGE,
        body: RestoreBodySchema,
        response: {
          202: ReleaseResponseSchema,
          404: noSuchFile,
          409: errorAnswer('That version is the one published now (`conflict`).'),
        },
      },
    },
    async (request, reply) => {
      await checkMayPublish(request, [request.body.ref])
      const release = await content.restore(request.body.ref, request.body.version, actingOf(request))
      return reply.code(202).send({ release })
    },
  )

  app.post(
    '/content/rename',
    {
      ...change,
      schema: {
        security: ADMIN_CHANGE,
        body: RenameBodySchema,
        response: {
          202: ReleaseResponseSchema,
          400: errorAnswer('The new address does not fit (`invalid_request`).'),
          404: noSuchFile,
          409: errorAnswer(
            'Another entry has the address, the entry has a draft, or it is not an entry of a collection (`conflict`).',
          ),
        },
      },
    },
    async (request, reply) => {
      await checkMayPublish(request, [request.body.ref])
      const release = await content.rename(request.body.ref, request.body.key, actingOf(request))
      return reply.code(202).send({ release })
    },
  )

  app.post(
    '/content/delete',
    {
      ...change,
      schema: {
        security: ADMIN_CHANGE,
        body: DeleteBodySchema,
        response: {
          202: ReleaseResponseSchema,
          400: errorAnswer('`redirectTo` is not a page of this site (`invalid_request`).'),
          404: noSuchFile,
          409: errorAnswer(
            'It is not an entry of a collection (`conflict`); other places use it (`in_use`): `uses` names each, and whether `redirectTo`, `takeOut` or a change of that page lets it go.',
          ),
        },
      },
    },
    async (request, reply) => {
      const { ref, redirectTo, takeOut } = request.body
      await checkMayPublish(request, [ref])
      const release = await content.remove(ref, redirectTo, takeOut, actingOf(request))
      return reply.code(202).send({ release })
    },
  )

  app.post(
    '/content/discard',
    {
      ...change,
      schema: {
        security: ADMIN_CHANGE,
        body: DiscardBodySchema,
        response: {
          200: MessageResponseSchema,
          404: noSuchFile,
          409: errorAnswer('The draft changed since this copy was opened (`conflict`).'),
        },
      },
    },
    async (request) => {
      await content.discard(request.body.ref, request.body.revision)
      return { message: 'The draft is discarded; the published version stays.' }
    },
  )

  // A photograph's bytes, as they are: only this route reads them, up to a camera's full-size image.
  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>()
    uploads.addContentTypeParser(
      [...IMAGE_UPLOAD_TYPES],
      { parseAs: 'buffer', bodyLimit: IMAGE_UPLOAD_MAX_BYTES },
      async (_request: FastifyRequest, body: Buffer) => body,
    )
    uploads.post(
      '/content/images',
      {
        ...change,
        bodyLimit: IMAGE_UPLOAD_MAX_BYTES,
        schema: {
          description: `A photograph for an image field: JPEG, PNG, WebP or AVIF, up to ${IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MB, sent as the body. It is checked by its bytes, turned upright and kept without its metadata.`,
          consumes: [...IMAGE_UPLOAD_TYPES],
          querystring: ImageUploadQuerySchema,
          body: PhotographBytes,
          security: ADMIN_CHANGE,
          response: {
            201: UploadedImageSchema,
            400: notAPhotograph,
          },
        },
      },
      async (request, reply) => {
        const { name, ...description } = request.query
        const uploaded = await images.upload(request.body, name, description, actingOf(request).actor)
        return reply.code(201).send(uploaded)
      },
    )

    uploads.post(
      '/content/library/:name/replace',
      {
        ...change,
        bodyLimit: IMAGE_UPLOAD_MAX_BYTES,
        schema: {
          description:
            'Puts another file in a photograph’s place, checked as an upload is, under an address of its own: the drafts that show it follow, and the live pages in one release. Refused (`forbidden`) when one of them is not the member’s to change (the firm’s logo is the owners’).',
          consumes: [...IMAGE_UPLOAD_TYPES],
          params: ImageNameParamsSchema,
          body: PhotographBytes,
          security: ADMIN_CHANGE,
          response: {
            200: LibraryImageResponseSchema,
            400: notAPhotograph,
            403: errorAnswer('A page or draft that shows it is not the member’s to change (`forbidden`).'),
            404: noSuchPhotograph,
          },
        },
      },
      async (request) => {
        // Every page and draft that shows it changes with it: each must be the member's to change.
        const { uses } = await content.library.view(request.params.name)
        await checkMayPublish(request, [...new Set(uses.map((use) => use.ref))])
        return content.library.replace(request.params.name, request.body, actingOf(request))
      },
    )
  })

  app.get(
    '/content/images/:name',
    {
      ...read,
      schema: {
        security: ADMIN_READ,
        params: ImageNameParamsSchema,
        response: {
          200: z.any().meta({ description: 'A small WebP of the photograph, for the form.' }),
          404: noSuchPhotograph,
        },
      },
    },
    async (request, reply) =>
      reply
        .type('image/webp')
        .header('cache-control', 'private, max-age=86400')
        .send(await images.thumbnail(request.params.name)),
  )

  app.get(
    '/content/library',
    {
      ...read,
      schema: {
        security: ADMIN_READ,
        querystring: LibraryQuerySchema,
        response: { 200: LibraryResponseSchema },
      },
    },
    async (request) => ({ images: await content.library.list(request.query.q) }),
  )

  app.post(
    '/content/library/:name',
    {
      ...change,
      schema: {
        security: ADMIN_CHANGE,
        params: ImageNameParamsSchema,
        body: ImageDescriptionSchema,
        response: {
          200: LibraryImageResponseSchema,
          400: errorAnswer('No alt text, and not marked decorative (`invalid_request`).'),
          404: noSuchPhotograph,
        },
      },
    },
    async (request) => ({
      image: await content.library.describe(request.params.name, request.body, actingOf(request)),
      release: null,
    }),
  )

  app.post(
    '/content/library/:name/delete',
    {
      ...change,
      schema: {
        security: ADMIN_CHANGE,
        params: ImageNameParamsSchema,
        response: {
          200: MessageResponseSchema,
          404: noSuchPhotograph,
          409: errorAnswer('A page or a draft shows it (`conflict`): the message lists them.'),
        },
      },
    },
    async (request) => {
      await content.library.remove(request.params.name, actingOf(request))
      return { message: 'The photograph is deleted from the library.' }
    },
  )

  app.get(
    '/content/releases/:id',
    {
      ...read,
      schema: {
        security: ADMIN_READ,
        params: ReleaseParamsSchema,
        response: { 200: ReleaseResponseSchema, 404: errorAnswer('There is no such release (`not_found`).') },
      },
    },
    async (request) => ({ release: await content.release(request.params.id) }),
  )

  app.get(
    '/content/history',
    {
      ...read,
      schema: {
        security: ADMIN_READ,
        querystring: ContentRefQuerySchema,
        response: { 200: HistoryResponseSchema, 404: noSuchFile },
      },
    },
    (request) => content.history(request.query.ref),
  )
}
