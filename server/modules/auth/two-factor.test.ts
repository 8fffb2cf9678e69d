import type { FastifyInstance } from 'fastify'
import { expect, test } from 'vitest'
import { DEVICE_COOKIE, SESSION_COOKIE, TWO_FACTOR_COOKIE } from '#contract/admin-constants.ts'
import { totpCode } from '#server/lib/totp.ts'
import { LOGIN_MAX_FAILURES_PER_EMAIL } from './auth.service.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD, createAdmin, signIn } from '#tests/support/admin.ts'
import { buildTestApp, databases, manualClock } from '#tests/support/test-app.ts'

type Headers = Record<string, string>

const post = (app: FastifyInstance, url: string, headers: Headers, payload: object = {}) =>
  app.inject({ method: 'POST', url, headers, payload })

/** Turns two-step sign-in on for a signed-in member, as the account page does; the key and codes. */
async function enable(app: FastifyInstance, headers: Headers, now: Date) {
  const setup = await post(app, '/api/account/two-factor/setup', headers)
  expect(setup.statusCode).toBe(200)
  const { secret, setupToken, uri, qrSvg } = setup.json()
  expect(uri).toContain(`secret=${secret}`)
  expect(qrSvg).toMatch(/^<svg/)
  const enabled = await post(app, '/api/account/two-factor/enable', headers, {
    setupToken,
    code: totpCode(secret, now),
  })
  expect(enabled.statusCode, enabled.body).toBe(200)
  return { secret: secret as string, recoveryCodes: enabled.json().recoveryCodes as string[] }
}

/** The password step: the ticket cookie for the code step, if one is asked for. */
async function passwordStep(app: FastifyInstance, cookies: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    cookies,
  })
  const ticket = response.cookies.find((cookie) => cookie.name === TWO_FACTOR_COOKIE)
  return { response, ticket }
}

const codeStep = (app: FastifyInstance, ticket: string, code: string, cookies: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login/code',
    payload: { code },
    cookies: { [TWO_FACTOR_COOKIE]: ticket, ...cookies },
  })

const auditActions = async (app: FastifyInstance) =>
  (await app.db.selectFrom('auditLog').select('action').orderBy('at').execute()).map((row) => row.action)

test.each(databases)(
  'once it is on, the password alone starts no session; the code does, once per time step (%s)',
  async (database) => {
    const clock = manualClock()
    const t = await buildTestApp({ database, now: clock })
    await createAdmin(t.app)
    const { headers } = await signIn(t.app)
    // A code that is not the new key's turns nothing on.
    const setup = (await post(t.app, '/api/account/two-factor/setup', headers)).json()
    const wrong = await post(t.app, '/api/account/two-factor/enable', headers, {
      setupToken: setup.setupToken,
      code: '000000' === totpCode(setup.secret, clock()) ? '111111' : '000000',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().fields.code).toContain('not the one your app shows')
    const { secret, recoveryCodes } = await enable(t.app, headers, clock())
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)

    clock.advance(60_000)
    const { response, ticket } = await passwordStep(t.app)
    expect(response.statusCode).toBe(202)
    expect(response.json()).toMatchObject({ codeRequired: true })
    expect(response.cookies.map((cookie) => cookie.name)).not.toContain(SESSION_COOKIE)
    expect(ticket).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/login' })

    const code = totpCode(secret, clock())
    const signedIn = await codeStep(t.app, ticket!.value, code)
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    expect(signedIn.cookies.map((cookie) => cookie.name)).toContain(SESSION_COOKIE)
    expect(signedIn.json().admin).toMatchObject({ email: ADMIN_EMAIL, mustSetUpTwoFactor: false })

    // The same code again, within its 30 seconds, from another sign-in: refused.
    const again = await passwordStep(t.app)
    const replay = await codeStep(t.app, again.ticket!.value, code)
    expect(replay.statusCode).toBe(400)
    expect(replay.json().fields.code).toContain('used already')
    // The next step's code works.
    clock.advance(30_000)
    expect((await codeStep(t.app, again.ticket!.value, totpCode(secret, clock()))).statusCode).toBe(200)

    // A ticket is good for five minutes, and a forged one for nothing.
    const late = await passwordStep(t.app)
    clock.advance(5 * 60_000 + 1000)
    expect((await codeStep(t.app, late.ticket!.value, totpCode(secret, clock()))).statusCode).toBe(401)
    expect((await codeStep(t.app, `${late.ticket!.value}x`, totpCode(secret, clock()))).statusCode).toBe(401)
    expect(await auditActions(t.app)).toEqual(
      expect.arrayContaining(['two-factor-enabled', 'sign-in', 'sign-in-failed']),
    )
  },
)

test('a recovery code signs in once, typed in any case and with or without its dash', async () => {
  const clock = manualClock()
  const t = await buildTestApp({ now: clock })
  await createAdmin(t.app)
  const { headers } = await signIn(t.app)
  const { recoveryCodes } = await enable(t.app, headers, clock())
  const [first] = recoveryCodes
  const typed = ` ${first!.replace('-', ' ').toUpperCase()} `

  const { ticket } = await passwordStep(t.app)
  expect((await codeStep(t.app, ticket!.value, typed)).statusCode).toBe(200)
  const second = await passwordStep(t.app)
  const reused = await codeStep(t.app, second.ticket!.value, first!)
  expect(reused.statusCode).toBe(400)

  const account = await t.app.inject({ method: 'GET', url: '/api/account', headers })
  expect(account.json().twoFactor).toEqual({ enabled: true, recoveryCodesLeft: 9, required: false })
  expect(await auditActions(t.app)).toContain('recovery-code-used')

  // New codes replace the old ones, after the password.
  const wrongPassword = await post(t.app, '/api/account/two-factor/recovery-codes', headers, {
    password: 'not my password at all',
  })
  expect(wrongPassword.statusCode).toBe(400)
  const renewed = await post(t.app, '/api/account/two-factor/recovery-codes', headers, {
    password: ADMIN_PASSWORD,
  })
  expect(renewed.statusCode).toBe(200)
  const old = await passwordStep(t.app)
  expect((await codeStep(t.app, old.ticket!.value, recoveryCodes[1]!)).statusCode).toBe(400)
  const fresh = await passwordStep(t.app)
  expect((await codeStep(t.app, fresh.ticket!.value, renewed.json().recoveryCodes[0])).statusCode).toBe(200)
})

test('wrong codes count like wrong passwords: after five the address waits, the right code included', async () => {
  const clock = manualClock()
  const t = await buildTestApp({ now: clock })
  await createAdmin(t.app)
  const { headers } = await signIn(t.app)
  const { secret } = await enable(t.app, headers, clock())
  clock.advance(30_000)

  // A thief with the password: each try restarts from the password, and the wrong codes add up.
  const { ticket: kept } = await passwordStep(t.app)
  for (let i = 0; i < LOGIN_MAX_FAILURES_PER_EMAIL; i++) {
    const { response, ticket } = await passwordStep(t.app)
    expect(response.statusCode).toBe(202)
    expect((await codeStep(t.app, ticket!.value, String(100000 + i))).statusCode).toBe(400)
  }
  expect((await codeStep(t.app, kept!.value, totpCode(secret, clock()))).statusCode).toBe(429)
  expect((await passwordStep(t.app)).response.statusCode).toBe(429)
})

test('a browser that signed in before keeps its own lane through the code step too', async () => {
  const clock = manualClock()
  const t = await buildTestApp({ now: clock })
  await createAdmin(t.app)
  const first = await signIn(t.app)
  const device = first.setCookie.find((cookie) => cookie.name === DEVICE_COOKIE)!
  const { secret } = await enable(t.app, first.headers, clock())
  // Strangers use up the address's allowance with wrong codes.
  for (let i = 0; i < LOGIN_MAX_FAILURES_PER_EMAIL; i++) {
    const { ticket } = await passwordStep(t.app)
    await codeStep(t.app, ticket!.value, String(200000 + i))
  }
  expect((await passwordStep(t.app)).response.statusCode).toBe(429)
  const ownersBrowser = { [DEVICE_COOKIE]: device.value }
  const { ticket } = await passwordStep(t.app, ownersBrowser)
  clock.advance(30_000)
  const owner = await codeStep(t.app, ticket!.value, totpCode(secret, clock()), ownersBrowser)
  expect(owner.statusCode).toBe(200)
})

test.each(databases)(
  'when the team requires it, a member without it can reach only their account until they turn it on (%s)',
  async (database) => {
    const clock = manualClock()
    const t = await buildTestApp({ database, now: clock })
    await createAdmin(t.app)
    const owner = await signIn(t.app)
    const memberId = await createAdmin(t.app, 'partner@example.com', ADMIN_PASSWORD, 'admin')
    const member = await signIn(t.app, 'partner@example.com')

    // The owner must have it first: requiring it cannot lock the owner out.
    const refused = await post(t.app, '/api/team/two-factor/require', owner.headers)
    expect(refused.statusCode).toBe(409)
    await enable(t.app, owner.headers, clock())
    expect((await post(t.app, '/api/team/two-factor/require', owner.headers)).statusCode).toBe(200)

    const inbox = await t.app.inject({ method: 'GET', url: '/api/messages', headers: member.headers })
    expect(inbox.statusCode).toBe(403)
    expect(inbox.json().error).toContain('requires two-step sign-in')
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: member.headers })
    expect(session.json().admin.mustSetUpTwoFactor).toBe(true)
    const page = await t.app.inject({ method: 'GET', url: '/superadmin', headers: { cookie: member.cookie } })
    expect(page.statusCode).toBe(302)
    expect(page.headers.location).toBe('/superadmin/account')
    // Turning it off is refused while it is required.
    await enable(t.app, member.headers, clock())
    const off = await post(t.app, '/api/account/two-factor/disable', member.headers, {
      password: ADMIN_PASSWORD,
    })
    expect(off.statusCode).toBe(409)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/messages', headers: member.headers })).statusCode,
    ).toBe(200)

    // A member who lost phone and codes: an owner resets it, and they set it up anew.
    const reset = await post(t.app, `/api/team/members/${memberId}/two-factor/reset`, owner.headers)
    expect(reset.statusCode).toBe(200)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/messages', headers: member.headers })).statusCode,
    ).toBe(403)
    const team = await t.app.inject({ method: 'GET', url: '/api/team', headers: owner.headers })
    expect(team.json()).toMatchObject({ requireTwoFactor: true })
    expect(await auditActions(t.app)).toEqual(
      expect.arrayContaining(['two-factor-required', 'two-factor-reset', 'two-factor-enabled']),
    )
  },
)

test('turning it off asks for the password, and sign-in is one step again', async () => {
  const clock = manualClock()
  const t = await buildTestApp({ now: clock })
  await createAdmin(t.app)
  const { headers } = await signIn(t.app)
  await enable(t.app, headers, clock())
  const wrong = await post(t.app, '/api/account/two-factor/disable', headers, {
    password: 'not the password!',
  })
  expect(wrong.statusCode).toBe(400)
  expect(wrong.json().fields).toEqual({ password: 'Your current password is not correct.' })
  expect(
    (await post(t.app, '/api/account/two-factor/disable', headers, { password: ADMIN_PASSWORD })).statusCode,
  ).toBe(200)
  expect((await passwordStep(t.app)).response.statusCode).toBe(200)
  expect(await t.app.db.selectFrom('adminRecoveryCodes').selectAll().execute()).toEqual([])
  expect(await auditActions(t.app)).toContain('two-factor-disabled')
})

test.each(databases)(
  'moving to a new key asks for the password: a session alone keeps the key and codes it has (%s)',
  async (database) => {
    const clock = manualClock()
    const t = await buildTestApp({ database, now: clock })
    await createAdmin(t.app)
    const { headers } = await signIn(t.app)
    const { secret, recoveryCodes } = await enable(t.app, headers, clock())
    const keyOf = async () =>
      (await t.app.db.selectFrom('adminUsers').select('twoFactorSecret').executeTakeFirstOrThrow())
        .twoFactorSecret
    const before = await keyOf()
    clock.advance(60_000)
    const move = async (password?: string) => {
      const setup = (await post(t.app, '/api/account/two-factor/setup', headers)).json()
      return post(t.app, '/api/account/two-factor/enable', headers, {
        setupToken: setup.setupToken,
        code: totpCode(setup.secret, clock()),
        ...(password === undefined ? {} : { password }),
      })
    }
    for (const password of [undefined, 'not the password!']) {
      const refused = await move(password)
      expect([refused.statusCode, refused.json().fields]).toEqual([
        400,
        { password: 'Your current password is not correct.' },
      ])
    }
    expect(await keyOf()).toBe(before)
    // The old recovery codes still sign in: nothing was replaced.
    const { ticket } = await passwordStep(t.app)
    expect((await codeStep(t.app, ticket!.value, recoveryCodes[0]!)).statusCode).toBe(200)
    const moved = await move(ADMIN_PASSWORD)
    expect(moved.statusCode).toBe(200)
    expect(await keyOf()).not.toBe(before)
    expect(secret).toBeTruthy()
  },
)

test('a set-up token is the member’s own, and lasts 15 minutes', async () => {
  const clock = manualClock()
  const t = await buildTestApp({ now: clock })
  await createAdmin(t.app)
  await createAdmin(t.app, 'editor@example.com', ADMIN_PASSWORD, 'editor')
  const owner = await signIn(t.app)
  const editor = await signIn(t.app, 'editor@example.com')
  const setup = (await post(t.app, '/api/account/two-factor/setup', owner.headers)).json()
  const code = totpCode(setup.secret, clock())
  const stolen = await post(t.app, '/api/account/two-factor/enable', editor.headers, {
    setupToken: setup.setupToken,
    code,
  })
  expect(stolen.statusCode).toBe(410)
  clock.advance(15 * 60_000 + 1000)
  const late = await post(t.app, '/api/account/two-factor/enable', owner.headers, {
    setupToken: setup.setupToken,
    code: totpCode(setup.secret, clock()),
  })
  expect(late.statusCode).toBe(410)
  const rows = await t.app.db.selectFrom('adminUsers').select('twoFactorEnabledAt').execute()
  expect(rows.every((row) => row.twoFactorEnabledAt === null)).toBe(true)
})
