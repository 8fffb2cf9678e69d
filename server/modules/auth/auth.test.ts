import { expect, test } from 'vitest'
import { ADMIN_HINT_COOKIE, CSRF_HEADER, DEVICE_COOKIE, SESSION_COOKIE } from '#contract/admin-constants.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD, createAdmin, signIn } from '#tests/support/admin.ts'
import { requestFrom, visitorAddress } from '#tests/support/http.ts'
import { full } from '#tests/support/tiers.ts'
import { buildTestApp, databases, eventually, manualClock } from '#tests/support/test-app.ts'
import { passwordChecks } from '#server/lib/passwords.ts'
import { createRateLimitRepository } from '#server/db/rate-limit.repository.ts'
import { systemClock } from '#server/lib/clock.ts'
import { createSigner, newToken } from '#server/lib/tokens.ts'
import { createAuditRepository } from '#server/modules/audit/audit.repository.ts'
import { createAuditLog } from '#server/modules/audit/audit.service.ts'
import { createSignIn } from './sign-in.ts'
import { contentRoot } from '#content/load.ts'
import { loadSite } from '#content/site.ts'
import {
  LOGIN_MAX_FAILURES_PER_DEVICE,
  LOGIN_MAX_FAILURES_PER_EMAIL,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from './auth.service.ts'

/** The firm as content/ names it. */
const site = loadSite(contentRoot())

type TestApp = Awaited<ReturnType<typeof buildTestApp>>

/** A sign-in attempt from one address, from a browser that may bring cookies. */
const login = (
  t: TestApp,
  payload: { email: string; password: string },
  remoteAddress?: string,
  cookies: Record<string, string> = {},
) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress, cookies })

const adminCalls = [
  { method: 'GET', url: '/api/messages' },
  { method: 'GET', url: '/api/subscribers' },
  { method: 'GET', url: '/api/subscribers.csv' },
  { method: 'POST', url: '/api/reply/some-id', payload: { reply: 'Hello' } },
  { method: 'POST', url: '/api/mail/some-id/retry', payload: {} },
  { method: 'POST', url: '/api/auth/logout', payload: {} },
  { method: 'GET', url: '/api/auth/session' },
] as const

test('every admin call answers 401 without a session, before its body or id is even looked at', async () => {
  const t = await buildTestApp()
  for (const call of adminCalls) {
    const response = await t.app.inject(call)
    expect(response.statusCode, `${call.method} ${call.url}`).toBe(401)
    expect(response.json().error).toBe('Please sign in.')
  }
  // Malformed bodies and ids tell a stranger nothing about the schemas behind them.
  for (const call of adminCalls.filter((c) => c.method === 'POST')) {
    const malformed = await t.app.inject({
      method: call.method,
      url: call.url.replace('some-id', 'x'.repeat(500)),
      headers: { 'content-type': 'application/json' },
      payload: '{"reply": 42',
    })
    expect(malformed.statusCode, `malformed ${call.url}`).toBe(401)
    expect(malformed.json().error).toBe('Please sign in.')
  }
})

test('every state-changing admin call answers 403 without the CSRF token, or with a wrong one or a foreign Origin', async () => {
  const t = await buildTestApp()
  await createAdmin(t.app)
  const { cookie, csrfToken } = await signIn(t.app)
  for (const call of adminCalls.filter((c) => c.method === 'POST')) {
    const missing = await t.app.inject({ ...call, headers: { cookie } })
    expect(missing.statusCode, `${call.url} without token`).toBe(403)
    const wrong = await t.app.inject({ ...call, headers: { cookie, [CSRF_HEADER]: 'not-the-token' } })
    expect(wrong.statusCode, `${call.url} with a wrong token`).toBe(403)
    const foreign = await t.app.inject({
      ...call,
      headers: { cookie, [CSRF_HEADER]: csrfToken, origin: 'https://evil.example' },
    })
    expect(foreign.statusCode, `${call.url} from another origin`).toBe(403)
  }
})

test('strangers who lock the account out do not lock out the owner’s browser, which has signed in before', async () => {
  const t = await buildTestApp()
  await createAdmin(t.app)
  const firstSignIn = await signIn(t.app)
  const device = firstSignIn.setCookie.find((c) => c.name === DEVICE_COOKIE)!
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/login' })
  const ownersBrowser = { [DEVICE_COOKIE]: device.value }

  for (let i = 0; i <= LOGIN_MAX_FAILURES_PER_EMAIL; i++)
    await login(t, { email: ADMIN_EMAIL, password: `guess-${i}` }, `198.51.100.${i + 1}`)
  // A new browser, even with the right password, waits; the owner's own does not.
  expect((await login(t, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).statusCode).toBe(429)
  const owner = await login(t, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, '192.0.2.7', ownersBrowser)
  expect(owner.statusCode).toBe(200)

  // A forged or altered device cookie, or one issued for another address, counts for nothing.
  const forged = `${device.value.slice(0, -2)}xx`
  for (const cookie of [forged, 'not-a-device']) {
    const attempt = await login(t, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, '192.0.2.8', {
      [DEVICE_COOKIE]: cookie,
    })
    expect(attempt.statusCode).toBe(429)
  }
})

test.each(databases)(
  'a flood of strangers signing in from many addresses never locks the owner out, during it or after (%s)',
  { ...full, timeout: 60_000 },
  async (database) => {
    const t = await buildTestApp({ database })
    await createAdmin(t.app)
    const device = (await signIn(t.app)).setCookie.find((c) => c.name === DEVICE_COOKIE)!
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const url = `${t.app.listeningOrigin}/api/auth/login`
    const post = (from: number, body: { email: string; password: string }, cookie?: string) =>
      requestFrom(visitorAddress(from), url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      })
    const ownersBrowser = `${DEVICE_COOKIE}=${device.value}`
    const owner = () => post(9000, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, ownersBrowser)

    // Five wrong guesses at the owner's address first: from now on any new browser waits.
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_EMAIL; i++) {
      expect((await post(8000 + i, { email: ADMIN_EMAIL, password: `guess-${i}` })).status).toBe(401)
    }
    // Then sign-ins for unknown accounts, far more than the checks can take, each address under its limit.
    const flood = Array.from({ length: 160 }, (_, i) =>
      post(i % 80, { email: `stranger-${i}@example.com`, password: 'not the password' }),
    )
    await eventually(() => expect(passwordChecks.waiting).toBeGreaterThan(20), { timeout: 20_000 })
    const during = await Promise.all([owner(), owner(), owner()])
    const answers = await Promise.all(flood)

    expect(answers.filter((answer) => answer.body.includes('busy')).length).toBeGreaterThan(0)
    expect(answers.every((answer) => answer.status === 401 || answer.status === 429)).toBe(true)
    expect(during.map((answer) => answer.status)).toEqual([200, 200, 200])
    // After it, again and again: refusals for load were never counted as guesses.
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_DEVICE + 2; i++) expect((await owner()).status).toBe(200)
  },
)

test('a device cookie has its own limit: five wrong passwords through it, and it waits too', async () => {
  const t = await buildTestApp()
  await createAdmin(t.app)
  const device = (await signIn(t.app)).setCookie.find((c) => c.name === DEVICE_COOKIE)!
  const attempt = (password: string) =>
    login(t, { email: ADMIN_EMAIL, password }, '192.0.2.7', { [DEVICE_COOKIE]: device.value })
  for (let i = 0; i < LOGIN_MAX_FAILURES_PER_DEVICE; i++)
    expect((await attempt(`guess-${i}`)).statusCode).toBe(401)
  expect((await attempt(ADMIN_PASSWORD)).statusCode).toBe(429)
})

test('sign-in sets an HttpOnly SameSite=Lax session cookie and a new session id each time', async () => {
  const t = await buildTestApp()
  await createAdmin(t.app)
  const first = await signIn(t.app)
  const session = first.setCookie.find((c) => c.name === SESSION_COOKIE)!
  expect(session.httpOnly).toBe(true)
  expect(session.sameSite).toBe('Lax')
  expect(session.path).toBe('/')
  expect(first.setCookie.find((c) => c.name === ADMIN_HINT_COOKIE)?.value).toBe('1')

  const me = await t.app.inject({
    method: 'GET',
    url: '/api/auth/session',
    headers: { cookie: first.cookie },
  })
  expect(me.statusCode).toBe(200)
  expect(me.json()).toEqual({
    admin: { email: ADMIN_EMAIL, role: 'owner', mustSetUpTwoFactor: false },
    csrfToken: first.csrfToken,
  })

  // Signing in again with the old cookie rotates: the old id stops working.
  const again = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { cookie: first.cookie },
    payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  })
  expect(again.statusCode).toBe(200)
  const newId = again.cookies.find((c) => c.name === SESSION_COOKIE)!.value
  expect(newId).not.toBe(session.value)
  expect(
    (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: first.cookie } }))
      .statusCode,
  ).toBe(401)

  // Session ids are stored only as hashes.
  const stored = await t.app.db.selectFrom('adminSessions').select('idHash').execute()
  expect(stored.map((s) => s.idHash)).not.toContain(newId)
})

test('the cookie is Secure when the site is served over HTTPS', async () => {
  const t = await buildTestApp({ env: { PUBLIC_URL: 'https://www.example.com' } })
  await createAdmin(t.app)
  const { setCookie } = await signIn(t.app)
  expect(setCookie.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true)
})

test('a wrong password or an unknown address gets the same 401', async () => {
  const t = await buildTestApp()
  await createAdmin(t.app)
  const wrongPassword = await login(t, { email: ADMIN_EMAIL, password: 'nope' })
  const unknown = await login(t, { email: 'who@example.com', password: 'nope' })
  expect(wrongPassword.statusCode).toBe(401)
  expect(unknown.statusCode).toBe(401)
  // The same answer, bar the request's own id.
  expect({ ...wrongPassword.json(), requestId: 0 }).toEqual({ ...unknown.json(), requestId: 0 })
  expect(wrongPassword.cookies).toEqual([])
})

test('repeated failed sign-ins are throttled with 429, even with the right password', async () => {
  const t = await buildTestApp()
  await createAdmin(t.app)
  const attempt = (password: string) => login(t, { email: ADMIN_EMAIL, password })
  for (let i = 0; i < LOGIN_MAX_FAILURES_PER_EMAIL; i++)
    expect((await attempt(`guess-${i}`)).statusCode).toBe(401)
  const blocked = await attempt(ADMIN_PASSWORD)
  expect(blocked.statusCode).toBe(429)
  expect(blocked.json().error).toMatch(/Too many failed sign-in attempts\. Please wait \d+ minute/)
})

test('a session ends after 30 idle minutes, and after 12 hours however active', async () => {
  const clock = manualClock()
  const t = await buildTestApp({ now: clock })
  await createAdmin(t.app)
  const session = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })

  const idle = await signIn(t.app)
  clock.advance(SESSION_IDLE_MS - 60_000)
  expect((await session(idle.cookie)).statusCode).toBe(200) // activity refreshes the idle timer
  clock.advance(SESSION_IDLE_MS - 60_000)
  expect((await session(idle.cookie)).statusCode).toBe(200)
  clock.advance(SESSION_IDLE_MS + 1000)
  expect((await session(idle.cookie)).statusCode).toBe(401)

  const busy = await signIn(t.app)
  for (let elapsed = 0; elapsed < SESSION_ABSOLUTE_MS; elapsed += 20 * 60_000) {
    clock.advance(20 * 60_000)
    if (elapsed + 20 * 60_000 < SESSION_ABSOLUTE_MS) expect((await session(busy.cookie)).statusCode).toBe(200)
  }
  expect((await session(busy.cookie)).statusCode).toBe(401)
})

test('sign-out ends the session on the server and clears the cookies', async () => {
  const t = await buildTestApp()
  await createAdmin(t.app)
  const { cookie, headers } = await signIn(t.app)
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers, payload: {} })
  expect(response.statusCode).toBe(200)
  expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('')
  expect((await t.app.inject({ method: 'GET', url: '/api/messages', headers: { cookie } })).statusCode).toBe(
    401,
  )
})

test.each(databases)(
  'the one-time setup link creates the first admin once, and never after an admin exists (%s)',
  async (database) => {
    const t = await buildTestApp({ database })
    const hashes = await t.app.db.selectFrom('adminSetupTokens').selectAll().execute()
    expect(hashes).toHaveLength(1) // issued at start because no admin exists
    const setup = (token: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/setup',
        payload: { token, email, password: ADMIN_PASSWORD },
      })
    expect((await setup('made-up-token', 'x@example.com')).statusCode).toBe(410)
    expect(await t.app.db.selectFrom('adminUsers').selectAll().execute()).toEqual([])

    // Each start without an admin replaces the link: one is valid at a time.
    const { auth } = createSignIn(t.app.db, {
      limits: createRateLimitRepository(t.app.db),
      clock: systemClock,
      signer: createSigner(newToken()),
      audit: createAuditLog({ repo: createAuditRepository(t.app.db), clock: systemClock, keepMs: 1 }),
      firm: () => site,
    })
    const earlier = await auth.issueSetupToken()
    const link = await auth.issueSetupToken()
    expect(await t.app.db.selectFrom('adminSetupTokens').selectAll().execute()).toHaveLength(1)
    expect((await setup(earlier, 'early@example.com')).statusCode).toBe(410)
    // Used twice at once, the link makes one admin.
    const both = await Promise.all([setup(link, 'one@example.com'), setup(link, 'two@example.com')])
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 410])
    expect(await t.app.db.selectFrom('adminUsers').selectAll().execute()).toHaveLength(1)
    expect(await t.app.db.selectFrom('adminSetupTokens').selectAll().execute()).toEqual([])
  },
)

test('admin pages redirect to sign-in without a session; the sign-in page itself is open', async () => {
  const t = await buildTestApp()
  for (const url of ['/superadmin', '/superadmin/subscribers']) {
    const response = await t.app.inject({ method: 'GET', url })
    expect(response.statusCode, url).toBe(302)
    expect(response.headers.location).toBe(`/superadmin/login?next=${encodeURIComponent(url)}`)
  }
  expect((await t.app.inject({ method: 'GET', url: '/superadmin/login' })).statusCode).toBe(200)
  await createAdmin(t.app)
  const { cookie } = await signIn(t.app)
  expect((await t.app.inject({ method: 'GET', url: '/superadmin', headers: { cookie } })).statusCode).toBe(
    200,
  )
})

test('a burst of parallel sign-ins is counted before any password is checked: five are checked, the rest get 429', async () => {
  const t = await buildTestApp()
  await createAdmin(t.app)
  const responses = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      login(
        t,
        { email: ADMIN_EMAIL, password: i === 39 ? ADMIN_PASSWORD : `guess-${i}` },
        `203.0.113.${i + 1}`,
      ),
    ),
  )
  const statuses = responses.map((response) => response.statusCode)
  const checked = statuses.filter((status) => status !== 429)
  expect(checked.length).toBe(LOGIN_MAX_FAILURES_PER_EMAIL)
  expect(statuses.filter((status) => status === 429)).toHaveLength(40 - LOGIN_MAX_FAILURES_PER_EMAIL)
})

test('password checks run two at a time, so a flood of sign-ins leaves the thread pool to the site', async () => {
  const t = await buildTestApp()
  let most = 0
  const sample = setInterval(() => (most = Math.max(most, passwordChecks.active)), 1)
  const responses = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      login(t, { email: `stranger-${i}@example.com`, password: 'not the password' }, `198.51.100.${i + 1}`),
    ),
  )
  clearInterval(sample)
  expect(responses.map((response) => response.statusCode)).toEqual(Array(30).fill(401))
  expect(most).toBeGreaterThan(0)
  expect(most).toBeLessThanOrEqual(2)
})

test('signing in again and again from one network is never throttled: only failures count', async () => {
  const t = await buildTestApp()
  await createAdmin(t.app)
  for (let i = 0; i < 25; i++) {
    const response = await login(t, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
    expect(response.statusCode, `sign-in ${i + 1}`).toBe(200)
  }
})

test('an e-mail address with a control character is refused with 400 before anything is looked up', async () => {
  const t = await buildTestApp()
  const response = await login(t, { email: 'admin\u0000@northstar.example', password: 'whatever it is' })
  expect(response.statusCode).toBe(400)
  expect(response.json().fields.email).toMatch(/control character/)
})
