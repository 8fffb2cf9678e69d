import { expect, test } from 'vitest'
import { buildTestApp } from '#tests/support/test-app.ts'

test('every response has the security headers and no wildcard CORS', async () => {
  const t = await buildTestApp()
  for (const url of ['/', '/healthz', '/api/subscribe', '/robots.txt', '/no-such-page']) {
    const response = await t.app.inject({ method: 'GET', url, headers: { origin: 'https://evil.example' } })
    expect(response.headers['x-content-type-options'], url).toBe('nosniff')
    expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin')
    expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'")
    expect(response.headers['access-control-allow-origin'], url).toBeUndefined()
  }
})

test('Cross-Origin-Opener-Policy guards what holds a session or a token, and only that (decision 005)', async () => {
  const t = await buildTestApp()
  const coop = async (url: string) =>
    (await t.app.inject({ method: 'GET', url })).headers['cross-origin-opener-policy']
  // Public pages hold nothing of the visitor's: the header would only cost each load its work.
  for (const url of ['/', '/contact', '/industries/education', '/search?q=farm', '/no-such-page']) {
    expect(await coop(url), url).toBeUndefined()
  }
  // The admin app, the pages that carry a mail link's token, the API and the server's other answers keep it.
  for (const url of [
    '/superadmin/login',
    '/superadmin/setup',
    `/newsletter/confirm?token=${'a'.repeat(43)}`,
    '/newsletter/unsubscribe',
    '/api/openapi.json',
    '/api/no-such-call',
    '/healthz',
    '/robots.txt',
  ]) {
    expect(await coop(url), url).toBe('same-origin')
  }
})

test('HSTS is sent only when the site is public over HTTPS', async () => {
  const plain = await buildTestApp()
  expect(
    (await plain.app.inject({ method: 'GET', url: '/' })).headers['strict-transport-security'],
  ).toBeUndefined()
  const secure = await buildTestApp({ env: { PUBLIC_URL: 'https://www.example.com' } })
  expect((await secure.app.inject({ method: 'GET', url: '/' })).headers['strict-transport-security']).toMatch(
    /max-age=31536000/,
  )
})
