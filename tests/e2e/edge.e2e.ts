// @module-tag full -- nginx with the shipped files in front of a stand-in instance: the full tier.
import { existsSync } from 'node:fs'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { requestFrom, visitorAddress } from '#tests/support/http.ts'
import { instanceConnectionBound, nginxPath, startNginx } from '#tests/support/scale-out.ts'
import { freePort } from '#tests/support/smtp-peer.ts'
import { eventually } from '#tests/support/test-app.ts'

// An instance that takes every request for /contact and answers none until told, as one at its
// limit would; anything else (nginx's start-up check) it answers at once.
const held: ServerResponse[] = []
const instance = createServer((request, response) =>
  request.url === '/contact' ? void held.push(response) : void response.end(),
)
let nginx: Awaited<ReturnType<typeof startNginx>>

describe.skipIf(!existsSync(nginxPath) && !process.env.SCALE_OUT_REQUIRE)(
  'the shipped nginx at its bound',
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
  },
)
