import { createHash } from 'node:crypto'
import { brotliDecompressSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { buildTestApp, databases } from '#tests/support/test-app.ts'

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

test('a trailing slash or another case redirects to the one canonical URL, for every page alike', async () => {
  const t = await buildTestApp()
  const cases = {
    '/newsletter/confirmed/': '/newsletter/confirmed',
    '/Newsletter/Confirmed': '/newsletter/confirmed',
    '/industries/education/': '/industries/education',
    '/INDUSTRIES/Education//': '/industries/education',
    '/about/?ref=mail': '/about?ref=mail',
    // Job ids are written in capitals: their other spellings answer like any page's.
    '/careers/jobs/TECH-001/': '/careers/jobs/TECH-001',
    '/careers/jobs/tech-001': '/careers/jobs/TECH-001',
    '/careers/jobs/tech-001/': '/careers/jobs/TECH-001',
    '/careers/jobs/Cons-002': '/careers/jobs/CONS-002',
    // Known aliases too, in one hop.
    '/capabilities/growth-marketion/': '/capabilities/growth-marketing',
    '/Industries/Healthcare': '/industries/social-sector',
  }
  for (const [from, to] of Object.entries(cases)) {
    const response = await t.app.inject({ method: 'GET', url: from })
    expect(response.statusCode, from).toBe(301)
    expect(response.headers.location, from).toBe(to)
  }
  for (const path of ['/careers/jobs/TECH-001', '/industries/education', '/']) {
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(200)
  }
  expect((await t.app.inject({ method: 'GET', url: '/404/' })).statusCode).toBe(404)
})

test('/favicon.ico is an icon, made from the SVG favicon at 16, 32 and 48 px', async () => {
  const t = await buildTestApp()
  const response = await t.app.inject({ method: 'GET', url: '/favicon.ico' })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toMatch(/^image\/(vnd\.microsoft\.icon|x-icon)/)
  const ico = response.rawPayload
  // ICONDIR: reserved 0, type 1 (icon), then the number of images; each entry starts with its size.
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1])
  const count = ico.readUInt16LE(4)
  const sizes = Array.from({ length: count }, (_, i) => ico.readUInt8(6 + 16 * i))
  expect(sizes.sort((a, b) => a - b)).toEqual([16, 32, 48])
  expect(ico.length).toBeLessThan(20_000)
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

test.each(databases)(
  '/readyz answers 503 while the database is down, /healthz still 200 (%s)',
  async (database) => {
    const t = await buildTestApp({ database })
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200)
    await t.app.db.destroy()
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' })
    expect(ready.statusCode).toBe(503)
    expect(ready.json()).toEqual({ status: 'unavailable' })
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
  },
)

test('the job search answers ?q= and ?category= with the matching jobs in the page, so it works without JavaScript', async () => {
  const t = await buildTestApp()
  const jobs = async (path: string, query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${path}${query}`,
      headers: { 'accept-encoding': 'br' },
    })
    expect(response.statusCode).toBe(200)
    const prerendered = await t.app.inject({ method: 'GET', url: path })
    expect(response.headers['content-security-policy']).toBe(prerendered.headers['content-security-policy'])
    const html = brotliDecompressSync(response.rawPayload).toString()
    const listed = [...html.matchAll(/<a href="\/careers\/jobs\/([A-Z]+-\d+)"/g)].map(([, id]) => id)
    return { html, listed }
  }

  for (const path of ['/careers/searchjobs']) {
    const byText = await jobs(path, '?q=data+engineer')
    expect(byText.listed).toEqual(['TECH-001'])
    expect(byText.html).toContain('1 of 3 featured jobs')
    expect(byText.html).toMatch(/<input id="job-search-q"[^>]* name="q" value="data engineer"\/>/)
    expect(byText.html).toContain(`action="${path}"`)
  }

  const byCategory = await jobs('/careers/searchjobs', '?q=&category=Operations')
  expect(byCategory.listed).toEqual(['OPS-003'])
  // The picked category is shown pressed, and pressing it again sends the form without it.
  expect(byCategory.html).toMatch(/value="" aria-pressed="true"[^>]*>Operations</)

  const none = await jobs('/careers/searchjobs', '?q=astronaut')
  expect(none.listed).toEqual([])
  expect(none.html).toContain('No featured jobs match your search.')

  // A category the page does not have is ignored; what a visitor types is text, never markup.
  const odd = await jobs(
    '/careers/searchjobs',
    `?category=Nope&q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
  )
  expect(odd.html).not.toContain('<img src=x')
  expect(odd.html).toContain('name="q" value="&lt;img src=x onerror=alert(1)&gt;"')
  expect(odd.listed).toEqual([])

  // No search: the prerendered page, all jobs, the newest first.
  expect((await jobs('/careers/searchjobs', '')).listed).toEqual(['OPS-003', 'TECH-001', 'CONS-002'])
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
