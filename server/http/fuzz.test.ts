// Requests made to break the API: every documented route, called by a signed-in owner with values
// a client should never send (numbers past what a column keeps, names an object has of its own,
// escapes, nesting, the wrong types), on each database. However wrong, a request is answered in
// words with a 4xx: never a 5xx.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { OPENAPI_PATH } from '#server/http/openapi.ts'
import { member } from '#tests/support/content-editor.ts'
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

async function fuzz(database: (typeof databases)[number], runs: number) {
  const t = await buildTestApp({ database })
  let headers = await member(t)
  const document = (await t.app.inject({ url: OPENAPI_PATH })).json<OpenApiDocument>()
  const failures: string[] = []
  let visitors = 0
  let requests = 0

  for (const op of operationsOf(document)) {
    if (LEFT_OUT.has(op.name)) continue
    const { parameters = [], requestBody } = op.operation
    const json = requestBody?.content['application/json']
    let example: unknown = undefined
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
          const response = await t.app.inject({
            method: op.method as 'GET',
            url: query ? `${path}?${query}` : path,
            headers: { ...headers, ...(json && { 'content-type': 'application/json' }) },
            payload: json ? JSON.stringify(body) : undefined,
            remoteAddress: visitorAddress(++visitors),
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
  console.log(`${database}: ${requests} requests, ${failures.length} answered 5xx`)
  expect(failures).toEqual([])
  await t.app.close()
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
