// @module-tag full -- refusals under load: a detail of server/http/, timed against real sockets.
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import Fastify from 'fastify'
import { expect, onTestFinished, test } from 'vitest'
import { buildTestApp, eventually, formOpenedFor } from '#tests/support/test-app.ts'
import { registerErrorHandler } from './error-handler.ts'
import { DEFAULT_SHEDDING, registerLoadShedding, type SheddingOptions } from './load-shedding.ts'

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

test('an instance whose start-up held the event loop a long time answers its first visitors', async () => {
  const t = await buildTestApp({ shedding: { maxEventLoopDelayMs: 50 } })
  // Start-up work on a busy machine (imports, migrations, the site loaded) holds the loop for seconds.
  const until = Date.now() + 3000
  while (Date.now() < until);
  // The reading that was due meanwhile is taken now, and covers the start-up.
  await new Promise((resolve) => setTimeout(resolve, 20))
  const first = await t.app.inject({ method: 'GET', url: '/' })
  expect(first.statusCode).toBe(200)
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

/** A request on a connection of its own, written as soon as it connects; its status and headers. */
function rawRequest(port: number, path: string, { delayMs = 0 } = {}) {
  return new Promise<{ status: number; headers: string }>((done, fail) => {
    const socket = connect({ port, host: '127.0.0.1' })
    let answer = ''
    socket.setEncoding('latin1')
    const write = () => socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`)
    socket.on('connect', () => (delayMs ? setTimeout(write, delayMs) : write()))
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('end', () =>
      done({ status: Number(answer.slice(9, 12)), headers: answer.split('\r\n\r\n')[0]! }),
    )
    socket.on('error', fail)
  })
}

/** Keeps the event loop at work for `ms`, turning it now and then, as a burst of requests would. */
async function keepBusy(ms: number) {
  const until = performance.now() + ms
  while (performance.now() < until) {
    const slice = performance.now() + 20
    while (performance.now() < slice);
    await new Promise((resolve) => setImmediate(resolve))
  }
}

test.skipIf(process.platform !== 'linux')(
  'connections that waited in the kernel while the instance was busy are refused with 503 and Retry-After at once; health checks still answer',
  async () => {
    const t = await buildTestApp({ shedding: { maxQueueMs: 100 } })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as AddressInfo
    // Busy for a while, as under a flood: one slow turn alone refuses nobody.
    await keepBusy(800)
    const waiting = [
      ...Array.from({ length: 10 }, () => rawRequest(port, '/api/form-token')),
      rawRequest(port, '/readyz'),
    ]
    // The instance cannot accept meanwhile: the connections wait in the kernel's queue.
    const until = performance.now() + 400
    while (performance.now() < until);
    const answers = await Promise.all(waiting)
    const refused = answers.slice(0, -1).filter(({ status }) => status === 503)
    expect(refused.length).toBeGreaterThanOrEqual(8)
    for (const { headers } of refused) expect(headers).toMatch(/\r\nretry-after: 5\r\n/i)
    expect(answers.at(-1)!.status).toBe(200)
  },
)

test('after one slow turn of an idle instance, the connections that waited meanwhile are answered', async () => {
  const t = await buildTestApp({ shedding: { maxQueueMs: 100 } })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = t.app.server.address() as AddressInfo
  await new Promise((resolve) => setTimeout(resolve, 600))
  const waiting = Array.from({ length: 5 }, () => rawRequest(port, '/api/form-token'))
  const until = performance.now() + 400
  while (performance.now() < until);
  expect((await Promise.all(waiting)).map(({ status }) => status)).toEqual([200, 200, 200, 200, 200])
})

test('an idle instance answers a connection opened ahead and used late, as a browser does', async () => {
  const t = await buildTestApp({ shedding: { maxQueueMs: 100 } })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = t.app.server.address() as AddressInfo
  expect((await rawRequest(port, '/api/form-token', { delayMs: 500 })).status).toBe(200)
})

/** A server of the load shedding alone, whose log lines (warnings and worse) the test reads. */
async function sheddingServer(options: Partial<SheddingOptions>) {
  const lines: { msg: string; refused?: number; byReason?: Record<string, number>; durationMs?: number }[] =
    []
  const app = Fastify({
    logger: { level: 'warn', stream: { write: (line) => lines.push(JSON.parse(line)) } },
  })
  registerErrorHandler(app)
  await registerLoadShedding(app, {
    ...DEFAULT_SHEDDING,
    maxEventLoopDelayMs: 0,
    maxQueueMs: 0,
    maxHeapUsedBytes: 0,
    maxRssBytes: 0,
    ...options,
  })
  // A write that takes a while, so the ones that come meanwhile find the cap reached.
  app.post('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 100))
    return { ok: true }
  })
  await app.ready()
  onTestFinished(() => app.close())
  return { app, lines, ended: () => lines.filter((line) => line.msg.startsWith('No longer busy')) }
}

test('a busy spell’s end is logged once it is over, with every refusal it made and how long it lasted', async () => {
  const { app, lines, ended } = await sheddingServer({ maxWritesInFlight: 1 })
  const burst = async (size: number) => {
    const answers = await Promise.all(
      Array.from({ length: size }, () => app.inject({ method: 'POST', url: '/slow' })),
    )
    expect(answers[0]!.statusCode).toBe(200)
    return answers.filter((answer) => answer.statusCode === 503).length
  }

  const refused = await burst(40)
  expect(refused).toBe(39)
  // The spell's start is logged at once; its end only after a while with no refusal.
  expect(lines.map((line) => line.msg)).toEqual(['Busy: refusing requests for too many writes in flight'])
  await eventually(() => expect(ended()).toHaveLength(1), { timeout: 10_000 })
  expect(ended()[0]).toMatchObject({
    msg: expect.stringMatching(/^No longer busy: refused 39 requests over \d+\.\d s$/),
    refused,
    byReason: { 'too many writes in flight': refused },
    durationMs: expect.any(Number),
  })

  // The next spell counts its own refusals, and its start is logged again, however soon it comes.
  const again = await burst(4)
  expect(lines.at(-1)!.msg).toBe('Busy: refusing requests for too many writes in flight')
  await eventually(() => expect(ended()).toHaveLength(2), { timeout: 10_000 })
  expect(ended()[1]).toMatchObject({
    msg: expect.stringMatching(/^No longer busy: refused 3 requests over \d+\.\d s$/),
    refused: again,
  })
  expect(again).toBe(3)

  // A spell still going when the instance stops is ended with it.
  expect(await burst(2)).toBe(1)
  await app.close()
  expect(ended()[2]).toMatchObject({ msg: 'No longer busy: refused 1 request over 0.0 s', refused: 1 })
})
