import { expect, test } from 'vitest'
import { buildTestApp } from '#tests/support/test-app.ts'
import { METRICS_PATH } from './metrics.ts'

const TOKEN = 'a-scraper-token-of-some-length'

/** One sample's value from the Prometheus text format, or undefined when it is not there. */
const sample = (text: string, series: string) =>
  text
    .split('\n')
    .find((line) => line.startsWith(`${series} `))
    ?.split(' ')[1]

test('/metrics counts requests by route and status, the outbox by status and the admin sockets', async () => {
  const t = await buildTestApp()
  for (const email of ['ada@example.com', 'not-an-address']) {
    await t.app.inject({ method: 'POST', url: '/api/subscribe', payload: { email } })
  }
  const response = await t.app.inject({ method: 'GET', url: METRICS_PATH })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
  const text = response.body
  expect(sample(text, 'http_requests_total{method="POST",route="/api/subscribe",status="202"}')).toBe('1')
  expect(sample(text, 'http_requests_total{method="POST",route="/api/subscribe",status="400"}')).toBe('1')
  expect(sample(text, 'http_request_duration_seconds_count{method="POST",route="/api/subscribe"}')).toBe('2')
  // The confirmation mail is in the outbox, queued or already sent to the mail files.
  const queued = Number(sample(text, 'northstar_outbox_mails{status="queued"}'))
  const sent = Number(sample(text, 'northstar_outbox_mails{status="sent"}'))
  expect(queued + sent).toBe(1)
  expect(sample(text, 'northstar_outbox_mails{status="failed"}')).toBe('0')
  expect(sample(text, 'northstar_admin_sockets')).toBe('0')
  expect(text).toContain('process_resident_memory_bytes')
})

test('only this machine or the configured token may read /metrics; through a proxy it is not there', async () => {
  const t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } })
  const read = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'GET', url: METRICS_PATH, headers, remoteAddress })

  expect((await read({})).statusCode).toBe(200)
  expect((await read({}, '::1')).statusCode).toBe(200)
  // nginx on this machine connects from loopback, and always says for whom.
  expect((await read({ 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404)
  expect((await read({}, '203.0.113.9')).statusCode).toBe(404)
  expect(
    (await read({ authorization: 'Bearer wrong-token-of-the-same-size' }, '203.0.113.9')).statusCode,
  ).toBe(404)
  const withToken = await read({ authorization: `Bearer ${TOKEN}` }, '203.0.113.9')
  expect(withToken.statusCode).toBe(200)
  expect(withToken.body).toContain('http_requests_total')
  // The refusal is the site's usual 404, with nothing about metrics in it.
  expect((await read({}, '203.0.113.9')).json()).toMatchObject({ code: 'not_found' })
})

test('behind a proxy (TRUST_PROXY) loopback proves nothing: only the token reads /metrics', async () => {
  const t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN, TRUST_PROXY: 'true' } })
  const read = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: METRICS_PATH, headers, remoteAddress: '127.0.0.1' })
  // A proxy that forgot X-Forwarded-For looks like this machine.
  expect((await read({})).statusCode).toBe(404)
  expect((await read({ authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200)
})

test('every answer names its request id, and an error answer carries it too; a sensible X-Request-Id is kept', async () => {
  const t = await buildTestApp()
  const page = await t.app.inject({ method: 'GET', url: '/healthz' })
  expect(page.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)

  const failed = await t.app.inject({
    method: 'POST',
    url: '/api/subscribe',
    payload: { email: 'nope' },
    headers: { 'x-request-id': 'edge-7f3a9c21' },
  })
  expect(failed.statusCode).toBe(400)
  expect(failed.headers['x-request-id']).toBe('edge-7f3a9c21')
  expect(failed.json()).toMatchObject({ code: 'invalid_request', requestId: 'edge-7f3a9c21' })

  const odd = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'a b\nc' } })
  expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
})
