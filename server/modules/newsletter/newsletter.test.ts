import type { ParsedMail } from 'mailparser'
import { describe, expect, test } from 'vitest'
import { SUBSCRIBE_ACCEPTED } from '#contract/newsletter.ts'
import { freePort, startSmtpPeer, type SmtpPeer } from '#tests/support/smtp-peer.ts'
import { buildTestApp, databases, eventually, manualClock } from '#tests/support/test-app.ts'
import { mailboxOf } from '#server/email/mailbox.ts'
import { CONFIRMATION_RESEND_MS, CONFIRM_TOKEN_TTL_MS, SUBSCRIBE_ANSWER_MS } from './newsletter.service.ts'
import { SUBSCRIBE_LIMIT } from './newsletter.routes.ts'

type TestApp = Awaited<ReturnType<typeof buildTestApp>>

const subscribe = (t: TestApp, payload: unknown, ip = '198.51.100.7') =>
  t.app.inject({ method: 'POST', url: '/api/subscribe', payload: payload as object, remoteAddress: ip })

const subscriber = (t: TestApp, email: string) =>
  t.app.db.selectFrom('newsletterSubscribers').selectAll().where('email', '=', email).executeTakeFirst()

/** The token from the confirmation link in a received mail. */
function linkToken(text: string, path: string) {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`).exec(text)
  if (!match?.[1]) throw new Error(`no ${path} link in mail:\n${text}`)
  return match[1]
}

/** A header as it was sent (mailparser turns List-* headers into objects). */
function rawHeader(mail: ParsedMail, name: string) {
  const line = mail.headerLines.find((header) => header.key === name)?.line ?? ''
  return line.slice(line.indexOf(':') + 1).trim()
}

async function withPeer() {
  const smtp = await startSmtpPeer()
  return { smtp, close: () => smtp.close() }
}

function oneClickForm() {
  const form = new FormData()
  form.set('List-Unsubscribe', 'One-Click')
  return form
}

describe.each(databases)('newsletter on %s', (database) => {
  test('double opt-in: the mail arrives, a GET of its link changes nothing, the click confirms once', async () => {
    const { smtp, close } = await withPeer()
    try {
      const t = await buildTestApp({ database, mailUrl: smtp.url })
      const response = await subscribe(t, { email: 'Ada@Example.com' })
      expect(response.statusCode).toBe(202)
      expect(response.json()).toEqual({ message: SUBSCRIBE_ACCEPTED })

      const mail = await eventually(() => {
        const [only] = smtp.to('ada@example.com')
        if (!only) throw new Error('no mail yet')
        return only
      })
      expect(mail.subject).toBe('Confirm your Northstar subscription')
      const unsubscribeHeader = rawHeader(mail, 'list-unsubscribe')
      expect(unsubscribeHeader).toMatch(/^<http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?token=/)
      expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
      const token = linkToken(mail.text ?? '', '/newsletter/confirm')

      // The token is stored only as a hash.
      const pending = await subscriber(t, 'ada@example.com')
      expect(pending?.status).toBe('pending')
      expect(pending?.confirmTokenHash).not.toContain(token)
      expect(JSON.stringify(pending)).not.toContain(token)

      // A mail scanner following the link gets the page and nothing changes. The link names its
      // topic: the page offers only the others as "also".
      expect(mail.text).toContain(`/newsletter/confirm?token=${token}&topic=insights`)
      const page = await t.app.inject({
        method: 'GET',
        url: `/newsletter/confirm?token=${token}&topic=insights`,
      })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('Confirm your subscription')
      expect(page.body).toContain(`name="token" value="${token}"`)
      expect(page.body).toContain('data-topic="insights" hidden=""')
      expect(page.body).not.toContain('data-topic="events" hidden')
      expect((await subscriber(t, 'ada@example.com'))?.status).toBe('pending')

      const confirm = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter/confirm',
        payload: { token },
      })
      expect([confirm.statusCode, confirm.json().topics]).toEqual([200, ['insights']])
      expect((await subscriber(t, 'ada@example.com'))?.status).toBe('confirmed')

      const again = await t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } })
      expect(again.statusCode).toBe(410)
      expect(again.json().error).toMatch(/expired or has already been used/)
    } finally {
      await close()
    }
  })

  test('one-click unsubscribe from the mail header works without cookies and is idempotent', async () => {
    const { smtp, close } = await withPeer()
    try {
      const t = await buildTestApp({ database, mailUrl: smtp.url })
      await subscribe(t, { email: 'grace@example.com' })
      const mail = await eventually(
        () => smtp.to('grace@example.com')[0] ?? Promise.reject(new Error('none')),
      )
      const oneClick = rawHeader(mail, 'list-unsubscribe').slice(1, -1)
      const url = new URL(oneClick)
      for (let i = 0; i < 2; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: `${url.pathname}${url.search}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        })
        expect(response.statusCode).toBe(200)
        expect(response.headers['set-cookie']).toBeUndefined()
      }
      const row = await subscriber(t, 'grace@example.com')
      expect(row?.status).toBe('unsubscribed')
      expect(row?.unsubscribedAt).toBeTruthy()

      const bogus = await t.app.inject({
        method: 'POST',
        url: `/api/newsletter/unsubscribe?token=${'x'.repeat(43)}`,
        payload: {},
      })
      expect(bogus.statusCode).toBe(410)
      // A mail client's one-click post of a link that is not valid: the same answer, URL-encoded or
      // as multipart (a redirect meant for a person is not for a mail client).
      const bogusOneClick = async (body: URLSearchParams | FormData) => {
        const request = new Request('http://site', { method: 'POST', body })
        const answer = await t.app.inject({
          method: 'POST',
          url: `/api/newsletter/unsubscribe?token=${'x'.repeat(43)}`,
          headers: { 'content-type': request.headers.get('content-type')! },
          payload: Buffer.from(await request.arrayBuffer()),
        })
        const { code, error } = answer.json()
        return [answer.statusCode, code, error]
      }
      const encoded = await bogusOneClick(new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }))
      expect(encoded[0]).toBe(410)
      expect(await bogusOneClick(oneClickForm())).toEqual(encoded)

      // As RFC 8058 says clients SHOULD: multipart/form-data. And some post nothing but the URL.
      const multipart = new Request('http://site', { method: 'POST', body: oneClickForm() })
      for (const email of ['hedy@example.com', 'alan@example.com']) {
        await subscribe(t, { email })
        const link = await eventually(() => {
          const header = smtp.to(email)[0] && rawHeader(smtp.to(email)[0]!, 'list-unsubscribe')
          return header ? new URL(header.slice(1, -1)) : Promise.reject(new Error('none'))
        })
        const response = await t.app.inject({
          method: 'POST',
          url: `${link.pathname}${link.search}`,
          ...(email.startsWith('hedy')
            ? {
                headers: { 'content-type': multipart.headers.get('content-type')! },
                payload: Buffer.from(await multipart.clone().arrayBuffer()),
              }
            : { headers: { 'content-type': 'application/json' }, payload: '' }),
        })
        expect(response.statusCode, email).toBe(200)
        expect((await subscriber(t, email))?.status, email).toBe('unsubscribed')
      }
    } finally {
      await close()
    }
  })

  test('new, pending, confirmed and unsubscribed addresses get the same answer, and at most one mail per 10 minutes', async () => {
    const clock = manualClock()
    const t = await buildTestApp({ database, now: clock })
    const outboxCount = async () =>
      (
        await t.app.db
          .selectFrom('mailOutbox')
          .select('id')
          .where('recipient', '=', 'lin@example.com')
          .execute()
      ).length

    const answers: string[] = []
    answers.push((await subscribe(t, { email: 'lin@example.com' })).body) // new
    answers.push((await subscribe(t, { email: 'lin@example.com' })).body) // pending, within 10 minutes
    expect(await outboxCount()).toBe(1)

    clock.advance(CONFIRMATION_RESEND_MS + 1000)
    answers.push((await subscribe(t, { email: 'lin@example.com' })).body) // pending, later: one more mail
    expect(await outboxCount()).toBe(2)

    await t.app.db
      .updateTable('newsletterSubscribers')
      .set({ status: 'confirmed' })
      .where('email', '=', 'lin@example.com')
      .execute()
    answers.push((await subscribe(t, { email: 'lin@example.com' })).body) // confirmed
    expect(await outboxCount()).toBe(2)

    await t.app.db
      .updateTable('newsletterSubscribers')
      .set({ status: 'unsubscribed' })
      .where('email', '=', 'lin@example.com')
      .execute()
    clock.advance(CONFIRMATION_RESEND_MS + 1000)
    answers.push((await subscribe(t, { email: 'lin@example.com' })).body) // unsubscribed
    expect(await outboxCount()).toBe(3)

    expect(new Set(answers)).toEqual(new Set([JSON.stringify({ message: SUBSCRIBE_ACCEPTED })]))
  })

  test('one inbox gets one confirmation per topic per 10 minutes, under any alias', async () => {
    const clock = manualClock()
    const t = await buildTestApp({ database, now: clock })
    const queued = async () => (await t.app.db.selectFrom('mailOutbox').select('recipient').execute()).length
    expect((await subscribe(t, { email: 'Ada.Lovelace+news@gmail.com' })).statusCode).toBe(202)
    expect(await queued()).toBe(1)
    for (const email of [
      'adalovelace@gmail.com',
      'ada.lovelace+other@googlemail.com',
      'ADALOVELACE@gmail.com',
    ]) {
      expect((await subscribe(t, { email })).statusCode).toBe(202)
    }
    expect(await queued()).toBe(1)
    // Job alerts are another list: their own confirmation, once.
    await subscribe(t, { email: 'adalovelace+jobs@gmail.com', topic: 'jobs' })
    await subscribe(t, { email: 'adalovelace@gmail.com', topic: 'jobs' })
    expect(await queued()).toBe(2)
    clock.advance(CONFIRMATION_RESEND_MS + 1000)
    await subscribe(t, { email: 'adalovelace@gmail.com' })
    expect(await queued()).toBe(3)
  })

  test('every sign-up is answered after the same fixed time, so a known address cannot be told from a new one', async () => {
    const t = await buildTestApp({ database })
    const timed = async (payload: object) => {
      const started = performance.now()
      const response = await subscribe(t, payload)
      return { status: response.statusCode, ms: performance.now() - started }
    }
    const answers = [
      await timed({ email: 'new@example.com' }), // new: stored and mailed
      await timed({ email: 'new@example.com' }), // known and pending: nothing to do
      await timed({ email: 'bot@example.com', website: 'https://spam.example' }), // honeypot
    ]
    await t.app.db.updateTable('newsletterSubscribers').set({ status: 'confirmed' }).execute()
    answers.push(await timed({ email: 'new@example.com' })) // confirmed
    for (const answer of answers) {
      expect(answer.status).toBe(202)
      expect(answer.ms).toBeGreaterThanOrEqual(SUBSCRIBE_ANSWER_MS - 1)
    }
  })

  test('parallel sign-ups for one new address store one row, send one mail and all get 202', async () => {
    const t = await buildTestApp({ database })
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => subscribe(t, { email: 'rush@example.com' }, `198.51.100.${i + 1}`)),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(202))
    const rows = await t.app.db.selectFrom('newsletterSubscribers').select('id').execute()
    const mails = await t.app.db.selectFrom('mailOutbox').select('id').execute()
    expect([rows.length, mails.length]).toEqual([1, 1])
  })

  test('job alerts use the same double opt-in under their own topic', async () => {
    const t = await buildTestApp({ database })
    expect((await subscribe(t, { email: 'seeker@example.com', topic: 'jobs' })).statusCode).toBe(202)
    expect((await subscribe(t, { email: 'seeker@example.com', topic: 'insights' })).statusCode).toBe(202)
    const rows = await t.app.db
      .selectFrom('newsletterSubscribers')
      .select(['topic', 'status'])
      .orderBy('topic')
      .execute()
    expect(rows).toEqual([
      { topic: 'insights', status: 'pending' },
      { topic: 'jobs', status: 'pending' },
    ])
    const mails = await t.app.db.selectFrom('mailOutbox').select('payload').execute()
    expect(mails.some((mail) => JSON.parse(mail.payload).text.includes('Job openings'))).toBe(true)
    expect((await subscribe(t, { email: 'x@example.com', topic: 'spam' })).statusCode).toBe(400)
  })

  test('a confirmation link expires after 24 hours', async () => {
    const clock = manualClock()
    const t = await buildTestApp({ database, now: clock })
    await subscribe(t, { email: 'old@example.com' })
    const [row] = await t.app.db.selectFrom('mailOutbox').select('payload').execute()
    const token = linkToken(JSON.parse(row!.payload).text, '/newsletter/confirm')
    clock.advance(CONFIRM_TOKEN_TTL_MS + 1)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: { token },
    })
    expect(response.statusCode).toBe(410)
    expect((await subscriber(t, 'old@example.com'))?.status).toBe('pending')
  })

  test('invalid, oversized and honeypot sign-ups store nothing and send nothing', async () => {
    const t = await buildTestApp({ database })
    const invalid = await subscribe(t, { email: 'not-an-address' })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json().fields.email).toMatch(/valid e-mail address/)

    const missing = await subscribe(t, {})
    expect(missing.statusCode).toBe(400)
    expect(missing.json().fields.email).toBeTruthy()

    const tooLong = await subscribe(t, { email: `${'a'.repeat(250)}@example.com` })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().fields.email).toMatch(/at most 254/)

    const huge = await subscribe(t, { email: 'big@example.com', website: 'x'.repeat(100_000) })
    expect(huge.statusCode).toBe(413)
    expect(huge.json()).toMatchObject({ error: 'The request is too large.', code: 'bad_request' })

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.body).not.toMatch(/at |stack|\.ts/)

    const bot = await subscribe(t, { email: 'bot@example.com', website: 'https://spam.example' })
    expect(bot.statusCode).toBe(202)
    expect(bot.json()).toEqual({ message: SUBSCRIBE_ACCEPTED })

    expect(await t.app.db.selectFrom('newsletterSubscribers').selectAll().execute()).toEqual([])
    expect(await t.app.db.selectFrom('mailOutbox').selectAll().execute()).toEqual([])
  })

  test('too many sign-ups from one address get 429 with a clear message', async () => {
    const t = await buildTestApp({ database })
    for (let i = 0; i < SUBSCRIBE_LIMIT.max; i++) {
      expect((await subscribe(t, { email: `p${i}@example.com` }, '203.0.113.9')).statusCode).toBe(202)
    }
    const limited = await subscribe(t, { email: 'one-more@example.com' }, '203.0.113.9')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error).toMatch(/Too many requests\. Please wait \d+ minute/)
    expect(limited.headers['retry-after']).toBeTruthy()
    // Another visitor is not affected.
    expect((await subscribe(t, { email: 'other@example.com' }, '203.0.113.10')).statusCode).toBe(202)

    // An IPv6 host holds a whole /64: its addresses share one allowance; the next /64 has its own.
    for (let i = 0; i < SUBSCRIBE_LIMIT.max; i++) {
      const address = `2001:db8:7:1::${(i + 1).toString(16)}`
      expect((await subscribe(t, { email: `v6-${i}@example.com` }, address)).statusCode).toBe(202)
    }
    expect((await subscribe(t, { email: 'v6@example.com' }, '2001:db8:7:1:ffff::1')).statusCode).toBe(429)
    expect((await subscribe(t, { email: 'v6@example.com' }, '2001:db8:7:2::1')).statusCode).toBe(202)
  })

  test('without JavaScript the form post is answered with a redirect to a page that says what happened', async () => {
    const t = await buildTestApp({ database })
    const form = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/subscribe',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      })
    const ok = await form('email=form%40example.com&topic=insights&website=')
    expect(ok.statusCode).toBe(303)
    expect(ok.headers.location).toBe('/newsletter/check-your-inbox')
    expect((await subscriber(t, 'form@example.com'))?.status).toBe('pending')

    const bad = await form('email=nope&website=')
    expect(bad.statusCode).toBe(303)
    expect(bad.headers.location).toBe('/newsletter/invalid-email')

    const page = await t.app.inject({ method: 'GET', url: '/newsletter/check-your-inbox' })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Check your inbox')

    // Past the limit, a plain form lands on a page that says to wait.
    const more = []
    for (let i = 0; i < SUBSCRIBE_LIMIT.max; i++)
      more.push(await form(`email=more${i}%40example.com&website=`))
    expect(more.at(-1)?.headers.location).toBe('/newsletter/try-again-later')
    const wait = await t.app.inject({ method: 'GET', url: '/newsletter/try-again-later' })
    expect(wait.statusCode).toBe(200)
    expect(wait.body).toContain('Too many attempts')
  })

  test('a reader who signs up on a French page is stored as French, mailed in French and answered by the French page', async () => {
    const { smtp, close } = await withPeer()
    try {
      const t = await buildTestApp({ database, mailUrl: smtp.url })
      const form = (body: string, ip: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/subscribe',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: body,
          remoteAddress: ip,
        })
      const ok = await form('email=lea%40example.com&topic=insights&language=fr&website=', '198.51.100.20')
      expect(ok.statusCode).toBe(303)
      expect(ok.headers.location).toBe('/fr/lettre/verifiez-votre-boite')
      const page = await t.app.inject({ url: ok.headers.location as string })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('<html lang="fr"')
      expect(page.body).toContain('Vérifiez votre boîte de réception')
      expect((await subscriber(t, 'lea@example.com'))?.language).toBe('fr')
      const mail = await eventually(() => {
        const [only] = smtp.to('lea@example.com')
        if (!only) throw new Error('no mail yet')
        return only
      })
      expect(mail.subject).toBe('Confirmez votre inscription à Northstar')
      expect(mail.text).toContain('Ouvrez le lien ci-dessous')
      expect(String(mail.html)).toContain('<html lang="fr">')
      expect(mail.text).toContain('Merci de confirmer votre inscription aux e-mails «\u00a0Analyses\u00a0»')

      // Its links open the French pages, and their forms answer with the French notices.
      const token = linkToken(mail.text ?? '', '/fr/lettre/confirm')
      const confirmPage = await t.app.inject({ url: `/fr/lettre/confirm?token=${token}&topic=insights` })
      expect(confirmPage.body).toContain('<html lang="fr"')
      expect(confirmPage.body).toContain('Confirmez votre abonnement')
      expect(confirmPage.body).toContain(`name="token" value="${token}"`)
      // Its switcher leads to the same link in English, token and all.
      const english = /<a href="([^"]+)" data-language-switch=""/
        .exec(confirmPage.body)![1]!
        .replaceAll('&#38;', '&')
      expect(english).toBe(`/newsletter/confirm?token=${token}&topic=insights`)
      const englishPage = await t.app.inject({ url: english })
      expect(englishPage.body).toContain('<html lang="en"')
      expect(englishPage.body).toContain(`name="token" value="${token}"`)
      // Without a token the page leads nowhere it could not: its switcher stays the plain address.
      const bare = await t.app.inject({ url: '/fr/lettre/confirm' })
      expect(bare.body).toContain('<a href="/newsletter/confirm" data-language-switch=""')
      const leavePage = await t.app.inject({
        url: `/fr/lettre/unsubscribe?token=${linkToken(mail.text ?? '', '/fr/lettre/unsubscribe')}`,
      })
      expect(leavePage.body).toContain('Se désabonner de notre lettre')
      const confirmed = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter/confirm',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
        payload: `token=${token}&topics=jobs&language=fr`,
      })
      expect(confirmed.headers.location).toBe('/fr/lettre/abonnement-confirme?topics=insights%2Cjobs')
      const thanks = await t.app.inject({ url: confirmed.headers.location as string })
      expect(thanks.body).toContain('Vous recevrez : Analyses et Offres d’emploi.')
      // The topic ticked on the French page is French too: every mail of the reader's is.
      const rows = await t.app.db.selectFrom('newsletterSubscribers').select(['topic', 'language']).execute()
      expect(rows.filter((row) => row.topic === 'jobs')).toEqual([{ topic: 'jobs', language: 'fr' }])

      // A mistyped address on the French page lands on the French notice; a language the site does
      // not have, on the default one's.
      const bad = await form('email=nope&language=fr&website=', '198.51.100.21')
      expect(bad.headers.location).toBe('/fr/lettre/adresse-invalide')
      const other = await form('email=kai%40example.com&topic=insights&language=de&website=', '198.51.100.22')
      expect(other.headers.location).toBe('/newsletter/check-your-inbox')
      expect((await subscriber(t, 'kai@example.com'))?.language).toBe('en')
    } finally {
      await close()
    }
  })
})

test('a multipart body is read only by one-click unsubscribe, and a malformed one is a 400, never a 500', async () => {
  const t = await buildTestApp()
  const malformed = { 'content-type': 'multipart/form-data; boundary=X' }
  const token = 'x'.repeat(43)
  for (const url of [
    '/api/subscribe',
    '/api/newsletter/confirm',
    `/api/newsletter/unsubscribe?token=${token}`,
  ]) {
    const response = await t.app.inject({ method: 'POST', url, headers: malformed, payload: '' })
    expect(response.statusCode, url).toBeLessThan(500)
    expect(response.json().code, url).toMatch(/^(bad_request|unsupported_media_type)$/)
  }
  // The routes that never take multipart refuse it even when well-formed.
  const form = new Request('http://site', { method: 'POST', body: oneClickForm() })
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/subscribe',
    headers: { 'content-type': form.headers.get('content-type')!, origin: 'http://localhost:3000' },
    payload: Buffer.from(await form.arrayBuffer()),
  })
  expect(response.statusCode).toBe(415)
})

test('mail queued while the SMTP server is down is delivered once it comes up', async () => {
  const port = await freePort()
  const t = await buildTestApp({ mailUrl: `smtp://127.0.0.1:${port}` })
  await subscribe(t, { email: 'patient@example.com' })

  const failed = await eventually(async () => {
    const row = await t.app.db.selectFrom('mailOutbox').selectAll().executeTakeFirstOrThrow()
    if (row.attempts < 1) throw new Error('not tried yet')
    return row
  })
  expect(failed.status).toBe('queued')
  expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i)

  let smtp: SmtpPeer | undefined
  try {
    smtp = await startSmtpPeer(port)
    const peer = smtp
    await eventually(() => expect(peer.to('patient@example.com')).toHaveLength(1), { timeout: 10_000 })
    // Marked sent once the peer has answered: a moment after the mail arrives.
    const sent = await eventually(async () => {
      const row = await t.app.db.selectFrom('mailOutbox').selectAll().executeTakeFirstOrThrow()
      expect(row.status).toBe('sent')
      return row
    })
    expect(sent.sentAt).toBeTruthy()
    // Later passes do not send it again.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(peer.received).toHaveLength(1)
  } finally {
    await smtp?.close()
  }
})

test('a mailbox is an address without case, +tag, or the dots Gmail ignores', () => {
  expect(mailboxOf('Ada.Lovelace+news@Gmail.com')).toBe('adalovelace@gmail.com')
  expect(mailboxOf('ada.lovelace@googlemail.com')).toBe('adalovelace@gmail.com')
  expect(mailboxOf('Jo.Smith+x@Example.org')).toBe('jo.smith@example.org')
})
