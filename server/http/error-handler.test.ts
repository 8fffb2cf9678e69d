import { STATUS_CODES } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
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

test('every answer carries its request id, an error answer in its body too: unknown API addresses, what the router refuses, bodies refused, pages', async () => {
  const t = await buildTestApp({ env: { PUBLIC_URL: 'https://www.example.com' } })
  const json = { 'content-type': 'application/json' }
  const cases = [
    { method: 'GET', url: '/api/nope', status: 404 },
    { method: 'GET', url: '/api/content/nope/deeper?x=1', status: 404 },
    { method: 'POST', url: '/api/nope', status: 404 },
    { method: 'DELETE', url: '/api/nope', status: 404 },
    { method: 'GET', url: '/api/%ff', status: 400 },
    { method: 'GET', url: '/%ff/%fe', status: 400 },
    { method: 'TRACE', url: '/about', status: 405 },
    { method: 'POST', url: '/api/contact', status: 400, headers: json, payload: '{not json' },
    { method: 'POST', url: '/api/contact', status: 413, headers: json, payload: `"${'x'.repeat(70_000)}"` },
    { method: 'GET', url: '/no-such-page', status: 404, page: true },
    { method: 'GET', url: '/', status: 200, page: true },
  ] as const
  for (const { method, url, status, ...rest } of cases) {
    const label = `${method} ${url}`
    const headers = 'headers' in rest ? rest.headers : {}
    const payload = 'payload' in rest ? rest.payload : undefined
    // Its own id when the proxy sent none, and the proxy's when it did.
    for (const given of [undefined, 'nginx-0123456789abcdef']) {
      const response = await t.app.inject({
        method,
        url,
        payload,
        headers: { ...headers, ...(given ? { 'x-request-id': given } : {}) },
      })
      expect(response.statusCode, label).toBe(status)
      const id = response.headers['x-request-id']
      expect(id, label).toMatch(given ? given : /^[0-9a-f-]{36}$/)
      if ('page' in rest) continue
      expect(response.json(), label).toMatchObject({ code: expect.any(String), requestId: id })
    }
  }
})

test('what Node’s parser refuses before there is a request is answered with an id in its header and body, and the security headers', async () => {
  const t = await buildTestApp({ env: { PUBLIC_URL: 'https://www.example.com' } })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = t.app.server.address() as AddressInfo
  const send = (raw: string) =>
    new Promise<string>((done, fail) => {
      const chunks: Buffer[] = []
      const socket = connect(port, '127.0.0.1', () => socket.end(raw))
      socket.on('data', (chunk: Buffer) => chunks.push(chunk))
      socket.on('close', () => done(Buffer.concat(chunks).toString()))
      socket.on('error', fail)
    })
  const cases = [
    {
      what: 'a header without a colon',
      raw: 'GET / HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n',
      status: 400,
    },
    { what: 'a request line that is not HTTP', raw: 'HELLO\r\n\r\n', status: 400 },
    {
      what: 'headers past Node’s bound',
      raw: `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'y'.repeat(20_000)}\r\n\r\n`,
      status: 431,
    },
  ]
  for (const { what, raw, status } of cases) {
    const answer = await send(raw)
    const [head = '', body = ''] = answer.split('\r\n\r\n')
    expect(head.split('\r\n')[0], what).toBe(`HTTP/1.1 ${status} ${STATUS_CODES[status]}`)
    const id = /^x-request-id: ([0-9a-f-]{36})$/im.exec(head)?.[1]
    expect(id, what).toBeDefined()
    expect(JSON.parse(body), what).toEqual({ error: expect.any(String), code: 'bad_request', requestId: id })
    expect(head, what).toMatch(/^content-type: application\/json; charset=utf-8$/im)
    expect(head, what).toMatch(/^x-content-type-options: nosniff$/im)
    expect(head, what).toMatch(/^content-security-policy: default-src 'none';frame-ancestors 'none'$/im)
    expect(head, what).toMatch(/^strict-transport-security: max-age=31536000/im)
  }
})
