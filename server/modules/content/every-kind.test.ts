// A changed text in one file of every kind of content (each collection, each single page, each part of
// every page, and each translation) is published through the editor and shows on its page: no kind of
// file can make a publish fail, as a job's title once did. Each publish builds the whole site: the full
// tier.
import { describe, expect, test } from 'vitest'
import { collectionNames, collections } from '#content/collections.ts'
import { contentFileAt, contentFiles, previewPathOf, readFields, singleFiles } from '#content/files.ts'
import { contentRoot, entryFiles } from '#content/load.ts'
import { loadSite, tokensOfSite } from '#content/site.ts'
import { edit, member, pageText } from '#tests/support/content-editor.ts'
import { buildTestApp, databases } from '#tests/support/test-app.ts'
import { full } from '#tests/support/tiers.ts'

type Fields = Record<string, unknown>

const tokens = tokensOfSite(loadSite(contentRoot()))

/** One file of each collection (its first), every single file, and every translation. */
const kinds = [
  ...collectionNames.map((name) => {
    const { folder, format } = collections[name]
    const [first] = entryFiles(folder, format === 'markdown' ? '.md' : '.yaml')
    return first!.file
  }),
  ...Object.keys(singleFiles),
  ...contentFiles(contentRoot(), tokens)
    .filter(({ language }) => language)
    .map(({ ref }) => ref),
]

/** The page that shows a file's words: its own, or one the part of the site appears on. */
const PAGE_OF: Record<string, string> = {
  'navigation.yaml': '/',
  'labels.yaml': '/careers/searchjobs',
  'newsletter-links.yaml': '/newsletter/confirm',
  'fr/navigation.yaml': '/fr',
  'fr/labels.yaml': '/fr/analyses/avenir-agriculture-connectee',
  'fr/site.yaml': '/fr',
}

/** The texts of `data`, with where each is, that a page shows as they are (no tokens, no markup). */
function texts(data: unknown, at: string[] = []): { path: string[]; text: string }[] {
  if (typeof data === 'string')
    return /^\p{Lu}[^&<>"'\n{}*_[\]#`|\\]{11,}$/u.test(data) ? [{ path: at, text: data }] : []
  if (Array.isArray(data)) return data.flatMap((item, i) => texts(item, [...at, String(i)]))
  if (data && typeof data === 'object') {
    return Object.entries(data).flatMap(([key, value]) => (key === 'seo' ? [] : texts(value, [...at, key])))
  }
  return []
}

function withText(data: Fields, path: string[], text: string): Fields {
  const copy = structuredClone(data)
  let parent = copy as Record<string, unknown>
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>
  parent[path.at(-1)!] = text
  return copy
}

describe.each(databases)('on %s', (database) => {
  test(
    'a changed text in a file of every kind goes live on its page',
    { ...full, timeout: 1_500_000 },
    async () => {
      expect(kinds.length).toBeGreaterThanOrEqual(29 + 19)
      const t = await buildTestApp({ database })
      const headers = await member(t)
      const failures: string[] = []
      for (const ref of kinds) {
        const file = contentFileAt(ref, tokens)!
        if (ref === 'redirects.yaml') {
          const release = await edit(t, headers, ref, (data) => ({ ...data, '/edited-address': '/about' }))
          const moved = await t.app.inject({ url: '/edited-address' })
          if (release.state !== 'live' || moved.headers.location !== '/about') {
            failures.push(
              `${ref}: ${release.state} ${release.error ?? ''}, /edited-address answers ${moved.statusCode}`,
            )
          }
          continue
        }
        const path = PAGE_OF[ref] ?? previewPathOf(file, readFields(ref))
        const before = (await pageText(t, path)).body
        let shown: { path: string[]; text: string } | undefined
        const release = await edit(t, headers, ref, (data) => {
          // A text that is an element's whole text, where one is (not a part of a longer title).
          const candidates = texts(data)
          shown =
            candidates.find(({ text }) => before.includes(`>${text}<`)) ??
            candidates.find(({ text }) => before.includes(text))
          return shown ? withText(data, shown.path, `${shown.text} Edited`) : data
        })
        if (!shown) {
          failures.push(`${ref}: none of its texts is on ${path} as it is`)
          continue
        }
        const after = await pageText(t, path)
        if (release.state !== 'live' || !after.body.includes(`${shown.text} Edited`)) {
          failures.push(`${ref}: ${release.state} ${release.error ?? ''}, ${path} answers ${after.status}`)
        }
      }
      expect(failures).toEqual([])
    },
  )
})
