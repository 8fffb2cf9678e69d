import { randomUUID } from 'node:crypto'
import type { ParsedMail } from 'mailparser'
import { describe, expect, test } from 'vitest'
import type { Campaign, CampaignBody } from '#contract/campaigns.ts'
import { createAdmin, signIn } from '#tests/support/admin.ts'
import { visitorAddress } from '#tests/support/http.ts'
import { addReaders, type Reader } from '#tests/support/readers.ts'
import { full } from '#tests/support/tiers.ts'
import { startSmtpPeer, type Refusal } from '#tests/support/smtp-peer.ts'
import { buildTestApp, databases, eventually } from '#tests/support/test-app.ts'

type TestApp = Awaited<ReturnType<typeof buildTestApp>>
async function admin(t: TestApp) {
  await createAdmin(t.app)
  return (await signIn(t.app)).headers
}

/**
 * An issue to `topics`; by e-mail only, unless `inArchive` (its page is then built first, a release's
 * build); `fields` in place of the usual ones.
 */
async function newCampaign(
  t: TestApp,
  headers: Record<string, string>,
  topics: string[],
  fields: Partial<CampaignBody> = {},
) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/campaigns',
    headers,
    payload: {
      subject: 'November at Northstar',
      intro: 'Three things we learned this month.\n\nRead on.',
      entries: ['/insights/ai-in-business'],
      topics,
      inArchive: false,
      ...fields,
    } satisfies CampaignBody,
  })
  expect(created.statusCode, created.body).toBe(201)
  return created.json<Campaign>()
}

async function sendAndFinish(t: TestApp, headers: Record<string, string>, id: string, timeout = 30_000) {
  const sent = await t.app.inject({ method: 'POST', url: `/api/campaigns/${id}/send`, headers })
  expect(sent.statusCode, sent.body).toBe(202)
  return eventually(
    async () => {
      const campaign = (
        await t.app.inject({ method: 'GET', url: `/api/campaigns/${id}`, headers })
      ).json<Campaign>()
      if (campaign.status !== 'sent')
        throw new Error(`still ${campaign.status}: ${JSON.stringify(campaign.counts)}`)
      return campaign
    },
    { timeout },
  )
}

const statusOf = async (t: TestApp, email: string) =>
  (
    await t.app.db
      .selectFrom('newsletterSubscribers')
      .select('status')
      .distinct()
      .where('email', '=', email)
      .execute()
  ).map((row) => row.status)

/** A header as it was sent (mailparser turns List-* headers into objects). */
function rawHeader(mail: ParsedMail, name: string) {
  const line = mail.headerLines.find((header) => header.key === name)?.line ?? ''
  return line.slice(line.indexOf(':') + 1).trim()
}

describe.each(databases)('newsletter campaigns on %s', (database) => {
  test(
    'a campaign to 1,000 readers over three topics: one mail each, none to anyone else, and each one-click unsubscribe ends that reader’s mail alone',
    full,
    async () => {
      const smtp = await startSmtpPeer()
      try {
        const t = await buildTestApp({ database, mailUrl: smtp.url, env: { NEWSLETTER_RATE: '2000' } })
        // Every combination of the three topics; the campaign goes to insights and jobs.
        const combinations = [
          ['insights'],
          ['jobs'],
          ['insights', 'events'],
          ['insights', 'jobs'],
          ['events', 'jobs'],
          ['insights', 'events', 'jobs'],
        ]
        const readers: Reader[] = Array.from({ length: 1000 }, (_, i) => ({
          email: `reader${i}@example.com`,
          topics: combinations[i % combinations.length]!,
        }))
        const others: Reader[] = [
          ...Array.from({ length: 40 }, (_, i) => ({ email: `events${i}@example.com`, topics: ['events'] })),
          ...Array.from({ length: 20 }, (_, i) => ({
            email: `pending${i}@example.com`,
            topics: ['insights'],
            status: 'pending' as const,
          })),
          ...Array.from({ length: 20 }, (_, i) => ({
            email: `left${i}@example.com`,
            topics: ['jobs'],
            status: 'unsubscribed' as const,
          })),
        ]
        await addReaders(t.app.db, [...readers, ...others])
        const headers = await admin(t)
        const campaign = await newCampaign(t, headers, ['insights', 'jobs'])
        const list = (await t.app.inject({ method: 'GET', url: '/api/campaigns', headers })).json()
        const readersOf = (topic: string) =>
          [...readers, ...others].filter((r) => !r.status && r.topics.includes(topic)).length
        expect(list.topics).toEqual([
          { key: 'insights', label: 'Insights', readers: readersOf('insights') },
          { key: 'events', label: 'Event invitations', readers: readersOf('events') },
          { key: 'jobs', label: 'Job openings', readers: readersOf('jobs') },
        ])
        const done = await sendAndFinish(t, headers, campaign.id)
        expect(done.counts).toEqual({ queued: 0, sent: 1000, bounced: 0, failed: 0, unknown: 0 })
        await eventually(() => expect(smtp.received).toHaveLength(1000), { timeout: 10_000 })
        const perAddress = new Map<string, number>()
        for (const address of smtp.deliveries) perAddress.set(address, (perAddress.get(address) ?? 0) + 1)
        expect([...perAddress.keys()].sort()).toEqual(readers.map((reader) => reader.email).sort())
        expect([...perAddress.values()].every((count) => count === 1)).toBe(true)

        // Each mail: the reader's own one-click link (RFC 8058), visible links, the firm's postal address.
        const mails = new Map(smtp.received.map((mail) => [(mail.to as { text: string }).text, mail]))
        const first = mails.get('reader0@example.com')!
        expect(first.subject).toBe('November at Northstar')
        expect(rawHeader(first, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
        expect(first.html).toContain('100 Example Avenue')
        expect(first.text).toContain('/newsletter/preferences?token=')
        expect(first.html).not.toMatch(/<img/)
        let ended = 0
        for (const reader of readers) {
          const oneClick = new URL(rawHeader(mails.get(reader.email)!, 'list-unsubscribe').slice(1, -1))
          const answer = await t.app.inject({
            method: 'POST',
            url: `${oneClick.pathname}${oneClick.search}`,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: 'List-Unsubscribe=One-Click',
            // Each reader's mail client, from an address of its own.
            remoteAddress: visitorAddress(ended),
          })
          expect(answer.statusCode).toBe(200)
          ended += 1
          // Spot checks that it ended this reader's mail and nobody else's (all are counted below).
          if (ended % 250 === 1) {
            expect(await statusOf(t, reader.email)).toEqual(['unsubscribed'])
            expect(await statusOf(t, readers[ended]!.email)).toEqual(['confirmed'])
          }
        }
        const stillConfirmed = await t.app.db
          .selectFrom('newsletterSubscribers')
          .select('email')
          .distinct()
          .where('status', '=', 'confirmed')
          .execute()
        expect(stillConfirmed.map((row) => row.email).sort()).toEqual(
          others
            .filter((other) => !other.status)
            .map((other) => other.email)
            .sort(),
        )
      } finally {
        await smtp.close()
      }
    },
  )

  test('an issue’s links carry its tag: its card counts the visits they bring and the readers who left since', async () => {
    const smtp = await startSmtpPeer()
    try {
      const t = await buildTestApp({ database, mailUrl: smtp.url })
      await addReaders(
        t.app.db,
        ['ana', 'ben'].map((name) => ({ email: `${name}@example.com`, topics: ['insights'] })),
      )
      const headers = await admin(t)
      const campaign = await newCampaign(t, headers, ['insights'])
      await sendAndFinish(t, headers, campaign.id)
      const mail = await eventually(() => smtp.to('ana@example.com')[0] ?? Promise.reject(new Error('none')))
      // The same link in every reader's copy: the tag, nothing of the reader.
      const link = /http:\/\/localhost:3000(\/insights\/ai-in-business\?[^\s\])]+)/.exec(mail.text ?? '')![1]!
      expect(link).toBe(
        '/insights/ai-in-business?utm_source=newsletter&utm_medium=email&utm_campaign=november-at-northstar',
      )
      const page = await t.app.inject({
        method: 'GET',
        url: link,
        headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148' },
      })
      expect(page.statusCode).toBe(200)
      const oneClick = new URL(rawHeader(smtp.to('ben@example.com')[0]!, 'list-unsubscribe').slice(1, -1))
      const left = await t.app.inject({
        method: 'POST',
        url: `${oneClick.pathname}${oneClick.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      })
      expect(left.statusCode).toBe(200)
      await t.app.analytics.flush()

      const card = (
        await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}`, headers })
      ).json()
      expect([card.counts.sent, card.unsubscribed, card.visits]).toEqual([2, 1, { visitors: 1, views: 1 }])
    } finally {
      await smtp.close()
    }
  })

  test('an issue written in English and French reaches each reader once, in the language they signed up in, its pages in their translations where they have one', async () => {
    const smtp = await startSmtpPeer()
    try {
      const t = await buildTestApp({ database, mailUrl: smtp.url })
      await addReaders(t.app.db, [
        { email: 'old@example.com', topics: ['insights'] },
        { email: 'ann@example.com', topics: ['insights', 'events'], language: 'en' },
        { email: 'lea@example.com', topics: ['insights'], language: 'fr' },
        { email: 'hugo@example.com', topics: ['insights', 'events'], language: 'fr' },
        // A language the site does not have (or no longer): the default language's version.
        { email: 'kai@example.com', topics: ['events'], language: 'de' },
      ])
      const headers = await admin(t)
      const campaign = await newCampaign(t, headers, ['insights', 'events'], {
        intro: 'Two things we learned this month.',
        entries: ['/industries/agriculture', '/insights/ai-in-business'],
        versions: [
          { language: 'fr', subject: 'Novembre chez Northstar', intro: 'Deux leçons de ce mois-ci.' },
        ],
      })
      const list = (await t.app.inject({ method: 'GET', url: '/api/campaigns', headers })).json()
      expect(list.languages).toEqual([{ code: 'fr', name: 'Français', readers: 2 }])

      const done = await sendAndFinish(t, headers, campaign.id)
      expect(done.counts.sent).toBe(5)
      await eventually(() => expect(smtp.received).toHaveLength(5))
      const english = ['old', 'ann', 'kai'].map((name) => `${name}@example.com`)
      const french = ['lea', 'hugo'].map((name) => `${name}@example.com`)
      expect(smtp.deliveries.toSorted()).toEqual([...english, ...french].sort())
      for (const address of english) {
        const [mail] = smtp.to(address)
        expect(mail!.subject).toBe('November at Northstar')
        expect(String(mail!.html)).toMatch(/^<!DOCTYPE[^>]*><html[^>]* lang="en"/)
        expect(mail!.text).toContain('http://localhost:3000/industries/agriculture?')
        expect(mail!.text).toContain('http://localhost:3000/newsletter/preferences?token=')
      }
      for (const address of french) {
        const [mail] = smtp.to(address)
        expect(mail!.subject).toBe('Novembre chez Northstar')
        const html = String(mail!.html)
        expect(html).toMatch(/^<!DOCTYPE[^>]*><html[^>]* lang="fr"/)
        expect(mail!.text).toContain('Deux leçons de ce mois-ci.')
        // The sector in French, under its French address; the insight not translated, said to be English.
        expect(mail!.text).toContain('http://localhost:3000/fr/secteurs/agriculture?')
        expect(mail!.text).not.toContain('/industries/agriculture')
        expect(html).toMatch(/lang="en" hreflang="en"[^>]*>AI in business[^<]*<\/a> \(anglais\)/i)
        expect(mail!.text).toContain('Vous recevez cet e-mail parce que vous avez demandé à Northstar')
        expect(mail!.text).toContain('Analyses et Invitations')
        expect(mail!.text).toContain('http://localhost:3000/fr/lettre/preferences?token=')
      }
      const languages = await t.app.db
        .selectFrom('newsletterCampaignRecipients')
        .select(['email', 'language'])
        .orderBy('email')
        .execute()
      expect(languages.filter((row) => row.language === 'fr').map((row) => row.email)).toEqual(french.sort())

      // An issue written in English alone reaches the French readers in English.
      smtp.received.length = 0
      const englishOnly = await newCampaign(t, headers, ['insights'])
      await sendAndFinish(t, headers, englishOnly.id)
      await eventually(() => expect(smtp.received).toHaveLength(4))
      expect(smtp.to('lea@example.com')[0]!.subject).toBe('November at Northstar')
    } finally {
      await smtp.close()
    }
  })

  test('a permanent refusal marks the address bounced and is not tried again; a temporary one is delivered once the peer recovers', async () => {
    const refuse: Refusal = (address) =>
      address === 'gone@example.com'
        ? { code: 550, text: 'No such user' }
        : address === 'busy@example.com'
          ? { code: 451, text: 'Try again later' }
          : null
    const smtp = await startSmtpPeer(0, { refuse })
    try {
      const t = await buildTestApp({ database, mailUrl: smtp.url, campaigns: { retryBaseMs: 300 } })
      await addReaders(
        t.app.db,
        ['gone', 'busy', 'fine'].map((name) => ({ email: `${name}@example.com`, topics: ['insights'] })),
      )
      const headers = await admin(t)
      const campaign = await newCampaign(t, headers, ['insights'])
      await t.app.inject({ method: 'POST', url: `/api/campaigns/${campaign.id}/send`, headers })
      await eventually(async () => {
        const row = await t.app.db
          .selectFrom('newsletterCampaignRecipients')
          .select(['status', 'attempts'])
          .where('email', '=', 'busy@example.com')
          .executeTakeFirstOrThrow()
        expect(row).toEqual({ status: 'queued', attempts: 1 })
        expect(await statusOf(t, 'gone@example.com')).toEqual(['bounced'])
      })
      smtp.refuse((address) => (address === 'gone@example.com' ? { code: 550, text: 'No such user' } : null))

      const done = await eventually(
        async () => {
          const now = (
            await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}`, headers })
          ).json<Campaign>()
          if (now.status !== 'sent') throw new Error(now.status)
          return now
        },
        { timeout: 10_000 },
      )
      expect(done.counts).toMatchObject({ sent: 2, bounced: 1, queued: 0 })
      expect(smtp.deliveries.sort()).toEqual(['busy@example.com', 'fine@example.com'])

      // The bounced address gets nothing more: the next issue is not even queued for it.
      const next = await newCampaign(t, headers, ['insights'])
      expect((await sendAndFinish(t, headers, next.id)).counts.sent).toBe(2)
      expect(smtp.deliveries.filter((address) => address === 'gone@example.com')).toEqual([])
    } finally {
      await smtp.close()
    }
  })

  test('a paused campaign sends nothing more until it is resumed, and then everyone once', full, async () => {
    const smtp = await startSmtpPeer(0, { parse: false })
    try {
      const t = await buildTestApp({ database, mailUrl: smtp.url, env: { NEWSLETTER_RATE: '40' } })
      await addReaders(
        t.app.db,
        Array.from({ length: 120 }, (_, i) => ({ email: `r${i}@example.com`, topics: ['jobs'] })),
      )
      const headers = await admin(t)
      const campaign = await newCampaign(t, headers, ['jobs'])
      await t.app.inject({ method: 'POST', url: `/api/campaigns/${campaign.id}/send`, headers })
      await eventually(() => expect(smtp.deliveries.length).toBeGreaterThan(10), { timeout: 10_000 })
      const paused = await t.app.inject({
        method: 'POST',
        url: `/api/campaigns/${campaign.id}/pause`,
        headers,
      })
      expect(paused.json().status).toBe('paused')
      // The batch in hand finishes; then nothing.
      await new Promise((resolve) => setTimeout(resolve, 1500))
      const whilePaused = smtp.deliveries.length
      await new Promise((resolve) => setTimeout(resolve, 1000))
      expect(smtp.deliveries.length).toBe(whilePaused)
      expect(whilePaused).toBeLessThan(120)

      const resumed = await t.app.inject({
        method: 'POST',
        url: `/api/campaigns/${campaign.id}/resume`,
        headers,
      })
      expect(resumed.json().status).toBe('sending')
      await eventually(() => expect(smtp.deliveries).toHaveLength(120), { timeout: 15_000 })
      expect(new Set(smtp.deliveries).size).toBe(120)
    } finally {
      await smtp.close()
    }
  })

  test('publish and send: a public page goes once to the readers of its topic, as an issue of its own', async () => {
    const smtp = await startSmtpPeer()
    try {
      const t = await buildTestApp({ database, mailUrl: smtp.url })
      await addReaders(t.app.db, [
        { email: 'seeker@example.com', topics: ['jobs'] },
        { email: 'reader@example.com', topics: ['insights'] },
      ])
      const headers = await admin(t)
      const send = (path: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/campaigns/send-page',
          headers,
          payload: { path, topics: ['jobs'] },
        })
      const started = await send('/careers/jobs/TECH-001')
      expect(started.statusCode, started.body).toBe(202)
      const id = started.json<Campaign>().id
      expect(started.json<Campaign>()).toMatchObject({
        source: 'page:/careers/jobs/TECH-001',
        inArchive: false,
      })
      await eventually(async () => {
        const now = (
          await t.app.inject({ method: 'GET', url: `/api/campaigns/${id}`, headers })
        ).json<Campaign>()
        expect(now.status).toBe('sent')
      })
      const mail = await eventually(
        () => smtp.to('seeker@example.com')[0] ?? Promise.reject(new Error('no mail yet')),
      )
      const page = (await t.app.inject({ method: 'GET', url: '/careers/jobs/TECH-001' })).body
      expect(page).toContain(`<title>${mail.subject}`)
      expect(mail.text).toContain('http://localhost:3000/careers/jobs/TECH-001')
      expect(smtp.to('reader@example.com')).toEqual([])

      const again = await send('/careers/jobs/TECH-001')
      expect([again.statusCode, again.json().error]).toEqual([
        409,
        'This page has been sent to its readers already.',
      ])
      const hidden = await send('/superadmin')
      expect([hidden.statusCode, hidden.json().fields]).toEqual([
        400,
        { path: '/superadmin is not a public page of the site.' },
      ])
    } finally {
      await smtp.close()
    }
  })

  test('bad input is refused at its field; a sent issue cannot be changed or sent again; editors may not send', async () => {
    const t = await buildTestApp({ database })
    const headers = await admin(t)
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers,
      payload: { subject: ' ', intro: 'x', entries: ['/superadmin', '/insights/nope'], topics: ['gossip'] },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().fields).toMatchObject({ subject: 'Write a subject.' })
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers,
      payload: { subject: 'Hello', intro: 'x', entries: ['/about', '/insights/nope'], topics: ['gossip'] },
    })
    expect(unknown.json().fields).toEqual({
      topics: 'There is no topic "gossip".',
      'entries.1': '/insights/nope is not a public page of the site.',
    })
    expect(await t.app.db.selectFrom('newsletterCampaigns').select('id').execute()).toEqual([])

    const campaign = await newCampaign(t, headers, ['events'])
    await sendAndFinish(t, headers, campaign.id)
    for (const [url, payload] of [
      [`/api/campaigns/${campaign.id}/send`, undefined],
      [`/api/campaigns/${campaign.id}`, { subject: 'Again', intro: 'x', entries: [], topics: ['events'] }],
      [`/api/campaigns/${campaign.id}/delete`, undefined],
    ] as const) {
      expect((await t.app.inject({ method: 'POST', url, headers, payload })).statusCode).toBe(409)
    }
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/campaigns/${randomUUID()}/send`, headers }))
        .statusCode,
    ).toBe(404)

    await createAdmin(t.app, 'editor@example.com', 'another long passphrase here', 'editor')
    const editor = (await signIn(t.app, 'editor@example.com', 'another long passphrase here')).headers
    expect((await t.app.inject({ method: 'GET', url: '/api/campaigns', headers: editor })).statusCode).toBe(
      403,
    )
  })
})

test(
  'an issue in the archive: its page, and its French version’s, are published first (prerendered, in the sitemap and the search), and each mail links to its own',
  { ...full, timeout: 300_000 },
  async () => {
    const smtp = await startSmtpPeer()
    try {
      const t = await buildTestApp({ mailUrl: smtp.url })
      await addReaders(t.app.db, [
        { email: 'ada@example.com', topics: ['events'] },
        { email: 'lea@example.com', topics: ['events'], language: 'fr' },
      ])
      const headers = await admin(t)
      const campaign = await newCampaign(t, headers, ['events'], {
        inArchive: true,
        entries: ['/industries/agriculture', '/insights/ai-in-business'],
        versions: [
          { language: 'fr', subject: 'Novembre chez Northstar', intro: 'Deux leçons de ce mois-ci.' },
        ],
      })
      const sent = await sendAndFinish(t, headers, campaign.id, 240_000)
      const today = new Date().toISOString().slice(0, 10)
      const slug = `${today}-november-at-northstar`
      expect(sent.archivePath).toBe(`/newsletters/${slug}`)

      const page = await t.app.inject({ method: 'GET', url: sent.archivePath! })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('November at Northstar')
      expect(page.body).toContain('href="/insights/ai-in-business"')
      expect(page.body).toMatch(new RegExp(`hreflang="fr" href="[^"]+/fr/newsletters/${slug}"`))
      const archive = await t.app.inject({ method: 'GET', url: '/newsletters' })
      expect(archive.body).toContain(`href="${sent.archivePath}"`)
      const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body
      expect(sitemap).toContain(sent.archivePath)
      expect(sitemap).toContain(`/fr/newsletters/${slug}`)

      // The French version's page: in French, its sector in French, the insight not translated said to be English.
      const french = await t.app.inject({ method: 'GET', url: `/fr/newsletters/${slug}` })
      expect(french.statusCode).toBe(200)
      expect(french.body).toMatch(/<html[^>]* lang="fr"/)
      expect(french.body).toContain('Novembre chez Northstar')
      expect(french.body).toContain('Deux leçons de ce mois-ci.')
      expect(french.body).toContain('Envoyée le')
      expect(french.body).toContain('Dans ce numéro')
      expect(french.body).toContain('href="/fr/secteurs/agriculture"')
      expect(french.body).toMatch(
        /hrefLang="en"[^>]*><span lang="en">AI in business[^<]*<\/span><span[^>]*> \(anglais\)<\/span><\/a>/i,
      )
      expect(french.body).not.toContain('In this issue')

      const [mail] = smtp.to('ada@example.com')
      expect(mail?.text).toContain(`View in your browser http://localhost:3000${sent.archivePath}`)
      const [frenchMail] = smtp.to('lea@example.com')
      expect(frenchMail?.text).toContain(
        `Voir dans votre navigateur http://localhost:3000/fr/newsletters/${slug}`,
      )
      const history = (await t.app.inject({ method: 'GET', url: '/api/audit', headers })).json()
      const published = history.items.filter(
        (item: { action: string }) => item.action === 'content-published',
      )
      // One publish each: the page and its translation.
      expect(published).toHaveLength(2)
      expect(history.items.map((item: { action: string }) => item.action)).toContain('newsletter-sent')
    } finally {
      await smtp.close()
    }
  },
)
