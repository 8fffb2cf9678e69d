import { randomUUID } from 'node:crypto'
import { parse } from 'csv-parse/sync'
import type { Insertable } from 'kysely'
import { describe, expect, test } from 'vitest'
import type { SubscriberItem } from '#contract/admin.ts'
import type { NewsletterSubscribersTable } from '#server/db/schema.ts'
import { csvOf } from '#server/lib/csv.ts'
import { createAdmin, signIn } from '#tests/support/admin.ts'
import { buildTestApp, databases } from '#tests/support/test-app.ts'

type TestApp = Awaited<ReturnType<typeof buildTestApp>>

async function admin(t: TestApp) {
  await createAdmin(t.app)
  return (await signIn(t.app)).headers
}

const importCsv = (t: TestApp, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/subscribers/import', headers, payload })

const rowsOf = (t: TestApp) =>
  t.app.db
    .selectFrom('newsletterSubscribers')
    .select(['email', 'topic', 'status', 'consentSource', 'confirmedAt'])
    .orderBy('email')
    .orderBy('topic')
    .execute()

/** Rows written straight to the table, a few hundred at a time. */
async function insertRows(t: TestApp, rows: Insertable<NewsletterSubscribersTable>[]) {
  for (let start = 0; start < rows.length; start += 500) {
    await t.app.db
      .insertInto('newsletterSubscribers')
      .values(rows.slice(start, start + 500))
      .execute()
  }
}

const row = (
  email: string,
  topic: string,
  fields: Partial<Insertable<NewsletterSubscribersTable>> = {},
): Insertable<NewsletterSubscribersTable> => ({
  id: randomUUID(),
  email,
  topic,
  status: 'confirmed',
  unsubscribeTokenHash: randomUUID(),
  createdAt: '2026-10-01T09:00:00.000Z',
  confirmedAt: '2026-10-01T09:00:00.000Z',
  consentSource: 'double opt-in',
  ...fields,
})

/** Every page of the list, following each answer's `nextCursor`; the pages' sizes and their rows. */
async function allPages(t: TestApp, headers: Record<string, string>, query = '') {
  const sizes: number[] = []
  const items: SubscriberItem[] = []
  let cursor: string | null = null
  do {
    const url: string = `/api/subscribers?${query}${cursor ? `&cursor=${cursor}` : ''}`
    const answer = await t.app.inject({ method: 'GET', url, headers })
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200)
    const page = answer.json()
    sizes.push(page.items.length)
    items.push(...page.items)
    cursor = page.nextCursor
  } while (cursor)
  return { sizes, items }
}

describe.each(databases)('subscribers on %s', (database) => {
  test('the list, and a CSV of the confirmed readers with their topics and consent, safe for spreadsheets', async () => {
    const t = await buildTestApp({ database })
    const headers = await admin(t)
    for (const email of ['one@example.com', '-cmd@example.com']) {
      await t.app.inject({ method: 'POST', url: '/api/subscribe', payload: { email } })
    }
    const list = (await t.app.inject({ method: 'GET', url: '/api/subscribers', headers })).json()
    expect(list.count).toBe(2)
    expect(list.items[0]).toMatchObject({ status: 'pending', topic: 'insights', confirmedAt: null })
    await importCsv(t, headers, {
      csv: 'email\none@example.com\n-cmd@example.com\n',
      topic: 'jobs',
      consent: { kind: 'recorded', source: 'Career fair sign-up sheet', date: '2026-10-01' },
    })

    // Four rows, two people.
    const after = (await t.app.inject({ method: 'GET', url: '/api/subscribers', headers })).json()
    expect([after.items.length, after.count]).toEqual([4, 2])

    const csv = await t.app.inject({ method: 'GET', url: '/api/subscribers.csv', headers })
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.headers['content-disposition']).toContain('subscribers.csv')
    // Only confirmed readers leave: the two pending sign-ups are not in it, their jobs topic is.
    expect(csv.body.split('\r\n')).toEqual([
      'email,topics,consent_at,consent_source',
      `"'-cmd@example.com","jobs","2026-10-01T00:00:00.000Z","import: Career fair sign-up sheet, 2026-10-01"`,
      '"one@example.com","jobs","2026-10-01T00:00:00.000Z","import: Career fair sign-up sheet, 2026-10-01"',
      '',
    ])
    const audit = (await t.app.inject({ method: 'GET', url: '/api/audit', headers })).json()
    expect(audit.items.map((item: { action: string }) => item.action)).toEqual(
      expect.arrayContaining(['subscribers-exported', 'subscribers-imported']),
    )
  })

  test('a list of 30,000 addresses is imported while the site answers as usual', async () => {
    const t = await buildTestApp({ database })
    const headers = await admin(t)
    const csv = ['email', ...Array.from({ length: 30_000 }, (_, i) => `reader-${i}@example.com`)].join('\n')
    let importing = true
    const imported = importCsv(t, headers, {
      csv,
      topic: 'insights',
      consent: { kind: 'recorded', source: 'Conference list', date: '2026-10-01' },
    }).finally(() => (importing = false))
    // Before, every request waited for the whole import (most of a minute for 100,000 lines).
    const waits: number[] = []
    while (importing) {
      const asked = performance.now()
      expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200)
      waits.push(performance.now() - asked)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const answer = await imported
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200)
    expect(answer.json().added).toBe(30_000)
    expect(Math.max(...waits)).toBeLessThan(1000)
    const stored = await t.app.db
      .selectFrom('newsletterSubscribers')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('topic', '=', 'insights')
      .executeTakeFirstOrThrow()
    expect(Number(stored.n)).toBe(30_000)
  })

  test('an import asks each new address to confirm, or keeps the consent stated; it never adds back who left, and says why for each line it skips', async () => {
    const t = await buildTestApp({ database })
    const headers = await admin(t)
    // Someone who left the insights: an import must not put them back.
    await importCsv(t, headers, {
      csv: 'left@example.com',
      topic: 'insights',
      consent: { kind: 'recorded', source: 'Old list', date: '2026-01-01' },
    })
    await t.app.db
      .updateTable('newsletterSubscribers')
      .set({ status: 'unsubscribed', unsubscribedAt: new Date().toISOString() })
      .execute()

    const asked = await importCsv(t, headers, {
      csv: 'Name,E-mail\nAda,ada@example.com\nBob,not an address\nLeft,left@example.com\nAda again,ADA@example.com\n',
      topic: 'insights',
      consent: { kind: 'ask' },
    })
    expect(asked.statusCode, asked.body).toBe(200)
    expect(asked.json()).toEqual({
      added: 1,
      skipped: [{ email: 'left@example.com', reason: 'left this topic: an import does not add them back' }],
      invalid: [
        { line: 3, value: 'not an address', reason: 'Enter a valid e-mail address, like name@example.com.' },
      ],
    })
    expect(await rowsOf(t)).toEqual([
      {
        email: 'ada@example.com',
        topic: 'insights',
        status: 'pending',
        consentSource: null,
        confirmedAt: null,
      },
      {
        email: 'left@example.com',
        topic: 'insights',
        status: 'unsubscribed',
        consentSource: 'import: Old list, 2026-01-01',
        confirmedAt: '2026-01-01T00:00:00.000Z',
      },
    ])
    const mails = await t.app.db.selectFrom('mailOutbox').select(['recipient', 'kind']).execute()
    expect(mails).toEqual([{ recipient: 'ada@example.com', kind: 'newsletter-confirmation' }])

    for (const [payload, field] of [
      [{ csv: 'x@example.com', topic: 'gossip', consent: { kind: 'ask' } }, 'topic'],
      [
        {
          csv: 'x@example.com',
          topic: 'insights',
          consent: { kind: 'recorded', source: '', date: '2026-01-01' },
        },
        'consent',
      ],
      [
        {
          csv: 'x@example.com',
          topic: 'insights',
          consent: { kind: 'recorded', source: 'Fair', date: 'yesterday' },
        },
        'consent',
      ],
      [{ csv: '', topic: 'insights', consent: { kind: 'ask' } }, 'csv'],
    ] as const) {
      const refused = await importCsv(t, headers, payload)
      expect(refused.statusCode).toBe(400)
      expect(Object.keys(refused.json().fields ?? {}), JSON.stringify(refused.json())).toContain(field)
    }
    const tooLarge = await importCsv(t, headers, {
      csv: 'a@example.com\n'.repeat(300_000),
      topic: 'insights',
      consent: { kind: 'ask' },
    })
    expect(tooLarge.statusCode).toBe(413)
    expect(await rowsOf(t)).toHaveLength(2)
  })

  test('the list comes a hundred at a time, newest first: its pages hold every subscription once, searched or not', async () => {
    const t = await buildTestApp({ database })
    const headers = await admin(t)
    // 260 subscriptions of 200 people: some signed up at the same moment (the id orders those),
    // some copied to the events topic by a migration (whose ids are not UUIDs).
    const rows = Array.from({ length: 200 }, (_, i) =>
      row(`reader-${String(i).padStart(4, '0')}@example.com`, 'insights', {
        createdAt: new Date(Date.UTC(2026, 9, 1) + Math.floor(i / 3) * 60_000).toISOString(),
        status: i % 4 === 0 ? 'pending' : 'confirmed',
      }),
    )
    const copies = rows.slice(0, 60).map((original) => ({
      ...original,
      id: `events-${original.id}`,
      topic: 'events',
      unsubscribeTokenHash: randomUUID(),
    }))
    await insertRows(t, [...rows, ...copies])
    const expected = [...rows, ...copies]
      .sort((a, b) =>
        a.createdAt !== b.createdAt ? (a.createdAt < b.createdAt ? 1 : -1) : a.id < b.id ? 1 : -1,
      )
      .map(({ email, topic }) => `${email} ${topic}`)

    const first = (await t.app.inject({ method: 'GET', url: '/api/subscribers', headers })).json()
    expect([first.count, first.subscriptions, first.items.length]).toEqual([200, 260, 100])
    expect(first.nextCursor).toEqual(expect.any(String))
    const { sizes, items } = await allPages(t, headers)
    expect(sizes).toEqual([100, 100, 60])
    expect(items.map(({ email, topic }) => `${email} ${topic}`)).toEqual(expected)

    // A search goes on across the pages too: “reader-00” is in 100 addresses, 60 of them copied.
    const found = (
      await t.app.inject({ method: 'GET', url: '/api/subscribers?email=READER-00', headers })
    ).json()
    expect([found.count, found.subscriptions]).toEqual([100, 160])
    const searched = await allPages(t, headers, 'email=READER-00')
    expect(searched.sizes).toEqual([100, 60])
    expect(searched.items.map(({ email, topic }) => `${email} ${topic}`)).toEqual(
      expected.filter((line) => line.startsWith('reader-00')),
    )
    // `%` and `_` are letters in a search, not patterns.
    const none = (await t.app.inject({ method: 'GET', url: '/api/subscribers?email=r_ader', headers })).json()
    expect([none.count, none.items, none.nextCursor]).toEqual([0, [], null])

    // A page link that was not given, or a page larger than a hundred, is refused in words.
    for (const cursor of [
      'nonsense',
      Buffer.from('yesterday|abc').toString('base64url'),
      Buffer.from(`2026-10-01T09:00:00.000Z|x' or 1=1 --`).toString('base64url'),
      'x'.repeat(201),
    ]) {
      const refused = await t.app.inject({ method: 'GET', url: `/api/subscribers?cursor=${cursor}`, headers })
      expect(refused.statusCode, cursor).toBe(400)
      expect(refused.json()).toMatchObject({
        code: 'invalid_request',
        error: expect.stringMatching(/^[A-Z].+\.$/),
      })
    }
    const tooMany = await t.app.inject({ method: 'GET', url: '/api/subscribers?limit=101', headers })
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().error).toBe('A page holds from 1 to 100 subscriptions.')
  })

  test('the CSV export is streamed a batch at a time and holds every confirmed reader once, as the whole list made it', async () => {
    const t = await buildTestApp({ database })
    const headers = await admin(t)
    // 1,500 people with one, two or three topics, so a reader's rows straddle the export's batches;
    // a quarter not confirmed in one topic; some with two consents given at the same moment.
    const topics = ['insights', 'events', 'jobs']
    const rows: Insertable<NewsletterSubscribersTable>[] = []
    for (let i = 0; i < 1500; i++) {
      const email = `reader-${String(i).padStart(5, '0')}@example.com`
      for (const [n, topic] of topics.slice(0, (i % 3) + 1).entries()) {
        const day = String(1 + ((i + n * 7) % 28)).padStart(2, '0')
        rows.push(
          row(email, topic, {
            status: i % 4 === 1 && n === 0 ? 'pending' : 'confirmed',
            createdAt: `2026-09-${day}T10:00:0${n}.000Z`,
            confirmedAt: i % 10 === 2 ? '2026-10-01T00:00:00.000Z' : `2026-09-${day}T10:05:00.000Z`,
            consentSource: i % 10 === 2 ? `import: list ${n}, 2026-10-01` : 'double opt-in',
          }),
        )
      }
    }
    rows.push(row('-cmd@example.com', 'insights', { consentSource: '=HYPERLINK("x")' }))
    await insertRows(t, rows)

    const answer = await t.app.inject({ method: 'GET', url: '/api/subscribers.csv', headers })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(answer.headers['content-disposition']).toBe('attachment; filename="subscribers.csv"')
    expect(answer.headers['cache-control']).toBe('no-store')
    // Sent as it was read: its length was not known beforehand.
    expect(answer.headers['content-length']).toBeUndefined()

    // What the export made before, from every row at once: the file is the same, byte for byte.
    const readers = new Map<string, { topics: string[]; consentAt: string; consentSource: string | null }>()
    const newestFirst = [...rows].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))
    for (const r of newestFirst) {
      if (r.status !== 'confirmed') continue
      const reader = readers.get(r.email)
      if (!reader) {
        readers.set(r.email, {
          topics: [r.topic],
          consentAt: r.confirmedAt!,
          consentSource: r.consentSource!,
        })
      } else {
        reader.topics.push(r.topic)
        if (r.confirmedAt! < reader.consentAt)
          Object.assign(reader, { consentAt: r.confirmedAt!, consentSource: r.consentSource })
      }
    }
    const before = csvOf(
      ['email', 'topics', 'consent_at', 'consent_source'],
      [...readers]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([email, reader]) => [
          email,
          reader.topics.sort().join(' '),
          reader.consentAt,
          reader.consentSource,
        ]),
    )
    expect(answer.body).toBe(before)

    const lines: string[][] = parse(answer.body)
    expect(lines[0]).toEqual(['email', 'topics', 'consent_at', 'consent_source'])
    // 125 of the 1,500 are not confirmed in the one topic they have (i % 12 === 9); one more is added.
    expect(lines).toHaveLength(1 + 1376)
    expect(new Set(lines.slice(1).map(([email]) => email)).size).toBe(1376)
    // Of the 500 with three topics, 125 are not confirmed in the first.
    expect(lines.slice(1).filter(([, topics]) => topics === 'events insights jobs')).toHaveLength(375)
    expect(lines.slice(1).filter(([, topics]) => topics === 'events jobs')).toHaveLength(125)
    expect(lines[1]).toEqual([
      "'-cmd@example.com",
      'insights',
      '2026-10-01T09:00:00.000Z',
      `'=HYPERLINK("x")`,
    ])

    const audit = (
      await t.app.inject({ method: 'GET', url: '/api/audit?action=subscribers-exported', headers })
    ).json()
    expect(audit.items.map((item: { detail: unknown }) => item.detail)).toEqual([{ count: 1376 }])
  })
})
