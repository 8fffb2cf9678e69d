// The tests that publish or preview build the whole site (about twenty seconds each): the full tier.
import { cpSync, readdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { PREVIEW_COOKIE } from '#contract/admin-constants.ts'
import { IDENTITY_OWNERS_ONLY } from '#contract/roles-constants.ts'
import { entry, INSIGHT, member, pageText, publish, save } from '#tests/support/content-editor.ts'
import { buildTestApp, databases, eventually, testDir } from '#tests/support/test-app.ts'
import { full } from '#tests/support/tiers.ts'
import { createContentRepository } from './content.repository.ts'
import { preparePhoto } from '#writer/art-images.ts'
import { foldersOf } from '#writer/file-list.ts'
import { makePhoto } from '#tests/support/raster-fixture.ts'

/** A grey PNG of `width` × `height` pixels, all zero: a few hundred kilobytes however big. */
function pngOfSize(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 0, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc((width + 1) * height))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const contentApp = (database: (typeof databases)[number]) => buildTestApp({ database })

/**
 * For a test whose publish renders every page (a menu) or many (a sector's list): 8 s quiet, three
 * times that beside two busy cores (`npm run test:busy`), past the 20 s a test is given.
 */
const publishesWidely = { timeout: 90_000 }

describe.each(databases)('the content editor on %s', (database) => {
  test('an entry opens with its fields and the form schema made from the build’s zod schema', async () => {
    const t = await contentApp(database)
    const headers = await member(t)
    const list = (await t.app.inject({ url: '/api/content', headers })).json()
    const insights = list.groups.find((group: { id: string }) => group.id === 'insights')
    expect(insights.items.map((item: { ref: string }) => item.ref)).toContain(INSIGHT)
    const opened = await entry(t, headers)
    expect(opened.data.hero).toMatchObject({ title: 'AI in business: the practical uses that pay off first' })
    expect(opened.schema).toMatchObject({
      properties: { seo: { properties: { description: { maxLength: 170, minLength: 50 } } } },
    })
    // The slug is the file's name, not a field of the form.
    expect(Object.keys(opened.schema.properties as object)).not.toContain('slug')
    expect(opened.published?.version).toBe(1)
    // Listed as live, with no draft.
    expect(insights.items.find((item: { ref: string }) => item.ref === INSIGHT)).toMatchObject({
      status: 'published',
      live: true,
    })
    // The firm's identity: its hints name the firm as it is now, and the facts the texts' tokens stand for.
    const firm = await entry(t, headers, 'site.yaml')
    const hints = JSON.stringify(firm.schema)
    expect(hints).toContain('for the logo and short texts: “Northstar”')
    expect(hints).toContain('/careers/life-at-northstar')
    expect(hints).not.toMatch(/\{(shortName|slug)\}/)
    expect(firm.site.facts).toMatchObject({ shortName: 'Northstar', slug: 'northstar' })
  })

  test('a draft saved before texts were formatted opens with its paragraphs as one text, nothing keeping it from being published', async () => {
    const t = await contentApp(database)
    const headers = await member(t)
    const opened = await entry(t, headers)
    const data = structuredClone(opened.data) as { sections: { kind: string; paragraphs?: unknown }[] }
    const prose = data.sections.findIndex((section) => section.kind === 'prose')
    // A paragraph list, as drafts and versions were stored before, a line that reads as a list among them.
    data.sections[prose]!.paragraphs = ['Budgets tighten.', '1. Plan ahead, and keep **options**.']
    const saved = await save(t, headers, {
      ref: INSIGHT,
      data,
      revision: 0,
      baseVersion: opened.published!.version,
    })
    expect([saved.statusCode, saved.json().problems]).toEqual([200, {}])
    const reopened = await entry(t, headers)
    const sections = (reopened.data as typeof data).sections
    expect(sections[prose]!.paragraphs).toBe('Budgets tighten.\n\n1\\. Plan ahead, and keep **options**.')
  })

  test('an unfinished draft is kept, with what blocks its publishing in the words of each field; publishing it is refused', async () => {
    const t = await contentApp(database)
    const headers = await member(t)
    /** Saves `data` as the draft of `ref`, over the draft there is: what keeps it from being published. */
    const problemsOf = async (data: Record<string, unknown>, ref = INSIGHT) => {
      const opened = await entry(t, headers, ref)
      const saved = await save(t, headers, {
        ref,
        data,
        revision: opened.draft?.revision ?? 0,
        baseVersion: opened.published?.version ?? 0,
      })
      expect(saved.statusCode, saved.body).toBe(200)
      return saved.json().problems as Record<string, string>
    }
    const opened = await entry(t, headers)
    const data = structuredClone(opened.data) as {
      hero: Record<string, unknown>
      seo: { description: string }
    }
    delete data.hero.title
    data.seo.description = 'x'.repeat(171)
    const unfinished = {
      'hero.title': 'Hero needs a title.',
      'seo.description':
        'Search and sharing › Description is too long: at most 170 characters, and it has 171. Shorten it.',
    }
    expect(await problemsOf(data)).toEqual(unfinished)
    // Kept as typed, and told again when it is opened; publishing it is refused with the same words.
    const kept = await entry(t, headers)
    expect([kept.data, kept.draft?.problems]).toEqual([data, unfinished])
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/content/publish',
      headers,
      payload: { ref: INSIGHT, revision: kept.draft!.revision },
    })
    expect([refused.statusCode, refused.json().fields]).toEqual([400, unfinished])
    expect((await entry(t, headers)).published?.version).toBe(1)
    expect(await problemsOf({ ...opened.data, titel: 'x' })).toEqual({
      titel: 'Titel: Not a field here (misspelt?).',
    })
    // A Markdown body holds Markdown: HTML in it would reach every visitor as it is.
    const article = await entry(t, headers, 'articles/data/analytics.md')
    const withScript = {
      ...article.data,
      body: `${article.data.body as string}\n\n<script>alert(1)</script>`,
    }
    expect(await problemsOf(withScript, 'articles/data/analytics.md')).toEqual({
      body: 'Body: HTML such as "<script>alert(1)</script>" cannot go in a text: use the editor\'s buttons for bold, italic and links.',
    })
    // Nor HTML left unclosed (a refresh to another site), nor a link or image to another kind of
    // address; a link to a page of the site, or to an https: one, is Markdown.
    const bodyProblem = async (added: string) =>
      (
        await problemsOf(
          { ...article.data, body: `${article.data.body as string}\n\n${added}` },
          'articles/data/analytics.md',
        )
      ).body ?? 'none'
    expect(await bodyProblem('<meta http-equiv=refresh content="0;url=//elsewhere.example"')).toContain(
      'Body: HTML such as "<meta http-equiv=refresh',
    )
    expect(await bodyProblem('Read [this](javascript:alert(1)).')).toContain(
      "cannot be a link's address: a link may lead to a page of this site",
    )
    expect(await bodyProblem('Read [this](//elsewhere.example/page).')).toContain(
      '"//elsewhere.example/page"',
    )
    expect(await bodyProblem('![A chart](http://elsewhere.example/chart.png)')).toContain(
      '"http://elsewhere.example/chart.png"',
    )
    expect(
      await bodyProblem('Read [our services](/services) and [a study](https://example.org/study).'),
    ).toBe('none')
    // A site path is one: not another host ("//", "/\\"), not a broken %-escape, no control characters.
    for (const href of ['//elsewhere.example/x', '/\\elsewhere.example', '/%']) {
      const elsewhere = {
        ...opened.data,
        hero: { ...(opened.data.hero as object), cta: { label: 'Read on', href } },
      }
      expect([href, await problemsOf(elsewhere)]).toEqual([
        href,
        { 'hero.cta.href': expect.stringContaining('must be a site path') },
      ])
    }
    const redirects = await entry(t, headers, 'redirects.yaml')
    expect(
      await problemsOf({ ...redirects.data, '/leave-now': '//elsewhere.example/' }, 'redirects.yaml'),
    ).toEqual({ '/leave-now': expect.stringContaining('must be a site path') })
    const withNul = {
      ...opened.data,
      hero: { ...(opened.data.hero as object), title: 'A title\u0000 with a NUL' },
    }
    expect(await problemsOf(withNul)).toEqual({
      'hero.title': 'Hero › Title: Remove the invisible control characters.',
    })
    // A link must lead somewhere on the site.
    const nowhere = {
      ...opened.data,
      hero: { ...(opened.data.hero as object), cta: { label: 'Read on', href: '/insights/no-such-insight' } },
    }
    expect(await problemsOf(nowhere)).toEqual({
      'hero.cta.href':
        'Hero › Button › Link: No page of the site has this address: /insights/no-such-insight.',
    })
    const newPlace = await entry(t, headers, 'insights/none.yaml')
    expect(newPlace).toMatchObject({ data: null, published: null, draft: null })
    const noSuchPlace = await t.app.inject({ url: '/api/content/entry?ref=nowhere%2Fnone.yaml', headers })
    expect(noSuchPlace.statusCode).toBe(404)
  })

  test('an invisible character that turns text around or hides in it is refused, field by field, in words', async () => {
    const t = await contentApp(database)
    const headers = await member(t)
    const opened = await entry(t, headers)
    const data = structuredClone(opened.data) as {
      hero: Record<string, unknown>
      sections: { kind: string; paragraphs?: string }[]
    }
    // A title that reads "…gpj.exe" backwards, a zero-width space in a formatted text.
    data.hero.title = 'Invoice \u202Egpj.exe'
    const prose = data.sections.findIndex((section) => section.kind === 'prose')
    data.sections[prose]!.paragraphs = 'Budgets\u200B tighten.'
    const saved = await save(t, headers, {
      ref: INSIGHT,
      data,
      revision: opened.draft?.revision ?? 0,
      baseVersion: opened.published?.version ?? 0,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const refused = {
      'hero.title': 'Hero › Title holds an invisible character (U+202E, right-to-left override): delete it.',
      [`sections.${prose}.paragraphs`]: `Section ${prose + 1} › Paragraphs holds an invisible character (U+200B, zero-width space): delete it.`,
    }
    expect(saved.json().problems).toEqual(refused)
    const publishing = await t.app.inject({
      method: 'POST',
      url: '/api/content/publish',
      headers,
      payload: { ref: INSIGHT, revision: (opened.draft?.revision ?? 0) + 1 },
    })
    expect([publishing.statusCode, publishing.json().fields]).toEqual([400, refused])
    expect((await entry(t, headers)).published?.version).toBe(1)
    // The joiners some scripts need, and the marks of right-to-left text, are text.
    data.hero.title = 'می\u200Cخواهم \u200Fشركة\u200E'
    data.sections[prose]!.paragraphs = 'Budgets tighten.'
    const mended = await save(t, headers, {
      ref: INSIGHT,
      data,
      revision: (opened.draft?.revision ?? 0) + 1,
      baseVersion: opened.published?.version ?? 0,
    })
    expect([mended.statusCode, mended.json().problems]).toEqual([200, {}])
  })

  test('a site of thousands of files is read in at once: more values than one statement holds', async () => {
    const t = await contentApp(database)
    const repo = createContentRepository(t.app.db)
    const rows = Array.from({ length: 12_000 }, (_, i) => ({
      ref: `insights/generated-${i}.yaml`,
      version: 1,
      data: JSON.stringify({ title: `Insight ${i}` }),
      fileHash: `hash-${i}`,
      author: null,
      writtenBy: null,
      releaseId: 0,
      at: new Date().toISOString(),
    }))
    await repo.transaction((tx) => tx.addVersions(rows))
    const stored = (await repo.latestVersions()).filter(({ ref }) => ref.startsWith('insights/generated-'))
    expect(stored).toHaveLength(12_000)
  })

  test('a stale save is refused with what changed, and the first person’s text stays', async () => {
    const t = await contentApp(database)
    const first = await member(t, 'owner')
    const second = await member(t, 'editor')
    const opened = await entry(t, first)
    const edit = (title: string) => ({ ...opened.data, hero: { ...(opened.data.hero as object), title } })
    const saved = await save(t, first, {
      ref: INSIGHT,
      data: edit('First person’s title'),
      revision: 0,
      baseVersion: 1,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    // The second person opened the entry before the first saved: their copy names no draft.
    const stale = await save(t, second, {
      ref: INSIGHT,
      data: edit('Second person’s title'),
      revision: 0,
      baseVersion: 1,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().error).toContain('owner@example.com saved this entry since you opened it')
    expect(stale.json().changes).toEqual([
      {
        path: 'hero.title',
        before: 'AI in business: the practical uses that pay off first',
        after: 'First person’s title',
      },
    ])
    const now = await entry(t, first)
    expect(now.data.hero).toMatchObject({ title: 'First person’s title' })
    expect(now.draft?.revision).toBe(1)
  })

  test('an entry other pages use is not deleted as it is: the refusal names each place, with its link and what lets it go', async () => {
    const t = await contentApp(database)
    const headers = await member(t)
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/content/delete',
      headers,
      payload: { ref: INSIGHT },
    })
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'in_use'])
    const uses = refused.json().uses as { name: string; editUrl: string; where: string; fix: string }[]
    // The sector page features it in a list; the others link to it in their texts and fields.
    expect(uses).toContainEqual({
      name: 'Technology',
      editUrl: '/superadmin/content/edit?ref=industries%2Ftechnology.yaml',
      where: 'Insights › Item 1',
      fix: 'take-out',
    })
    expect(uses).toContainEqual({
      name: 'Cybersecurity trends every leadership team should plan for in 2025',
      editUrl: '/superadmin/content/edit?ref=insights%2Fcybersecurity-trends.yaml',
      where: 'Related › Item 2 › Link',
      fix: 'redirect',
    })
    expect(uses.filter((use) => use.fix === 'redirect').length).toBeGreaterThanOrEqual(4)
    // Nothing of a file's path, a field's key or the server.
    const words = uses.map((use) => `${use.name} ${use.where}`).join('\n')
    expect(words).not.toMatch(/\.(yaml|md)|content\/|\.\d|^\d{4}-/m)
    expect(refused.json().error).toMatch(
      /^Other places use \/insights\/ai-in-business: “Technology” \(Insights › Item 1\), .* To let it go, take it out of the menus and lists as it goes; change those links, or name a page its address should lead to\.$/,
    )
    const nowhere = await t.app.inject({
      method: 'POST',
      url: '/api/content/delete',
      headers,
      payload: { ref: INSIGHT, redirectTo: '/no-such-page' },
    })
    expect([nowhere.statusCode, nowhere.json().fields]).toEqual([400, { redirectTo: expect.any(String) }])
    const single = await t.app.inject({
      method: 'POST',
      url: '/api/content/delete',
      headers,
      payload: { ref: 'home.yaml' },
    })
    expect(single.statusCode).toBe(409)
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/content/rename',
      headers,
      payload: { ref: INSIGHT, key: 'smart-logistics' },
    })
    expect([taken.statusCode, taken.json().error]).toEqual([
      409,
      'Another entry has this address already: choose another.',
    ])
    const badKey = await t.app.inject({
      method: 'POST',
      url: '/api/content/rename',
      headers,
      payload: { ref: INSIGHT, key: 'Not An Address' },
    })
    expect([badKey.statusCode, Object.keys(badKey.json().fields)]).toEqual([400, ['key']])
    expect((await entry(t, headers)).published?.version).toBe(1)
  })

  test(
    'a page in a menu is taken down only with the menu: the refusal names the menu, and the publish takes it out',
    publishesWidely,
    async () => {
      const t = await contentApp(database)
      const headers = await member(t)
      // Moved first: the menu still leads to it by its old address, which redirects.
      const moved = await t.app.inject({
        method: 'POST',
        url: '/api/content/rename',
        headers,
        payload: { ref: 'landing-pages/ai-readiness.yaml', key: 'ai-review' },
      })
      expect(moved.statusCode, moved.body).toBe(202)
      await t.app.content.settled()
      const remove = (takeOut?: boolean) =>
        t.app.inject({
          method: 'POST',
          url: '/api/content/delete',
          headers,
          payload: { ref: 'landing-pages/ai-review.yaml', ...(takeOut ? { takeOut } : {}) },
        })
      const refused = await remove()
      expect([refused.statusCode, refused.json().code, refused.json().uses]).toEqual([
        409,
        'in_use',
        [
          {
            name: 'The header menu',
            editUrl: '/superadmin/content/edit?ref=navigation.yaml',
            where: 'under “Insight”',
            fix: 'take-out',
          },
        ],
      ])
      expect(refused.json().error).toBe(
        'Other places use /ai-review: “The header menu” (under “Insight”). To let it go, take it out of the menus and lists as it goes.',
      )
      expect((await t.app.inject({ url: '/ai-review' })).statusCode).toBe(200)

      const taken = await remove(true)
      expect(taken.statusCode, taken.body).toBe(202)
      await t.app.content.settled()
      // Gone, and its old address with it: no redirect leads nowhere.
      for (const gone of ['/ai-review', '/ai-readiness'])
        expect((await t.app.inject({ url: gone })).statusCode, gone).toBe(404)
      const home = (await pageText(t, '/')).body
      expect(home).not.toContain('href="/ai-readiness"')
      // The rest of the column stays, in its order.
      expect(home).toContain('href="/insights/data-analytics"')
      const menus = await entry(t, headers, 'navigation.yaml')
      const insight = (menus.data as { menu: { heading: string; links: { href: string }[] }[] }).menu.find(
        (column) => column.heading === 'Insight',
      )!
      expect(insight.links.map((link) => link.href)).toEqual([
        '/insights/digital-transformation',
        '/insights/economic-trends',
        '/insights/sustainability',
        '/insights/leadership-innovation',
        '/insights/data-analytics',
      ])
    },
  )

  test(
    'an insight a sector page features goes only out of its list, or to another insight; a story the home page holds only by a change of it',
    publishesWidely,
    async () => {
      const t = await contentApp(database)
      const headers = await member(t)
      const remove = (payload: object) =>
        t.app.inject({ method: 'POST', url: '/api/content/delete', headers, payload })
      const featured = { ref: 'insights/smart-cities-future.yaml', redirectTo: '/insights' }
      // Forwarded to a page that is no insight, the sector's list could not show it.
      const refused = await remove(featured)
      expect([refused.statusCode, refused.json().uses]).toEqual([
        409,
        [
          {
            name: 'Engineering, Building & Construction',
            editUrl: '/superadmin/content/edit?ref=industries%2Fengineering-building-construction.yaml',
            where: 'Insights › Item 2',
            fix: 'take-out',
          },
        ],
      ])
      const taken = await remove({ ...featured, takeOut: true })
      expect(taken.statusCode, taken.body).toBe(202)
      await t.app.content.settled()
      const sector = (await pageText(t, '/industries/engineering-building-construction')).body
      expect(sector).toContain('href="/insights/sustainable-construction"')
      expect(sector).not.toContain('href="/insights/smart-cities-future"')
      const gone = await t.app.inject({ url: '/insights/smart-cities-future' })
      expect([gone.statusCode, gone.headers.location]).toEqual([301, '/insights'])
      const sectorFields = (await entry(t, headers, 'industries/engineering-building-construction.yaml'))
        .data as { insights: { items: string[] } }
      expect(sectorFields.insights.items).toEqual(['/insights/sustainable-construction'])
      // The audit log names the pages, not their files, and leaves out the release's number.
      const audit = (await t.app.inject({ url: '/api/audit?action=content-published', headers })).json()
      expect(audit.items[0]).toMatchObject({
        target: '“Smart cities after the pilot: what it takes to scale”',
        detail: {
          deleted: true,
          redirectTo: '/insights',
          takenOutOf: ['“Engineering, Building & Construction”'],
        },
      })

      // The home page's one news story: no list to take it out of.
      const story = await remove({ ref: 'articles/news/insight.md', redirectTo: '/articles', takeOut: true })
      expect([story.statusCode, story.json().uses]).toEqual([
        409,
        [
          {
            name: 'Home page',
            editUrl: '/superadmin/content/edit?ref=home.yaml',
            where: 'News › Story',
            fix: 'edit',
          },
        ],
      ])
      expect(story.json().error).toMatch(/To let it go, choose another entry in those places first\.$/)
    },
  )

  test('a photograph is kept upright and without its metadata; anything else is refused with a reason', async () => {
    const t = await contentApp(database)
    const headers = await member(t)
    const upload = (body: Buffer, type: string, name = 'Team at work.JPG', alt = 'The team at work') =>
      t.app.inject({
        method: 'POST',
        url: `/api/content/images?${new URLSearchParams({ name, alt })}`,
        headers: { ...headers, 'content-type': type },
        payload: body,
      })
    const camera = await sharp(await makePhoto(1600, 1200))
      .withExif({ IFD0: { Copyright: 'A photographer', Make: 'A camera' } })
      .jpeg()
      .toBuffer()
    const uploaded = await upload(camera, 'image/jpeg')
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    expect(uploaded.json()).toEqual({
      src: expect.stringMatching(/^\/images\/uploads\/team-at-work-[0-9a-f]{10}\.jpg$/),
      width: 1600,
      height: 1200,
      alt: 'The team at work',
      decorative: false,
    })
    const name = uploaded.json().src.split('/').at(-1)
    // What it shows is asked once, at upload, unless it is decorative.
    const undescribed = await upload(camera, 'image/jpeg', 'other.jpg', '  ')
    expect([undescribed.statusCode, undescribed.json().fields]).toEqual([
      400,
      { alt: 'Say what the photograph shows, for those who cannot see it, or mark it decorative.' },
    ])
    const kept = await t.app.db
      .selectFrom('contentImages')
      .selectAll()
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
    expect((await sharp(kept.data).metadata()).exif).toBeUndefined()
    const thumbnail = await t.app.inject({ url: `/api/content/images/${name}`, headers })
    expect([thumbnail.statusCode, thumbnail.headers['content-type']]).toEqual([200, 'image/webp'])
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(480)

    const text = await upload(Buffer.from('just some words, not a picture'), 'image/png')
    expect([text.statusCode, text.json().fields]).toEqual([
      400,
      { file: 'This file is not a photograph: upload a JPEG, PNG, WebP or AVIF image.' },
    ])
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    )
    const disguised = await upload(svg, 'image/png')
    expect([disguised.statusCode, disguised.json().fields.file]).toEqual([
      400,
      'SVG files are not accepted: they can carry script. Export it as a PNG, and upload that.',
    ])
    expect((await upload(svg, 'image/svg+xml')).statusCode).toBe(415)
    // A small file of a huge picture (0.1 MB for 10,000 × 10,000 pixels) is refused before decoding.
    const huge = await upload(pngOfSize(10_000, 10_000), 'image/png')
    expect([huge.statusCode, huge.json().fields.file]).toEqual([
      400,
      'This picture is 10000 × 10000 pixels: upload one of at most 50 megapixels (a camera’s full size is fine).',
    ])
    expect((await upload(Buffer.alloc(50 * 1024 * 1024), 'image/jpeg')).statusCode).toBe(413)
    expect(await t.app.db.selectFrom('contentImages').select('name').execute()).toEqual([{ name }])
  })

  test('a photograph larger than the pages can use is kept at 4800 pixels on its longest side', async () => {
    const t = await contentApp(database)
    const headers = await member(t)
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/content/images?${new URLSearchParams({ name: 'Panorama.jpg', alt: 'The bay from the hill' })}`,
      headers: { ...headers, 'content-type': 'image/jpeg' },
      payload: await makePhoto(600, 7200),
    })
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    expect(uploaded.json()).toMatchObject({ width: 400, height: 4800 })
    const kept = await t.app.db
      .selectFrom('contentImages')
      .select(['data', 'width', 'height'])
      .executeTakeFirstOrThrow()
    const stored = await sharp(kept.data).metadata()
    expect([kept.width, kept.height, stored.width, stored.height]).toEqual([400, 4800, 400, 4800])
  })

  test(
    'a photograph uploaded has every file a page showing it names made before a preview asks',
    full,
    async () => {
      const t = await contentApp(database)
      const headers = await member(t)
      const uploaded = await t.app.inject({
        method: 'POST',
        url: `/api/content/images?${new URLSearchParams({ name: 'Harbour.jpg', alt: 'Cranes over a harbour' })}`,
        headers: { ...headers, 'content-type': 'image/jpeg' },
        payload: await makePhoto(1300, 900),
      })
      expect(uploaded.statusCode, uploaded.body).toBe(201)
      await t.app.content.settled()
      const kept = await t.app.db
        .selectFrom('contentImages')
        .select(['data', 'width'])
        .executeTakeFirstOrThrow()
      // Nothing is left to make: each AVIF and WebP width and the social card are in the cache.
      expect(await preparePhoto(kept.data, kept.width)).toBe(0)
    },
  )

  test('every content file, saved as it is, is accepted: the editor and the build agree', async () => {
    const t = await contentApp(database)
    const headers = await member(t)
    const list = (await t.app.inject({ url: '/api/content', headers })).json() as {
      groups: { items: { ref: string }[] }[]
    }
    const refs = list.groups.flatMap((group) => group.items.map((item) => item.ref))
    expect(refs.length).toBeGreaterThan(150)
    const refused: string[] = []
    for (const ref of refs) {
      const opened = await entry(t, headers, ref)
      const saved = await save(t, headers, {
        ref,
        data: opened.data,
        revision: 0,
        baseVersion: opened.published!.version,
      })
      const problems = saved.statusCode === 200 ? Object.keys(saved.json().problems) : []
      if (saved.statusCode !== 200 || problems.length > 0) refused.push(`${ref}: ${saved.body}`)
    }
    expect(refused).toEqual([])
  })

  test('only an owner may change the firm’s identity', async () => {
    const t = await contentApp(database)
    const editor = await member(t, 'editor')
    const site = await entry(t, editor, 'site.yaml')
    // The editor is told before typing: the file opens read-only, with the reason.
    expect(site.readOnly).toBe(IDENTITY_OWNERS_ONLY)
    expect((await entry(t, await member(t, 'owner'), 'site.yaml')).readOnly).toBeNull()
    expect((await entry(t, editor, 'home.yaml')).readOnly).toBeNull()
    const response = await save(t, editor, { ref: 'site.yaml', data: site.data, revision: 0, baseVersion: 1 })
    expect([response.statusCode, response.json().error]).toEqual([403, IDENTITY_OWNERS_ONLY])
  })
})

test(
  'a new insight goes live with its listing, sitemap and search; an edit, a restore, two moves and a deletion follow',
  { ...full, timeout: 480_000 },
  async () => {
    const t = await contentApp('sqlite')
    const headers = await member(t)
    const model = await entry(t, headers)
    const ref = 'insights/editor-notes.yaml'
    const path = '/insights/editor-notes'
    const first = 'Notes from the content editor'
    const data = {
      ...model.data,
      category: 'Editorial',
      date: '2026-11-27',
      updated: '2026-11-27',
      hero: { ...(model.data.hero as object), title: first },
    }
    const created = await save(t, headers, { ref, data, revision: 0, baseVersion: 0 })
    expect(created.statusCode, created.body).toBe(200)
    // A draft is invisible to visitors.
    expect((await pageText(t, path)).status).toBe(404)

    expect(await publish(t, headers, ref, 1)).toMatchObject({ state: 'live', error: null })
    const page = await pageText(t, path)
    expect(page.status).toBe(200)
    expect(page.body.includes(first)).toBe(true)
    const listing = (await pageText(t, '/insights')).body
    expect(listing.includes(`href="${path}"`) && listing.includes('Editorial')).toBe(true)
    // The newest insight is the first card under the latest, with its title and date from the entry.
    const latest = listing.slice(listing.indexOf('id="latest-heading"'))
    expect(
      /<time dateTime="([^"]+)"[\s\S]*?<a href="([^"]+)"[^>]*>([^<]+)<\/a>/.exec(latest)?.slice(1),
    ).toEqual(['2026-11-27', path, first])
    expect((await pageText(t, '/search?q=content+editor')).body.includes(first)).toBe(true)
    expect((await pageText(t, '/sitemap.xml')).body.includes(path)).toBe(true)
    expect(await entry(t, headers, ref)).toMatchObject({
      draft: null,
      published: { version: 1, authorEmail: 'owner@example.com' },
    })

    const second = 'Notes from the content editor, revised'
    const revised = { ...data, hero: { ...data.hero, title: second } }
    expect((await save(t, headers, { ref, data: revised, revision: 0, baseVersion: 1 })).statusCode).toBe(200)
    expect(await publish(t, headers, ref, 1)).toMatchObject({ state: 'live' })
    expect((await pageText(t, path)).body.includes(second)).toBe(true)
    const history = (await t.app.inject({ url: `/api/content/history?ref=${ref}`, headers })).json()
    expect(history.versions[0]).toMatchObject({
      version: 2,
      changes: [{ path: 'hero.title', before: first, after: second }],
    })

    const restored = await t.app.inject({
      method: 'POST',
      url: '/api/content/restore',
      headers,
      payload: { ref, version: 1 },
    })
    expect(restored.statusCode, restored.body).toBe(202)
    await t.app.content.settled()
    const back = (await pageText(t, path)).body
    expect([back.includes(first), back.includes(second)]).toEqual([true, false])
    expect((await entry(t, headers, ref)).published?.version).toBe(3)

    // Moved twice: each old address leads straight to the newest one, with no chain.
    const move = async (from: string, key: string) => {
      const moved = await t.app.inject({
        method: 'POST',
        url: '/api/content/rename',
        headers,
        payload: { ref: from, key },
      })
      expect(moved.statusCode, moved.body).toBe(202)
      await t.app.content.settled()
    }
    await move(ref, 'editor-notes-moved')
    await move('insights/editor-notes-moved.yaml', 'editor-notes-final')
    for (const old of [path, '/insights/editor-notes-moved']) {
      const answer = await t.app.inject({ url: old })
      expect([answer.statusCode, answer.headers.location]).toEqual([301, '/insights/editor-notes-final'])
    }
    expect((await pageText(t, '/insights/editor-notes-final')).body.includes(first)).toBe(true)

    // Deleted, with its address leading to the insights.
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/content/delete',
      headers,
      payload: { ref: 'insights/editor-notes-final.yaml', redirectTo: '/insights' },
    })
    expect(deleted.statusCode, deleted.body).toBe(202)
    await t.app.content.settled()
    for (const old of [path, '/insights/editor-notes-final']) {
      const answer = await t.app.inject({ url: old })
      expect([answer.statusCode, answer.headers.location]).toEqual([301, '/insights'])
    }
    expect((await pageText(t, '/insights')).body.includes('Editorial')).toBe(false)

    // The releases before stay on disk for a quick switch back, the newest three of them: the older
    // ones are removed in the background, while the server answers, but for the folder of files of
    // one whose files a site kept still lists (writer/file-list.ts).
    const live = await t.app.db
      .selectFrom('contentReleases')
      .select(({ fn }) => fn.max('id').as('id'))
      .where('state', '=', 'live')
      .executeTakeFirstOrThrow()
    const onDisk = () =>
      readdirSync(join(t.dataDir, 'releases'))
        .filter((name) => /^\d+$/.test(name))
        .map(Number)
        .sort((a, b) => a - b)
    const newest = Number(live.id)
    const kept = [newest - 2, newest - 1, newest]
    const folderOf = (id: number) => join(t.dataDir, 'releases', String(id), 'client')
    const used = new Set(kept.flatMap((id) => foldersOf(folderOf(id))))
    await eventually(() => {
      expect(onDisk().slice(-3)).toEqual(kept)
      for (const id of onDisk().slice(0, -3)) {
        expect(readdirSync(join(t.dataDir, 'releases', String(id)))).toEqual(['client'])
        expect(used.has(folderOf(id))).toBe(true)
      }
    })
  },
)

test(
  'a preview shows the draft on its page to the member who asked, and to nobody else',
  { ...full, timeout: 120_000 },
  async () => {
    const t = await contentApp('sqlite')
    const headers = await member(t)
    const opened = await entry(t, headers)
    const title = 'A title seen only in the preview'
    const data = { ...opened.data, hero: { ...(opened.data.hero as object), title } }
    expect((await save(t, headers, { ref: INSIGHT, data, revision: 0, baseVersion: 1 })).statusCode).toBe(200)
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/content/preview',
      headers,
      payload: { ref: INSIGHT, revision: 1 },
    })
    expect(started.statusCode, started.body).toBe(202)
    await t.app.content.settled()
    const ready = await t.app.inject({ url: `/api/content/previews/${started.json().preview.id}`, headers })
    expect(ready.json().preview).toMatchObject({ state: 'ready', path: '/insights/ai-in-business' })
    const cookie = ready.cookies.find((one) => one.name === PREVIEW_COOKIE)!
    expect(cookie).toMatchObject({
      path: '/insights/ai-in-business',
      httpOnly: true,
      sameSite: 'Strict',
      maxAge: 600,
    })

    const withPreview = `${headers.cookie}; ${PREVIEW_COOKIE}=${cookie.value}`
    const browser =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
    const seen = await t.app.inject({
      url: '/insights/ai-in-business',
      headers: { cookie: withPreview, 'user-agent': browser },
    })
    expect([seen.body.includes(title), seen.body.includes('Preview of a draft')]).toEqual([true, true])
    expect(seen.headers['cache-control']).toBe('private, no-store')
    // Without a member's session, the cookie shows nothing: the live page answers.
    const stranger = await t.app.inject({
      url: '/insights/ai-in-business',
      headers: { cookie: `${PREVIEW_COOKIE}=${cookie.value}`, 'user-agent': browser },
    })
    expect(stranger.body.includes(title)).toBe(false)
    // A preview is not a visit: of the two, only the stranger's live page is counted.
    await t.app.analytics.flush()
    expect(await t.app.db.selectFrom('analyticsEvents').select('kind').execute()).toEqual([{ kind: 0 }])
    expect((await pageText(t, '/insights/ai-in-business')).body.includes(title)).toBe(false)
  },
)

test(
  'published content survives a restart, and a deploy of new code: the site is rebuilt from it at start',
  { ...full, timeout: 300_000 },
  async () => {
    const dataDir = await testDir('content')
    const title = 'Kept across restarts and deploys'
    const first = await buildTestApp({ env: { DATA_DIR: dataDir } })
    const headers = await member(first)
    const opened = await entry(first, headers)
    const data = { ...opened.data, hero: { ...(opened.data.hero as object), title } }
    expect((await save(first, headers, { ref: INSIGHT, data, revision: 0, baseVersion: 1 })).statusCode).toBe(
      200,
    )
    expect(await publish(first, headers, INSIGHT, 1)).toMatchObject({ state: 'live' })
    await first.close()

    // A restart: the release on disk answers from the first request.
    const restarted = await buildTestApp({ env: { DATA_DIR: dataDir } })
    expect((await pageText(restarted, '/insights/ai-in-business')).body.includes(title)).toBe(true)
    await restarted.close()

    // A deploy: a build of other code (its assets differ), made from the files, which lack the change.
    // The build's files and, beside them, its search index; not the renderer, which the server does not read.
    const deployed = join(dataDir, 'deployed-build')
    cpSync(resolve('build'), deployed, { recursive: true, filter: (file) => !file.endsWith('renderer') })
    writeFileSync(join(deployed, 'client', 'assets', 'new-code.js'), '')
    const redeployed = await buildTestApp({
      env: { DATA_DIR: dataDir, BUILD_DIR: join(deployed, 'client') },
    })
    await redeployed.app.content.settled()
    expect((await pageText(redeployed, '/insights/ai-in-business')).body.includes(title)).toBe(true)
  },
)

test(
  'a publish whose build fails changes nothing live and says why',
  { ...full, timeout: 240_000 },
  async () => {
    const t = await contentApp('sqlite')
    const headers = await member(t)
    const ref =
      'jobs/' +
      (await t.app.inject({ url: '/api/content', headers }))
        .json()
        .groups.find((group: { id: string }) => group.id === 'jobs')
        .items[0].ref.slice('jobs/'.length)
    const job = await entry(t, headers, ref)
    // Each field is right on its own; the whole site is not: no job search lists this department.
    const data = { ...job.data, department: 'Astronomy' }
    expect((await save(t, headers, { ref, data, revision: 0, baseVersion: 1 })).statusCode).toBe(200)
    const release = await publish(t, headers, ref, 1)
    expect(release.state).toBe('failed')
    expect(release.error).toContain('"Astronomy" is not one of the job search\'s categories')
    expect((await entry(t, headers, ref)).draft?.revision).toBe(1)
    expect((await pageText(t, job.url!)).body.includes('Astronomy')).toBe(false)
  },
)
