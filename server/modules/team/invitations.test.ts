import { describe, expect, onTestFinished, test } from 'vitest'
import { ADMIN_PASSWORD, createAdmin, signIn } from '#tests/support/admin.ts'
import { startSmtpPeer } from '#tests/support/smtp-peer.ts'
import { buildTestApp, databases, eventually, manualClock } from '#tests/support/test-app.ts'
import { DEVICE_COOKIE } from '#contract/admin-constants.ts'
import { LOGIN_MAX_FAILURES_PER_EMAIL } from '#server/modules/auth/auth.service.ts'
import { INVITATION_TTL_MS } from './team.service.ts'

type TestApp = Awaited<ReturnType<typeof buildTestApp>>
const NEW_PASSWORD = 'copper lantern quietly folds'

async function withSmtp() {
  const smtp = await startSmtpPeer()
  onTestFinished(() => smtp.close())
  return smtp
}

/** The token of the link in the last mail to `address`, as the SMTP peer received it. */
async function linkToken(smtp: Awaited<ReturnType<typeof withSmtp>>, address: string, count = 1) {
  const mails = await eventually(() => {
    const found = smtp.to(address)
    expect(found).toHaveLength(count)
    return found
  })
  const token = /#token=([A-Za-z0-9_-]{43})/.exec(mails.at(-1)!.text ?? '')?.[1]
  if (!token) throw new Error(`no link in the mail to ${address}`)
  return token
}

const post = (t: TestApp, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers })

describe.each(databases)('invitations (%s)', (database) => {
  test('an invitation is accepted once, with the role it gave; a second use is refused', async () => {
    const smtp = await withSmtp()
    const t = await buildTestApp({ database, mailUrl: smtp.url })
    await createAdmin(t.app)
    const owner = await signIn(t.app)
    const invited = await post(
      t,
      '/api/team/invitations',
      { email: 'New.Colleague@Example.com', role: 'editor' },
      owner.headers,
    )
    expect(invited.statusCode, invited.body).toBe(201)
    const token = await linkToken(smtp, 'new.colleague@example.com')
    const mail = smtp.to('new.colleague@example.com')[0]!
    expect(mail.subject).toBe('Join the Northstar website team')
    expect(mail.text).toContain(
      'admin@example.com invited you to manage the Northstar Consulting Group website as an editor.',
    )

    const lookup = await post(t, '/api/invitations/lookup', { token })
    expect(lookup.json()).toMatchObject({ email: 'new.colleague@example.com', role: 'editor' })
    const common = await post(t, '/api/invitations/accept', { token, password: 'Password2026!' })
    expect(common.statusCode).toBe(400)
    expect(Object.keys(common.json().fields)).toEqual(['password'])

    // Twice at once: one account.
    const both = await Promise.all([
      post(t, '/api/invitations/accept', { token, password: NEW_PASSWORD }),
      post(t, '/api/invitations/accept', { token, password: NEW_PASSWORD }),
    ])
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 410])
    const accepted = both.find((r) => r.statusCode === 201)!
    expect(accepted.json().admin).toEqual({
      email: 'new.colleague@example.com',
      role: 'editor',
      mustSetUpTwoFactor: false,
    })
    const member = await t.app.db
      .selectFrom('adminUsers')
      .select(['role'])
      .where('email', '=', 'new.colleague@example.com')
      .execute()
    expect(member).toEqual([{ role: 'editor' }])
    const again = await post(t, '/api/invitations/accept', { token, password: NEW_PASSWORD })
    expect(again.statusCode).toBe(410)
    expect(again.json().error).toContain('Ask the person who invited you to send a new one.')
    expect((await post(t, '/api/invitations/lookup', { token })).statusCode).toBe(410)
  })

  test('an invitation does not outlive its sender: one who left, or is no longer an owner, makes nobody a member', async () => {
    const smtp = await withSmtp()
    const t = await buildTestApp({ database, mailUrl: smtp.url })
    await createAdmin(t.app)
    await createAdmin(t.app, 'second.owner@example.com', ADMIN_PASSWORD, 'owner')
    const owner = await signIn(t.app)
    const second = await signIn(t.app, 'second.owner@example.com')
    const secondId = (
      await t.app.db
        .selectFrom('adminUsers')
        .select('id')
        .where('email', '=', 'second.owner@example.com')
        .executeTakeFirstOrThrow()
    ).id
    for (const email of ['by.the.leaver@example.com', 'by.the.demoted@example.com']) {
      const invited = await post(t, '/api/team/invitations', { email, role: 'owner' }, second.headers)
      expect(invited.statusCode, invited.body).toBe(201)
    }
    const [leaverLink, demotedLink] = [
      await linkToken(smtp, 'by.the.leaver@example.com'),
      await linkToken(smtp, 'by.the.demoted@example.com'),
    ]
    // Made an editor: the invitations still open are no longer theirs to give.
    const demoted = await post(t, `/api/team/members/${secondId}/role`, { role: 'editor' }, owner.headers)
    expect(demoted.statusCode, demoted.body).toBe(200)
    const byDemoted = await post(t, '/api/invitations/accept', { token: demotedLink, password: NEW_PASSWORD })
    expect(byDemoted.statusCode).toBe(410)
    // Removed: the same, and the team's list no longer shows them.
    const removed = await post(t, `/api/team/members/${secondId}/remove`, {}, owner.headers)
    expect(removed.statusCode, removed.body).toBe(200)
    expect((await post(t, '/api/invitations/lookup', { token: leaverLink })).statusCode).toBe(410)
    const byLeaver = await post(t, '/api/invitations/accept', { token: leaverLink, password: NEW_PASSWORD })
    expect(byLeaver.statusCode).toBe(410)
    const members = await t.app.db.selectFrom('adminUsers').select('email').execute()
    expect(members.map(({ email }) => email)).toEqual(['admin@example.com'])
  })

  test('an expired, revoked or re-sent link is refused with a clear answer; the new link works', async () => {
    const smtp = await withSmtp()
    const clock = manualClock()
    const t = await buildTestApp({ database, mailUrl: smtp.url, now: clock })
    await createAdmin(t.app)
    let owner = await signIn(t.app)
    const invite = (email: string) =>
      post(t, '/api/team/invitations', { email, role: 'admin' }, owner.headers)
    const invitationId = async (email: string) =>
      (
        await t.app.db
          .selectFrom('adminInvitations')
          .select('id')
          .where('email', '=', email)
          .where('revokedAt', 'is', null)
          .executeTakeFirstOrThrow()
      ).id

    await invite('late@example.com')
    const late = await linkToken(smtp, 'late@example.com')
    clock.advance(INVITATION_TTL_MS + 1000)
    expect(
      (await post(t, '/api/invitations/accept', { token: late, password: NEW_PASSWORD })).statusCode,
    ).toBe(410)
    // Three days on, the owner signs in again.
    owner = await signIn(t.app)
    const team = (await t.app.inject({ method: 'GET', url: '/api/team', headers: owner.headers })).json()
    expect(team.invitations).toMatchObject([{ email: 'late@example.com', expired: true }])
    // Sent again: a new link for 72 hours more, and the old one stays dead.
    const resent = await post(
      t,
      `/api/team/invitations/${await invitationId('late@example.com')}/resend`,
      {},
      owner.headers,
    )
    expect(resent.statusCode, resent.body).toBe(200)
    const renewed = await linkToken(smtp, 'late@example.com', 2)
    expect(renewed).not.toBe(late)
    expect(
      (await post(t, '/api/invitations/accept', { token: late, password: NEW_PASSWORD })).statusCode,
    ).toBe(410)
    expect(
      (await post(t, '/api/invitations/accept', { token: renewed, password: NEW_PASSWORD })).statusCode,
    ).toBe(201)

    await invite('changed-mind@example.com')
    const revokedToken = await linkToken(smtp, 'changed-mind@example.com')
    const revoked = await post(
      t,
      `/api/team/invitations/${await invitationId('changed-mind@example.com')}/revoke`,
      {},
      owner.headers,
    )
    expect(revoked.statusCode).toBe(200)
    expect(
      (await post(t, '/api/invitations/accept', { token: revokedToken, password: NEW_PASSWORD })).statusCode,
    ).toBe(410)

    // A member's address cannot be invited again.
    const taken = await invite('late@example.com')
    expect(taken.statusCode).toBe(409)
    const actions = (await t.app.db.selectFrom('auditLog').select('action').orderBy('at').execute()).map(
      (row) => row.action,
    )
    expect(actions).toEqual(
      expect.arrayContaining([
        'invitation-sent',
        'invitation-resent',
        'invitation-accepted',
        'invitation-revoked',
      ]),
    )
  })
})

describe.each(databases)('password reset (%s)', (database) => {
  test('the mail arrives at the SMTP peer, the link works once, and every session of the account ends', async () => {
    const smtp = await withSmtp()
    const t = await buildTestApp({ database, mailUrl: smtp.url })
    await createAdmin(t.app)
    const laptop = await signIn(t.app)
    const asked = await post(t, '/api/auth/password-reset', { email: 'ADMIN@example.com' })
    expect(asked.statusCode).toBe(202)
    const token = await linkToken(smtp, 'admin@example.com')
    expect(smtp.to('admin@example.com')[0]!.subject).toBe('Reset your Northstar password')

    const refused = await post(t, '/api/auth/password-reset/complete', { token, password: 'northstar2026!' })
    expect(refused.statusCode).toBe(400)
    const done = await post(t, '/api/auth/password-reset/complete', { token, password: NEW_PASSWORD })
    expect(done.statusCode, done.body).toBe(200)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: laptop.headers })).statusCode,
    ).toBe(401)
    expect(
      (await post(t, '/api/auth/password-reset/complete', { token, password: NEW_PASSWORD })).statusCode,
    ).toBe(410)
    await signIn(t.app, 'admin@example.com', NEW_PASSWORD)
    await expect(signIn(t.app, 'admin@example.com', ADMIN_PASSWORD)).rejects.toThrow('401')
  })

  test('an owner locked out by strangers’ guesses signs in from the browser that opened the reset link, while the guessing goes on', async () => {
    const smtp = await withSmtp()
    const t = await buildTestApp({ database, mailUrl: smtp.url })
    await createAdmin(t.app)
    const login = (password: string, remoteAddress: string, cookies: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@example.com', password },
        remoteAddress,
        cookies,
      })
    const guess = async (round: number) => {
      for (let i = 0; i <= LOGIN_MAX_FAILURES_PER_EMAIL; i++)
        await login(`guess-${round}-${i}`, `198.51.${round}.${i + 1}`)
    }
    await guess(1)
    const locked = await login(ADMIN_PASSWORD, '192.0.2.7')
    expect(locked.statusCode).toBe(429)
    expect(locked.json().error).toContain('reset your password')

    expect((await post(t, '/api/auth/password-reset', { email: 'admin@example.com' })).statusCode).toBe(202)
    const token = await linkToken(smtp, 'admin@example.com')
    const done = await post(t, '/api/auth/password-reset/complete', { token, password: NEW_PASSWORD })
    expect(done.statusCode, done.body).toBe(200)
    const device = done.cookies.find((cookie) => cookie.name === DEVICE_COOKIE)
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/login' })

    await guess(2)
    expect((await login(NEW_PASSWORD, '192.0.2.7')).statusCode).toBe(429)
    const owner = await login(NEW_PASSWORD, '192.0.2.7', { [DEVICE_COOKIE]: device!.value })
    expect(owner.statusCode, owner.body).toBe(200)
  })

  test('a member’s address is answered as soon as a stranger’s: the link is made after the answer', async () => {
    const smtp = await withSmtp()
    const t = await buildTestApp({ database, mailUrl: smtp.url })
    const ROUNDS = 24
    for (let i = 0; i < ROUNDS; i++)
      await createAdmin(t.app, `member-${i}@example.com`, ADMIN_PASSWORD, 'editor')
    const timed = async (email: string, from: string) => {
      const started = performance.now()
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email },
        remoteAddress: from,
      })
      expect(answer.statusCode).toBe(202)
      return performance.now() - started
    }
    const members: number[] = []
    const strangers: number[] = []
    for (let i = 0; i < ROUNDS; i++) {
      members.push(await timed(`member-${i}@example.com`, `10.1.${i}.1`))
      strangers.push(await timed(`stranger-${i}@example.com`, `10.2.${i}.1`))
    }
    const median = (times: number[]) => times.toSorted((a, b) => a - b)[Math.floor(times.length / 2)]!
    // Before, a member's answer waited for the link and its mail: twice a stranger's, and more.
    expect(median(members)).toBeLessThan(median(strangers) * 1.5 + 1)
    await eventually(() => expect(smtp.to('member-0@example.com')).toHaveLength(1))
  })

  test('an unknown address gets the same answer and no mail; 20 requests at once send 3 mails at most', async () => {
    const smtp = await withSmtp()
    const t = await buildTestApp({ database, mailUrl: smtp.url })
    await createAdmin(t.app)
    const known = await post(t, '/api/auth/password-reset', { email: 'admin@example.com' })
    const unknown = await post(t, '/api/auth/password-reset', { email: 'nobody@example.com' })
    expect(unknown.statusCode).toBe(known.statusCode)
    expect(unknown.json()).toEqual(known.json())

    // Each from its own network, so only the per-address limit holds them back.
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/password-reset',
          payload: { email: 'admin@example.com' },
          remoteAddress: `10.0.${i}.1`,
        }),
      ),
    )
    expect(new Set(burst.map((r) => r.statusCode))).toEqual(new Set([202]))
    expect(new Set(burst.map((r) => r.json().message))).toEqual(new Set([known.json().message]))
    await eventually(() => expect(smtp.to('admin@example.com')).toHaveLength(3))
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(smtp.to('admin@example.com')).toHaveLength(3)
    expect(smtp.to('nobody@example.com')).toHaveLength(0)
    const queued = await t.app.db.selectFrom('mailOutbox').select('recipient').execute()
    expect(queued.filter((row) => row.recipient === 'admin@example.com')).toHaveLength(3)
  })
})
