import { describe, expect, test } from 'vitest'
import type { AnalyticsResponse } from '#contract/analytics.ts'
import { createAdmin, signIn } from '#tests/support/admin.ts'
import { startSmtpPeer } from '#tests/support/smtp-peer.ts'
import { VISITORS_PER_ADDRESS, VIEWS_PER_MINUTE } from './address-bounds.ts'
import { WITHHELD } from './analytics.service.ts'
import { NOT_STORED, STORED_AS } from './events.ts'
import { buildTestApp, databases, eventually, formOpenedFor, manualClock } from '#tests/support/test-app.ts'

type TestApp = Awaited<ReturnType<typeof buildTestApp>>

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const SITE = 'http://localhost:3000'
const LINK = /\/newsletter\/confirm\?token=([\w-]{43})/
const ANA = '203.0.113.5'
const BEN = '198.51.100.77'

/** A person's browser asking for a page. */
const visit = (t: TestApp, url: string, ip: string, agent: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, remoteAddress: ip, headers: { 'user-agent': agent, ...headers } })

/** Ben sends a message through the contact form from his phone, having come from `referer`. */
const benWrites = (t: TestApp, referer: string, at: Date) =>
  t.app.inject({
    method: 'POST',
    url: '/api/send',
    remoteAddress: BEN,
    headers: { 'user-agent': PHONE, referer },
    payload: {
      ...formOpenedFor(t.app, 5000, at),
      name: 'Ben Okafor',
      email: 'ben@example.com',
      subject: 'A question on analytics',
      message: 'We would like to talk about measuring attendance across our schools.',
    },
  })

async function dashboard(t: TestApp, from: string, to: string) {
  await createAdmin(t.app, 'owner@example.com').catch(() => undefined)
  const { cookie } = await signIn(t.app, 'owner@example.com')
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/analytics?from=${from}&to=${to}`,
    headers: { cookie },
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as AnalyticsResponse
}

const named = (list: { name: string; views: number; visitors: number }[]) =>
  Object.fromEntries(list.map(({ name, views, visitors }) => [name, [views, visitors]]))

describe.each(databases)('visits counted by the server on %s', (database) => {
  test('the pages people get are counted with where they came from; robots, prefetches, errors and the admin are not', async () => {
    const smtp = await startSmtpPeer()
    try {
      // 10:00 in New York, the firm's time zone.
      const now = manualClock(new Date('2026-03-02T15:00:00Z'))
      const t = await buildTestApp({ database, now, mailUrl: smtp.url })

      // Ana, at her desk, from a search engine; then two pages within the site; then a search.
      await visit(t, '/', ANA, DESKTOP, { referer: 'https://www.google.com/' })
      await visit(t, '/insights', ANA, DESKTOP, { referer: `${SITE}/` })
      await visit(t, '/insights/ai-in-business', ANA, DESKTOP, { referer: `${SITE}/insights` })
      await visit(t, '/search?q=Irrigation', ANA, DESKTOP, { referer: `${SITE}/insights/ai-in-business` })
      await visit(t, '/search?q=%20zebra%20crossings', ANA, DESKTOP, { referer: `${SITE}/search` })
      // What names a person is not kept, even as a search.
      await visit(t, '/search?q=ana%40example.com', ANA, DESKTOP, { referer: `${SITE}/search` })
      // Ben, on a phone, from the newsletter's link; he sends a message and asks for job alerts.
      await visit(
        t,
        '/insights/ai-in-business?utm_source=newsletter&utm_medium=email&utm_campaign=November',
        BEN,
        PHONE,
      )
      const sent = await benWrites(t, `${SITE}/contact`, now())
      expect(sent.statusCode, sent.body).toBe(201)
      const alert = await t.app.inject({
        method: 'POST',
        url: '/api/subscribe',
        remoteAddress: BEN,
        headers: { 'user-agent': PHONE, referer: `${SITE}/careers/alerts` },
        payload: { email: 'ben@example.com', topic: 'jobs' },
      })
      expect(alert.statusCode).toBe(202)
      // The confirmation link, from the mail beside the contact form's acknowledgement.
      const token = await eventually(() => {
        const link = smtp
          .to('ben@example.com')
          .map((mail) => LINK.exec(mail.text ?? '')?.[1])
          .find(Boolean)
        return link ?? Promise.reject(new Error('no confirmation yet'))
      })
      const confirmed = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter/confirm',
        remoteAddress: BEN,
        headers: { 'user-agent': PHONE, referer: `${SITE}/newsletter/confirm` },
        payload: { token },
      })
      expect(confirmed.statusCode).toBe(200)

      // None of these is a person reading a page.
      const uncounted = [
        await visit(t, '/', ANA, GOOGLEBOT),
        await visit(t, '/insights', ANA, DESKTOP, { 'sec-purpose': 'prefetch' }),
        await visit(t, '/about', ANA, ''),
        await t.app.inject({
          method: 'HEAD',
          url: '/',
          remoteAddress: ANA,
          headers: { 'user-agent': DESKTOP },
        }),
        await visit(t, '/no-such-page', ANA, DESKTOP),
        await visit(t, '/superadmin/login', ANA, DESKTOP),
        await visit(t, '/healthz', ANA, DESKTOP),
      ]
      expect(uncounted.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 404, 200, 200])
      await t.app.analytics.flush()

      // Numbers only: no address, no browser string, in any table of it.
      const events = await t.app.db.selectFrom('analyticsEvents').selectAll().execute()
      // Seven page views, three searches, three goals.
      expect(events).toHaveLength(7 + 3 + 3)
      const stored = JSON.stringify([
        events,
        await t.app.db.selectFrom('analyticsNames').selectAll().execute(),
        await t.app.db.selectFrom('analyticsTotals').selectAll().execute(),
      ])
      for (const secret of [ANA, BEN, 'Mozilla', 'iPhone', 'ben@example.com'])
        expect(stored).not.toContain(secret)
      for (const event of events) {
        for (const value of Object.values(event))
          expect(value === null || typeof value === 'number').toBe(true)
      }

      const seen = await dashboard(t, '2026-03-01', '2026-03-02')
      expect(seen.totals).toMatchObject({ visitors: 2, views: 7 })
      expect(seen.days).toEqual([
        { day: '2026-03-01', views: 0, visitors: 0 },
        { day: '2026-03-02', views: 7, visitors: 2 },
      ])
      expect(named(seen.pages)).toMatchObject({
        '/insights/ai-in-business': [2, 2],
        '/search': [3, 1],
        '/': [1, 1],
      })
      expect(named(seen.entries)).toEqual({ '/': [1, 1], '/insights/ai-in-business': [1, 1] })
      expect(named(seen.sources)).toEqual({ 'google.com': [1, 1], Direct: [1, 1] })
      expect(seen.campaigns).toEqual({
        sources: [{ name: 'newsletter', views: 1, visitors: 1 }],
        mediums: [{ name: 'email', views: 1, visitors: 1 }],
        names: [{ name: 'november', views: 1, visitors: 1 }],
      })
      expect(named(seen.devices)).toEqual({ desktop: [6, 1], mobile: [1, 1] })
      expect(seen.goals.map(({ goal, count, visitors, rate }) => [goal, count, visitors, rate])).toEqual([
        ['contact', 1, 1, 0.5],
        ['subscription', 1, 1, 0.5],
        ['job-alert', 1, 1, 0.5],
        ['search', 3, 1, 0.5],
      ])
      // Ben read the insight before each of his goals; two people read it: half went on to each.
      const read = { name: '/insights/ai-in-business', visitors: 1, readers: 2, rate: 0.5 }
      expect(seen.leads.map(({ goal, pages }) => [goal, pages])).toEqual([
        ['contact', [read]],
        ['subscription', [read]],
        ['job-alert', [read]],
      ])
      expect(named(seen.searches)).toEqual({
        irrigation: [1, 1],
        'zebra crossings': [1, 1],
        [WITHHELD]: [1, 1],
      })
      expect(named(seen.unfound)).toEqual({ 'zebra crossings': [1, 1], [WITHHELD]: [1, 1] })
    } finally {
      await smtp.close()
    }
  })

  test('the next day the salt of the day before is gone, its totals are kept, and raw rows go after the days the site keeps', async () => {
    const now = manualClock(new Date('2026-03-02T15:00:00Z'))
    const t = await buildTestApp({ database, now })
    await visit(t, '/', ANA, DESKTOP)
    await visit(t, '/about', ANA, DESKTOP, { referer: `${SITE}/` })
    await t.app.analytics.flush()
    const [first] = await t.app.db.selectFrom('analyticsSalts').selectAll().execute()

    // The same person the next day is a visitor of that day: yesterday's id cannot be made again.
    now.advance(24 * 60 * 60 * 1000)
    await visit(t, '/', ANA, DESKTOP)
    await t.app.analytics.flush()
    const salts = await t.app.db.selectFrom('analyticsSalts').selectAll().execute()
    expect(salts).toHaveLength(1)
    expect(salts[0]!.day).toBe(first!.day + 1)
    expect(salts[0]!.salt).not.toBe(first!.salt)
    const visitors = await t.app.db
      .selectFrom('analyticsEvents')
      .select(['day', 'visitor'])
      .distinct()
      .execute()
    expect(visitors).toHaveLength(2)

    const twoDays = await dashboard(t, '2026-03-02', '2026-03-03')
    expect([twoDays.totals.visitors, twoDays.totals.views]).toEqual([2, 3])
    expect(twoDays.days.map((day) => day.views)).toEqual([2, 1])
    // The day before's totals are kept as it ends.
    const kept = await t.app.db.selectFrom('analyticsTotals').select('day').distinct().execute()
    expect(kept.map((row) => row.day)).toEqual([first!.day])

    // 90 days on (the site's visitDays), the first day's rows go; what the dashboard says does not.
    now.advance(90 * 24 * 60 * 60 * 1000)
    await t.app.analytics.sweep()
    expect(await t.app.db.selectFrom('analyticsEvents').select('day').distinct().execute()).toEqual([
      { day: first!.day + 1 },
    ])
    const later = await dashboard(t, '2026-03-02', '2026-03-03')
    expect([later.totals.visitors, later.totals.views]).toEqual([2, 3])
    expect(later.previous).toEqual({ from: '2026-02-28', to: '2026-03-01' })
  })

  test('a finished month is summed from its days, and a period of whole months is read from those sums', async () => {
    const day = 24 * 60 * 60 * 1000
    const now = manualClock(new Date('2026-01-31T15:00:00Z'))
    const t = await buildTestApp({ database, now })
    await visit(t, '/', ANA, DESKTOP)
    await t.app.analytics.flush()
    now.advance(day)
    await visit(t, '/about', BEN, PHONE)
    await t.app.analytics.flush()
    now.advance(29 * day)
    await visit(t, '/', ANA, DESKTOP)
    await t.app.analytics.flush()
    await t.app.analytics.sweep()

    // January and February are summed, March (today) not yet.
    const months = await t.app.db
      .selectFrom('analyticsMonths')
      .select(['month', 'dimension', 'views'])
      .where('dimension', 'in', ['all', 'counted'])
      .orderBy('month')
      .orderBy('dimension')
      .execute()
    expect(months).toEqual([
      { month: 2026 * 12, dimension: 'all', views: 1 },
      { month: 2026 * 12, dimension: 'counted', views: 0 },
      { month: 2026 * 12 + 1, dimension: 'all', views: 1 },
      { month: 2026 * 12 + 1, dimension: 'counted', views: 0 },
    ])
    const quarter = await dashboard(t, '2026-01-15', '2026-03-02')
    expect([quarter.totals.visitors, quarter.totals.views]).toEqual([3, 3])
    expect(named(quarter.pages)).toEqual({ '/': [2, 2], '/about': [1, 1] })

    // With January's days gone from the daily totals, January whole still reads from its sum.
    await t.app.db
      .deleteFrom('analyticsTotals')
      .where('dimension', '!=', 'counted')
      .where('day', '<', Date.parse('2026-02-01') / day)
      .execute()
    const january = await dashboard(t, '2026-01-01', '2026-01-31')
    expect(named(january.pages)).toEqual({ '/': [1, 1] })
  })

  test('the country is read from the address, which is not kept; each day’s figures export as CSV', async () => {
    // Addresses of the RIPE NCC (the Netherlands) and of a British network, as DB-IP places them.
    const [BRITISH, DUTCH, DUTCH_V6] = ['81.2.69.142', '193.0.6.139', '2001:67c:2e8::1']
    const now = manualClock(new Date('2026-03-02T15:00:00Z'))
    const t = await buildTestApp({ database, now })
    await visit(t, '/', BRITISH, DESKTOP, { referer: 'https://www.google.com/' })
    await visit(t, '/about', BRITISH, DESKTOP, { referer: `${SITE}/` })
    await visit(t, '/', DUTCH, PHONE)
    // Words a spreadsheet would run as a formula.
    await visit(t, '/search?q=%3DHYPERLINK(1)', DUTCH_V6, DESKTOP)
    await t.app.analytics.flush()
    now.advance(24 * 60 * 60 * 1000)
    await visit(t, '/about', ANA, DESKTOP)
    await t.app.analytics.flush()

    const seen = await dashboard(t, '2026-03-02', '2026-03-03')
    expect(named(seen.countries)).toEqual({
      'United Kingdom': [2, 1],
      Netherlands: [2, 2],
      Unknown: [1, 1],
    })
    const stored = JSON.stringify(await t.app.db.selectFrom('analyticsEvents').selectAll().execute())
    for (const address of [BRITISH, DUTCH, DUTCH_V6]) expect(stored).not.toContain(address)

    const { cookie } = await signIn(t.app, 'owner@example.com')
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/analytics.csv?from=2026-03-02&to=2026-03-03',
      headers: { cookie },
    })
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="visits-2026-03-02-to-2026-03-03.csv"',
    )
    const lines = csv.body.split('\r\n')
    expect(lines[0]).toBe('Day,Counted,Name,Visitors,Page views or times')
    // The first day from its kept totals, the second (today) counted from its raw rows.
    expect(lines).toEqual(
      expect.arrayContaining([
        '"2026-03-02","All pages","","3","4"',
        '"2026-03-02","Page","/","2","2"',
        '"2026-03-02","Where visits came from","google.com","1","1"',
        '"2026-03-02","Device","mobile","1","1"',
        '"2026-03-02","Country","United Kingdom","1","2"',
        '"2026-03-02","Goal","Site search","1","1"',
        '"2026-03-02","Search that found nothing","\'=hyperlink(1)","1","1"',
        '"2026-03-03","All pages","","1","1"',
        '"2026-03-03","Country","Unknown","1","1"',
      ]),
    )
    expect(lines.indexOf('"2026-03-02","All pages","","3","4"')).toBe(1)

    // A page's reads beside it in the content editor: yesterday's kept, today's counted now.
    const reads = (path: string) =>
      t.app.inject({ method: 'GET', url: `/api/analytics/page?path=${path}`, headers: { cookie } })
    expect((await reads('/about')).json()).toEqual({
      path: '/about',
      from: '2026-02-02',
      to: '2026-03-03',
      views: 2,
      visitors: 2,
    })
    expect((await reads('about')).json().fields).toEqual({
      path: 'Give a page’s address on the site, such as /insights/a-title.',
    })
  })

  test('one address adds a few visitors a day and a few page views a minute, however many browsers or cache-busting queries it sends', async () => {
    const now = manualClock(new Date('2026-03-02T15:00:00Z'))
    const t = await buildTestApp({ database, now })
    const agents = Array.from({ length: 50 }, (_, i) => `${DESKTOP} Build/${i}`)
    // 50 browser strings from one address, each page with a query of its own.
    for (const [i, agent] of agents.entries()) {
      expect((await visit(t, `/about?x=${i}`, ANA, agent)).statusCode).toBe(200)
    }
    await t.app.analytics.flush()
    const events = () => t.app.db.selectFrom('analyticsEvents').selectAll().execute()
    const first = await events()
    expect(first).toHaveLength(VIEWS_PER_MINUTE)
    expect(new Set(first.map((event) => event.visitor)).size).toBe(VISITORS_PER_ADDRESS)
    // The query is not part of the page's address.
    const names = await t.app.db.selectFrom('analyticsNames').select('name').execute()
    expect(names.map((row) => row.name)).toEqual(['/about'])

    // A minute later the same address is counted again, its new browsers among the visitors it has.
    now.advance(60 * 1000)
    for (const agent of agents.slice(20, 30)) await visit(t, '/', ANA, agent)
    // Addresses of one IPv6 network (a /64) are one address.
    for (let i = 1; i <= 30; i++) await visit(t, `/?cache=${i}`, `2001:db8:1:2::${i.toString(16)}`, PHONE)
    await t.app.analytics.flush()
    const seen = await dashboard(t, '2026-03-02', '2026-03-02')
    expect(seen.totals).toEqual(
      expect.objectContaining({
        views: VIEWS_PER_MINUTE + 10 + VIEWS_PER_MINUTE,
        visitors: VISITORS_PER_ADDRESS + 1,
      }),
    )
  })

  test('a referrer is a page of the site only from the site’s own host, and each name kept is short', async () => {
    const now = manualClock(new Date('2026-03-02T15:00:00Z'))
    const t = await buildTestApp({ database, now })
    // The request names another host: a referrer from it is another site, whatever Host says.
    await visit(t, '/about', ANA, DESKTOP, { host: 'evil.example', referer: 'http://evil.example/insights' })
    // A long host name, long campaign tags, long words searched for.
    const long = `${'a'.repeat(60)}.`.repeat(4) + 'example'
    const tag = 'x'.repeat(500)
    await visit(t, `/search?q=${'word '.repeat(300)}&utm_source=${tag}&utm_campaign=${tag}`, BEN, PHONE, {
      referer: `https://${long}/`,
    })
    // A message sent from a long address of the site that is not one of its pages.
    const sent = await benWrites(t, `${SITE}/${'b'.repeat(5000)}?${'c'.repeat(5000)}`, now())
    expect(sent.statusCode, sent.body).toBe(201)
    await t.app.analytics.flush()

    const seen = await dashboard(t, '2026-03-02', '2026-03-02')
    expect(named(seen.entries)).toMatchObject({ '/about': [1, 1] })
    expect(seen.sources.map((source) => source.name)).toEqual(
      expect.arrayContaining(['evil.example', long.slice(0, 100)]),
    )
    const names = await t.app.db.selectFrom('analyticsNames').select('name').execute()
    expect(names.map((row) => row.name).sort()).toEqual(
      [
        '/',
        '/about',
        '/search',
        'evil.example',
        long.slice(0, 100),
        tag.slice(0, 100),
        'word '.repeat(20),
      ].sort(),
    )
    const goal = await t.app.db
      .selectFrom('analyticsEvents')
      .select(['path', 'fromPath'])
      .where('kind', '!=', 0)
      .where('query', 'is', null)
      .executeTakeFirstOrThrow()
    expect(goal.fromPath).toBeNull()
  })

  test('a period upside down or too long is refused field by field; an editor may not read the figures', async () => {
    const t = await buildTestApp({ database })
    await createAdmin(t.app, 'owner@example.com')
    await createAdmin(t.app, 'writer@example.com', undefined, 'editor')
    const owner = await signIn(t.app, 'owner@example.com')
    const ask = (query: string, cookie = owner.cookie) =>
      t.app.inject({ method: 'GET', url: `/api/analytics?${query}`, headers: { cookie } })
    const upside = await ask('from=2026-03-05&to=2026-03-01')
    expect([upside.statusCode, upside.json().fields]).toEqual([
      400,
      { to: 'The last day comes before the first.' },
    ])
    const long = await ask('from=2020-01-01&to=2026-03-01')
    expect(long.json().fields).toEqual({ from: 'Choose a period of at most 731 days.' })
    const garbled = await ask('from=yesterday&to=2026-03-01')
    expect(garbled.json().fields).toEqual({ from: 'Give a date as 2026-11-30.' })
    const editor = await signIn(t.app, 'writer@example.com')
    expect((await ask('from=2026-03-01&to=2026-03-01', editor.cookie)).statusCode).toBe(403)
    const csv = (query: string, cookie: string) =>
      t.app.inject({ method: 'GET', url: `/api/analytics.csv?${query}`, headers: { cookie } })
    expect((await csv('from=2026-03-01&to=2026-03-01', editor.cookie)).statusCode).toBe(403)
    expect((await csv('from=2026-03-05&to=2026-03-01', owner.cookie)).json().fields).toEqual({
      to: 'The last day comes before the first.',
    })
  })
})

test('the privacy policy says what is counted, column by column, and what is not', async () => {
  const t = await buildTestApp()
  const tables = await t.app.db.introspection.getTables()
  const columns = tables
    .find((table) => table.name === 'analytics_events')!
    .columns.map((column) => column.name)
  const camel = (name: string) => name.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase())
  // A column added without its words in STORED_AS (and so in the policy) fails here.
  expect(columns.map(camel).sort()).toEqual(Object.keys(STORED_AS).sort())
  const page = await t.app.inject({ method: 'GET', url: '/privacy' })
  expect(page.statusCode).toBe(200)
  const text = page.body.replaceAll(/&#(39|x27);/g, "'").replace(/\s+/g, ' ')
  for (const words of [...Object.values(STORED_AS), ...NOT_STORED]) expect(text).toContain(words)
  // How long page views are kept is the site's own setting.
  expect(text).toContain('We keep each page view for 90 days')
})

test('with COUNT_VISITS=false the server counts nothing', async () => {
  const t = await buildTestApp({ env: { COUNT_VISITS: 'false' } })
  expect((await visit(t, '/', ANA, DESKTOP)).statusCode).toBe(200)
  await t.app.analytics.flush()
  expect(await t.app.db.selectFrom('analyticsEvents').selectAll().execute()).toEqual([])
})
