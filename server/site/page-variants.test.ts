import { expect, test } from 'vitest'
import { buildTestApp } from '#tests/support/test-app.ts'

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

test('a well-formed token from a mail link is written into the form, so it works without JavaScript', async () => {
  const t = await buildTestApp()
  const token = 'a'.repeat(43)
  for (const path of ['/newsletter/confirm', '/newsletter/unsubscribe']) {
    const response = await t.app.inject({ method: 'GET', url: `${path}?token=${token}` })
    expect(response.statusCode, path).toBe(200)
    expect(response.body, path).toContain(`name="token" value="${token}"`)
  }
})
