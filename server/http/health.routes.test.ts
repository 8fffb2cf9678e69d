import { expect, test } from 'vitest'
import { buildTestApp, databases } from '#tests/support/test-app.ts'

test('/healthz says the process is up and /readyz that the database answers', async () => {
  const t = await buildTestApp()
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
