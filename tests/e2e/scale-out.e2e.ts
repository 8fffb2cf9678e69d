// @module-tag full -- nginx, two instances, PostgreSQL and Redis: the full tier.
import type { Kysely } from 'kysely'
import { io, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CSRF_HEADER, SESSION_COOKIE } from '#contract/admin-constants.ts'
import type { NewMessageEvent } from '#contract/admin.ts'
import type { AnalyticsResponse } from '#contract/analytics.ts'
import { createDb } from '#server/db/kysely.ts'
import type { DB } from '#server/db/schema.ts'
import { createOutboxRepository } from '#server/modules/outbox/outbox.repository.ts'
import { createAdminWithCli } from '#tests/support/admin-cli.ts'
import { adminSocketJoined, browserAvailable, launchBrowser } from '#tests/support/browser.ts'
import { agedFormTokens, formTokenPool, requestFrom, visitorAddress } from '#tests/support/http.ts'
import { scaleOutAvailable, startScaleOut, type ScaleOut } from '#tests/support/scale-out.ts'
import { eventually } from '#tests/support/test-app.ts'
import { makePhoto } from '#tests/support/raster-fixture.ts'

const EMAIL = 'owner@example.com'
const PASSWORD = 'correct horse battery staple'

/** Each simulated visitor has its own loopback address, as visitors have their own addresses. */
let visitors = 0
const nextAddress = () => visitorAddress(++visitors)

let site: ScaleOut
let db: Kysely<DB>
const sockets: Socket[] = []

describe.skipIf(!scaleOutAvailable)('two instances on one PostgreSQL behind nginx', () => {
  beforeAll(async () => {
    site = await startScaleOut({ instances: 2 })
    db = createDb({ dialect: 'postgres', url: site.databaseUrl })
    await createAdminWithCli(site.servers[0]!.dataDir, EMAIL, PASSWORD, { DATABASE_URL: site.databaseUrl })
  })

  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect())
    await db?.destroy()
    await site?.stop()
  })

  /** A JSON post from the site's own pages (the Origin they send), to nginx or one instance. */
  const post = (url: string, body: object, { from = nextAddress(), headers = {} } = {}) =>
    requestFrom(from, url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.origin, ...headers },
      body: JSON.stringify(body),
    })

  const contactMessage = (name: string, formToken: string) => ({
    name,
    email: 'visitor@example.com',
    subject: 'Scale-out',
    message: `A message from ${name}`,
    formToken,
  })

  async function signIn(instance: string, email = EMAIL) {
    const answer = await post(`${instance}/api/auth/login`, { email, password: PASSWORD })
    expect(answer.status).toBe(200)
    const setCookies = [answer.headers['set-cookie'] ?? []].flat()
    const session = setCookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`))!.split(';')[0]!
    const { csrfToken } = JSON.parse(answer.body) as { csrfToken: string }
    return { cookie: session, csrfToken }
  }

  function adminSocket(instance: string, cookie: string, reconnection = false) {
    const socket = io(`${instance}/admin`, {
      transports: ['websocket'],
      reconnection,
      reconnectionDelay: 200,
      reconnectionDelayMax: 1000,
      extraHeaders: { cookie, origin: site.origin },
    })
    sockets.push(socket)
    return new Promise<Socket>((resolve, reject) => {
      socket.once('connect', () => resolve(socket))
      socket.once('connect_error', reject)
    })
  }

  test('nginx spreads requests over both instances, and answers what the instances answer', async () => {
    const upstreams = new Set<string>()
    for (let i = 0; i < 6; i++) {
      const answer = await requestFrom(nextAddress(), `${site.origin}/industries/education`)
      expect(answer.status).toBe(200)
      expect(answer.body).toContain('<h1')
      upstreams.add(String(answer.headers['x-upstream']))
    }
    expect([...upstreams].sort()).toEqual(site.servers.map((server) => `127.0.0.1:${server.port}`).sort())
    const missing = await requestFrom(nextAddress(), `${site.origin}/no-such-page`)
    expect(missing.status).toBe(404)
  })

  test('pages read through nginx are counted on both instances, each visitor by their own address, in one dashboard', async () => {
    const person = {
      'user-agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    }
    const upstreams = new Set<string>()
    for (let i = 0; i < 4; i++) {
      const from = nextAddress()
      // Each arrives by a tagged link, then reads a second page.
      const entry = await requestFrom(from, `${site.origin}/about?utm_campaign=two-instances`, {
        headers: person,
      })
      const next = await requestFrom(from, `${site.origin}/careers`, {
        headers: { ...person, referer: `${site.origin}/about` },
      })
      expect([entry.status, next.status]).toEqual([200, 200])
      upstreams.add(String(entry.headers['x-upstream'])).add(String(next.headers['x-upstream']))
    }
    expect(upstreams.size).toBe(2)
    const { cookie } = await signIn(site.servers[1]!.origin)
    // Each instance writes its counts every two seconds.
    await eventually(
      async () => {
        const answer = await requestFrom('127.0.0.1', `${site.servers[1]!.origin}/api/analytics`, {
          headers: { cookie },
        })
        const { campaigns } = JSON.parse(answer.body) as AnalyticsResponse
        // Four visitors, not one: each was told apart by the address nginx passed on.
        expect(campaigns.names).toContainEqual({ name: 'two-instances', views: 4, visitors: 4 })
      },
      { timeout: 15_000, interval: 500 },
    )
  })

  test('a session made on A is valid on B; sign-out on B ends it on A and closes its socket there', async () => {
    const [a, b] = site.servers.map((server) => server.origin) as [string, string]
    const { cookie, csrfToken } = await signIn(a)
    const sessionOn = async (instance: string) =>
      (await requestFrom('127.0.0.1', `${instance}/api/auth/session`, { headers: { cookie } })).status
    expect(await sessionOn(b)).toBe(200)

    const socketOnA = await adminSocket(a, cookie)
    const closedBecause = new Promise((resolve) => socketOnA.on('disconnect', resolve))
    const signOut = await post(`${b}/api/auth/logout`, {}, { headers: { cookie, [CSRF_HEADER]: csrfToken } })
    expect(signOut.status).toBe(200)
    expect(await closedBecause).toBe('io server disconnect')
    expect(await sessionOn(a)).toBe(401)
  })

  test('removing a member through A closes their socket on B within 1 s, and ends their session there', async () => {
    const [a, b] = site.servers.map((server) => server.origin) as [string, string]
    const leaving = 'leaving@example.com'
    await createAdminWithCli(
      site.servers[0]!.dataDir,
      leaving,
      PASSWORD,
      { DATABASE_URL: site.databaseUrl },
      'admin',
    )
    const member = await signIn(b, leaving)
    const socketOnB = await adminSocket(b, member.cookie)
    const closed = new Promise<{ reason: string; at: number }>((resolve) => {
      socketOnB.on('disconnect', (reason) => resolve({ reason, at: performance.now() }))
    })

    const owner = await signIn(a)
    const { id } = await db
      .selectFrom('adminUsers')
      .select('id')
      .where('email', '=', leaving)
      .executeTakeFirstOrThrow()
    const removing = performance.now()
    const removed = await post(
      `${a}/api/team/members/${id}/remove`,
      {},
      {
        headers: { cookie: owner.cookie, [CSRF_HEADER]: owner.csrfToken },
      },
    )
    expect(removed.status, removed.body).toBe(200)
    const { reason, at } = await closed
    const ms = at - removing
    expect(reason).toBe('io server disconnect')
    expect(ms).toBeLessThan(1000)
    console.log(
      `member removed through A: their socket on B closed ${ms.toFixed(0)} ms after the request was sent`,
    )
    const session = await requestFrom('127.0.0.1', `${b}/api/auth/session`, {
      headers: { cookie: member.cookie },
    })
    expect(session.status).toBe(401)
  })

  test('a notice reaches an admin socket on B within 1 s of a message sent through A, and the other way', async () => {
    const [a, b] = site.servers.map((server) => server.origin) as [string, string]
    const { cookie } = await signIn(a)
    const tokens = await agedFormTokens(site.origin, 2)
    for (const [socketOn, sentThrough, name] of [
      [b, a, 'Bea from A'],
      [a, b, 'Abe from B'],
    ] as const) {
      const socket = await adminSocket(socketOn, cookie)
      const arrived = new Promise<string>((resolve) =>
        socket.on('newMessage', (event: NewMessageEvent) => resolve(event.name)),
      )
      const sentAt = performance.now()
      const message = contactMessage(name, tokens.pop()!)
      expect((await post(`${sentThrough}/api/send`, message)).status).toBe(201)
      const within1s = new Promise((_, reject) =>
        setTimeout(() => reject(new Error('no notice in 1 s')), 1000),
      )
      expect(await Promise.race([arrived, within1s])).toBe(name)
      console.log(`notice across instances: ${(performance.now() - sentAt).toFixed(0)} ms after the post`)
      socket.disconnect()
    }
  })

  test.skipIf(!browserAvailable)(
    'in Chromium through nginx, the admin sees "New message from {name}" for messages sent through either instance',
    async () => {
      const browser = await launchBrowser()
      try {
        const page = await browser.newPage()
        await page.goto(`${site.origin}/superadmin/login`)
        const joined = adminSocketJoined(page)
        await page.getByLabel('E-mail', { exact: true }).fill(EMAIL)
        await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
        await page.getByRole('button', { name: 'Sign in' }).click()
        await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor()
        await joined
        const tokens = await agedFormTokens(site.origin, site.servers.length)
        // The page's socket is on one of the two; one of these messages crosses to the other.
        for (const [i, server] of site.servers.entries()) {
          const name = `Visitor ${i + 1}`
          const message = contactMessage(name, tokens[i]!)
          expect((await post(`${server.origin}/api/send`, message)).status).toBe(201)
          await page.getByText(`New message from ${name}`).waitFor({ timeout: 1000 })
        }
      } finally {
        await browser.close()
      }
    },
  )

  test('login throttling holds across both instances: of 12 wrong passwords at once, at most 5 are checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        post(`${site.origin}/api/auth/login`, { email: 'someone@example.com', password: 'not the password' }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(7)
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true)
    expect(new Set(answers.map((answer) => answer.headers['x-upstream'])).size).toBe(2)
  })

  test('the contact form limit (5 per address in 10 minutes) holds across both instances', async () => {
    const tokens = await agedFormTokens(site.origin, 7)
    const from = nextAddress()
    const answers = []
    for (const [i, token] of tokens.entries()) {
      const message = contactMessage(`Limited ${i}`, token)
      answers.push(await post(`${site.origin}/api/send`, message, { from }))
    }
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 429, 429])
    expect(new Set(answers.map((answer) => answer.headers['x-upstream'])).size).toBe(2)
  })

  test('a flood of posts from one address is refused by nginx itself past its burst, before any instance', async () => {
    const from = nextAddress()
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        post(`${site.origin}/api/subscribe`, { email: `flood-${i}@example.com` }, { from }),
      ),
    )
    // nginx's own refusals name no instance; at most the burst (20) and a few more at 5 a second pass.
    const byNginx = answers.filter((answer) => answer.status === 429 && !answer.headers['x-upstream'])
    expect(byNginx.length).toBeGreaterThanOrEqual(30)
    expect(answers.every((answer) => [202, 429].includes(answer.status))).toBe(true)
  })

  test('200 mails queued while both outbox workers run are each delivered once', async () => {
    const outbox = createOutboxRepository(db)
    const recipients = Array.from({ length: 200 }, (_, i) => `bulk-${i}@example.com`)
    await Promise.all(
      recipients.map((address) =>
        outbox.enqueue(
          'test',
          {
            to: { name: '', address },
            subject: 'Bulk',
            text: `For ${address}`,
            html: `<p>For ${address}</p>`,
          },
          new Date(),
        ),
      ),
    )
    const delivered = () => site.smtp.received.filter((mail) => mail.subject === 'Bulk')
    await eventually(() => expect(delivered().length).toBeGreaterThanOrEqual(200), { timeout: 60_000 })
    // Time for any second delivery to show up.
    await new Promise((done) => setTimeout(done, 2000))
    const addresses = delivered().map((mail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.text)
    expect(addresses.length).toBe(200)
    expect(new Set(addresses).size).toBe(200)
    const rows = await db.selectFrom('mailOutbox').select('status').where('kind', '=', 'test').execute()
    expect(rows.filter((row) => row.status === 'sent').length).toBe(200)
  })

  test('rolling restart under load: no failed request, no acknowledged write lost, the admin socket comes back', async () => {
    const { cookie } = await signIn(site.origin)
    const socket = await adminSocket(site.origin, cookie, true)
    let socketDrops = 0
    socket.on('disconnect', () => socketDrops++)
    const nextToken = formTokenPool(site.origin, 32, { from: nextAddress })

    const failures: string[] = []
    const sentIds: string[] = []
    const subscribed: string[] = []
    let requests = 0
    let running = true
    const pages = [
      '/',
      '/contact',
      '/industries/education',
      '/insights/sustainability',
      '/careers/searchjobs',
    ]
    async function visitor(n: number) {
      for (let round = 0; running; round++) {
        const address = nextAddress()
        const page = pages[round % pages.length]!
        const answers = await Promise.all([
          requestFrom(address, `${site.origin}${page}`),
          nextToken().then(
            (token) =>
              post(`${site.origin}/api/send`, contactMessage(`Load ${n}.${round}`, token), { from: address }),
            // The form's token could not be had: a failed request like any other.
            (error: Error) => ({ status: 0, body: error.message }),
          ),
          post(
            `${site.origin}/api/subscribe`,
            { email: `load-${n}-${round}@example.com` },
            { from: address },
          ),
        ])
        requests += answers.length
        const [pageAnswer, sendAnswer, subscribeAnswer] = answers
        if (pageAnswer!.status !== 200)
          failures.push(`GET ${page}: ${pageAnswer!.status} ${pageAnswer!.body}`)
        if (sendAnswer!.status === 201) sentIds.push((JSON.parse(sendAnswer!.body) as { id: string }).id)
        else failures.push(`POST /api/send: ${sendAnswer!.status} ${sendAnswer!.body}`)
        if (subscribeAnswer!.status === 202) subscribed.push(`load-${n}-${round}@example.com`)
        else failures.push(`POST /api/subscribe: ${subscribeAnswer!.status} ${subscribeAnswer!.body}`)
      }
    }
    const load = Promise.all([1, 2, 3, 4].map(visitor))
    const restartTimes: string[] = []
    // As the deployment guide says: one instance at a time, the next as soon as the previous one
    // answers /readyz, with visitors before, between and after.
    const underLoad = () => new Promise((done) => setTimeout(done, 2000))
    await underLoad()
    for (const server of site.servers) {
      const started = performance.now()
      await server.restart()
      restartTimes.push(`${((performance.now() - started) / 1000).toFixed(1)} s`)
    }
    await underLoad()
    running = false
    await load
    console.log(
      `rolling restart: ${requests} requests during it, ${failures.length} failed; ` +
        `${sentIds.length} messages and ${subscribed.length} subscriptions acknowledged; restarts took ${restartTimes.join(', ')}`,
    )
    // Why nginx answered an error itself, should it have: the failure's story, not a pass.
    if (failures.length > 0) console.log(`nginx's error log:\n${await site.nginxErrorLog()}`)
    expect(failures).toEqual([])
    expect(sentIds.length).toBeGreaterThan(10)

    const storedIds = new Set(
      (await db.selectFrom('contactMessages').select('id').where('id', 'in', sentIds).execute()).map(
        (row) => row.id,
      ),
    )
    expect(sentIds.filter((id) => !storedIds.has(id))).toEqual([])
    // Nor stored twice: nginx sent on only what no instance had taken.
    const storedLoad = await db
      .selectFrom('contactMessages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('name', 'like', 'Load %')
      .executeTakeFirstOrThrow()
    expect(Number(storedLoad.count)).toBe(sentIds.length)
    const storedEmails = new Set(
      (
        await db
          .selectFrom('newsletterSubscribers')
          .select('email')
          .where('email', 'in', subscribed)
          .execute()
      ).map((row) => row.email),
    )
    expect(subscribed.filter((email) => !storedEmails.has(email))).toEqual([])

    // Both instances were restarted under it; the socket found its way back and hears notices again.
    expect(socketDrops).toBeGreaterThanOrEqual(1)
    await eventually(() => expect(socket.connected).toBe(true), { timeout: 15_000 })
    const arrived = new Promise<string>((resolve) =>
      socket.on('newMessage', (event: NewMessageEvent) => resolve(event.name)),
    )
    const last = contactMessage('After the restart', await nextToken())
    expect((await post(`${site.origin}/api/send`, last)).status).toBe(201)
    expect(await arrived).toBe('After the restart')
  }, 180_000)

  test('a publish on one instance goes live on both; visitors never meet an error or an older page', async () => {
    const [first, second] = site.servers as [(typeof site.servers)[0], (typeof site.servers)[0]]
    const { cookie, csrfToken } = await signIn(first.origin)
    const headers = { cookie, [CSRF_HEADER]: csrfToken }
    const ref = 'insights/ai-in-business.yaml'
    const page = '/insights/ai-in-business'
    const title = 'Published on one instance, live on both'
    const opened = JSON.parse(
      (
        await requestFrom(nextAddress(), `${first.origin}/api/content/entry?ref=${ref}`, {
          headers: { cookie },
        })
      ).body,
    ) as { data: { hero: object }; published: { version: number } }
    const draft = {
      ref,
      data: { ...opened.data, hero: { ...opened.data.hero, title } },
      revision: 0,
      baseVersion: opened.published.version,
    }
    expect((await post(`${first.origin}/api/content/draft`, draft, { headers })).status).toBe(200)

    // Visitors read pages through nginx all along; each answer says which instance gave it.
    let reading = true
    const seen: { upstream: string; path: string; status: number; fresh: boolean }[] = []
    const visitorsLoop = (async () => {
      while (reading) {
        for (const path of [page, '/', '/insights']) {
          const answer = await requestFrom(nextAddress(), `${site.origin}${path}`)
          const upstream = String(answer.headers['x-upstream'])
          seen.push({ upstream, path, status: answer.status, fresh: answer.body.includes(title) })
        }
      }
    })()

    const started = Date.now()
    const published = await post(`${first.origin}/api/content/publish`, { ref, revision: 1 }, { headers })
    expect(published.status).toBe(202)
    const { release } = JSON.parse(published.body) as { release: { id: number } }
    await eventually(
      async () => {
        const answer = await requestFrom(
          nextAddress(),
          `${first.origin}/api/content/releases/${release.id}`,
          { headers: { cookie } },
        )
        expect(JSON.parse(answer.body).release.state).toBe('live')
      },
      { timeout: 180_000, interval: 250 },
    )
    const liveOnFirst = Date.now() - started
    await eventually(
      async () =>
        expect((await requestFrom(nextAddress(), `${second.origin}${page}`)).body.includes(title)).toBe(true),
      { timeout: 30_000, interval: 100 },
    )
    const liveOnBoth = Date.now() - started
    // A few more rounds of visitors once both serve it.
    await new Promise((done) => setTimeout(done, 1000))
    reading = false
    await visitorsLoop

    console.log(
      `publish: live on the building instance after ${liveOnFirst} ms, on both after ${liveOnBoth} ms; ${seen.length} page answers during it`,
    )
    expect(seen.filter(({ status }) => status !== 200)).toEqual([])
    // From each instance, once the new page came, the old one never came back.
    const upstreams = new Set(seen.map((answer) => answer.upstream))
    expect(upstreams.size).toBe(2)
    for (const upstream of upstreams) {
      const fresh = seen
        .filter((answer) => answer.upstream === upstream && answer.path === page)
        .map((answer) => answer.fresh)
      expect(fresh.includes(true), `${upstream} served the new page`).toBe(true)
      expect(
        fresh.slice(fresh.indexOf(true)).includes(false),
        `${upstream} served the old page after the new one`,
      ).toBe(false)
    }

    // A preview built on the first instance answers on the second: its build is in the database.
    const previewTitle = 'Seen in a preview on the other instance'
    const previewDraft = {
      ref,
      data: { ...opened.data, hero: { ...opened.data.hero, title: previewTitle } },
      revision: 0,
      baseVersion: opened.published.version + 1,
    }
    expect((await post(`${first.origin}/api/content/draft`, previewDraft, { headers })).status).toBe(200)
    const asked = await post(`${first.origin}/api/content/preview`, { ref, revision: 1 }, { headers })
    expect(asked.status).toBe(202)
    const { preview } = JSON.parse(asked.body) as { preview: { id: number } }
    let previewCookie = ''
    await eventually(
      async () => {
        const answer = await requestFrom(
          nextAddress(),
          `${second.origin}/api/content/previews/${preview.id}`,
          {
            headers: { cookie },
          },
        )
        expect(JSON.parse(answer.body).preview.state).toBe('ready')
        previewCookie = [answer.headers['set-cookie'] ?? []].flat()[0]!.split(';')[0]!
      },
      { timeout: 180_000, interval: 250 },
    )
    const previewed = await requestFrom(nextAddress(), `${second.origin}${page}`, {
      headers: { cookie: `${cookie}; ${previewCookie}` },
    })
    expect([previewed.body.includes(previewTitle), previewed.body.includes('Preview of a draft')]).toEqual([
      true,
      true,
    ])
    expect((await requestFrom(nextAddress(), `${second.origin}${page}`)).body.includes(previewTitle)).toBe(
      false,
    )
  }, 420_000)

  test('through the shipped nginx, a 2.7 MB photograph and a 5,000-line import reach the site; a large body elsewhere does not', async () => {
    const { cookie, csrfToken } = await signIn(site.origin)
    const headers = { cookie, [CSRF_HEADER]: csrfToken, origin: site.origin }
    const photo = await makePhoto(4500, 3000)
    expect(photo.length).toBeGreaterThan(2_500_000)
    const uploaded = await requestFrom(
      nextAddress(),
      `${site.origin}/api/content/images?name=team.jpg&alt=The%20team`,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'image/jpeg' },
        body: photo,
      },
    )
    expect(uploaded.status, uploaded.body).toBe(201)
    const csv = ['email', ...Array.from({ length: 5000 }, (_, i) => `nginx-reader-${i}@example.com`)].join(
      '\n',
    )
    const imported = await post(
      `${site.origin}/api/subscribers/import`,
      {
        csv,
        topic: 'insights',
        consent: { kind: 'recorded', source: 'Career fair sheet', date: '2026-10-01' },
      },
      { headers },
    )
    expect(imported.status, imported.body.slice(0, 200)).toBe(200)
    // Elsewhere the app takes 64 KB: nginx refuses more before it costs an instance.
    const large = await post(`${site.origin}/api/send`, { message: 'x'.repeat(100_000) })
    expect(large.status).toBe(413)
  }, 120_000)
})
