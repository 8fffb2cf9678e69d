import { describe, expect, test } from 'vitest'
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
})
