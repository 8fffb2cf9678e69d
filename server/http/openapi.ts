import swagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import { createJsonSchemaTransform } from 'fastify-type-provider-zod'
import { site } from '#content/site.ts'

export const OPENAPI_PATH = '/api/openapi.json'

/**
 * The JSON API, described as OpenAPI 3.1 from the same zod schemas that validate its requests and
 * answers (`#contract`), so the document cannot drift from the code. Register before the routes.
 */
export async function registerOpenApi(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  const fromZod = createJsonSchemaTransform({})
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${site.shortName} site API`,
        description:
          'The newsletter, contact form and admin inbox of the site. Admin calls need the session cookie from sign-in and, when they change something, its CSRF token in `x-csrf-token`.',
        version: '1.0.0',
      },
      servers: [{ url: publicUrl }],
    },
    // Pages and health checks are not the API.
    transform: (route) =>
      route.url.startsWith('/api/') ? fromZod(route) : { schema: { hide: true }, url: route.url },
  })
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  )
}
