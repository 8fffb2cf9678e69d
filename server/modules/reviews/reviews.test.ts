// Review before publish: while the team asks for it, an editor's publish is a request; an owner or
// admin approves it (it goes live) or sends it back with a note, the editor is mailed either way,
// and each step is in the audit log. Approvals publish releases: the full tier.
import { describe, expect, onTestFinished, test } from 'vitest'
import type { Review, ReviewListResponse } from '#contract/reviews.ts'
import { REVIEW_FIRST } from '#contract/roles-constants.ts'
import { makePhoto } from '#tests/support/raster-fixture.ts'
import { entry, INSIGHT, member, pageText, save, type TestApp } from '#tests/support/content-editor.ts'
import { startSmtpPeer } from '#tests/support/smtp-peer.ts'
import { buildTestApp, databases, eventually } from '#tests/support/test-app.ts'
import { full } from '#tests/support/tiers.ts'

type Headers = Record<string, string>
const PAGE = '/insights/ai-in-business'
const LIVE_TITLE = 'AI in business: the practical uses that pay off first'

async function draftTitled(t: TestApp, headers: Headers, title: string) {
  const opened = await entry(t, headers, INSIGHT)
  const saved = await save(t, headers, {
    ref: INSIGHT,
    data: { ...opened.data, hero: { ...(opened.data.hero as object), title } },
    revision: opened.draft?.revision ?? 0,
    baseVersion: opened.published?.version ?? 0,
  })
  expect(saved.statusCode, saved.body).toBe(200)
  return (opened.draft?.revision ?? 0) + 1
}

const post = (t: TestApp, headers: Headers, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload })

async function ask(t: TestApp, headers: Headers, revision: number, message?: string) {
  const response = await post(t, headers, '/api/content/reviews', { ref: INSIGHT, revision, message })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ review: Review }>().review
}

async function reviews(t: TestApp, headers: Headers) {
  const response = await t.app.inject({ url: '/api/content/reviews', headers })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<ReviewListResponse>()
}

async function audited(t: TestApp) {
  const rows = await t.app.db
    .selectFrom('auditLog')
    .select(['action', 'actorEmail', 'detail'])
    .where('action', 'like', 'review-%')
    .orderBy('at')
    .execute()
  return rows.map((row) => ({ ...row, detail: JSON.parse(row.detail ?? '{}') as Record<string, unknown> }))
}

/** A site with an owner, an admin and an editor, the owner having turned review on. */
async function reviewingTeam(database: (typeof databases)[number]) {
  const smtp = await startSmtpPeer()
  onTestFinished(() => smtp.close())
  const t = await buildTestApp({ database, mailUrl: smtp.url })
  const owner = await member(t, 'owner')
  const admin = await member(t, 'admin')
  const editor = await member(t, 'editor')
  expect((await t.app.inject({ url: '/api/team', headers: owner })).json().requireReview).toBe(false)
  expect((await post(t, editor, '/api/team/review/require')).statusCode).toBe(403)
  expect((await post(t, owner, '/api/team/review/require')).statusCode).toBe(200)
  expect((await t.app.inject({ url: '/api/team', headers: owner })).json().requireReview).toBe(true)
  return { t, smtp, owner, admin, editor }
}

describe.each(databases)('review before publish on %s', { ...full, timeout: 240_000 }, (database) => {
  test('an editor’s publish changes nothing live until an admin approves it; each step is mailed and audited', async () => {
    const { t, smtp, admin, editor } = await reviewingTeam(database)
    const revision = await draftTitled(t, editor, 'Reviewed before it goes live')

    // Every way an editor could change the live site asks for review instead.
    for (const [url, payload] of [
      ['/api/content/publish', { ref: INSIGHT, revision }],
      [
        '/api/content/publish-together',
        {
          drafts: [
            { ref: INSIGHT, revision },
            { ref: 'insights/sustainability.yaml', revision: 1 },
          ],
        },
      ],
      ['/api/content/restore', { ref: INSIGHT, version: 1 }],
      ['/api/schedules', { action: 'publish', refs: [INSIGHT], at: '2030-01-04T18:00' }],
    ] as const) {
      const refused = await post(t, editor, url, payload)
      expect(refused.statusCode, url).toBe(403)
      expect(refused.json().error).toBe(REVIEW_FIRST)
    }

    const asked = await ask(t, editor, revision, 'For Monday’s announcement.')
    expect(asked).toMatchObject({ state: 'waiting', askedByEmail: 'editor@example.com' })
    expect((await pageText(t, PAGE)).body).toContain(LIVE_TITLE)
    // The owners and admins are asked by mail, with the editor's words.
    for (const reviewer of ['owner@example.com', 'admin@example.com']) {
      const [mail] = await eventually(() => {
        const mails = smtp.to(reviewer)
        expect(mails).toHaveLength(1)
        return mails
      })
      expect(mail!.subject).toBe('To review: “Reviewed before it goes live”')
      expect(mail!.text).toContain('They wrote: For Monday’s announcement.')
      expect(mail!.text).toContain(`/superadmin/content/edit?ref=${encodeURIComponent(INSIGHT)}`)
    }

    // The reviewer sees what waits, with what it changes from the live version.
    const [waiting] = (await reviews(t, admin)).items
    expect(waiting).toMatchObject({ id: asked.id, state: 'waiting', revision })
    expect(waiting!.changes).toContainEqual({
      path: 'hero.title',
      before: LIVE_TITLE,
      after: 'Reviewed before it goes live',
    })

    // Only an owner or admin decides.
    const byEditor = await post(t, editor, `/api/content/reviews/${asked.id}/approve`, { revision })
    expect(byEditor.statusCode).toBe(403)
    const approved = await post(t, admin, `/api/content/reviews/${asked.id}/approve`, { revision })
    expect(approved.statusCode, approved.body).toBe(202)
    await t.app.content.settled()
    await t.app.reviews.settled()
    expect((await pageText(t, PAGE)).body).toContain('Reviewed before it goes live')
    // Both are credited: the editor who wrote it, the admin who approved and published it.
    const opened = await entry(t, editor, INSIGHT)
    expect(opened.draft).toBeNull()
    expect(opened.published).toMatchObject({
      authorEmail: 'admin@example.com',
      writtenByEmail: 'editor@example.com',
    })
    const list = await t.app.inject({ url: '/api/content', headers: editor })
    expect(list.json().release).toMatchObject({
      authorEmail: 'admin@example.com',
      writtenByEmail: 'editor@example.com',
    })
    const history = await t.app.inject({
      url: `/api/content/history?ref=${encodeURIComponent(INSIGHT)}`,
      headers: editor,
    })
    expect(history.json().versions[0]).toMatchObject({
      authorEmail: 'admin@example.com',
      writtenByEmail: 'editor@example.com',
    })
    const [decided] = (await reviews(t, editor)).items
    expect(decided).toMatchObject({ state: 'approved', decidedByEmail: 'admin@example.com' })
    const again = await post(t, admin, `/api/content/reviews/${asked.id}/approve`, { revision })
    expect(again.statusCode).toBe(409)

    const [live] = await eventually(() => {
      const mails = smtp.to('editor@example.com')
      expect(mails).toHaveLength(1)
      return mails
    })
    expect(live!.subject).toBe('Live: “Reviewed before it goes live”')
    expect(live!.text).toContain('admin@example.com approved it')

    const steps = await audited(t)
    expect(steps.map(({ action, actorEmail }) => [action, actorEmail])).toEqual([
      ['review-required', 'owner@example.com'],
      ['review-asked', 'editor@example.com'],
      ['review-approved', 'admin@example.com'],
    ])
    const published = await t.app.db
      .selectFrom('auditLog')
      .select('actorEmail')
      .where('action', '=', 'content-published')
      .execute()
    expect(published).toEqual([{ actorEmail: 'admin@example.com' }])
  })

  test('a change sent back stays a draft with the note, and a newer draft is not approved unseen', async () => {
    const { t, smtp, owner, admin, editor } = await reviewingTeam(database)
    const first = await draftTitled(t, editor, 'A first try')
    const asked = await ask(t, editor, first)
    // Changed after asking: the reviewer approves what they saw, not what came after.
    const second = await draftTitled(t, editor, 'A second try')
    const unseen = await post(t, admin, `/api/content/reviews/${asked.id}/approve`, { revision: first })
    expect(unseen.statusCode).toBe(409)
    expect((await reviews(t, admin)).items[0]).toMatchObject({ state: 'waiting', revision: second })

    const noNote = await post(t, admin, `/api/content/reviews/${asked.id}/return`, { note: '  ' })
    expect(noNote.statusCode).toBe(400)
    expect(noNote.json().fields.note).toBe('Say what should change, so the editor knows what to do.')
    const returned = await post(t, admin, `/api/content/reviews/${asked.id}/return`, {
      note: 'Name the source of the figures in the second paragraph.',
    })
    expect(returned.statusCode, returned.body).toBe(200)

    expect((await pageText(t, PAGE)).body).toContain(LIVE_TITLE)
    expect((await entry(t, editor, INSIGHT)).draft?.revision).toBe(second)
    expect((await reviews(t, editor)).items[0]).toMatchObject({
      state: 'returned',
      note: 'Name the source of the figures in the second paragraph.',
      decidedByEmail: 'admin@example.com',
    })
    const [mail] = await eventually(() => {
      const mails = smtp.to('editor@example.com')
      expect(mails).toHaveLength(1)
      return mails
    })
    expect(mail!.subject).toBe('Sent back: “A second try”')
    expect(mail!.text).toContain('Name the source of the figures in the second paragraph.')
    expect((await audited(t)).at(-1)).toMatchObject({
      action: 'review-returned',
      detail: { note: 'Name the source of the figures in the second paragraph.' },
    })

    // Asked again, then the draft discarded: nothing is left to decide.
    const again = await ask(t, editor, second)
    expect(again.id).not.toBe(asked.id)
    expect(
      (await post(t, editor, '/api/content/discard', { ref: INSIGHT, revision: second })).statusCode,
    ).toBe(200)
    expect((await reviews(t, admin)).items.find(({ id }) => id === again.id)?.state).toBe('withdrawn')

    // Review off: the editor publishes again.
    expect((await post(t, owner, '/api/team/review/make-optional')).statusCode).toBe(200)
    const third = await draftTitled(t, editor, 'Published by its editor')
    const published = await post(t, editor, '/api/content/publish', { ref: INSIGHT, revision: third })
    expect(published.statusCode, published.body).toBe(202)
    await t.app.content.settled()
    expect((await pageText(t, PAGE)).body).toContain('Published by its editor')
  })

  test('while the team reviews, an editor reaches the site by no other path: together, restore, move, delete, schedule, replace', async () => {
    const { t, owner, editor } = await reviewingTeam(database)
    // A photograph on the live page, for the editor to try to replace.
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/content/images?${new URLSearchParams({ name: 'harbour.jpg', alt: 'A harbour at dawn' })}`,
      headers: { ...owner, 'content-type': 'image/jpeg' },
      payload: await makePhoto(1200, 800),
    })
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    const photo = uploaded.json<{ src: string; width: number; height: number }>()
    const photoName = photo.src.split('/').at(-1)!
    const opened = await entry(t, owner, INSIGHT)
    const hero = {
      ...(opened.data.hero as object),
      image: { src: photo.src, alt: 'A harbour', width: photo.width, height: photo.height },
    }
    const withPhoto = await save(t, owner, {
      ref: INSIGHT,
      data: { ...opened.data, hero },
      revision: opened.draft?.revision ?? 0,
      baseVersion: opened.published?.version ?? 0,
    })
    expect(withPhoto.statusCode, withPhoto.body).toBe(200)
    const published = await post(t, owner, '/api/content/publish', { ref: INSIGHT, revision: 1 })
    expect(published.statusCode, published.body).toBe(202)
    await t.app.content.settled()
    const live = (await pageText(t, PAGE)).body
    const releases = async () => (await t.app.db.selectFrom('contentReleases').select('id').execute()).length
    const before = await releases()

    const revision = await draftTitled(t, editor, 'Not reviewed')
    const other = 'insights/sustainability.yaml'
    const opened2 = await entry(t, editor, other)
    await save(t, editor, {
      ref: other,
      data: opened2.data,
      revision: 0,
      baseVersion: opened2.published?.version ?? 0,
    })
    const attempts = {
      publish: post(t, editor, '/api/content/publish', { ref: INSIGHT, revision }),
      together: post(t, editor, '/api/content/publish-together', {
        drafts: [
          { ref: INSIGHT, revision },
          { ref: other, revision: 1 },
        ],
      }),
      restore: post(t, editor, '/api/content/restore', { ref: INSIGHT, version: 1 }),
      move: post(t, editor, '/api/content/rename', { ref: INSIGHT, key: 'moved-away' }),
      delete: post(t, editor, '/api/content/delete', { ref: INSIGHT, redirectTo: '/insights' }),
      'schedule a publish': post(t, editor, '/api/schedules', {
        action: 'publish',
        refs: [INSIGHT],
        at: '2099-01-01T09:00',
      }),
      'schedule a take-down': post(t, editor, '/api/schedules', {
        action: 'unpublish',
        ref: INSIGHT,
        at: '2099-01-01T09:00',
      }),
      replace: t.app.inject({
        method: 'POST',
        url: `/api/content/library/${photoName}/replace`,
        headers: { ...editor, 'content-type': 'image/jpeg' },
        payload: await makePhoto(1000, 800),
      }),
    }
    for (const [path, answer] of Object.entries(attempts)) {
      const response = await answer
      expect(response.statusCode, `${path}: ${response.body}`).toBe(403)
      expect(response.json().error, path).toBe(REVIEW_FIRST)
    }
    await t.app.content.settled()
    expect(await releases()).toBe(before)
    expect(await t.app.db.selectFrom('schedules').selectAll().execute()).toEqual([])
    expect((await pageText(t, PAGE)).body).toBe(live)
    expect((await entry(t, editor, INSIGHT)).draft?.revision).toBe(revision)
  })
})
