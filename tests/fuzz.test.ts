// Requests made to break the API: every documented route, called by a signed-in owner with values
// a client should never send (numbers past what a column keeps, names an object has of its own,
// escapes, nesting, the wrong types), on each database. However wrong, a request is answered in
// words with a 4xx: never a 5xx.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { OPENAPI_PATH } from '#server/http/openapi.ts'
import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { member, type TestApp } from '#tests/support/content-editor.ts'
import { nginxPath, startNginx } from '#tests/support/scale-out.ts'
import { freePort } from '#tests/support/smtp-peer.ts'
import { visitorAddress } from '#tests/support/http.ts'
import { exampleOf, operationsOf, type OpenApiDocument } from '#tests/support/openapi-client.ts'
import { buildTestApp, databases } from '#tests/support/test-app.ts'
import { signIn } from '#tests/support/admin.ts'
import { full } from '#tests/support/tiers.ts'
/** Routes that end the session the run signs in with, or the team it runs as. */
const LEFT_OUT = new Set(['POST /api/auth/logout', 'POST /api/account/delete'])

const text = fc.oneof(
  fc.constantFrom(
    '',
    '0',
    '-1',
    '1.5',
    '2147483647',
    '2147483648',
    '9007199254740993',
    '1e309',
    'NaN',
    'constructor',
    '__proto__',
    'toString',
    'hasOwnProperty',
    '../../etc/passwd',
    '%2e%2e%2f',
    '%00',
    '\u0000',
    '\u202e',
    '9999-12-31T19:00',
    '0999-01-01T00:00',
    '+010000-01-01T00:00:00.000Z',
    '2026-02-30',
    'a'.repeat(5000),
    '> '.repeat(3000),
    '_a'.repeat(3000),
  ),
  fc.string({ maxLength: 40 }),
)
const number = fc.oneof(
  fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 31 - 1, 2 ** 53, Number.MAX_VALUE, -(2 ** 63)),
  fc.integer(),
)
const scalar = fc.oneof(text, number, fc.boolean(), fc.constant(null))
const nested = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, scalar, tie('list'), tie('object')),
  list: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(
    fc.oneof(
      fc.constantFrom('constructor', 'toString', 'valueOf', 'hasOwnProperty'),
      fc.string({ maxLength: 8 }),
    ),
    tie('value'),
    { maxKeys: 4 },
  ),
})).value

/** A body made from the route's example: a property given another value, or one added. */
const bodyFrom = (example: unknown) =>
  fc.tuple(fc.nat(), fc.oneof(scalar, nested), fc.boolean()).map(([pick, value, added]) => {
    if (example === null || typeof example !== 'object' || Array.isArray(example)) return value
    const keys = Object.keys(example)
    const key = added || keys.length === 0 ? 'constructor' : keys[pick % keys.length]!
    return { ...example, [key]: value }
  })

/** A request as the fuzz makes it, and the answer's status and words. */
type Send = (request: {
  method: string
  url: string
  headers: Record<string, string>
  payload?: string
  address: string
}) => Promise<{ statusCode: number; body: string }>

type Sender = (t: TestApp) => Promise<{ send: Send; stop: () => Promise<void> }>

/** Straight to the app, as its own tests call it. */
const injected: Sender = async (t) => ({
  send: ({ method, url, headers, payload, address }) =>
    t.app.inject({ method: method as 'GET', url, headers, payload, remoteAddress: address }),
  stop: async () => {},
})

/**
 * Through the shipped nginx in front of the app listening on a port. nginx lets five writes a
 * second through from one address (429 past a burst): writes are paced to that, so they reach the app.
 */
const throughNginx: Sender = async (t) => {
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const nginx = await startNginx(await freePort(), [(t.app.server.address() as AddressInfo).port])
  let lastWrite = 0
  return {
    async send({ method, url, headers, payload }) {
      if (method !== 'GET') {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, lastWrite + 220 - Date.now())))
        lastWrite = Date.now()
      }
      const response = await fetch(`${nginx.origin}${url}`, {
        method,
        headers,
        body: payload,
        redirect: 'manual',
      })
      return { statusCode: response.status, body: await response.text() }
    },
    stop: () => nginx.stop(),
  }
}

async function fuzz(database: (typeof databases)[number], runs: number, sender: Sender = injected) {
  const t = await buildTestApp({ database })
  const { send, stop } = await sender(t)
  let headers = await member(t)
  const document = (await t.app.inject({ url: OPENAPI_PATH })).json<OpenApiDocument>()
  const failures: string[] = []
  let visitors = 0
  let requests = 0

  for (const op of operationsOf(document)) {
    if (LEFT_OUT.has(op.name)) continue
    const { parameters = [], requestBody } = op.operation
    const json = requestBody?.content['application/json']
    let example: unknown
    try {
      example = json && (json.example ?? exampleOf(document, json.schema))
    } catch {
      example = {}
    }
    const inPath = parameters.filter((p) => p.in === 'path').map((p) => p.name)
    const inQuery = parameters.filter((p) => p.in === 'query').map((p) => p.name)
    await fc.assert(
      fc.asyncProperty(
        fc.array(text, { minLength: inPath.length, maxLength: inPath.length }),
        fc.array(fc.option(text), { minLength: inQuery.length, maxLength: inQuery.length }),
        bodyFrom(example),
        async (pathValues, queryValues, body) => {
          const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
            encodeURIComponent(pathValues[inPath.indexOf(name)] ?? ''),
          )
          const query = new URLSearchParams(
            inQuery.flatMap((name, i) => (queryValues[i] === null ? [] : [[name, queryValues[i]!]])),
          ).toString()
          const response = await send({
            method: op.method,
            url: query ? `${path}?${query}` : path,
            headers: { ...headers, ...(json && { 'content-type': 'application/json' }) },
            payload: json ? JSON.stringify(body) : undefined,
            address: visitorAddress(++visitors),
          })
          requests++
          if (response.statusCode >= 500) {
            failures.push(
              `${op.name} ${path}?${query} ${JSON.stringify(body)?.slice(0, 200)}: ${response.statusCode} ${response.body.slice(0, 200)}`,
            )
          }
          // A route that ended the session (a password changed): sign in again.
          if (response.statusCode === 401) headers = (await signIn(t.app, 'owner@example.com')).headers
        },
      ),
      { numRuns: runs },
    )
  }
  console.log(
    `${database}${sender === injected ? '' : ' behind nginx'}: ${requests} requests, ${failures.length} answered 5xx`,
  )
  await stop()
  await t.app.close()
  expect(failures).toEqual([])
}

test(
  'no route answers 5xx, whatever its parameters and body: a few requests each',
  { timeout: 300_000 },
  () => fuzz('sqlite', 8),
)

describe.each(databases)(
  'the API under requests made to break it, on %s',
  { ...full, timeout: 900_000 },
  (database) => {
    test('no route answers 5xx, whatever its parameters and body: sixty requests each', () =>
      fuzz(database, 60))
  },
)

describe.skipIf(!existsSync(nginxPath) && !process.env.SCALE_OUT_REQUIRE)(
  'the API behind the shipped nginx under requests made to break it',
  { ...full, timeout: 900_000 },
  () => {
    test('no route answers 5xx through nginx either: four requests each', () =>
      fuzz('sqlite', 4, throughNginx))
  },
)
