import type { AddressInfo } from 'node:net'
import { io, type Socket } from 'socket.io-client'
import { afterEach, describe, expect, test } from 'vitest'
import { ROLES, type Role } from '#contract/roles-constants.ts'
import { ADMIN_NAMESPACE } from '#server/realtime/admin-notices.ts'
import { ADMIN_PASSWORD, createAdmin, signIn } from '#tests/support/admin.ts'
import { buildTestApp, databases } from '#tests/support/test-app.ts'

type TestApp = Awaited<ReturnType<typeof buildTestApp>>
const SOME_ID = '00000000-0000-4000-8000-000000000000'

/** One member of each role, signed in: their ids and request headers. */
async function team(t: TestApp) {
  const members = {} as Record<Role, { id: string; email: string; headers: Record<string, string> }>
  for (const role of ROLES) {
    const email = `${role}@example.com`
    const id = await createAdmin(t.app, email, ADMIN_PASSWORD, role)
    members[role] = { id, email, headers: (await signIn(t.app, email)).headers }
  }
  return members
}

// Who may call what: written out here, not read from the routes, so that a route that lets the
// wrong role in fails this test. The last test below checks that this table names every admin route.
const ALL: Role[] = ['owner', 'admin', 'editor']
const access: { method: 'GET' | 'POST'; url: string; payload?: object; roles: Role[] }[] = [
  { method: 'GET', url: '/api/auth/session', roles: ALL },
  { method: 'POST', url: '/api/auth/logout', roles: ALL },
  { method: 'GET', url: '/api/messages', roles: ['owner', 'admin'] },
  { method: 'POST', url: `/api/reply/${SOME_ID}`, payload: { reply: 'Hello' }, roles: ['owner', 'admin'] },
  { method: 'GET', url: '/api/messages/unanswered', roles: ['owner', 'admin'] },
  {
    method: 'POST',
    url: `/api/messages/${SOME_ID}/archive`,
    payload: { archived: true },
    roles: ['owner', 'admin'],
  },
  { method: 'POST', url: `/api/mail/${SOME_ID}/retry`, roles: ['owner', 'admin'] },
  { method: 'GET', url: '/api/subscribers', roles: ['owner', 'admin'] },
  { method: 'GET', url: '/api/subscribers.csv', roles: ['owner', 'admin'] },
  { method: 'POST', url: '/api/subscribers/import', payload: {}, roles: ['owner', 'admin'] },
  { method: 'GET', url: '/api/campaigns', roles: ['owner', 'admin'] },
  { method: 'POST', url: '/api/campaigns', payload: {}, roles: ['owner', 'admin'] },
  { method: 'POST', url: '/api/campaigns/send-page', payload: {}, roles: ['owner', 'admin'] },
  { method: 'GET', url: `/api/campaigns/${SOME_ID}`, roles: ['owner', 'admin'] },
  { method: 'POST', url: `/api/campaigns/${SOME_ID}`, payload: {}, roles: ['owner', 'admin'] },
  { method: 'POST', url: `/api/campaigns/${SOME_ID}/delete`, roles: ['owner', 'admin'] },
  { method: 'GET', url: `/api/campaigns/${SOME_ID}/preview`, roles: ['owner', 'admin'] },
  { method: 'GET', url: `/api/campaigns/${SOME_ID}/preview.html`, roles: ['owner', 'admin'] },
  { method: 'POST', url: `/api/campaigns/${SOME_ID}/test`, roles: ['owner', 'admin'] },
  { method: 'POST', url: `/api/campaigns/${SOME_ID}/send`, roles: ['owner', 'admin'] },
  { method: 'POST', url: `/api/campaigns/${SOME_ID}/pause`, roles: ['owner', 'admin'] },
  { method: 'POST', url: `/api/campaigns/${SOME_ID}/resume`, roles: ['owner', 'admin'] },
  { method: 'GET', url: '/api/team', roles: ['owner'] },
  { method: 'POST', url: `/api/team/members/${SOME_ID}/role`, payload: { role: 'editor' }, roles: ['owner'] },
  { method: 'POST', url: `/api/team/members/${SOME_ID}/remove`, roles: ['owner'] },
  { method: 'POST', url: `/api/team/members/${SOME_ID}/end-sessions`, roles: ['owner'] },
  {
    method: 'POST',
    url: '/api/team/invitations',
    payload: { email: 'new@example.com', role: 'editor' },
    roles: ['owner'],
  },
  { method: 'POST', url: `/api/team/invitations/${SOME_ID}/resend`, roles: ['owner'] },
  { method: 'POST', url: `/api/team/invitations/${SOME_ID}/revoke`, roles: ['owner'] },
  { method: 'GET', url: '/api/audit', roles: ['owner'] },
  { method: 'GET', url: '/api/analytics?from=2026-03-01&to=2026-03-02', roles: ['owner', 'admin'] },
  { method: 'GET', url: '/api/analytics.csv?from=2026-03-01&to=2026-03-02', roles: ['owner', 'admin'] },
  { method: 'GET', url: '/api/analytics/page?path=/insights/ai-in-business', roles: ['owner', 'admin'] },
  { method: 'GET', url: '/api/content', roles: ALL },
  { method: 'GET', url: '/api/content/entry?ref=home.yaml', roles: ALL },
  {
    method: 'POST',
    url: '/api/content/draft',
    payload: { ref: 'home.yaml', data: {}, revision: 0, baseVersion: 1 },
    roles: ALL,
  },
  { method: 'POST', url: '/api/content/publish', payload: { ref: 'home.yaml', revision: 1 }, roles: ALL },
  { method: 'POST', url: '/api/content/publish-together', payload: { drafts: [] }, roles: ALL },
  { method: 'POST', url: '/api/content/restore', payload: { ref: 'home.yaml', version: 99 }, roles: ALL },
  { method: 'GET', url: `/api/content/releases/${SOME_ID}`, roles: ALL },
  { method: 'POST', url: '/api/content/preview', payload: { ref: 'home.yaml', revision: 1 }, roles: ALL },
  { method: 'GET', url: `/api/content/previews/${SOME_ID}`, roles: ALL },
  { method: 'POST', url: '/api/content/rename', payload: { ref: 'home.yaml', key: 'x' }, roles: ALL },
  { method: 'POST', url: '/api/content/delete', payload: { ref: 'home.yaml' }, roles: ALL },
  { method: 'POST', url: '/api/content/discard', payload: { ref: 'home.yaml', revision: 1 }, roles: ALL },
  { method: 'POST', url: '/api/content/images', payload: {}, roles: ALL },
  { method: 'GET', url: '/api/content/images/none.jpg', roles: ALL },
  { method: 'GET', url: '/api/content/library', roles: ALL },
  { method: 'POST', url: '/api/content/library/none.jpg', payload: { alt: 'x' }, roles: ALL },
  { method: 'POST', url: '/api/content/library/none.jpg/replace', payload: {}, roles: ALL },
  { method: 'POST', url: '/api/content/library/none.jpg/delete', roles: ALL },
  { method: 'GET', url: '/api/content/history?ref=home.yaml', roles: ALL },
  { method: 'GET', url: '/api/content/reviews', roles: ALL },
  {
    method: 'POST',
    url: '/api/content/reviews',
    payload: { ref: 'home.yaml', revision: 1 },
    roles: ALL,
  },
  {
    method: 'POST',
    url: `/api/content/reviews/${SOME_ID}/approve`,
    payload: { revision: 1 },
    roles: ['owner', 'admin'],
  },
  {
    method: 'POST',
    url: `/api/content/reviews/${SOME_ID}/return`,
    payload: { note: 'Not yet.' },
    roles: ['owner', 'admin'],
  },
  // Open to every member; what a schedule may be of follows the role (schedules.test.ts).
  { method: 'GET', url: '/api/schedules', roles: ALL },
  { method: 'POST', url: '/api/schedules', payload: {}, roles: ALL },
  { method: 'POST', url: `/api/schedules/${SOME_ID}`, payload: { at: '2030-01-01T09:00' }, roles: ALL },
  { method: 'POST', url: `/api/schedules/${SOME_ID}/cancel`, roles: ALL },
  { method: 'GET', url: '/api/account', roles: ALL },
  { method: 'POST', url: '/api/account/message-mail/on', roles: ['owner', 'admin'] },
  { method: 'POST', url: '/api/account/message-mail/off', roles: ['owner', 'admin'] },
  { method: 'POST', url: `/api/account/sessions/${SOME_ID}/end`, roles: ALL },
  {
    method: 'POST',
    url: '/api/account/password',
    payload: { currentPassword: 'not it', newPassword: 'copper lantern quietly folds' },
    roles: ALL,
  },
  { method: 'POST', url: '/api/account/two-factor/setup', roles: ALL },
  {
    method: 'POST',
    url: '/api/account/two-factor/enable',
    payload: { setupToken: 'x', code: '123456' },
    roles: ALL,
  },
  { method: 'POST', url: '/api/account/two-factor/disable', payload: { password: 'not it' }, roles: ALL },
  {
    method: 'POST',
    url: '/api/account/two-factor/recovery-codes',
    payload: { password: 'not it' },
    roles: ALL,
  },
  { method: 'POST', url: '/api/team/two-factor/require', roles: ['owner'] },
  { method: 'POST', url: '/api/team/two-factor/make-optional', roles: ['owner'] },
  { method: 'POST', url: '/api/team/review/require', roles: ['owner'] },
  { method: 'POST', url: '/api/team/review/make-optional', roles: ['owner'] },
  { method: 'POST', url: `/api/team/members/${SOME_ID}/two-factor/reset`, roles: ['owner'] },
]

const sockets: Socket[] = []
afterEach(() => sockets.splice(0).forEach((socket) => socket.disconnect()))
function adminSocket(origin: string, cookie: string) {
  const socket = io(`${origin}${ADMIN_NAMESPACE}`, {
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { cookie },
  })
  sockets.push(socket)
  return new Promise<{ socket: Socket; outcome: string }>((resolve) => {
    socket.on('connect', () => resolve({ socket, outcome: 'connected' }))
    socket.on('connect_error', (error) => resolve({ socket, outcome: error.message }))
  })
}

describe.each(databases)('roles (%s)', (database) => {
  test('each role against every admin route: allowed, or 403 before the body or id is looked at', async () => {
    const t = await buildTestApp({ database })
    const members = await team(t)
    for (const call of access) {
      for (const role of ROLES) {
        // A fresh session for calls that end it.
        const { headers } =
          call.url === '/api/auth/logout' ? await signIn(t.app, members[role].email) : members[role]
        const response = await t.app.inject({
          method: call.method,
          url: call.url,
          payload: call.payload,
          headers,
        })
        const label = `${role} ${call.method} ${call.url}: ${response.statusCode} ${response.body.slice(0, 120)}`
        if (call.roles.includes(role)) expect([401, 403], label).not.toContain(response.statusCode)
        else {
          expect(response.statusCode, label).toBe(403)
          expect(response.json().error, label).toContain('does not allow this')
        }
      }
    }
  })

  test('the live notices: owners and admins connect, an editor is refused', async () => {
    const t = await buildTestApp({ database })
    const members = await team(t)
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    const outcomes = await Promise.all(
      ROLES.map((role) => adminSocket(origin, members[role].headers.cookie!)),
    )
    expect(outcomes.map(({ outcome }) => outcome)).toEqual(['connected', 'connected', 'unauthorized'])
  })

  test('the admin pages: a member is sent to the page their role may use, which is told why', async () => {
    const t = await buildTestApp({ database })
    const members = await team(t)
    const page = async (role: Role, url: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: members[role].headers.cookie! },
      })
      return response.statusCode === 302 ? `→ ${response.headers.location}` : response.statusCode
    }
    expect(await page('owner', '/superadmin/team')).toBe(200)
    expect(await page('owner', '/superadmin/audit')).toBe(200)
    expect(await page('admin', '/superadmin')).toBe(200)
    expect(await page('admin', '/superadmin/team')).toBe('→ /superadmin?not-yours=%2Fsuperadmin%2Fteam')
    expect(await page('editor', '/superadmin')).toBe('→ /superadmin/content?not-yours=%2Fsuperadmin')
    expect(await page('editor', '/superadmin/subscribers')).toBe(
      '→ /superadmin/content?not-yours=%2Fsuperadmin%2Fsubscribers',
    )
    expect(await page('editor', '/superadmin/content')).toBe(200)
    expect(await page('editor', '/superadmin/content/edit')).toBe(200)
    expect(await page('editor', '/superadmin/account')).toBe(200)
  })
})

describe.each(databases)('the team (%s)', (database) => {
  test('a role change applies at once, and the audit log keeps who made it', async () => {
    const t = await buildTestApp({ database })
    const members = await team(t)
    const change = await t.app.inject({
      method: 'POST',
      url: `/api/team/members/${members.admin.id}/role`,
      payload: { role: 'editor' },
      headers: members.owner.headers,
    })
    expect(change.statusCode, change.body).toBe(200)
    expect(change.json().message).toBe('admin@example.com is now an editor.')
    // The same session, the new role: the inbox is closed to it now.
    const inbox = await t.app.inject({ method: 'GET', url: '/api/messages', headers: members.admin.headers })
    expect(inbox.statusCode).toBe(403)
    const [entry] = (
      await t.app.inject({
        method: 'GET',
        url: '/api/audit?action=role-changed',
        headers: members.owner.headers,
      })
    ).json().items
    expect(entry).toMatchObject({
      actor: 'owner@example.com',
      action: 'role-changed',
      target: 'admin@example.com',
      detail: { from: 'admin', to: 'editor' },
      ip: '127.0.0.1',
    })
  })

  test('the last owner can be neither removed nor demoted, even by two owners at the same time', async () => {
    const t = await buildTestApp({ database })
    const members = await team(t)
    const post = (url: string, headers: Record<string, string>, payload = {}) =>
      t.app.inject({ method: 'POST', url, headers, payload })
    const owner = members.owner
    for (const url of [`/api/team/members/${owner.id}/remove`, `/api/team/members/${owner.id}/role`]) {
      const refused = await post(url, owner.headers, { role: 'admin' })
      expect(refused.statusCode, url).toBe(409)
      expect(refused.json().error).toContain('at least one owner')
    }

    // A second owner; then each demotes the other, and then each removes the other, at once.
    const second = { id: members.admin.id, headers: members.admin.headers }
    expect(
      (await post(`/api/team/members/${second.id}/role`, owner.headers, { role: 'owner' })).statusCode,
    ).toBe(200)
    const owners = async () =>
      (await t.app.db.selectFrom('adminUsers').select('id').where('role', '=', 'owner').execute()).length
    const demotions = await Promise.all([
      post(`/api/team/members/${second.id}/role`, owner.headers, { role: 'admin' }),
      post(`/api/team/members/${owner.id}/role`, second.headers, { role: 'admin' }),
    ])
    expect(demotions.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect(await owners()).toBe(1)

    const stillOwner = demotions[0]!.statusCode === 200 ? owner : second
    const other = stillOwner === owner ? second : owner
    expect(
      (await post(`/api/team/members/${other.id}/role`, stillOwner.headers, { role: 'owner' })).statusCode,
    ).toBe(200)
    const removals = await Promise.all([
      post(`/api/team/members/${other.id}/remove`, stillOwner.headers),
      post(`/api/team/members/${stillOwner.id}/remove`, other.headers),
    ])
    expect(removals.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect(await owners()).toBe(1)
  })

  test('removing a member ends their sessions and closes their live notices at once', async () => {
    const t = await buildTestApp({ database })
    const members = await team(t)
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    const { socket, outcome } = await adminSocket(origin, members.admin.headers.cookie!)
    expect(outcome).toBe('connected')
    const closed = new Promise<number>((resolve) => {
      const started = performance.now()
      socket.on('disconnect', () => resolve(performance.now() - started))
    })

    const removed = await t.app.inject({
      method: 'POST',
      url: `/api/team/members/${members.admin.id}/remove`,
      headers: members.owner.headers,
    })
    expect(removed.statusCode, removed.body).toBe(200)
    expect(await closed).toBeLessThan(1000)
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: members.admin.headers,
    })
    expect(after.statusCode).toBe(401)
    const signInAgain = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: members.admin.email, password: ADMIN_PASSWORD },
    })
    expect(signInAgain.statusCode).toBe(401)
  })
})

describe.each(databases)('your account (%s)', (database) => {
  test('a member sees their sessions and ends one; a password change ends the others', async () => {
    const t = await buildTestApp({ database })
    const members = await team(t)
    const laptop = members.editor.headers
    const phone = (await signIn(t.app, members.editor.email)).headers

    const account = (await t.app.inject({ method: 'GET', url: '/api/account', headers: laptop })).json()
    expect(account.sessions).toHaveLength(2)
    expect(account.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1)
    expect(account.sessions[0]).toMatchObject({ ip: '127.0.0.1', userAgent: 'lightMyRequest' })
    // A browser it knows is named in words.
    const iPhone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': iPhone },
      payload: { email: members.editor.email, password: ADMIN_PASSWORD },
    })
    const devices = (await t.app.inject({ method: 'GET', url: '/api/account', headers: laptop }))
      .json()
      .sessions.map((s: { device: string }) => s.device)
    expect(devices).toContain('Safari 17 on iOS')

    const phoneSession = account.sessions.find((s: { current: boolean }) => !s.current)
    const ended = await t.app.inject({
      method: 'POST',
      url: `/api/account/sessions/${phoneSession.id}/end`,
      headers: laptop,
    })
    expect(ended.statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: phone })).statusCode).toBe(
      401,
    )
    // Another member's session is not theirs to end.
    const ownerAccount = (
      await t.app.inject({ method: 'GET', url: '/api/account', headers: members.owner.headers })
    ).json()
    const notYours = await t.app.inject({
      method: 'POST',
      url: `/api/account/sessions/${ownerAccount.sessions[0].id}/end`,
      headers: laptop,
    })
    expect(notYours.statusCode).toBe(404)

    const tablet = (await signIn(t.app, members.editor.email)).headers
    const change = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/account/password', headers: laptop, payload })
    const wrong = await change({
      currentPassword: 'not my password',
      newPassword: 'copper lantern quietly folds',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().fields).toEqual({ currentPassword: 'Your current password is not correct.' })
    const common = await change({ currentPassword: ADMIN_PASSWORD, newPassword: 'Password2026!' })
    expect(common.statusCode).toBe(400)
    expect(Object.keys(common.json().fields)).toEqual(['newPassword'])
    const changed = await change({
      currentPassword: ADMIN_PASSWORD,
      newPassword: 'copper lantern quietly folds',
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: tablet })).statusCode,
    ).toBe(401)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: laptop })).statusCode,
    ).toBe(200)
    await signIn(t.app, members.editor.email, 'copper lantern quietly folds')
  })
})

test('the audit log records each action with its member, and no route changes it', async () => {
  const t = await buildTestApp()
  const members = await team(t)
  const failed = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: members.editor.email, password: 'a wrong guess at it' },
  })
  expect(failed.statusCode).toBe(401)
  await t.app.inject({ method: 'GET', url: '/api/subscribers.csv', headers: members.admin.headers })
  await t.app.inject({
    method: 'POST',
    url: `/api/team/members/${members.editor.id}/end-sessions`,
    headers: members.owner.headers,
  })
  await t.app.inject({
    method: 'POST',
    url: `/api/team/members/${members.editor.id}/remove`,
    headers: members.owner.headers,
  })

  const log = (
    await t.app.inject({ method: 'GET', url: '/api/audit?limit=100', headers: members.owner.headers })
  ).json()
  const seen = log.items.map((entry: { actor: string | null; action: string; target: string | null }) =>
    [entry.actor, entry.action, entry.target].join(' '),
  )
  expect(seen).toEqual([
    'owner@example.com member-removed editor@example.com',
    'owner@example.com sessions-ended editor@example.com',
    'admin@example.com subscribers-exported ',
    ' sign-in-failed editor@example.com',
    'editor@example.com sign-in ',
    'admin@example.com sign-in ',
    'owner@example.com sign-in ',
  ])
  const filtered = (
    await t.app.inject({ method: 'GET', url: '/api/audit?actor=ADMIN@', headers: members.owner.headers })
  ).json()
  expect(filtered.items.map((entry: { action: string }) => entry.action)).toEqual([
    'subscribers-exported',
    'sign-in',
  ])

  const before = await t.app.db.selectFrom('auditLog').selectAll().execute()
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
    for (const url of ['/api/audit', `/api/audit/${log.items[0].id}`]) {
      const response = await t.app.inject({ method, url, headers: members.owner.headers, payload: {} })
      expect(response.statusCode, `${method} ${url}`).toBe(404)
    }
  }
  expect(await t.app.db.selectFrom('auditLog').selectAll().execute()).toEqual(before)
})

test('the access table above names every admin route of the API', async () => {
  const t = await buildTestApp()
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()
  const declared = Object.entries(document.paths as Record<string, Record<string, { security?: unknown[] }>>)
    .flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security?.length)
        .map(
          ([method]) =>
            `${method.toUpperCase()} ${path.replace(/\{id\}/, SOME_ID).replace(/\{name\}/, 'none.jpg')}`,
        ),
    )
    .sort()
  expect(declared).toEqual(access.map((call) => `${call.method} ${call.url.split('?')[0]}`).sort())
})
