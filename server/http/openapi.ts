import swagger from '@fastify/swagger'
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify'
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod'
import type { ZodType } from 'zod'
import { CSRF_HEADER, SESSION_COOKIE } from '#contract/admin-constants.ts'
import { ErrorResponseSchema } from '#contract/errors.ts'
import type { Site } from '#content/schemas.ts'

export const OPENAPI_PATH = '/api/openapi.json'

/** `schema.security` of an admin call that reads: the session cookie from sign-in. */
export const ADMIN_READ = [{ adminSession: [] }]
/** `schema.security` of an admin call that changes something: the session cookie and its CSRF token. */
export const ADMIN_CHANGE = [{ adminSession: [], csrfToken: [] }]

/** One of a route's own error answers (`schema.response`): the shared error shape, and what it means there. */
export const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorResponseSchema } },
})

/** The bodies every route reads (JSON, and forms through @fastify/formbody); a route that reads more says so in `schema.consumes`. */
const BODY_TYPES = ['application/json', 'application/x-www-form-urlencoded']

type Security = NonNullable<FastifySchema['security']>
const needs = (security: Security | undefined, scheme: keyof (typeof ADMIN_CHANGE)[number]) =>
  security?.some((requirement) => scheme in requirement) ?? false

/**
 * The answers the app gives around a route, read from the route's own options: a validated request
 * can be refused (400), a body can be too large or of another type (413, 415), the admin checks
 * refuse (401, 403), a limited route counts (429), anything can fail (500), and any request may be
 * refused for load (503, server/http/load-shedding.ts). The route's own
 * `schema.response` says the rest, and wins where both speak of one status.
 */
function withAppAnswers(app: FastifyInstance, route: RouteOptions, schema: FastifySchema) {
  const response = { ...(schema.response as Record<string, unknown> | undefined) }
  const add = (status: number, description: string) => void (response[status] ??= errorAnswer(description))
  const hasBody = schema.body !== undefined
  const consumes = hasBody ? (schema.consumes ?? BODY_TYPES) : undefined
  const hooks = [route.onRequest, route.preValidation, route.preHandler].flat()
  const sameOrigin = hooks.includes(app.requireSameOrigin) || hooks.includes(app.requireCsrf)

  if (hasBody || schema.querystring || schema.params) {
    add(400, 'A value is missing or not valid (`invalid_request`: `fields` names each one and why).')
  }
  if (needs(schema.security, 'adminSession'))
    add(401, 'Not signed in, or the session has ended (`unauthorized`).')
  if (needs(schema.security, 'csrfToken')) {
    add(403, 'The CSRF token is missing or wrong, or the request comes from another site (`forbidden`).')
  } else if (sameOrigin) {
    add(403, 'The request comes from another site (`forbidden`): only this site’s pages may post here.')
  }
  if (hasBody) {
    add(413, 'The body is too large.')
    add(415, 'The body is of a media type the server does not read.')
  }
  if (route.config?.rateLimit)
    add(429, 'Too many requests from this network (`rate_limited`): wait, then try again.')
  add(500, 'Something went wrong on our side (`internal`): try again later.')
  add(503, 'The site is busy (`busy`): nothing was done; try again after `Retry-After` seconds.')
  return { ...schema, ...(consumes ? { consumes } : {}), response }
}

type DocumentedResponse = { description?: string; headers?: Record<string, unknown>; type?: string }

/**
 * What the JSON Schema of a route cannot say, added once the schemas are converted: the redirects
 * that answer a plain form post (`config.formRedirects`), the wait a rate limit asks for, and a body
 * that may be left out.
 */
function withFormsAndLimits(route: RouteOptions, schema: FastifySchema) {
  const response = schema.response as Record<string, DocumentedResponse>
  const redirects = route.config?.formRedirects
  if (redirects) {
    const { success, ...failures } = redirects
    const statusesOf = new Map<string, string[]>()
    for (const [status, page] of Object.entries(failures)) {
      if (page) statusesOf.set(page, [...(statusesOf.get(page) ?? []), status])
    }
    const pages = [...statusesOf].map(([page, statuses]) => `${page} instead of a ${statuses.join(' or ')}`)
    response[303] = {
      type: 'null',
      description: `A form post (\`application/x-www-form-urlencoded\`) is answered with a redirect to the page that says what happened: ${[`${success} when it worked`, ...pages].join(', ')}. Other errors answer as usual.`,
      headers: { location: { type: 'string', enum: [success, ...statusesOf.keys()] } },
    }
  }
  if (route.config?.rateLimit && response[429]) {
    response[429].headers = {
      'retry-after': { type: 'integer', minimum: 0, description: 'Seconds until a new request is counted.' },
    }
  }
  if (response?.[503]) {
    response[503].headers = {
      'retry-after': { type: 'integer', minimum: 0, description: 'Seconds to wait before trying again.' },
    }
  }
  // A body is required unless its schema takes none (the token may be in the query instead).
  const body = (route.schema as FastifySchema | undefined)?.body as ZodType | undefined
  if (body?.safeParse(undefined).success) return { ...schema, 'x-body-optional': true }
  return schema
}

type Operation = { requestBody?: { required?: boolean }; 'x-body-optional'?: boolean }

/**
 * The JSON API, described as OpenAPI 3.1 from each route's own declarations: the zod schemas from
 * `#contract` that validate its requests and answers, its `schema.security`, and the options that
 * shape its answers (form redirects, rate limits, the same-origin check). So the document cannot
 * drift from the code. Register before the routes.
 */
/** The document's title: the firm's name as the live site gives it. */
const titleOf = (firm: Site) => `${firm.shortName} site API`

export async function registerOpenApi(
  app: FastifyInstance,
  { publicUrl, firm }: { publicUrl: string; firm: () => Site },
) {
  const fromZod = createJsonSchemaTransform({})
  const components = createJsonSchemaTransformObject({})
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: titleOf(firm()),
        description:
          'The newsletter, contact form and admin inbox of the site. Admin calls need the session cookie from sign-in and, when they change something, its CSRF token in `x-csrf-token`. Every error answers with `ErrorResponse`.',
        version: '1.0.0',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          adminSession: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'Set by `POST /api/auth/login` (or `/api/auth/setup`); HttpOnly.',
          },
          csrfToken: {
            type: 'apiKey',
            in: 'header',
            name: CSRF_HEADER,
            description:
              'The `csrfToken` of the session, from `POST /api/auth/login` or `GET /api/auth/session`.',
          },
        },
      },
    },
    // Pages and health checks are not the API.
    transform: (document) => {
      if (!document.url.startsWith('/api/')) return { schema: { hide: true }, url: document.url }
      const schema = withAppAnswers(app, document.route, document.schema ?? {})
      const converted = fromZod({ ...document, schema })
      return { ...converted, schema: withFormsAndLimits(document.route, converted.schema) }
    },
    transformObject: (document) => {
      const openapi = components(document) as {
        paths?: Record<string, Record<string, Operation>>
        components?: { schemas?: Record<string, unknown> }
      }
      for (const operations of Object.values(openapi.paths ?? {})) {
        for (const operation of Object.values(operations)) {
          if (operation['x-body-optional'] && operation.requestBody) operation.requestBody.required = false
          delete operation['x-body-optional']
        }
      }
      // Only the shared schemas the routes refer to.
      const text = JSON.stringify(openapi.paths)
      for (const name of Object.keys(openapi.components?.schemas ?? {})) {
        if (!text.includes(`"#/components/schemas/${name}"`)) delete openapi.components!.schemas![name]
      }
      return openapi
    },
  })
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(withTitle(app.swagger(), titleOf(firm()))),
  )
}

/** The document with the title of now: a publish may have renamed the firm since it was made. */
function withTitle<D extends { info: { title: string } }>(document: D, title: string): D {
  return { ...document, info: { ...document.info, title } }
}
