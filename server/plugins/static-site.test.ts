import { createHash } from 'node:crypto'
import { brotliDecompressSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { buildTestApp } from '#tests/support/test-app.ts'

test('pages carry a strict CSP whose hashes match exactly the inline scripts and styles of that page', async () => {
  const t = await buildTestApp()
  const response = await t.app.inject({ method: 'GET', url: '/' })
  expect(response.statusCode).toBe(200)
  const csp = String(response.headers['content-security-policy'])
  expect(csp).not.toContain('unsafe-inline')
  expect(csp).toContain("frame-ancestors 'none'")
  // Every script the page runs is allowed by its hash; structured data is not run and needs none.
  const inline = [
    ...response.body.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
  ]
    .map(([, body]) => body ?? '')
    .filter(Boolean)
  expect(inline.length).toBeGreaterThan(0)
  for (const body of inline) {
    expect(csp).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
  }
  // The stylesheet is inline, so the first paint waits for no request; it is allowed by its hash alone.
  const styles = [...response.body.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, body]) => body ?? '')
  expect(styles.join('').length).toBeGreaterThan(10_000)
  // The whole stylesheet is linked only for browsers without JavaScript.
  expect(response.body.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')).not.toMatch(
    /<link[^>]+rel="stylesheet"/,
  )
  const styleSrc = /style-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? []
  expect(styleSrc).toEqual([
    "'self'",
    ...new Set(styles.map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`)),
  ])
})

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
  expect(api.json()).toEqual({ error: 'Not found.', code: 'not_found' })
})

test('hashed assets are immutable, pages revalidate, and text is served compressed', async () => {
  const t = await buildTestApp()
  const home = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br, gzip' } })
  expect(home.headers['cache-control']).toBe('no-cache')
  expect(home.headers['content-encoding']).toBe('br')
  const html = (await t.app.inject({ method: 'GET', url: '/' })).body
  const asset = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  expect(asset).toBeTruthy()
  const response = await t.app.inject({ method: 'GET', url: asset!, headers: { 'accept-encoding': 'gzip' } })
  expect(response.statusCode).toBe(200)
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(response.headers['content-encoding']).toBe('gzip')
})

test('a trailing slash or capital letters redirect to the one canonical URL', async () => {
  const t = await buildTestApp()
  const slash = await t.app.inject({ method: 'GET', url: '/newsletter/confirmed/' })
  expect(slash.statusCode).toBe(301)
  expect(slash.headers.location).toBe('/newsletter/confirmed')
  const caps = await t.app.inject({ method: 'GET', url: '/Newsletter/Confirmed' })
  expect(caps.statusCode).toBe(301)
  expect(caps.headers.location).toBe('/newsletter/confirmed')
})

test('a token that is not well-formed is never written into the page', async () => {
  const t = await buildTestApp()
  const response = await t.app.inject({
    method: 'GET',
    url: '/newsletter/confirm?token="><script>alert(1)</script>',
  })
  expect(response.statusCode).toBe(200)
  expect(response.body).toContain('name="token" value=""')
  expect(response.body).not.toContain('alert(1)')
})

test('robots.txt, sitemap.xml, health and readiness', async () => {
  const t = await buildTestApp()
  const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' })
  expect(robots.body).toContain('Sitemap: https://www.northstar.example/sitemap.xml')
  const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' })
  expect(sitemap.statusCode).toBe(200)
  expect(sitemap.body).toContain('<loc>https://www.northstar.example/</loc>')
  expect(sitemap.body).not.toContain('/404')
  expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' })
  expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' })
})

test('a search answers with its results in the page, so it works without JavaScript', async () => {
  const t = await buildTestApp()
  const search = async (q: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/search?q=${encodeURIComponent(q)}`,
      headers: { 'accept-encoding': 'br' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    return brotliDecompressSync(response.rawPayload).toString()
  }

  const html = await search('Irrigation')
  expect(html).toContain('<a href="/case-studies/smart-irrigation"')
  expect(html).toMatch(/\d+ pages match “Irrigation”/)
  expect(html).toContain('value="Irrigation"')

  // What a visitor types is text, never markup, and an over-long query is cut, not refused.
  const body = await search(`<img src=x onerror=alert(1)>${'a'.repeat(500)}`)
  expect(body).not.toContain('<img src=x')
  expect(body).toContain('No pages match “&lt;img src=x onerror=alert(1)&gt;aaa')
  expect(body).not.toContain('a'.repeat(200))

  // Without a query the page invites a search and offers the site's sections.
  const empty = await t.app.inject({ method: 'GET', url: '/search?q=%20' })
  expect(empty.body).toContain('Type a word or two')
  expect(empty.body).toContain('<a href="/careers/searchjobs"')
})
