import { expect, test } from 'vitest'
import { buildTestApp } from '#tests/support/test-app.ts'

test('what the router refuses and methods no route has get the app’s error answer and the security headers', async () => {
  const t = await buildTestApp({ env: { PUBLIC_URL: 'https://www.example.com' } })
  const cases = [
    { method: 'GET', url: '/api/%ff', status: 400, code: 'bad_request' },
    { method: 'GET', url: '/%ff/%fe', status: 400, code: 'bad_request' },
    { method: 'OPTIONS', url: '/', status: 405, code: 'method_not_allowed' },
    { method: 'TRACE', url: '/about', status: 405, code: 'method_not_allowed' },
    { method: 'DELETE', url: '/contact', status: 405, code: 'method_not_allowed' },
    { method: 'OPTIONS', url: '/api/send', status: 404, code: 'not_found' },
    { method: 'PUT', url: '/api/no-such-call', status: 404, code: 'not_found' },
  ] as const
  for (const { method, url, status, code } of cases) {
    const response = await t.app.inject({ method, url })
    const label = `${method} ${url}`
    expect(response.statusCode, label).toBe(status)
    expect(response.json(), label).toEqual({ error: expect.any(String), code, requestId: expect.any(String) })
    expect(response.body, label).not.toContain('%ff')
    expect(response.headers['x-content-type-options'], label).toBe('nosniff')
    expect(response.headers['content-security-policy'], label).toContain("default-src 'none'")
    expect(response.headers['strict-transport-security'], label).toMatch(/max-age=31536000/)
    if (status === 405) expect(response.headers.allow, label).toBe('GET, HEAD')
  }
})
