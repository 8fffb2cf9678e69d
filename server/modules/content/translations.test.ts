// Translating in the content editor: a file's state in each language, computed from the versions
// (missing, current, outdated once the original is published again), the original beside a new
// translation's form, its own address in its language (the old one leading to it once it moves),
// and a publish that keeps every other translation live. Each publish builds the site: the full tier.
import { describe, expect, test } from 'vitest'
import type { ContentListResponse } from '#contract/content.ts'
import { edit, entry, member, pageText, save } from '#tests/support/content-editor.ts'
import { buildTestApp, databases } from '#tests/support/test-app.ts'
import { full } from '#tests/support/tiers.ts'

const ORIGINAL = 'insights/ai-in-business.yaml'
const TRANSLATION = `fr/${ORIGINAL}`

describe.each(databases)('translating on %s', (database) => {
  test(
    'an insight translated into French: missing, then live at its own address, then outdated when the original changes',
    { ...full, timeout: 480_000 },
    async () => {
      const t = await buildTestApp({ database })
      const headers = await member(t, 'editor')
      const frenchState = async (ref: string) => {
        const list = (await t.app.inject({ url: '/api/content', headers })).json() as ContentListResponse
        const item = list.groups.flatMap(({ items }) => items).find((candidate) => candidate.ref === ref)!
        return item.translations.find(({ language }) => language === 'fr')?.state
      }
      expect(await frenchState(ORIGINAL)).toBe('missing')
      expect(await frenchState('insights/smart-farming-future.yaml')).toBe('current')

      // A new translation opens with the original's fields to translate, and the original beside them.
      const opened = await entry(t, headers, TRANSLATION)
      const original = await entry(t, headers, ORIGINAL)
      expect(opened.language).toEqual({ code: 'fr', name: 'Français' })
      expect(opened.published).toBeNull()
      expect(opened.data).toEqual(original.data)
      expect(opened.source).toMatchObject({ ref: ORIGINAL, data: original.data, language: 'en' })
      expect(original.translations).toEqual([
        { language: 'fr', name: 'Français', ref: TRANSLATION, state: 'missing' },
      ])

      // An address that is not one: the draft is kept, and what blocks its publishing is said in its field.
      const unfinished = await save(t, headers, {
        ref: TRANSLATION,
        data: { ...opened.data, translatedAddress: 'Analyses/IA en entreprise' },
        revision: 0,
        baseVersion: 0,
      })
      expect(unfinished.statusCode, unfinished.body).toBe(200)
      expect((await entry(t, headers, TRANSLATION)).draft?.problems).toHaveProperty('translatedAddress')

      // Translated and published: live at its address in French, named by the original's page.
      const title = 'L’IA en entreprise : commencer par les décisions'
      const live = await edit(t, headers, TRANSLATION, (data) => ({
        ...data,
        translatedAddress: 'analyses/ia-en-entreprise',
        hero: { ...(data.hero as object), title },
      }))
      expect(live).toMatchObject({ state: 'live', error: null })
      const page = await pageText(t, '/fr/analyses/ia-en-entreprise')
      expect(page.status).toBe(200)
      expect(page.body).toContain('<html lang="fr"')
      expect(page.body).toContain(title)
      expect((await pageText(t, '/insights/ai-in-business')).body).toContain(
        'hreflang="fr" href="https://www.northstar.example/fr/analyses/ia-en-entreprise"',
      )
      // The other translations stay live.
      for (const path of ['/fr', '/fr/contact', '/fr/secteurs/agriculture'])
        expect((await pageText(t, path)).status, path).toBe(200)
      expect(await frenchState(ORIGINAL)).toBe('current')
      expect((await entry(t, headers, TRANSLATION)).url).toBe('/fr/analyses/ia-en-entreprise')

      // The original published again: its translation is outdated until it is published in turn.
      const changed = await edit(t, headers, ORIGINAL, (data) => ({
        ...data,
        hero: { ...(data.hero as object), subtitle: 'A subtitle written after the translation.' },
      }))
      expect(changed).toMatchObject({ state: 'live' })
      expect(await frenchState(ORIGINAL)).toBe('outdated')
      // The French page did not change with it: it shows nothing of the original's words.
      expect((await pageText(t, '/fr/analyses/ia-en-entreprise')).body).not.toContain(
        'A subtitle written after the translation.',
      )
      await edit(t, headers, TRANSLATION, (data) => data)
      expect(await frenchState(ORIGINAL)).toBe('current')

      // Given another address in French: the old one leads to it (a 301), and the new one is the page.
      const moved = await edit(t, headers, TRANSLATION, (data) => ({
        ...data,
        translatedAddress: 'analyses/ia-pour-les-entreprises',
      }))
      expect(moved).toMatchObject({ state: 'live' })
      const old = await t.app.inject({ url: '/fr/analyses/ia-en-entreprise' })
      expect(old.statusCode).toBe(301)
      expect(old.headers.location).toBe('/fr/analyses/ia-pour-les-entreprises')
      expect((await pageText(t, '/fr/analyses/ia-pour-les-entreprises')).body).toContain(title)
      // Moved back: the address it comes back to is the page again, and the other one leads to it.
      await edit(t, headers, TRANSLATION, (data) => ({
        ...data,
        translatedAddress: 'analyses/ia-en-entreprise',
      }))
      expect((await pageText(t, '/fr/analyses/ia-en-entreprise')).status).toBe(200)
      const back = await t.app.inject({ url: '/fr/analyses/ia-pour-les-entreprises' })
      expect(back.headers.location).toBe('/fr/analyses/ia-en-entreprise')
    },
  )
})
