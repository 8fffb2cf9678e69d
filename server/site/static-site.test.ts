import { expect, test } from 'vitest'
import { buildTestApp } from '#tests/support/test-app.ts'

test('an unknown path answers the prerendered Page Not Found page with status 404', async () => {
  const t = await buildTestApp()
  for (const url of ['/no-such-page', '/industries/healthcare/deeper', '/assets/missing.js']) {
    const response = await t.app.inject({ method: 'GET', url })
    expect(response.statusCode, url).toBe(404)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.body).toContain('Page Not Found')
  }
  const malformed = await t.app.inject({ method: 'GET', url: '/%E0%A4%A' })
  expect(malformed.statusCode).toBe(400)
  expect(malformed.body).not.toMatch(/stack|node_modules/)
  const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here' })
  expect(api.statusCode).toBe(404)
  // The app's error answer, with the request's id as every other error has it.
  expect(api.json()).toEqual({
    error: 'Not found.',
    code: 'not_found',
    requestId: api.headers['x-request-id'],
  })
})

test('hashed assets are immutable for a year and served compressed', async () => {
  const t = await buildTestApp()
  const html = (await t.app.inject({ method: 'GET', url: '/' })).body
  const asset = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  expect(asset).toBeTruthy()
  const response = await t.app.inject({ method: 'GET', url: asset!, headers: { 'accept-encoding': 'gzip' } })
  expect(response.statusCode).toBe(200)
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(response.headers['content-encoding']).toBe('gzip')
})
