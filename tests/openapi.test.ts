import { IMPORT_BODY_LIMIT } from '#server/modules/newsletter/subscribers.routes.ts'
import type { LightMyRequestResponse } from 'fastify'
import sharp from 'sharp'
import { expect, test } from 'vitest'
import { IMAGE_UPLOAD_MAX_BYTES } from '#contract/admin-constants.ts'
import { FORM_TOKEN_FIELD, MIN_FILL_MS } from '#contract/contact.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD, createAdmin } from '#tests/support/admin.ts'
import { visitorAddress } from '#tests/support/http.ts'
import { full } from '#tests/support/tiers.ts'
import {
  documentValidator,
  encodeBody,
  exampleOf,
  operationsOf,
  type DocumentedOperation,
  type OpenApiDocument,
  type Parameter,
} from '#tests/support/openapi-client.ts'
import { buildTestApp, manualClock } from '#tests/support/test-app.ts'
import { OPENAPI_PATH } from '#server/http/openapi.ts'

/**
 * Every `METHOD /api/...` route the app has, read from Fastify's own route tree, where a child line
 * continues its parent's path (`/api/subscribe` → `rs` → `.csv`).
 */
function apiRoutes(routeTree: string) {
  const routes: string[] = []
  const pathAtDepth: string[] = []
  for (const line of routeTree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)/.exec(line)
    if (!match) continue
    const depth = match[1]!.length / 4
    const path = (pathAtDepth[depth - 1] ?? '') + match[2]!
    pathAtDepth[depth] = path
    for (const method of match[3]!.split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`)
  }
  return routes.filter((route) => route.includes(' /api/') && !route.endsWith(OPENAPI_PATH)).sort()
}

async function documentOf(app: Awaited<ReturnType<typeof buildTestApp>>['app']) {
  const response = await app.inject({ method: 'GET', url: OPENAPI_PATH })
  expect(response.statusCode).toBe(200)
  return response.json() as OpenApiDocument
}

test('the OpenAPI 3.1 document lists every /api route, with its answers and the one error shape', async () => {
  const t = await buildTestApp()
  const document = await documentOf(t.app)
  expect(document.openapi).toBe('3.1.0')

  const operations = operationsOf(document)
  const routes = apiRoutes(t.app.printRoutes({ commonPrefix: false }))
  expect(routes.length).toBeGreaterThan(10)
  expect(operations.map(({ name }) => name.replace(/\{(\w+)\}/g, ':$1')).sort()).toEqual(routes)
  // Pages and health checks are not part of it.
  expect(Object.keys(document.paths).every((path) => path.startsWith('/api/'))).toBe(true)

  for (const { name, operation } of operations) {
    for (const [status, answer] of Object.entries(operation.responses)) {
      if (Number(status) >= 400) {
        // Every error is the shared ErrorResponse, described once.
        expect(answer.content, `${name} ${status}`).toEqual({
          'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } },
        })
      } else if (status !== '303') {
        expect(Object.keys(answer.content ?? {}), `${name} ${status}`).toHaveLength(1)
      }
    }
    for (const requirement of operation.security ?? []) {
      for (const scheme of Object.keys(requirement))
        expect(document.components.securitySchemes).toHaveProperty(scheme)
    }
  }
  expect(document.components.schemas.ErrorResponse?.required).toEqual(['error', 'code', 'requestId'])
})

/** A small file of a media type: a picture, for a route that takes a photograph. */
async function sampleFile(mediaType: string) {
  const format = mediaType.split('/')[1] as 'jpeg' | 'png' | 'webp' | 'avif'
  const picture = sharp({ create: { width: 16, height: 12, channels: 3, background: '#336699' } })
  return picture.toFormat(format).toBuffer()
}

/** What a client cannot learn from the document: a secret sent by e-mail or printed to the log, or a record's id. */
/** Routes that take more than the 64 KB every other JSON body may have. */
const LARGE_BODIES: Record<string, number> = {
  'POST /api/subscribers/import': IMPORT_BODY_LIMIT,
}

const OUT_OF_BAND: Record<string, string> = {
  'POST /api/auth/setup': 'the link printed to the log while there is no admin',
  'POST /api/newsletter/confirm': 'the link in the confirmation e-mail',
  'POST /api/newsletter/unsubscribe': 'the link in each e-mail',
  'GET /api/newsletter/preferences': 'the link at the foot of each newsletter',
  'POST /api/newsletter/preferences': 'the link at the foot of each newsletter',
  ...Object.fromEntries(
    [
      'GET {id}',
      'POST {id}',
      'POST {id}/delete',
      'GET {id}/preview',
      'GET {id}/preview.html',
      'POST {id}/test',
      'POST {id}/send',
      'POST {id}/pause',
      'POST {id}/resume',
    ].map((operation) => [operation.replace(' ', ' /api/campaigns/'), 'the id of a campaign made first']),
  ),
  'POST /api/reply/{id}': 'the id of a message that has come in',
  'POST /api/messages/{id}/archive': 'the id of a message that has come in',
  'POST /api/mail/{id}/retry': 'the id of a reply whose e-mail failed',
  'POST /api/auth/password-reset/complete': 'the link in the reset e-mail',
  'POST /api/invitations/lookup': 'the link in the invitation e-mail',
  'POST /api/invitations/accept': 'the link in the invitation e-mail',
  'POST /api/team/members/{id}/role': 'the id of another member of the team',
  'POST /api/team/members/{id}/remove': 'the id of another member of the team',
  'POST /api/team/members/{id}/end-sessions': 'the id of a member of the team',
  'POST /api/team/invitations/{id}/resend': 'the id of an open invitation',
  'POST /api/team/invitations/{id}/revoke': 'the id of an open invitation',
  'POST /api/account/sessions/{id}/end': 'the id of one of the member’s sessions',
  'POST /api/auth/login/code': 'the code from the member’s authenticator app, after their password',
  'POST /api/account/two-factor/enable': 'the code the new key gives in the member’s authenticator app',
  'POST /api/team/members/{id}/two-factor/reset': 'the id of a member who uses two-step sign-in',
  'POST /api/account/two-factor/disable': 'a member who has turned two-step sign-in on',
  'POST /api/account/two-factor/recovery-codes': 'a member who has turned two-step sign-in on',
  'POST /api/team/two-factor/require': 'an owner who has turned two-step sign-in on for themselves',
  'POST /api/content/publish': 'a draft saved first',
  'POST /api/content/publish-together': 'drafts saved first',
  'POST /api/content/reviews': 'a draft saved first',
  'POST /api/content/reviews/{id}/approve': 'the id of a review an editor asked for',
  'POST /api/content/reviews/{id}/return': 'the id of a review an editor asked for',
  'POST /api/schedules/{id}': 'the id of a schedule set first',
  'POST /api/schedules/{id}/cancel': 'the id of a schedule set first',
  'POST /api/content/preview': 'a draft saved first',
  'POST /api/content/discard': 'a draft saved first',
  'POST /api/content/rename': 'an entry of a collection (a file under one of its folders)',
  'POST /api/content/delete': 'an entry of a collection (a file under one of its folders)',
  'GET /api/content/previews/{id}': 'the id of a preview that was asked for',
  'GET /api/content/images/{name}': 'the name of a photograph that was uploaded',
  'POST /api/content/library/{name}': 'the name of a photograph that was uploaded',
  'POST /api/content/library/{name}/replace': 'the name of a photograph that was uploaded',
  'POST /api/content/library/{name}/delete': 'the name of a photograph that was uploaded',
  'POST /api/content/restore': 'an earlier version of a file changed in the content editor',
  'GET /api/content/releases/{id}': 'the id of a release that a publish started',
}
// Its ticket is a cookie that only a right password sets (for a member with two-step sign-in):
// without it the answer is rightly 401.
const TICKET_NEEDED = 'POST /api/auth/login/code'

type Call = {
  params?: Record<string, string>
  query?: Record<string, string>
  headers?: Record<string, string>
  mediaType?: string
  body?: unknown
  /** Sent as is, instead of `body` encoded as `mediaType`. */
  raw?: string
  address?: string
}

test(
  'a client that follows the document gets only the answers it lists, and succeeds wherever the document gives it all it needs',
  { ...full, timeout: 60_000 },
  async () => {
    const clock = manualClock(new Date())
    const t = await buildTestApp({ now: clock })
    await createAdmin(t.app)
    const document = await documentOf(t.app)
    const validate = documentValidator(document)
    const operations = operationsOf(document)
    const operation = (name: string) => operations.find((op) => op.name === name)!
    let visitors = 0

    async function call(op: DocumentedOperation, request: Call) {
      const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(request.params![name]!),
      )
      const query = new URLSearchParams(request.query).toString()
      const encoded =
        request.raw !== undefined
          ? { payload: request.raw, contentType: request.mediaType! }
          : request.mediaType
            ? await encodeBody(request.mediaType, request.body)
            : undefined
      return t.app.inject({
        method: op.method as 'GET' | 'POST',
        url: query ? `${path}?${query}` : path,
        headers: { ...(encoded && { 'content-type': encoded.contentType }), ...request.headers },
        payload: encoded?.payload,
        // Each request from its own visitor, so one's rate limit never answers for another's.
        remoteAddress: request.address ?? visitorAddress(++visitors),
      })
    }

    /** The answer is one the operation lists: its status, media type, body and headers. */
    function expectListed(op: DocumentedOperation, what: string, response: LightMyRequestResponse) {
      const status = String(response.statusCode)
      const label = `${op.name}, ${what}: ${status} ${response.body.slice(0, 300)}`
      const answer = op.operation.responses[status]
      expect(answer, `${label}: not in the document`).toBeDefined()
      if (answer!.content) {
        const mediaType = String(response.headers['content-type']).split(';')[0]!
        expect(Object.keys(answer!.content), label).toContain(mediaType)
        const body = mediaType === 'application/json' ? response.json() : response.body
        expect(
          validate([...op.at, 'responses', status, 'content', mediaType, 'schema'], body),
          label,
        ).toEqual([])
      } else {
        expect(response.body, label).toBe('')
      }
      for (const [name, header] of Object.entries(answer!.headers ?? {})) {
        const value = response.headers[name]
        expect(value, `${label}: no ${name} header`).toBeDefined()
        const typed = header.schema.type === 'integer' ? Number(value) : value
        expect(validate([...op.at, 'responses', status, 'headers', name, 'schema'], typed), label).toEqual([])
      }
      return response.statusCode
    }

    // What the document says a client needs, obtained as it says: a session from signing in (the
    // cookie a scheme names, and the answer's value named like a header scheme), a form token.
    const login = operation('POST /api/auth/login')
    const credentials = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }
    async function signIn() {
      const response = await call(login, { mediaType: 'application/json', body: credentials })
      expect(expectListed(login, 'signing in', response)).toBe(200)
      const answer = response.json() as Record<string, unknown>
      const session: Record<string, string> = {}
      for (const [scheme, { in: where, name }] of Object.entries(document.components.securitySchemes)) {
        const cookie = response.cookies.find((c) => c.name === name)
        const value = where === 'cookie' ? cookie && `${name}=${cookie.value}` : answer[scheme]
        expect(value, `signing in gives ${scheme}`).toEqual(expect.any(String))
        session[scheme] = value as string
      }
      return session
    }
    let signedIn: Record<string, string> | undefined
    const sessionCookies = Object.values(document.components.securitySchemes)
      .filter((scheme) => scheme.in === 'cookie')
      .map((scheme) => scheme.name)
    /** The headers that carry an operation's security, but `leaveOut`. */
    function securityHeaders(op: DocumentedOperation, session: Record<string, string>, leaveOut?: string) {
      const headers: Record<string, string> = {}
      for (const scheme of Object.keys(op.operation.security?.[0] ?? {})) {
        if (scheme === leaveOut) continue
        const { in: where, name } = document.components.securitySchemes[scheme]!
        expect(where).not.toBe('query')
        if (where === 'cookie') headers.cookie = session[scheme]!
        else headers[name] = session[scheme]!
      }
      return headers
    }
    const formTokenOperation = operation('GET /api/form-token')
    async function formToken() {
      const response = await call(formTokenOperation, {})
      expect(expectListed(formTokenOperation, 'a form token', response)).toBe(200)
      // The token's description: it sends no sooner than MIN_FILL_MS after it was issued.
      clock.advance(MIN_FILL_MS)
      return (response.json() as { token: string }).token
    }
    async function bodyFor(op: DocumentedOperation, mediaType: string) {
      const token = await formToken()
      const content = op.operation.requestBody!.content[mediaType]!
      // The body the document gives as its example, when it gives one (a content draft's fields).
      if (content.example !== undefined) return content.example
      // A file of the type it names (a photograph).
      if (content.schema.format === 'binary') return sampleFile(mediaType)
      return exampleOf(document, content.schema, (name) =>
        op === login
          ? credentials[name as keyof typeof credentials]
          : name === FORM_TOKEN_FIELD
            ? token
            : // The client knows the password it signed in with.
              name === 'currentPassword' || name === 'password'
              ? credentials.password
              : undefined,
      )
    }

    for (const op of operations) {
      const { parameters = [], requestBody, responses, security } = op.operation
      const valueOf = (p: Parameter) => String(p.example ?? exampleOf(document, p.schema))
      const params = Object.fromEntries(
        parameters.filter((p) => p.in === 'path').map((p) => [p.name, valueOf(p)]),
      )
      // Required query parameters, and those the document gives an example of.
      const query = Object.fromEntries(
        parameters
          .filter((p) => p.in === 'query' && (p.required || p.example !== undefined))
          .map((p) => [p.name, valueOf(p)]),
      )
      const session = async () => (security ? (signedIn ??= await signIn()) : {})
      const documented = { params, query, headers: securityHeaders(op, await session()) }
      const mediaTypes = Object.keys(requestBody?.content ?? {})

      // The request the document describes, under each media type it lists (and without a body, when
      // one may be left out).
      const requests: Call[] = mediaTypes.map((mediaType) => ({ ...documented, mediaType }))
      if (!requestBody?.required) requests.push(documented)
      for (const request of requests) {
        const body = request.mediaType ? await bodyFor(op, request.mediaType) : undefined
        const what = `as documented${request.mediaType ? ` as ${request.mediaType}` : ''}`
        const response = await call(op, { ...request, body })
        const status = expectListed(op, what, response)
        // A new password is the one to sign in with from now on.
        const { newPassword } = (body ?? {}) as { newPassword?: string }
        if (newPassword && status === 200) credentials.password = newPassword
        // A session cookie set or cleared: the session the client held is over.
        if (response.cookies.some(({ name }) => sessionCookies.includes(name))) signedIn = undefined
        // Nothing the document asked for was missing.
        const refusals =
          op.name === TICKET_NEEDED ? [400, 403, 413, 415, 500] : [400, 401, 403, 413, 415, 500]
        expect(refusals, `${op.name}, ${what}`).not.toContain(status)
        if (op.name in OUT_OF_BAND) continue
        // A plain form post is answered with the page to show; anything else with what it asked for.
        const formPost = request.mediaType === 'application/x-www-form-urlencoded' && responses['303']
        const succeeded = formPost ? status === 303 : status >= 200 && status < 300
        expect(succeeded, `${op.name}, ${what}: ${status}`).toBe(true)
      }

      // What a client can get wrong is answered as the document says (in a session that is still on).
      const probeSession = await session()
      const asDocumented = { params, query, headers: securityHeaders(op, probeSession) }
      const mediaType = mediaTypes[0]
      const body = mediaType ? await bodyFor(op, mediaType) : undefined
      const wellFormed = { ...asDocumented, mediaType, body }
      for (const scheme of Object.keys(security?.[0] ?? {})) {
        const missing = expectListed(
          op,
          `without ${scheme}`,
          await call(op, { ...wellFormed, headers: securityHeaders(op, probeSession, scheme) }),
        )
        expect(missing, `${op.name} without ${scheme}`).toBe(
          document.components.securitySchemes[scheme]!.in === 'cookie' ? 401 : 403,
        )
      }
      const crossSite = {
        ...wellFormed.headers,
        origin: 'https://elsewhere.example',
        'sec-fetch-site': 'cross-site',
      }
      const foreign = expectListed(
        op,
        'from another site',
        await call(op, { ...wellFormed, headers: crossSite }),
      )
      if (responses['403']) expect(foreign, `${op.name} from another site`).toBe(403)
      for (const name of Object.keys(params)) {
        const invalid = { ...wellFormed, params: { ...params, [name]: 'not-a-uuid' } }
        expect(expectListed(op, `with ${name} not valid`, await call(op, invalid))).toBe(400)
      }
      for (const type of mediaTypes) {
        const empty = expectListed(
          op,
          `an empty ${type} body`,
          await call(op, { ...asDocumented, mediaType: type, body: {} }),
        )
        if (requestBody?.content[type]?.schema.required?.length) expect([400, 303]).toContain(empty)
        // Past the route's limit: a file's is the largest upload, an import's its CSV, anything else's 64 KB.
        const binary = requestBody?.content[type]?.schema.format === 'binary'
        const limit = binary ? IMAGE_UPLOAD_MAX_BYTES : (LARGE_BODIES[op.name] ?? 64 * 1024)
        const filler = 'x'.repeat(limit + 6 * 1024)
        const huge = { ...asDocumented, mediaType: type, body: { filler } }
        expect(expectListed(op, `a ${type} body too large`, await call(op, huge))).toBe(413)
      }
      if (requestBody) {
        const text = { ...asDocumented, mediaType: 'application/xml', raw: '<hello/>' }
        expect(expectListed(op, 'a body of another type', await call(op, text))).toBe(415)
      }
      // A limit that asks to wait (Retry-After) counts each network's requests: one visitor repeating
      // a request reaches it.
      if (responses['429']?.headers?.['retry-after']) {
        const address = visitorAddress(++visitors)
        let status = 0
        for (let attempt = 0; attempt < 50 && status !== 429; attempt++) {
          const again = mediaType ? { ...asDocumented, mediaType, body: {} } : asDocumented
          status = expectListed(op, `again, attempt ${attempt + 1}`, await call(op, { ...again, address }))
        }
        expect(status, `${op.name} repeated`).toBe(429)
      }
    }
  },
)
