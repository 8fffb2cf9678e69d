// The media library: an uploaded photograph with its alt text, reused on a page, found by its words,
// refused deletion while used, replaced under an address of its own (the pages follow), and the build
// refusing an informative photograph without alt text. Replacing publishes: the full tier.
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { IDENTITY_OWNERS_ONLY } from '#contract/roles-constants.ts'
import type { LibraryImage } from '#contract/content.ts'
import { makePhoto } from '#tests/support/raster-fixture.ts'
import {
  entry,
  INSIGHT,
  member,
  pageText,
  publish,
  save,
  type TestApp,
} from '#tests/support/content-editor.ts'
import { buildTestApp, databases } from '#tests/support/test-app.ts'
import { full } from '#tests/support/tiers.ts'

type Headers = Record<string, string>
const PAGE = '/insights/ai-in-business'
const OTHER = 'insights/sustainability.yaml'
const OTHER_PAGE = '/insights/sustainability'

async function upload(t: TestApp, headers: Headers, bytes: Buffer, query: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/content/images?${new URLSearchParams(query)}`,
    headers: { ...headers, 'content-type': 'image/jpeg' },
    payload: bytes,
  })
}

async function library(t: TestApp, headers: Headers, q = '') {
  const response = await t.app.inject({ url: `/api/content/library?${new URLSearchParams({ q })}`, headers })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ images: LibraryImage[] }>().images
}

/** Saves the draft of `ref` (the insight) with `image` as its hero's; the draft's problems. */
async function heroDraft(t: TestApp, headers: Headers, image: object, ref = INSIGHT) {
  const opened = await entry(t, headers, ref)
  const saved = await save(t, headers, {
    ref,
    data: { ...opened.data, hero: { ...(opened.data.hero as object), image } },
    revision: opened.draft?.revision ?? 0,
    baseVersion: opened.published?.version ?? 0,
  })
  expect(saved.statusCode, saved.body).toBe(200)
  return {
    revision: (opened.draft?.revision ?? 0) + 1,
    problems: saved.json().problems as Record<string, string>,
  }
}

describe.each(databases)('the media library on %s', { ...full, timeout: 300_000 }, (database) => {
  test('a photograph reused on a page is found by its words, kept while used, and replaced under an address of its own', async () => {
    const t = await buildTestApp({ database })
    const headers = await member(t)
    const uploaded = await upload(t, headers, await makePhoto(1600, 900), {
      name: 'Harbour at dawn.jpg',
      alt: 'Container cranes at dawn over a quiet harbour',
    })
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    const photo = uploaded.json<{ src: string; width: number; height: number; alt: string }>()
    const name = photo.src.split('/').at(-1)!

    // Informative without alt text: the build refuses it, field by field.
    const bare = await heroDraft(t, headers, { ...photo, alt: '' })
    expect(bare.problems['hero.image.alt']).toBe(
      'Hero › Image › Alt text must say what the photograph shows, for those who cannot see it; or tick Decorative if it adds nothing to the words.',
    )
    const { revision } = await heroDraft(t, headers, { ...photo, alt: 'Cranes at dawn, the harbour still' })
    expect(await publish(t, headers, INSIGHT, revision)).toMatchObject({ state: 'live' })
    // Reused on a second page, in its words there.
    const second = await heroDraft(t, headers, { ...photo, alt: 'A harbour at first light' }, OTHER)
    expect(await publish(t, headers, OTHER, second.revision)).toMatchObject({ state: 'live' })
    const page = (await pageText(t, PAGE)).body
    expect(page).toMatch(
      new RegExp(`<img [^>]*alt="Cranes at dawn, the harbour still"[^>]*width="1600" height="900"`),
    )

    // In the library: its words, its size, and the page that shows it.
    const [listed] = await library(t, headers, 'harbour')
    expect(listed).toMatchObject({
      name,
      alt: 'Container cranes at dawn over a quiet harbour',
      decorative: false,
      fileName: 'Harbour at dawn.jpg',
      width: 1600,
      height: 900,
    })
    expect(listed!.uses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ref: INSIGHT, field: 'hero.image', draft: false, url: PAGE }),
        expect.objectContaining({ ref: OTHER, field: 'hero.image', draft: false, url: OTHER_PAGE }),
      ]),
    )
    expect(listed!.bytes).toBeGreaterThan(1000)
    expect(await library(t, headers, 'mountain')).toEqual([])

    // Used: its deletion is refused with the page.
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/content/library/${name}/delete`,
      headers,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toMatch(/^It is used on “.+”, “.+”\. Choose another photograph there first/)
    expect(refused.json().error).toContain('“AI in business: the practical uses that pay off first”')

    // Its words in the library change; a description with none is refused.
    const blank = await t.app.inject({
      method: 'POST',
      url: `/api/content/library/${name}`,
      headers,
      payload: { alt: ' ', decorative: false },
    })
    expect([blank.statusCode, Object.keys(blank.json().fields)]).toEqual([400, ['alt']])

    // Replaced by a wider file: it comes under an address of its own (no browser shows the old
    // picture under it), and both pages follow with the new size in one release.
    const variantOnPage = async () => /<img src="([^"]+\.webp)"/.exec((await pageText(t, PAGE)).body)![1]!
    const oldVariant = await variantOnPage()
    const replaced = await t.app.inject({
      method: 'POST',
      url: `/api/content/library/${name}/replace`,
      headers: { ...headers, 'content-type': 'image/png' },
      payload: await sharp(await makePhoto(2000, 1000))
        .png()
        .toBuffer(),
    })
    expect(replaced.statusCode, replaced.body).toBe(200)
    const next = replaced.json().image
    expect(next).toMatchObject({ width: 2000, height: 1000, alt: photo.alt, fileName: 'Harbour at dawn.jpg' })
    expect(next.name).toMatch(/^harbour-at-dawn-[0-9a-f]{10}\.jpg$/)
    expect(next.name).not.toBe(name)
    expect(replaced.json().release).toMatchObject({ state: 'building' })
    await t.app.content.settled()
    const src = `/images/uploads/${next.name}`
    expect((await pageText(t, PAGE)).body).toMatch(
      new RegExp(`<img [^>]*alt="Cranes at dawn, the harbour still"[^>]*width="2000" height="1000"`),
    )
    expect((await pageText(t, OTHER_PAGE)).body).toMatch(
      new RegExp(`<img [^>]*alt="A harbour at first light"[^>]*width="2000" height="1000"`),
    )
    // The page names the new file; a page cached before the switch still finds the old one.
    const newVariant = await variantOnPage()
    expect(newVariant.startsWith(`${src}.`)).toBe(true)
    expect((await pageText(t, newVariant)).status).toBe(200)
    expect((await pageText(t, oldVariant)).status).toBe(200)
    // The library lists the new file only, with both uses; the old row stays for what still names it.
    expect((await library(t, headers)).map((image) => [image.name, image.uses.length])).toEqual([
      [next.name, 2],
    ])
    const kept = await t.app.db
      .selectFrom('contentImages')
      .selectAll()
      .where('name', '=', next.name)
      .executeTakeFirstOrThrow()
    // Kept in its own format under its own name, whatever the new file was.
    expect((await sharp(kept.data).metadata()).format).toBe('jpeg')
    expect((await entry(t, headers, INSIGHT)).data.hero).toMatchObject({ image: { src, width: 2000 } })

    // Decorative: no alt text needed, and the page says nothing of it to a screen reader.
    const decorative = await heroDraft(t, headers, {
      ...photo,
      src,
      width: 2000,
      height: 1000,
      alt: '',
      decorative: true,
    })
    expect(decorative.problems).toEqual({})
    expect(await publish(t, headers, INSIGHT, decorative.revision)).toMatchObject({ state: 'live' })
    expect((await pageText(t, PAGE)).body).toMatch(/<img [^>]*alt=""[^>]*width="2000" height="1000"/)

    // Once nothing uses it, it may go.
    const otherArt = await heroDraft(
      t,
      headers,
      { src: '/images/hero-engineering.svg', alt: '', width: 1600, height: 900 },
      OTHER,
    )
    expect(await publish(t, headers, OTHER, otherArt.revision)).toMatchObject({ state: 'live' })
    const art = await heroDraft(t, headers, {
      src: '/images/hero-technology.svg',
      alt: '',
      width: 1600,
      height: 900,
    })
    expect(await publish(t, headers, INSIGHT, art.revision)).toMatchObject({ state: 'live' })
    const deleted = await t.app.inject({
      method: 'POST',
      url: `/api/content/library/${next.name}/delete`,
      headers,
    })
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect(await library(t, headers)).toEqual([])
    // With the file it had replaced.
    expect(await t.app.db.selectFrom('contentImages').select('name').execute()).toEqual([])
  })

  test('a picture placed in a text is shown on the page in its sizes, kept while used there, and follows a replacement', async () => {
    const t = await buildTestApp({ database })
    const headers = await member(t)
    const uploaded = await upload(t, headers, await makePhoto(1600, 900), {
      name: 'Team workshop.jpg',
      alt: 'A team at a whiteboard',
    })
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    const photo = uploaded.json<{ src: string; width: number; height: number }>()
    const name = photo.src.split('/').at(-1)!
    // Placed in the first section's text, as the editor's Picture button writes it.
    const opened = await entry(t, headers)
    const data = structuredClone(opened.data) as { sections: { paragraphs?: string }[] }
    data.sections[0]!.paragraphs += `\n\n![The team at work](${photo.src} "1600x900")`
    const saved = await save(t, headers, { ref: INSIGHT, data, revision: 0, baseVersion: 1 })
    expect([saved.statusCode, saved.json().problems]).toEqual([200, {}])
    expect(await publish(t, headers, INSIGHT, 1)).toMatchObject({ state: 'live' })
    const page = (await pageText(t, PAGE)).body
    const img = new RegExp(
      `<img src="(${photo.src}\\.1200w\\.webp)"[^>]*alt="The team at work" width="1600" height="900"`,
    )
    const variant = img.exec(page)?.[1]
    expect(variant, 'the picture in the text, at its size').toBeTruthy()
    expect((await pageText(t, variant!)).status).toBe(200)

    // The library knows the use, and keeps the photograph while it lasts.
    const [listed] = await library(t, headers, 'whiteboard')
    expect(listed!.uses).toEqual([
      expect.objectContaining({ ref: INSIGHT, field: 'sections.0.paragraphs', draft: false, url: PAGE }),
    ])
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/content/library/${name}/delete`,
      headers,
    })
    expect(refused.statusCode).toBe(409)

    // A draft that shows it follows a replacement too.
    const drafted = await entry(t, headers, OTHER)
    const other = structuredClone(drafted.data) as { hero: { subtitle: string } }
    other.hero.subtitle = `${other.hero.subtitle} Drafted.`
    const otherSaved = await save(t, headers, {
      ref: OTHER,
      data: { ...other, hero: { ...other.hero, image: { ...photo, alt: 'The team' } } },
      revision: 0,
      baseVersion: 1,
    })
    expect(otherSaved.statusCode, otherSaved.body).toBe(200)

    // Replaced by a wider file: the text gives the picture, at its new address, its new size.
    const replaced = await t.app.inject({
      method: 'POST',
      url: `/api/content/library/${name}/replace`,
      headers: { ...headers, 'content-type': 'image/jpeg' },
      payload: await makePhoto(2000, 1000),
    })
    expect(replaced.statusCode, replaced.body).toBe(200)
    await t.app.content.settled()
    expect((await pageText(t, PAGE)).body).toMatch(
      new RegExp(`<img [^>]*alt="The team at work" width="2000" height="1000"`),
    )
    const next = `/images/uploads/${replaced.json().image.name}`
    const text = ((await entry(t, headers)).data as typeof data).sections[0]!.paragraphs
    expect(text).toContain(`![The team at work](${next} "2000x1000")`)
    const otherDraft = await entry(t, headers, OTHER)
    expect(otherDraft.draft?.revision).toBe(2)
    expect(otherDraft.data.hero).toMatchObject({ image: { src: next, width: 2000, alt: 'The team' } })
  })

  test('a photograph the firm’s logo uses is replaced only by an owner: the replace changes every page and draft that shows it', async () => {
    const t = await buildTestApp({ database })
    const owner = await member(t)
    const square = await sharp(await makePhoto(512, 512))
      .png()
      .toBuffer()
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/content/images?${new URLSearchParams({ name: 'Acme.png', decorative: 'true' })}`,
      headers: { ...owner, 'content-type': 'image/png' },
      payload: square,
    })
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    const { src, width, height } = uploaded.json<{ src: string; width: number; height: number }>()
    const site = await entry(t, owner, 'site.yaml')
    const saved = await save(t, owner, {
      ref: 'site.yaml',
      data: { ...site.data, logo: { src, width, height } },
      revision: 0,
      baseVersion: site.published?.version ?? 0,
    })
    expect(saved.statusCode, saved.body).toBe(200)

    const editor = await member(t, 'editor')
    const name = src.split('/').at(-1)!
    const replace = (headers: Headers) =>
      t.app.inject({
        method: 'POST',
        url: `/api/content/library/${name}/replace`,
        headers: { ...headers, 'content-type': 'image/png' },
        payload: square.subarray(0),
      })
    const refused = await replace(editor)
    expect([refused.statusCode, refused.json().error]).toEqual([403, IDENTITY_OWNERS_ONLY])
    // Nothing changed: the logo's draft and the library are as they were.
    expect((await entry(t, owner, 'site.yaml')).data.logo).toEqual({ src, width, height })
    expect((await library(t, owner)).map((image) => image.name)).toEqual([name])
  })
})
