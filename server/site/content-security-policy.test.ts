import { createHash } from 'node:crypto'
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
