import type { AddressInfo } from 'node:net'
import { io, type Socket } from 'socket.io-client'
import { afterEach, expect, test } from 'vitest'
import type { NewMessageEvent } from '#contract/admin.ts'
import { createAdmin, signIn } from '#tests/support/admin.ts'
import { buildTestApp, eventually } from '#tests/support/test-app.ts'
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

  const response = await fetch(`${origin}/api/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Grace',
      email: 'grace@example.com',
      subject: 'Hello',
      message: 'Private text',
    }),
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
