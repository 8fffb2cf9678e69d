// Work set for a time: a publish, a take-down and a newsletter send fire once when their time comes
// on the firm's clock (America/New_York in content/site.yaml), on each database, across a restart and
// on two instances. The fires publish releases: the full tier.
import { describe, expect, onTestFinished, test } from 'vitest'
import type { Campaign } from '#contract/campaigns.ts'
import type { Schedule, ScheduleListResponse } from '#contract/schedules.ts'
import { entry, INSIGHT, member, pageText, save, type TestApp } from '#tests/support/content-editor.ts'
import { signIn } from '#tests/support/admin.ts'
import { startSmtpPeer } from '#tests/support/smtp-peer.ts'
import { buildTestApp, databases, eventually, manualClock } from '#tests/support/test-app.ts'
import { full } from '#tests/support/tiers.ts'

type Headers = Record<string, string>
const HOUR = 60 * 60 * 1000
const JOB = 'jobs/TECH-001.yaml'
// 09:00 UTC is 04:00 in New York on 2 March 2026 (UTC-5).
const start = () => manualClock(new Date('2026-03-02T09:00:00Z'))

/** Saves a draft of an insight with `title`; its revision. */
async function draftTitled(t: TestApp, headers: Headers, title: string, ref = INSIGHT) {
  const opened = await entry(t, headers, ref)
  const saved = await save(t, headers, {
    ref,
    data: { ...opened.data, hero: { ...(opened.data.hero as object), title } },
    revision: opened.draft?.revision ?? 0,
    baseVersion: opened.published?.version ?? 0,
  })
  expect(saved.statusCode, saved.body).toBe(200)
  return (opened.draft?.revision ?? 0) + 1
}

/** The release each of `refs`'s newest versions came with. */
const releasesOf = async (t: TestApp, refs: string[]) =>
  Promise.all(
    refs.map(async (ref) => {
      const [newest] = await t.app.db
        .selectFrom('contentVersions')
        .select('releaseId')
        .where('ref', '=', ref)
        .orderBy('version', 'desc')
        .limit(1)
        .execute()
      return newest?.releaseId
    }),
  )

const setSchedule = (t: TestApp, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/schedules', headers, payload })

async function schedule(t: TestApp, headers: Headers, payload: object) {
  const response = await setSchedule(t, headers, payload)
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ schedule: Schedule }>().schedule
}

async function listed(t: TestApp, headers: Headers) {
  const response = await t.app.inject({ url: '/api/schedules', headers })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<ScheduleListResponse>()
}

/** Looks for due work, and waits until the schedule `id` has ended and its release with it. */
async function fired(t: TestApp, id: string) {
  t.app.schedules.kick()
  const ended = await eventually(
    async () => {
      const row = await t.app.db
        .selectFrom('schedules')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      if (row.state === 'waiting' || row.state === 'firing') throw new Error(`still ${row.state}`)
      return row
    },
    { timeout: 30_000 },
  )
  await t.app.content.settled()
  return ended
}

/** A member's headers again after the clock moved past their session's idle limit. */
const signedInAgain = async (t: TestApp, email: string) => (await signIn(t.app, email)).headers

/** The same site started again, on the same data, after `first` stopped. */
const restarted = (first: TestApp, clock: ReturnType<typeof start>) =>
  buildTestApp({
    database: first.config.db.dialect,
    now: clock,
    env: {
      DATA_DIR: first.dataDir,
      ...(first.config.db.dialect === 'postgres' ? { DATABASE_URL: first.config.db.url } : {}),
    },
  })

/** Looks for due work and lets it run: what was not due stays waiting. */
async function lookForDueWork(t: TestApp) {
  t.app.schedules.kick()
  await new Promise((resolve) => setTimeout(resolve, 200))
  await t.app.content.settled()
}

const audited = async (t: TestApp, action: string) =>
  t.app.db
    .selectFrom('auditLog')
    .select(['actorEmail', 'target', 'detail'])
    .where('action', '=', action)
    .execute()

describe.each(databases)('scheduled work on %s', { ...full, timeout: 240_000 }, (database) => {
  test('a publish set for 5:00 firm time goes live once at 10:00 UTC, not before, as the member who set it', async () => {
    const clock = start()
    const t = await buildTestApp({ database, now: clock })
    const headers = await member(t, 'editor')
    await draftTitled(t, headers, 'Announced on Monday morning')

    const set = await schedule(t, headers, { action: 'publish', refs: [INSIGHT], at: '2026-03-02T05:00' })
    expect(set).toMatchObject({
      state: 'waiting',
      dueAt: '2026-03-02T10:00:00.000Z',
      dueLocal: '2026-03-02T05:00',
      title: 'Announced on Monday morning',
      url: '/insights/ai-in-business',
      setByEmail: 'editor@example.com',
    })
    expect((await listed(t, headers)).timeZone).toBe('America/New_York')

    clock.advance(HOUR - 60_000)
    await lookForDueWork(t)
    expect((await pageText(t, '/insights/ai-in-business')).body).not.toContain('Announced on Monday morning')

    clock.advance(60_000)
    expect(await fired(t, set.id)).toMatchObject({ state: 'done', error: null })
    expect((await pageText(t, '/insights/ai-in-business')).body).toContain('Announced on Monday morning')
    expect((await entry(t, await signedInAgain(t, 'editor@example.com'), INSIGHT)).draft).toBeNull()

    // Once: another look finds nothing to do.
    await lookForDueWork(t)
    expect(await audited(t, 'schedule-fired')).toHaveLength(1)
    const later = await signedInAgain(t, 'editor@example.com')
    expect((await listed(t, later)).items).toMatchObject([
      { id: set.id, state: 'done', firedAt: '2026-03-02T10:00:00.000Z' },
    ])
    expect(await audited(t, 'schedule-set')).toMatchObject([
      { actorEmail: 'editor@example.com', target: INSIGHT },
    ])
    expect(await audited(t, 'content-published')).toMatchObject([
      { actorEmail: 'editor@example.com', target: INSIGHT },
    ])
  })

  test('a time past or skipped by the clocks, nothing to publish, a page that is no page and a second schedule are refused in words', async () => {
    const clock = start()
    const t = await buildTestApp({ database, now: clock })
    const headers = await member(t)

    const nothing = await setSchedule(t, headers, {
      action: 'publish',
      refs: [INSIGHT],
      at: '2026-03-02T05:00',
    })
    expect(nothing.statusCode).toBe(409)
    expect(nothing.json().error).toBe('There is no draft to publish: save one first.')

    await draftTitled(t, headers, 'A draft')
    const past = await setSchedule(t, headers, { action: 'publish', refs: [INSIGHT], at: '2026-03-02T03:59' })
    expect(past.statusCode).toBe(400)
    expect(past.json().fields.at).toBe(
      'Choose a time still to come: it is 2026-03-02 at 04:00 now (America/New_York).',
    )
    // 2:30 on 8 March does not happen in New York: the clocks go from 2:00 to 3:00.
    const skipped = await setSchedule(t, headers, {
      action: 'publish',
      refs: [INSIGHT],
      at: '2026-03-08T02:30',
    })
    expect(skipped.statusCode).toBe(400)
    expect(skipped.json().fields.at).toContain('There is no such time in America/New_York')
    const badTime = await setSchedule(t, headers, { action: 'publish', refs: [INSIGHT], at: 'Monday' })
    expect(badTime.statusCode).toBe(400)
    // A year this far from now is a slip of the keyboard, and its instant no longer reads as a date.
    for (const at of ['9999-12-31T19:00', '2100-01-01T00:00', '0999-01-01T00:00', '0001-01-01T00:00']) {
      const far = await setSchedule(t, headers, { action: 'publish', refs: [INSIGHT], at })
      expect(far.statusCode, at).toBe(400)
      expect(far.json().fields.at).toBe('Choose a time between the years 2000 and 2100.')
    }

    const nowhere = await setSchedule(t, headers, {
      action: 'unpublish',
      ref: INSIGHT,
      at: '2026-03-02T05:00',
      redirectTo: '/no-such-page',
    })
    expect(nowhere.statusCode).toBe(400)
    expect(nowhere.json().fields.redirectTo).toBe('Name a page of this site that stays, such as /insights.')

    await schedule(t, headers, { action: 'publish', refs: [INSIGHT], at: '2026-03-02T05:00' })
    const again = await setSchedule(t, headers, {
      action: 'publish',
      refs: [INSIGHT],
      at: '2026-03-02T06:00',
    })
    expect(again.statusCode).toBe(409)
    expect(await t.app.db.selectFrom('schedules').selectAll().execute()).toHaveLength(1)
  })

  test('a take-down set for a time leaves the chosen redirect; a moved one fires at its new time, a cancelled one never', async () => {
    const clock = start()
    const t = await buildTestApp({ database, now: clock })
    const headers = await member(t)

    // A job that closes: its page leads to the job search from then on.
    const down = await schedule(t, headers, {
      action: 'unpublish',
      ref: JOB,
      at: '2026-03-02T06:00',
      redirectTo: '/careers/searchjobs',
    })
    await draftTitled(t, headers, 'Never published')
    const cancelled = await schedule(t, headers, {
      action: 'publish',
      refs: [INSIGHT],
      at: '2026-03-02T05:00',
    })

    // Moved an hour earlier, then the publish cancelled.
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/schedules/${down.id}`,
      headers,
      payload: { at: '2026-03-02T05:00', redirectTo: '/careers/searchjobs' },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json().schedule).toMatchObject({
      dueLocal: '2026-03-02T05:00',
      changedByEmail: 'owner@example.com',
    })
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/schedules/${cancelled.id}/cancel`,
      headers,
    })
    expect(cancel.statusCode, cancel.body).toBe(200)
    expect(cancel.json().schedule.state).toBe('cancelled')

    clock.advance(HOUR)
    expect(await fired(t, down.id)).toMatchObject({ state: 'done', error: null })
    const gone = await t.app.inject({ url: '/careers/jobs/TECH-001' })
    expect(gone.statusCode).toBe(301)
    expect(gone.headers.location).toBe('/careers/searchjobs')
    await lookForDueWork(t)
    const later = await signedInAgain(t, 'owner@example.com')
    expect((await listed(t, later)).items.find((item) => item.id === cancelled.id)?.state).toBe('cancelled')
    expect(await audited(t, 'schedule-changed')).toMatchObject([
      { detail: expect.stringContaining('"from":"2026-03-02T11:00:00.000Z"') },
    ])
    expect(await audited(t, 'schedule-cancelled')).toHaveLength(1)
    expect(await audited(t, 'schedule-fired')).toHaveLength(1)

    // Over: it can no longer be moved or cancelled.
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/schedules/${down.id}/cancel`,
      headers: later,
    })
    expect(late.statusCode).toBe(409)
  })

  test('three drafts published together switch as one release; one not ready holds all back, and says which', async () => {
    const clock = start()
    const t = await buildTestApp({ database, now: clock })
    const headers = await member(t)
    const refs = [INSIGHT, 'insights/sustainability.yaml', 'insights/smart-buildings.yaml']
    const pages = ['/insights/ai-in-business', '/insights/sustainability', '/insights/smart-buildings']
    const drafts = []
    for (const [i, ref] of refs.entries()) {
      drafts.push({ ref, revision: await draftTitled(t, headers, `Launched together, part ${i + 1}`, ref) })
    }
    const unready = await draftTitled(t, headers, '', refs[2])
    const publishTogether = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/content/publish-together', headers, payload })

    const held = await publishTogether({
      drafts: [...drafts.slice(0, 2), { ref: refs[2], revision: unready }],
    })
    expect(held.statusCode).toBe(409)
    expect(held.json().error).toMatch(/^“.+” holds the others back: /)
    for (const page of pages) expect((await pageText(t, page)).body).not.toContain('Launched together')

    const ready = await draftTitled(t, headers, 'Launched together, part 3', refs[2])
    const started = await publishTogether({
      drafts: [...drafts.slice(0, 2), { ref: refs[2], revision: ready }],
    })
    expect(started.statusCode, started.body).toBe(202)
    await t.app.content.settled()
    for (const [i, page] of pages.entries()) {
      expect((await pageText(t, page)).body).toContain(`Launched together, part ${i + 1}`)
    }
    const [release, ...others] = await releasesOf(t, refs)
    expect(others).toEqual([release, release])
    expect(await audited(t, 'content-published')).toMatchObject([
      { target: refs.join(', '), detail: expect.stringContaining('"together"') },
    ])

    // Set for a time together: one release again, and none of them may be set apart meanwhile.
    for (const ref of refs.slice(0, 2)) await draftTitled(t, headers, `Later together: ${ref}`, ref)
    const set = await schedule(t, headers, {
      action: 'publish',
      refs: refs.slice(0, 2),
      at: '2026-03-02T05:00',
    })
    expect(set.title).toMatch(/^Together: /)
    const apart = await setSchedule(t, headers, {
      action: 'publish',
      refs: [refs[1]],
      at: '2026-03-02T06:00',
    })
    expect(apart.statusCode).toBe(409)
    expect(apart.json().error).toMatch(/^Together: .* is set for 2026-03-02 at 05:00 already/)
    clock.advance(HOUR)
    expect(await fired(t, set.id)).toMatchObject({ state: 'done', error: null })
    const [first, second] = await releasesOf(t, refs.slice(0, 2))
    expect(second).toBe(first)
    expect(first).not.toBe(release)
    expect((await pageText(t, pages[1]!)).body).toContain('Later together: insights/sustainability.yaml')
  })

  test('a publish publishes the draft seen when it was set: one changed since changes nothing, says why, and its setter is told by mail', async () => {
    const smtp = await startSmtpPeer()
    onTestFinished(() => smtp.close())
    const clock = start()
    const t = await buildTestApp({ database, now: clock, mailUrl: smtp.url })
    const owner = await member(t)
    await draftTitled(t, owner, 'Ready when set')
    const set = await schedule(t, owner, { action: 'publish', refs: [INSIGHT], at: '2026-03-02T05:00' })
    // Another member's draft, saved after it was set, is not published in the setter's name.
    const editor = await member(t, 'editor')
    await draftTitled(t, editor, 'Saved after it was set')
    // The schedule says so while it waits.
    expect((await listed(t, owner)).items.find((item) => item.id === set.id)?.unseen).toBe(
      'The draft changed after the time was set: it publishes only what was seen then. Change the time to set it for the draft as it is now.',
    )

    clock.advance(HOUR)
    const failed = await fired(t, set.id)
    expect(failed.state).toBe('failed')
    const reason =
      'The draft was changed after the time was set, and it publishes only what was seen then. Set the time again to publish the new draft.'
    expect(failed.error).toBe(reason)
    const live = (await pageText(t, '/insights/ai-in-business')).body
    expect(live).toContain('AI in business: the practical uses that pay off first')
    expect(live).not.toContain('Saved after it was set')
    const [mail] = await eventually(() => {
      const mails = smtp.to('owner@example.com')
      expect(mails).toHaveLength(1)
      return mails
    })
    expect(mail!.subject).toBe('Not done: Publish “Saved after it was set”')
    expect(mail!.text).toContain('You set it for 2026-03-02 at 05:00 (America/New_York).')
    expect(mail!.text).toContain(reason)
    expect(await audited(t, 'schedule-failed')).toHaveLength(1)
  })

  test('a take-down of an insight a sector page features is refused when it is set, naming the page; taken out of its list, it comes down with it', async () => {
    const smtp = await startSmtpPeer()
    onTestFinished(() => smtp.close())
    const clock = start()
    const t = await buildTestApp({ database, now: clock, mailUrl: smtp.url })
    const headers = await member(t)
    const takeDown = {
      action: 'unpublish',
      ref: 'insights/smart-cities-future.yaml',
      at: '2026-03-02T05:00',
      redirectTo: '/insights',
    }
    const refused = await setSchedule(t, headers, takeDown)
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'in_use'])
    expect(refused.json().uses).toEqual([
      {
        name: 'Engineering, Building & Construction',
        editUrl: '/superadmin/content/edit?ref=industries%2Fengineering-building-construction.yaml',
        where: 'Insights › Item 2',
        fix: 'take-out',
      },
    ])
    expect((await listed(t, headers)).items).toEqual([])

    const set = await schedule(t, headers, { ...takeDown, takeOut: true })
    expect(set).toMatchObject({ takeOut: true, redirectTo: '/insights' })
    clock.advance(HOUR)
    expect(await fired(t, set.id)).toMatchObject({ state: 'done', error: null })
    const gone = await t.app.inject({ url: '/insights/smart-cities-future' })
    expect([gone.statusCode, gone.headers.location]).toEqual([301, '/insights'])
    const sector = (await pageText(t, '/industries/engineering-building-construction')).body
    expect(sector).not.toContain('href="/insights/smart-cities-future"')
    expect(smtp.to('owner@example.com')).toEqual([])
  })

  test('a time that passes while the site is down fires at its next start, once', async () => {
    const clock = start()
    const first = await buildTestApp({ database, now: clock })
    const headers = await member(first)
    await draftTitled(first, headers, 'Published after a restart')
    const set = await schedule(first, headers, { action: 'publish', refs: [INSIGHT], at: '2026-03-02T05:00' })
    await first.app.close()

    clock.advance(3 * HOUR)
    const second = await restarted(first, clock)
    expect(await fired(second, set.id)).toMatchObject({ state: 'done' })
    expect((await pageText(second, '/insights/ai-in-business')).body).toContain('Published after a restart')
    expect(await audited(second, 'schedule-fired')).toHaveLength(1)
  })

  test('a time far ahead waits: times are compared as instants, whatever their year', async () => {
    const clock = start()
    const t = await buildTestApp({ database, now: clock })
    const headers = await member(t)
    await draftTitled(t, headers, 'Parked for decades')
    const parked = await schedule(t, headers, { action: 'publish', refs: [INSIGHT], at: '2099-12-31T19:00' })
    expect(parked.dueAt).toBe('2100-01-01T00:00:00.000Z')
    // One kept from before times were bounded: its ISO form, `+010000-…`, sorted before every year.
    await t.app.db
      .updateTable('schedules')
      .set({ dueAt: Date.parse('+010000-01-01T00:00:00.000Z') })
      .where('id', '=', parked.id)
      .execute()

    clock.advance(24 * HOUR)
    await lookForDueWork(t)
    const later = await signedInAgain(t, 'owner@example.com')
    expect((await listed(t, later)).items).toMatchObject([{ id: parked.id, state: 'waiting' }])
    expect((await pageText(t, '/insights/ai-in-business')).body).not.toContain('Parked for decades')
  })

  test('a fire cut short by a crash is taken up again at the next start: at once where one instance runs', async () => {
    const clock = start()
    const first = await buildTestApp({ database, now: clock })
    const headers = await member(first)
    await draftTitled(first, headers, 'Published after a crash')
    const set = await schedule(first, headers, { action: 'publish', refs: [INSIGHT], at: '2026-03-02T05:00' })
    clock.advance(HOUR)
    // As an instance killed (kill -9) while it fired leaves it: taken, with its lease still running.
    await first.app.db
      .updateTable('schedules')
      .set({ state: 'firing', leaseUntil: clock().getTime() + 60_000 })
      .where('id', '=', set.id)
      .execute()
    await first.app.close()

    const second = await restarted(first, clock)
    if (second.config.db.dialect === 'postgres') {
      // Another instance may hold it: it waits for the lease.
      await lookForDueWork(second)
      expect((await listed(second, await signedInAgain(second, 'owner@example.com'))).items).toMatchObject([
        { id: set.id, state: 'firing' },
      ])
      clock.advance(61_000)
    }
    expect(await fired(second, set.id)).toMatchObject({ state: 'done' })
    expect((await pageText(second, '/insights/ai-in-business')).body).toContain('Published after a crash')
  })

  test('a newsletter issue is sent at its time', async () => {
    const clock = start()
    const t = await buildTestApp({ database, now: clock })
    const headers = await member(t)
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers,
      payload: {
        subject: 'March at Northstar',
        intro: 'What we learned this month.',
        entries: ['/insights/ai-in-business'],
        topics: ['insights'],
        inArchive: false,
      },
    })
    expect(created.statusCode, created.body).toBe(201)
    const campaign = created.json<Campaign>()
    const set = await schedule(t, headers, {
      action: 'send',
      campaignId: campaign.id,
      at: '2026-03-02T07:30',
    })
    expect(set).toMatchObject({ title: 'Newsletter: March at Northstar', url: null })

    // An editor may not send newsletters: nor set one for a time.
    const editor = await member(t, 'editor')
    const refused = await setSchedule(t, editor, {
      action: 'send',
      campaignId: campaign.id,
      at: '2026-03-02T08:00',
    })
    expect(refused.statusCode).toBe(403)
    expect((await listed(t, editor)).items).toEqual([])

    clock.advance(4 * HOUR)
    expect(await fired(t, set.id)).toMatchObject({ state: 'done' })
    const sent = await t.app.db
      .selectFrom('newsletterCampaigns')
      .select('status')
      .where('id', '=', campaign.id)
      .executeTakeFirstOrThrow()
    expect(sent.status).not.toBe('draft')
  })
})

describe('scheduled work on two instances', { ...full, timeout: 240_000 }, () => {
  test.skipIf(!databases.some((database) => database === 'postgres'))(
    'fires once whichever instance looks first, and is taken over when the instance that took it stops answering',
    async () => {
      const clock = start()
      const first = await buildTestApp({ database: 'postgres', now: clock, schedules: { leaseMs: 30_000 } })
      if (first.config.db.dialect !== 'postgres') throw new Error('two instances share PostgreSQL')
      const second = await buildTestApp({
        database: 'postgres',
        now: clock,
        schedules: { leaseMs: 30_000 },
        env: { DATABASE_URL: first.config.db.url },
      })
      const headers = await member(first)
      await draftTitled(first, headers, 'Once on two instances')
      const set = await schedule(first, headers, {
        action: 'publish',
        refs: [INSIGHT],
        at: '2026-03-02T05:00',
      })

      clock.advance(HOUR)
      first.app.schedules.kick()
      second.app.schedules.kick()
      expect(await fired(second, set.id)).toMatchObject({ state: 'done' })
      await first.app.content.settled()
      await lookForDueWork(first)
      expect(await audited(first, 'schedule-fired')).toHaveLength(1)
      expect(await audited(first, 'content-published')).toHaveLength(1)

      // An instance took the next one and stopped answering before it began: its lease runs out.
      const later = await signedInAgain(first, 'owner@example.com')
      await draftTitled(first, later, 'Taken over')
      const next = await schedule(first, later, {
        action: 'publish',
        refs: [INSIGHT],
        at: '2026-03-02T06:00',
      })
      clock.advance(HOUR)
      await first.app.db
        .updateTable('schedules')
        .set({ state: 'firing', leaseUntil: clock().getTime() + 10_000 })
        .where('id', '=', next.id)
        .execute()
      await lookForDueWork(second)
      const held = await first.app.db
        .selectFrom('schedules')
        .select('state')
        .where('id', '=', next.id)
        .executeTakeFirstOrThrow()
      expect(held.state).toBe('firing')
      clock.advance(11_000)
      expect(await fired(second, next.id)).toMatchObject({ state: 'done' })
      await eventually(async () =>
        expect((await pageText(first, '/insights/ai-in-business')).body).toContain('Taken over'),
      )
      expect(await audited(first, 'schedule-fired')).toHaveLength(2)
    },
  )
})
