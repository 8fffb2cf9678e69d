import { describe, expect, test } from 'vitest'
import { LIMITS } from '#contract/limits.ts'
import type { ParsedMail } from 'mailparser'
import { startSmtpPeer, type SmtpPeer } from '#tests/support/smtp-peer.ts'
import { createAdmin, signIn } from '#tests/support/admin.ts'
import { buildTestApp, databases, eventually, formOpenedFor, manualClock } from '#tests/support/test-app.ts'
import { CONTACT_LIMIT } from './contact.routes.ts'
import { CONTACT_ACCEPTED, FORM_MAX_AGE_MS, MIN_FILL_MS } from './contact.service.ts'

type TestApp = Awaited<ReturnType<typeof buildTestApp>>

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Analytics for our school network',
  message:
    'We run twelve schools and would like help choosing attendance measures.\n\nCan we talk next week?',
}

/** Posts the form as a visitor who opened it a few seconds ago would. */
const send = (t: TestApp, payload: object, ip = '198.51.100.20') =>
  t.app.inject({
    method: 'POST',
    url: '/api/send',
    payload: { ...formOpenedFor(t.app), ...payload },
    remoteAddress: ip,
  })

const storedMessages = (t: TestApp) => t.app.db.selectFrom('contactMessages').selectAll().execute()

describe.each(databases)('contact form on %s', (database) => {
  const NOTIFY_TO = 'inbox@northstar.example'
  /** An app that mails each message to NOTIFY_TO through a real SMTP peer, closed afterwards. */
  async function withNotifications(
    use: (t: TestApp, smtp: SmtpPeer, notification: () => Promise<ParsedMail>) => Promise<void>,
  ) {
    const smtp = await startSmtpPeer()
    try {
      const t = await buildTestApp({ database, mailUrl: smtp.url, env: { CONTACT_NOTIFY_TO: NOTIFY_TO } })
      await use(t, smtp, () => eventually(() => smtp.to(NOTIFY_TO)[0] ?? Promise.reject(new Error('none'))))
    } finally {
      await smtp.close()
    }
  }

  test('a message is stored before the 201 and the notification reaches CONTACT_NOTIFY_TO with the visitor in Reply-To', () =>
    withNotifications(async (t, smtp, notification) => {
      const response = await send(t, valid)
      expect(response.statusCode).toBe(201)
      const body = response.json()
      expect(body.message).toBe(CONTACT_ACCEPTED)

      const [row] = await storedMessages(t)
      expect(row).toMatchObject({ ...valid, id: body.id, status: 'unread', archivedAt: null })

      const mail = await notification()
      expect(mail.subject).toBe(`Website message: ${valid.subject}`)
      expect(mail.replyTo?.value[0]?.address).toBe('ada@example.com')
      expect(mail.text).toContain('We run twelve schools')

      // The visitor is told their message arrived and when the firm replies (the contact page's
      // words), and nothing of what they typed: the address is not proven theirs.
      const acknowledgement = await eventually(
        () => smtp.to(valid.email)[0] ?? Promise.reject(new Error('none')),
      )
      expect(acknowledgement.subject).toBe('Northstar: we have your message')
      expect(acknowledgement.text).toContain('We reply to every enquiry within two working days.')
      for (const typed of [valid.name, valid.subject, 'twelve schools', 'Ada'])
        expect(`${acknowledgement.subject} ${acknowledgement.text} ${acknowledgement.html}`).not.toContain(
          typed,
        )
      expect(acknowledgement.replyTo).toBeUndefined()

      // Another message from the same inbox (an alias of it too) in the next minutes: stored and
      // notified, but the inbox gets no second acknowledgement.
      expect((await send(t, { ...valid, email: 'Ada+again@example.com' }, '198.51.100.21')).statusCode).toBe(
        201,
      )
      await eventually(() => expect(smtp.to(NOTIFY_TO)).toHaveLength(2))
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(smtp.received).toHaveLength(3)
    }))

  test('with no CONTACT_NOTIFY_TO, each owner and admin is mailed a new message, unless they turned it off on their account', async () => {
    const smtp = await startSmtpPeer()
    try {
      const t = await buildTestApp({ database, mailUrl: smtp.url })
      await createAdmin(t.app, 'owner@example.com', undefined, 'owner')
      await createAdmin(t.app, 'admin@example.com', undefined, 'admin')
      await createAdmin(t.app, 'quiet@example.com', undefined, 'admin')
      await createAdmin(t.app, 'editor@example.com', undefined, 'editor')
      const account = async (email: string) => {
        const { cookie } = await signIn(t.app, email)
        return (await t.app.inject({ url: '/api/account', headers: { cookie } })).json()
      }
      expect((await account('admin@example.com')).messageMail).toBe(true)
      expect((await account('editor@example.com')).messageMail).toBeNull()

      const quiet = await signIn(t.app, 'quiet@example.com')
      const off = await t.app.inject({
        method: 'POST',
        url: '/api/account/message-mail/off',
        headers: quiet.headers,
      })
      expect([off.statusCode, off.json().message]).toEqual([
        200,
        'You will no longer get an e-mail for new messages. They still reach the inbox.',
      ])
      expect((await account('quiet@example.com')).messageMail).toBe(false)
      // An editor does not read the inbox: there is nothing for them to turn on.
      const editor = await signIn(t.app, 'editor@example.com')
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/account/message-mail/on',
        headers: editor.headers,
      })
      expect(refused.statusCode).toBe(403)

      expect((await send(t, valid)).statusCode).toBe(201)
      const notified = () =>
        smtp.received
          .filter((mail) => mail.subject === `Website message: ${valid.subject}`)
          .map((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address)
      await eventually(() => expect(notified()).toHaveLength(2))
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(notified().toSorted()).toEqual(['admin@example.com', 'owner@example.com'])
    } finally {
      await smtp.close()
    }
  })

  test('a name shaped like an address list stays a name: Reply-To holds the visitor alone', () =>
    withNotifications(async (t, _smtp, notification) => {
      const name = 'third@party.example, Jane <other@party.example>'
      expect((await send(t, { ...valid, name })).statusCode).toBe(201)
      const mail = await notification()
      expect(mail.replyTo?.value.map((mailbox) => mailbox.address)).toEqual(['ada@example.com'])
      expect(mail.replyTo?.value[0]?.name).toBe(name)
    }))

  test.each([
    ['name', { ...valid, name: '  ' }, /Name is required/],
    ['email', { ...valid, email: 'not-an-address' }, /valid e-mail address/],
    ['subject', { ...valid, subject: '' }, /Subject is required/],
    ['message', { ...valid, message: undefined }, /Message is required/],
    ['name', { ...valid, name: 'n'.repeat(LIMITS.name + 1) }, /at most 100/],
    ['message', { ...valid, message: 'm'.repeat(LIMITS.message + 1) }, /at most 5000/],
    // A NUL byte cannot be stored in PostgreSQL: refused by the schema on every engine.
    ['name', { ...valid, name: 'Ada\u0000' }, /control character/],
    ['email', { ...valid, email: 'ada\u0000@example.com' }, /control character/],
    ['subject', { ...valid, subject: 'Hi\nBcc: x@example.com' }, /control character/],
    ['message', { ...valid, message: 'Hello\u0000there' }, /control character/],
    // Characters that hide or turn the text around in the inbox.
    [
      'name',
      { ...valid, name: 'Ada \u202Eecalovel' },
      /^Name holds an invisible character \(U\+202E, right-to-left override\): delete it\.$/,
    ],
    ['subject', { ...valid, subject: 'Hi\u200Bthere' }, /\(U\+200B, zero-width space\): delete it/],
    ['message', { ...valid, message: 'Hello \u2066there\u2069' }, /\(U\+2066, left-to-right isolate\)/],
  ])('an invalid %s gets 400 naming the field, and nothing is stored', async (field, payload, message) => {
    const t = await buildTestApp({ database })
    const response = await send(t, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().fields[field]).toMatch(message)
    expect(await storedMessages(t)).toEqual([])
  })

  test('a filled honeypot gets the ordinary answer and nothing is stored', async () => {
    const t = await buildTestApp({ database })
    const response = await send(t, { ...valid, website: 'https://spam.example' })
    expect(response.statusCode).toBe(201)
    expect(response.json().message).toBe(CONTACT_ACCEPTED)
    expect(await storedMessages(t)).toEqual([])
  })

  test('a form sent faster than a person could fill it, by the server’s clock, is refused with a clear message', async () => {
    const t = await buildTestApp({ database })
    const response = await send(t, { ...valid, ...formOpenedFor(t.app, 200) })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatch(/That was quick/)
    expect(await storedMessages(t)).toEqual([])
    expect((await send(t, { ...valid, ...formOpenedFor(t.app, MIN_FILL_MS + 500) })).statusCode).toBe(201)
  })

  test('the fill time cannot be claimed: no token, a forged or stale one, or the old startedAt get 400', async () => {
    const t = await buildTestApp({ database })
    const genuine = formOpenedFor(t.app).formToken
    const text = genuine.slice(0, genuine.lastIndexOf('.'))
    const forged = genuine.replace(/form\.(\d+)/, (_, at: string) => `form.${Number(at) - 60_000}`)
    const stale = formOpenedFor(t.app, FORM_MAX_AGE_MS + 60_000).formToken
    // Without one the schema refuses the form, the field being required, in the same words.
    const missing = await send(t, { ...valid, formToken: undefined, startedAt: 1 })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject({
      code: 'invalid_request',
      error: expect.stringMatching(/reload the page/),
      fields: { formToken: expect.stringMatching(/reload the page/) },
    })
    for (const formToken of ['', forged, stale, `${text}.x`]) {
      const response = await send(t, { ...valid, formToken, startedAt: 1 })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({
        code: 'form_expired',
        error: expect.stringMatching(/reload the page/),
      })
    }
    expect(await storedMessages(t)).toEqual([])
  })

  test('a form token sends one message: sent again, it is refused and nothing more is stored', async () => {
    const t = await buildTestApp({ database })
    const opened = formOpenedFor(t.app)
    expect((await send(t, { ...valid, ...opened })).statusCode).toBe(201)
    const replay = await send(t, { ...valid, subject: 'Again', ...opened }, '198.51.100.21')
    expect(replay.statusCode).toBe(400)
    expect(replay.json()).toMatchObject({ code: 'form_used', error: expect.stringMatching(/sent already/) })
    expect(await storedMessages(t)).toHaveLength(1)
    // A token refused as too early was not used up: it sends once the visitor has taken their time.
    const clock = manualClock()
    const later = await buildTestApp({ database, now: clock })
    const early = { formToken: later.app.fillTime.issue() }
    expect((await send(later, { ...valid, ...early })).json().code).toBe('too_fast')
    clock.advance(MIN_FILL_MS)
    expect((await send(later, { ...valid, ...early })).statusCode).toBe(201)
  })

  test('the contact page is served with a fresh token in its form, which the API accepts after a moment', async () => {
    const t = await buildTestApp({ database, now: undefined })
    const page = await t.app.inject({ method: 'GET', url: '/contact' })
    const token = /name="formToken" value="([^"]+)" form="contact-form"/.exec(page.body)?.[1]
    expect(token).toBeDefined()
    expect(t.app.fillTime.read(token)?.ageMs).toBeLessThan(1000)
    const again = await t.app.inject({ method: 'GET', url: '/contact' })
    expect(again.body).not.toContain(token)
    const api = await t.app.inject({ method: 'GET', url: '/api/form-token' })
    expect(api.headers['cache-control']).toBe('no-store')
    expect(t.app.fillTime.read(api.json().token)?.ageMs).toBeLessThan(1000)
  })

  test('too many messages from one address get 429', async () => {
    const t = await buildTestApp({ database })
    for (let i = 0; i < CONTACT_LIMIT.max; i++)
      expect((await send(t, valid, '203.0.113.50')).statusCode).toBe(201)
    const limited = await send(t, valid, '203.0.113.50')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error).toMatch(/Too many requests/)
  })
})

test('an oversized body is refused with 413 and nothing is stored', async () => {
  const t = await buildTestApp()
  const response = await send(t, { ...valid, message: 'x'.repeat(100_000) })
  expect(response.statusCode).toBe(413)
  expect(await storedMessages(t)).toEqual([])
})

test('without JavaScript the form post ends on a page that says it was sent', async () => {
  const t = await buildTestApp()
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/send',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...valid, ...formOpenedFor(t.app), website: '' }).toString(),
  })
  expect(response.statusCode).toBe(303)
  expect(response.headers.location).toBe('/contact/sent')
  expect(await storedMessages(t)).toHaveLength(1)
  const page = await t.app.inject({ method: 'GET', url: '/contact/sent' })
  expect(page.body).toContain('Message Sent!')

  // Refused (here: sent the instant the form was handed out), it lands on a page that says so.
  const tooFast = await t.app.inject({
    method: 'POST',
    url: '/api/send',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...valid, ...formOpenedFor(t.app, 0), website: '' }).toString(),
  })
  expect(tooFast.statusCode).toBe(303)
  expect(tooFast.headers.location).toBe('/contact/not-sent')
  expect(await storedMessages(t)).toHaveLength(1)
  const notSent = await t.app.inject({ method: 'GET', url: '/contact/not-sent' })
  expect(notSent.statusCode).toBe(200)
  expect(notSent.body).toContain('Your message was not sent')
})

test('a message from the French contact page lands on the French page that says so, and is acknowledged in French', async () => {
  const smtp = await startSmtpPeer()
  try {
    const t = await buildTestApp({ mailUrl: smtp.url })
    const post = (opened: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/send',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...valid, ...opened, language: 'fr', website: '' }).toString(),
      })
    const sent = await post(formOpenedFor(t.app))
    expect(sent.statusCode).toBe(303)
    expect(sent.headers.location).toBe('/fr/contact/message-envoye')
    const page = await t.app.inject({ url: sent.headers.location as string })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Message envoyé !')
    const acknowledgement = await eventually(
      () => smtp.to(valid.email)[0] ?? Promise.reject(new Error('none')),
    )
    expect(acknowledgement.subject).toBe('Northstar : nous avons bien reçu votre message')
    // When the firm replies, in the French contact page's words.
    expect(acknowledgement.text).toContain('Nous répondons à chaque demande sous deux jours ouvrés.')
    expect(String(acknowledgement.html)).toContain('<html lang="fr">')
    const tooFast = await post(formOpenedFor(t.app, 0))
    expect(tooFast.headers.location).toBe('/fr/contact/message-non-envoye')
  } finally {
    await smtp.close()
  }
})

describe('posts from other sites', () => {
  test.each([
    ['/api/send', valid],
    ['/api/subscribe', { email: 'someone@example.com' }],
  ])(
    '%s refuses a form posted from another site, by Origin or by Sec-Fetch-Site, and stores nothing',
    async (url, body) => {
      const t = await buildTestApp()
      const form = new URLSearchParams({ ...body, ...formOpenedFor(t.app) }).toString()
      const post = (headers: Record<string, string>) =>
        t.app.inject({
          method: 'POST',
          url,
          payload: form,
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        })
      expect((await post({ origin: 'https://spam.example' })).statusCode).toBe(403)
      expect((await post({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403)
      expect(await t.app.db.selectFrom('contactMessages').selectAll().execute()).toEqual([])
      expect(await t.app.db.selectFrom('newsletterSubscribers').selectAll().execute()).toEqual([])
      // The site's own pages still post.
      const own = await post({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })
      expect(own.statusCode).toBe(303)
    },
  )
})
