import { describe, expect, test } from 'vitest'
import { createAppSecretsRepository } from '#server/db/app-secrets.repository.ts'
import { createSigner } from '#server/lib/tokens.ts'
import { buildTestApp, databases } from '#tests/support/test-app.ts'

type TestApp = Awaited<ReturnType<typeof buildTestApp>>

const form = { 'content-type': 'application/x-www-form-urlencoded' }

const topicsOf = async (t: TestApp, email: string) =>
  Object.fromEntries(
    (
      await t.app.db
        .selectFrom('newsletterSubscribers')
        .select(['topic', 'status', 'consentSource'])
        .where('email', '=', email)
        .execute()
    ).map((row) => [row.topic, `${row.status} (${row.consentSource ?? '-'})`]),
  )

/** Signs up and confirms through the mail's link, ticking `also` on the confirm page as a form would. */
async function signUp(t: TestApp, email: string, also: string[]) {
  await t.app.inject({ method: 'POST', url: '/api/subscribe', payload: { email } })
  const [mail] = await t.app.db
    .selectFrom('mailOutbox')
    .select('payload')
    .where('recipient', '=', email)
    .execute()
  const token = /newsletter\/confirm\?token=([\w-]{43})/.exec(JSON.parse(mail!.payload).text)![1]!
  const fields = new URLSearchParams([['token', token], ...also.map((topic) => ['topics', topic])])
  return t.app.inject({
    method: 'POST',
    url: '/api/newsletter/confirm',
    headers: form,
    payload: fields.toString(),
  })
}

/** The link at the foot of every campaign mail to this address. */
async function preferencesToken(t: TestApp, email: string) {
  const signer = createSigner(await createAppSecretsRepository(t.app.db).signingKey())
  return signer.tokenOf(`newsletter-preferences:${email}`)
}

describe.each(databases)('newsletter preferences on %s', (database) => {
  test('the confirm page adds the topics a reader ticks; the preferences link changes them or ends them all', async () => {
    const t = await buildTestApp({ database })
    const confirmed = await signUp(t, 'ada@example.com', ['jobs'])
    // The thanks names exactly the topics stored: the one signed up for and the one ticked.
    expect([confirmed.statusCode, confirmed.headers.location]).toEqual([
      303,
      '/newsletter/confirmed?topics=insights%2Cjobs',
    ])
    const thanks = await t.app.inject({ url: confirmed.headers.location as string })
    expect(thanks.body).toContain('You will receive: Insights and Job openings.')
    expect(thanks.body).not.toContain('{topics}')
    expect(await topicsOf(t, 'ada@example.com')).toEqual({
      insights: 'confirmed (double opt-in)',
      jobs: 'confirmed (double opt-in)',
    })

    const token = await preferencesToken(t, 'ada@example.com')
    const page = await t.app.inject({ method: 'GET', url: `/newsletter/preferences?token=${token}` })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(`name="token" value="${token}"`)
    for (const topic of ['insights', 'events', 'jobs']) expect(page.body).toContain(`value="${topic}"`)

    const shown = await t.app.inject({ method: 'GET', url: `/api/newsletter/preferences?token=${token}` })
    expect(shown.headers['cache-control']).toBe('no-store')
    expect(shown.json()).toEqual({ email: 'a**@example.com', topics: ['insights', 'jobs'] })

    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/preferences',
      payload: { token, topics: ['events'] },
    })
    expect(saved.json()).toEqual({ message: 'Your choices are saved.' })
    expect(await topicsOf(t, 'ada@example.com')).toEqual({
      insights: 'unsubscribed (double opt-in)',
      jobs: 'unsubscribed (double opt-in)',
      events: 'confirmed (preferences page)',
    })

    // Without JavaScript: the form posts the ticked boxes, and is answered with a page.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/preferences',
      headers: form,
      payload: `token=${token}&topics=insights&topics=events`,
    })
    expect([again.statusCode, again.headers.location]).toEqual([303, '/newsletter/preferences-saved'])
    expect(await topicsOf(t, 'ada@example.com')).toMatchObject({
      insights: 'confirmed (preferences page)',
      events: 'confirmed (preferences page)',
    })

    const leave = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/preferences',
      headers: form,
      payload: `token=${token}&topics=insights&leave=yes`,
    })
    expect([leave.statusCode, leave.headers.location]).toEqual([303, '/newsletter/unsubscribed'])
    expect(
      Object.values(await topicsOf(t, 'ada@example.com')).every((s) => s.startsWith('unsubscribed')),
    ).toBe(true)
  })

  test('an unknown topic is refused at its field, a link that is not ours is gone, and nothing changes', async () => {
    const t = await buildTestApp({ database })
    await signUp(t, 'grace@example.com', [])
    const token = await preferencesToken(t, 'grace@example.com')
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/preferences',
      payload: { token, topics: ['insights', 'gossip'] },
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().fields).toEqual({ topics: 'There is no topic "gossip".' })
    const signUpUnknown = await t.app.inject({
      method: 'POST',
      url: '/api/subscribe',
      payload: { email: 'x@example.com', topic: 'gossip' },
    })
    expect(signUpUnknown.json().fields).toEqual({ topic: 'There is no topic "gossip".' })

    const stranger = 'A'.repeat(43)
    for (const request of [
      { method: 'GET', url: `/api/newsletter/preferences?token=${stranger}` },
      { method: 'POST', url: '/api/newsletter/preferences', payload: { token: stranger, topics: [] } },
    ] as const) {
      expect((await t.app.inject(request)).statusCode).toBe(410)
    }
    expect(await topicsOf(t, 'grace@example.com')).toEqual({ insights: 'confirmed (double opt-in)' })
  })
})
