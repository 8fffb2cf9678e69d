import type { AddressInfo } from 'node:net'
import { io, type Socket } from 'socket.io-client'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, onTestFinished, test } from 'vitest'
import type { NewMessageEvent } from '#contract/admin.ts'
import { buildApp } from '#server/app.ts'
import { SESSION_IDLE_MS } from '#server/modules/auth/auth.service.ts'
import { createAdmin, signIn } from '#tests/support/admin.ts'
import {
  buildTestApp,
  eventually,
  formOpenedFor,
  manualClock,
  noticeRelays,
} from '#tests/support/test-app.ts'
import { ADMIN_NAMESPACE } from './admin-notices.ts'

const sockets: Socket[] = []
afterEach(() => sockets.splice(0).forEach((socket) => socket.disconnect()))

function connect(origin: string, path: string, cookie?: string, pageOrigin?: string) {
  const socket = io(`${origin}${path}`, {
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { ...(cookie ? { cookie } : {}), ...(pageOrigin ? { origin: pageOrigin } : {}) },
  })
  sockets.push(socket)
  return socket
}

const outcome = (socket: Socket) =>
  new Promise<string>((resolve) => {
    socket.on('connect', () => resolve('connected'))
    socket.on('connect_error', (error) => resolve(error.message))
  })

test('only a socket with a signed-in admin session receives newMessage, without address or text', async () => {
  const t = await buildTestApp()
  await createAdmin(t.app)
  const { cookie } = await signIn(t.app)
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`

  const admin = connect(origin, ADMIN_NAMESPACE, cookie)
  const anonymous = connect(origin, ADMIN_NAMESPACE)
  const forged = connect(origin, ADMIN_NAMESPACE, 'ns_session=forged-session-id')
  const defaultNamespace = connect(origin, '/')
  const outcomes = await Promise.all([admin, anonymous, forged, defaultNamespace].map(outcome))
  expect(outcomes).toEqual(['connected', 'unauthorized', 'unauthorized', 'unauthorized'])

  const received: NewMessageEvent[] = []
  const leaked: unknown[] = []
  admin.on('newMessage', (event: NewMessageEvent) => received.push(event))
  for (const socket of [anonymous, forged, defaultNamespace]) socket.onAny((...args) => leaked.push(args))

  const response = await sendMessage(t.app, origin, {
    name: 'Grace',
    email: 'grace@example.com',
    message: 'Private text',
  })
  expect(response.status).toBe(201)
  const { id } = (await response.json()) as { id: string }
  await eventually(() => expect(received).toHaveLength(1))
  expect(Object.keys(received[0]!).sort()).toEqual(['createdAt', 'id', 'name', 'subject'])
  expect(received[0]).toMatchObject({ id, name: 'Grace', subject: 'Hello' })
  expect(JSON.stringify(received)).not.toMatch(/grace@example.com|Private text/)
  expect(leaked).toEqual([])
})

test('a handshake from a page on another origin is refused, even with the admin’s cookie', async () => {
  const t = await buildTestApp()
  await createAdmin(t.app)
  const { cookie } = await signIn(t.app)
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const port = (t.app.server.address() as AddressInfo).port
  const origin = `http://127.0.0.1:${port}`

  const ownPage = connect(origin, ADMIN_NAMESPACE, cookie, origin)
  const otherPort = connect(origin, ADMIN_NAMESPACE, cookie, `http://127.0.0.1:${port + 1}`)
  const otherSite = connect(origin, ADMIN_NAMESPACE, cookie, 'https://evil.example')
  const outcomes = await Promise.all([ownPage, otherPort, otherSite].map(outcome))
  expect(outcomes[0]).toBe('connected')
  expect(outcomes.slice(1)).not.toContain('connected')
})

/** Posts a contact message through the site's API, from a form opened a few seconds before `now`. */
function sendMessage(
  app: FastifyInstance,
  origin: string,
  fields: { name: string; email?: string; message?: string },
  now = new Date(),
) {
  return fetch(`${origin}/api/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'visitor@example.com',
      subject: 'Hello',
      message: 'A message',
      ...fields,
      ...formOpenedFor(app, 5000, now),
    }),
  })
}

async function listen(app: FastifyInstance, port = 0) {
  await app.listen({ port, host: '127.0.0.1' })
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
}

test('sign-out closes that session’s sockets for good; another session’s socket keeps its notices', async () => {
  const t = await buildTestApp()
  await createAdmin(t.app)
  const leaving = await signIn(t.app)
  const staying = await signIn(t.app)
  const origin = await listen(t.app)
  const [leavingSocket, stayingSocket] = [
    connect(origin, ADMIN_NAMESPACE, leaving.cookie),
    connect(origin, ADMIN_NAMESPACE, staying.cookie),
  ]
  expect(await Promise.all([leavingSocket, stayingSocket].map(outcome))).toEqual(['connected', 'connected'])
  const leftBecause = new Promise((resolve) => leavingSocket.on('disconnect', resolve))
  const received: string[] = []
  leavingSocket.on('newMessage', () => received.push('leaving'))
  stayingSocket.on('newMessage', () => received.push('staying'))

  const signOut = await t.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: leaving.headers,
    payload: {},
  })
  expect(signOut.statusCode).toBe(200)
  // The server's own disconnect, which a socket.io client does not retry.
  expect(await leftBecause).toBe('io server disconnect')

  expect((await sendMessage(t.app, origin, { name: 'Ada' })).status).toBe(201)
  await eventually(() => expect(received).toEqual(['staying']))
  expect(stayingSocket.connected).toBe(true)
})

test('a session that expired gets no further notice: its socket is closed at the next one', async () => {
  const clock = manualClock()
  const t = await buildTestApp({ now: clock })
  await createAdmin(t.app)
  const { cookie } = await signIn(t.app)
  const origin = await listen(t.app)
  const socket = connect(origin, ADMIN_NAMESPACE, cookie)
  expect(await outcome(socket)).toBe('connected')
  const received: NewMessageEvent[] = []
  socket.on('newMessage', (event: NewMessageEvent) => received.push(event))
  const closedBecause = new Promise((resolve) => socket.on('disconnect', resolve))

  clock.advance(SESSION_IDLE_MS + 1000)
  expect((await sendMessage(t.app, origin, { name: 'Ada' }, clock())).status).toBe(201)
  expect(await closedBecause).toBe('io server disconnect')
  expect(received).toEqual([])
})

test('after a restart (SIGTERM closes the app) the admin’s socket reconnects by itself and gets notices', async () => {
  const t = await buildTestApp()
  await createAdmin(t.app)
  const { cookie } = await signIn(t.app)
  const origin = await listen(t.app)
  const port = Number(new URL(origin).port)
  const socket = io(`${origin}${ADMIN_NAMESPACE}`, {
    transports: ['websocket'],
    reconnectionDelay: 100,
    reconnectionDelayMax: 200,
    extraHeaders: { cookie },
  })
  sockets.push(socket)
  expect(await outcome(socket)).toBe('connected')
  const disconnects: string[] = []
  socket.on('disconnect', (reason) => disconnects.push(reason))

  await t.app.close()
  await eventually(() => expect(disconnects).toEqual(['transport close']))
  // The same site on the same database and port, as after a deploy.
  const restarted = await buildApp(t.config)
  onTestFinished(() => restarted.close())
  await listen(restarted, port)
  await eventually(() => expect(socket.connected).toBe(true), { timeout: 10_000 })

  const received: string[] = []
  socket.on('newMessage', (event: NewMessageEvent) => received.push(event.name))
  expect((await sendMessage(restarted, origin, { name: 'Grace' })).status).toBe(201)
  await eventually(() => expect(received).toEqual(['Grace']))
})

// Several instances of one site: a notice or a sign-out on one reaches the sockets of the others.
describe.runIf(noticeRelays.length > 0)('two instances of one site', () => {
  test.for(noticeRelays)(
    'through $relay: an admin on B is told of a message sent through A; sign-out on A closes the socket on B',
    async ({ database, env }) => {
      const a = await buildTestApp({ database, env })
      // The same site (database, settings) in a second process's place.
      const b = await buildApp(a.config)
      onTestFinished(() => b.close())
      await createAdmin(a.app)
      const { cookie, headers } = await signIn(a.app)
      const [originA, originB] = [await listen(a.app), await listen(b)]

      const socketOnB = connect(originB, ADMIN_NAMESPACE, cookie)
      expect(await outcome(socketOnB)).toBe('connected')
      const received: string[] = []
      socketOnB.on('newMessage', (event: NewMessageEvent) => received.push(event.name))
      // The relay's subscription is up once B answers; give its first heartbeat a moment as well.
      await eventually(async () => {
        expect((await sendMessage(a.app, originA, { name: 'Grace' })).status).toBe(201)
        await eventually(() => expect(received).toContain('Grace'), { timeout: 1000 })
      })

      const closedBecause = new Promise((resolve) => socketOnB.on('disconnect', resolve))
      const signOut = await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers, payload: {} })
      expect(signOut.statusCode).toBe(200)
      expect(await closedBecause).toBe('io server disconnect')
      await b.close()
    },
  )
})
