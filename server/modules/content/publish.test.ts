// Publishing what the server renders or sends itself, beside the build: the job search and site search
// it answers queries with, and the firm's name in its mail, sign-in and API. Each publish builds the
// whole site (about twenty seconds): the full tier.
import { describe, expect, onTestFinished, test } from 'vitest'
import { edit, entry, member, pageText, publish, save } from '#tests/support/content-editor.ts'
import { startSmtpPeer } from '#tests/support/smtp-peer.ts'
import { buildTestApp, databases, eventually } from '#tests/support/test-app.ts'
import { full } from '#tests/support/tiers.ts'

const JOB = 'jobs/TECH-001.yaml'

/** The audit log's entries of `action`, newest first, with their details. */
async function audited(t: Awaited<ReturnType<typeof buildTestApp>>, action: string) {
  const rows = await t.app.db
    .selectFrom('auditLog')
    .select(['target', 'detail'])
    .where('action', '=', action)
    .orderBy('at', 'desc')
    .execute()
  return rows.map((row) => ({ target: row.target, detail: JSON.parse(row.detail ?? '{}') as object }))
}

describe.each(databases)('publishing on %s', (database) => {
  test(
    'a job, the search page and the job search’s words go live, and mail, sign-in and the API follow a renamed firm',
    { ...full, timeout: 480_000 },
    async () => {
      const smtp = await startSmtpPeer()
      onTestFinished(() => smtp.close())
      const t = await buildTestApp({ database, mailUrl: smtp.url })
      const headers = await member(t)

      // A job: its page, and the job search the server renders for a query, from the same release.
      const job = await edit(t, headers, JOB, (data) => ({ ...data, title: 'Principal Data Engineer' }))
      expect(job).toMatchObject({ state: 'live', error: null })
      expect((await pageText(t, '/careers/jobs/TECH-001')).body).toContain('Principal Data Engineer')
      expect((await pageText(t, '/careers/searchjobs?q=principal')).body).toContain('Principal Data Engineer')
      expect((await entry(t, headers, JOB)).published?.version).toBe(2)

      // The search page's copy, in the results the server renders.
      const search = await edit(t, headers, 'search.yaml', (data) => ({
        ...data,
        noMatch: 'Nothing on the site matches “{query}” yet.',
      }))
      expect(search).toMatchObject({ state: 'live' })
      expect((await pageText(t, '/search?q=zzyzx')).body).toContain(
        'Nothing on the site matches “zzyzx” yet.',
      )

      // The job search's words, in labels.yaml.
      const labels = await edit(t, headers, 'labels.yaml', (data) => ({
        ...data,
        jobSearch: { ...(data.jobSearch as object), noMatch: 'No opening fits that search.' },
      }))
      expect(labels).toMatchObject({ state: 'live' })
      expect((await pageText(t, '/careers/searchjobs?q=astronaut')).body).toContain(
        'No opening fits that search.',
      )

      // The firm renamed: its pages, and everything the server writes in its name, at once.
      const renamed = await edit(t, headers, 'site.yaml', (data) => ({
        ...data,
        name: 'Méridian Advisory Group',
        shortName: 'Méridian',
      }))
      expect(renamed).toMatchObject({ state: 'live' })
      expect((await pageText(t, '/')).body).toContain('Méridian')
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email: 'owner@example.com' },
      })
      expect(asked.statusCode).toBe(202)
      const [reset] = await eventually(() => {
        const mails = smtp.to('owner@example.com')
        expect(mails).toHaveLength(1)
        return mails
      })
      expect(reset!.subject).toBe('Reset your Méridian password')
      expect(reset!.from?.value).toEqual([{ name: 'Méridian Advisory Group', address: expect.any(String) }])
      expect(reset!.text).toContain('your Méridian Advisory Group website account')
      const setup = await t.app.inject({ method: 'POST', url: '/api/account/two-factor/setup', headers })
      expect(decodeURIComponent(setup.json().uri)).toContain('issuer=Méridian Advisory Group')
      expect((await t.app.inject({ url: '/api/openapi.json' })).json().info.title).toBe('Méridian site API')
      // The editor's hints name the firm as it is now.
      const firm = (await t.app.inject({ url: '/api/content/entry?ref=site.yaml', headers })).json()
      expect(JSON.stringify(firm.schema)).toContain('for the logo and short texts: “Méridian”')
      expect(JSON.stringify(firm.schema)).not.toContain('Northstar')
    },
  )

  test(
    'a publish that fails publishes nothing, says why in the editor’s words, is in the audit log, and the next one goes live',
    { ...full, timeout: 300_000 },
    async () => {
      const t = await buildTestApp({ database })
      const headers = await member(t)
      const before = (await pageText(t, '/careers/jobs/TECH-001')).body

      // Each field is right on its own; together with the job search's categories, the site cannot build.
      const failed = await edit(t, headers, JOB, (data) => ({
        ...data,
        title: 'Astronomer',
        department: 'Astronomy',
      }))
      expect(failed.state).toBe('failed')
      expect(failed.error).toContain('Nothing was published')
      expect(failed.error).toContain(
        'Astronomer (Jobs): Department: "Astronomy" is not one of the job search',
      )
      expect(failed.error).not.toMatch(/\/(tmp|work|home|root|data|releases)\/|\bat \w+ \(|node_modules/)

      // Nothing changed: the page, the published version, and the draft is kept to mend.
      expect((await pageText(t, '/careers/jobs/TECH-001')).body).toBe(before)
      const opened = await entry(t, headers, JOB)
      expect(opened.published?.version).toBe(1)
      expect(opened.draft?.revision).toBe(1)
      expect(opened.data).toMatchObject({ department: 'Astronomy' })
      const history = (await t.app.inject({ url: `/api/content/history?ref=${JOB}`, headers })).json()
      expect(history.versions).toHaveLength(1)
      expect(await audited(t, 'content-publish-failed')).toEqual([
        { target: JOB, detail: expect.objectContaining({ reason: failed.error }) },
      ])
      expect(await audited(t, 'content-published')).toEqual([])

      // The draft mended, the next publish goes live, and so does one of another file.
      const mended = await save(t, headers, {
        ref: JOB,
        data: { ...opened.data, department: 'Technology' },
        revision: 1,
        baseVersion: 1,
      })
      expect(mended.statusCode, mended.body).toBe(200)
      expect(await publish(t, headers, JOB, 2)).toMatchObject({ state: 'live', error: null })
      expect((await pageText(t, '/careers/jobs/TECH-001')).body).toContain('Astronomer')
      expect((await entry(t, headers, JOB)).published?.version).toBe(2)
      const insight = await edit(t, headers, 'insights/ai-in-business.yaml', (data) => ({
        ...data,
        hero: { ...(data.hero as object), title: 'AI in business, a year on' },
      }))
      expect(insight).toMatchObject({ state: 'live' })
      expect((await pageText(t, '/insights/ai-in-business')).body).toContain('AI in business, a year on')
      expect((await audited(t, 'content-published')).map(({ target }) => target)).toEqual([
        'insights/ai-in-business.yaml',
        JOB,
      ])
    },
  )

  test(
    'a draft asked to be published four times at once goes live once: one release, one version',
    { ...full, timeout: 300_000 },
    async () => {
      const t = await buildTestApp({ database })
      const headers = await member(t)
      const opened = await entry(t, headers, JOB)
      const saved = await save(t, headers, {
        ref: JOB,
        data: { ...opened.data, title: 'Published once' },
        revision: opened.draft?.revision ?? 0,
        baseVersion: opened.published?.version ?? 0,
      })
      expect(saved.statusCode, saved.body).toBe(200)
      const revision = (opened.draft?.revision ?? 0) + 1
      const releasesBefore = await t.app.db.selectFrom('contentReleases').select('id').execute()

      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          t.app.inject({
            method: 'POST',
            url: '/api/content/publish',
            headers,
            payload: { ref: JOB, revision },
          }),
        ),
      )
      await t.app.content.settled()
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409, 409, 409])
      expect(answers.find((answer) => answer.statusCode === 409)!.json().error).toBe(
        'It is being published already: it goes live in a moment.',
      )
      const releases = await t.app.db.selectFrom('contentReleases').select('id').execute()
      expect(releases.length - releasesBefore.length).toBe(1)
      const versions = await t.app.db
        .selectFrom('contentVersions')
        .select('version')
        .where('ref', '=', JOB)
        .where('version', '>', opened.published?.version ?? 0)
        .execute()
      expect(versions).toHaveLength(1)
      expect((await pageText(t, '/careers/jobs/TECH-001')).body).toContain('Published once')
    },
  )
})
