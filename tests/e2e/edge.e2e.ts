// @module-tag full -- nginx with the shipped files in front of a stand-in instance: the full tier.
import { existsSync } from 'node:fs'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { IMAGE_UPLOAD_MAX_BYTES } from '#contract/admin-constants.ts'
import { OPENAPI_PATH } from '#server/http/openapi.ts'
import { IMPORT_BODY_LIMIT } from '#server/modules/newsletter/subscribers.routes.ts'
import { requestFrom, visitorAddress } from '#tests/support/http.ts'
import { exampleOf, operationsOf, type OpenApiDocument } from '#tests/support/openapi-client.ts'
import { instanceConnectionBound, nginxPath, startNginx } from '#tests/support/scale-out.ts'
import { freePort } from '#tests/support/smtp-peer.ts'
import { buildTestApp, eventually } from '#tests/support/test-app.ts'

// An instance that takes every request for /contact and answers none until told, as one at its
// limit would; a POST it reads whole and answers with the bytes it received; anything else (nginx's
// start-up check) it answers at once.
const held: ServerResponse[] = []
const instance = createServer((request, response) => {
  if (request.url === '/contact') return void held.push(response)
  if (request.method !== 'POST') return void response.end()
  let received = 0
  request.on('data', (chunk: Buffer) => void (received += chunk.length))
  request.on('end', () => response.end(`received ${received}`))
})
let nginx: Awaited<ReturnType<typeof startNginx>>

describe.skipIf(!existsSync(nginxPath) && !process.env.SCALE_OUT_REQUIRE)(
  'the shipped nginx in front of an instance',
  () => {
    beforeAll(async () => {
      await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve))
      nginx = await startNginx(await freePort(), [(instance.address() as AddressInfo).port])
    })
    afterAll(async () => {
      held.forEach((response) => response.end())
      await nginx?.stop()
      instance.close()
    })

    test('once an instance has its max_conns requests, the next is answered 503 with Retry-After at once, in a page; the held ones are answered in full', async () => {
      const bound = await instanceConnectionBound()
      // Each from its own address: the per-address limit (32 connections) is not what is tested.
      const waiting = Array.from({ length: bound }, (_, i) =>
        requestFrom(visitorAddress(i + 1), `${nginx.origin}/contact`),
      )
      await eventually(() => expect(held).toHaveLength(bound))
      const refused = await requestFrom(visitorAddress(bound + 1), `${nginx.origin}/contact`)
      expect(refused.status).toBe(503)
      expect(refused.headers['retry-after']).toBe('5')
      expect(refused.headers['content-type']).toMatch(/^text\/html/)
      expect(refused.body).toContain('The site is busy right now. Please try again in a few seconds.')
      expect(held).toHaveLength(bound)

      held.splice(0).forEach((response) => response.end('answered'))
      const answers = await Promise.all(waiting)
      expect(answers.map(({ status, body }) => `${status} ${body}`)).toEqual(
        Array(bound).fill('200 answered'),
      )
    })

    test('a photograph as large as the app takes reaches the instance on every route that takes one, and the subscribers’ import; one byte more, nginx refuses; other routes keep 64 KB', async () => {
      // The routes that take a file, as the API document lists them: each takes IMAGE_UPLOAD_MAX_BYTES.
      const t = await buildTestApp()
      const document = (await t.app.inject({ url: OPENAPI_PATH })).json() as OpenApiDocument
      const takesFile = operationsOf(document).filter(({ operation }) =>
        Object.values(operation.requestBody?.content ?? {}).some(({ schema }) => schema.format === 'binary'),
      )
      expect(takesFile.map(({ name }) => name)).toEqual(
        expect.arrayContaining(['POST /api/content/images', 'POST /api/content/library/{name}/replace']),
      )
      const addressOf = ({ path, operation }: (typeof takesFile)[number]) =>
        path.replace(/\{(\w+)\}/g, (_, name: string) => {
          const parameter = operation.parameters?.find((p) => p.in === 'path' && p.name === name)
          return String(parameter!.example ?? exampleOf(document, parameter!.schema))
        })
      const routes = [
        ...takesFile.map((operation) => ({
          url: addressOf(operation),
          type: 'image/jpeg',
          limit: IMAGE_UPLOAD_MAX_BYTES,
        })),
        { url: '/api/subscribers/import', type: 'application/json', limit: IMPORT_BODY_LIMIT },
      ]
      let visitor = 1000
      const post = (url: string, type: string, bytes: number) =>
        requestFrom(visitorAddress(++visitor), `${nginx.origin}${url}`, {
          method: 'POST',
          headers: { 'content-type': type },
          body: Buffer.alloc(bytes, 0x20),
        })
      for (const { url, type, limit } of routes) {
        for (const bytes of [200 * 1024, limit]) {
          const answer = await post(url, type, bytes)
          expect(`${answer.status} ${answer.body}`, `${bytes} bytes to ${url}`).toBe(`200 received ${bytes}`)
        }
        const refused = await post(url, type, limit + 1)
        expect(refused.status, `${limit + 1} bytes to ${url}`).toBe(413)
        expect(refused.body, `${limit + 1} bytes to ${url}`).not.toContain('received')
      }
      expect((await post('/api/contact', 'application/json', 64 * 1024)).status).toBe(200)
      expect((await post('/api/contact', 'application/json', 200 * 1024)).status).toBe(413)
    })
  },
)
