import { expect, test } from 'vitest'
import { buildTestApp, eventually, formOpenedFor } from '#tests/support/test-app.ts'

test('past the cap on writes in flight, a post is refused at once with 503 and Retry-After; pages and health still answer', async () => {
  const t = await buildTestApp({ shedding: { maxWritesInFlight: 1 } })
  // A sign-up takes a fixed time to answer, so the first is still in flight when the second arrives.
  const subscribe = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/subscribe', payload: { email }, remoteAddress: '198.51.100.9' })
  const [first, second] = await Promise.all([subscribe('a@example.com'), subscribe('b@example.com')])
  expect(first.statusCode).toBe(202)
  expect(second.statusCode).toBe(503)
  expect(second.headers['retry-after']).toBe('5')
  expect(second.json()).toMatchObject({ code: 'busy' })
  const stored = await t.app.db.selectFrom('newsletterSubscribers').select('email').execute()
  expect(stored.map((row) => row.email)).toEqual(['a@example.com'])
  expect((await subscribe('c@example.com')).statusCode).toBe(202)
})

test('while the event loop lags, requests are refused with 503, but /healthz and /readyz answer', async () => {
  const t = await buildTestApp({ shedding: { maxEventLoopDelayMs: 50 } })
  // Hold the event loop, as a burst of work would, until the lag is measured.
  await eventually(
    async () => {
      const until = Date.now() + 150
      while (Date.now() < until);
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect((await t.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(503)
    },
    { timeout: 10_000, interval: 0 },
  )
  expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
  expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200)
})

test('a message not stored within the write deadline (its sender has given up and seen an error) is not stored', async () => {
  const t = await buildTestApp({ shedding: { writeDeadlineMs: 0 } })
  const message = {
    ...formOpenedFor(t.app),
    name: 'Late',
    email: 'late@example.com',
    subject: 'Hi',
    message: 'Hello?',
  }
  const send = (app: typeof t.app) => app.inject({ method: 'POST', url: '/api/send', payload: message })
  const late = await send(t.app)
  expect(late.statusCode).toBe(503)
  expect(late.json()).toMatchObject({ code: 'busy' })
  expect(await t.app.db.selectFrom('contactMessages').select('id').execute()).toEqual([])
  // The form's token was given back: the same form sends once the site keeps up again.
  const onTime = await buildTestApp({ env: { DATA_DIR: t.config.dataDir } })
  expect((await send(onTime.app)).statusCode).toBe(201)
})
