import { mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import type { SearchEntry } from '#contract/search-constants.ts'
import { testDir } from '#tests/support/test-app.ts'
import { fileIdentity } from './file-identity.ts'
import { partCount, readSearchIndex, searchIndexDir, writeSearchIndex } from './search-index.ts'

const entry = (path: string, text = `About ${path}`): SearchEntry => ({
  path,
  title: path,
  headings: '',
  text,
})
const entries = (count: number) => Array.from({ length: count }, (_, i) => entry(`/insights/entry-${i}`))

/** A site's folder (its index goes beside it). */
function site(root: string, name: string) {
  const buildDir = join(root, name, 'client')
  mkdirSync(buildDir, { recursive: true })
  return buildDir
}
const parts = (buildDir: string) => readdirSync(searchIndexDir(buildDir)).sort()
const identities = (buildDir: string) =>
  parts(buildDir).map((part) => fileIdentity(join(searchIndexDir(buildDir), part)))

test('the index is kept in parts of about 160 pages, a power of two of them, and read whole by address', async () => {
  expect([1, 160, 161, 320, 321, 10_419].map(partCount)).toEqual([1, 1, 2, 2, 4, 128])
  const root = await testDir('search-index')
  const buildDir = site(root, 'whole')
  const all = entries(1000)
  // A site's pages without an entry (its legal notices, say) count towards its parts.
  expect(writeSearchIndex(buildDir, 1010, { entries: all })).toBe(8)
  expect(parts(buildDir)).toHaveLength(8)
  const read = readSearchIndex(buildDir)
  expect(read.map(({ path }) => path)).toEqual(all.map(({ path }) => path).sort())
  expect(read.find(({ path }) => path === '/insights/entry-7')).toEqual(entry('/insights/entry-7'))
})

test('following an index, a change writes only the parts of the pages it changed, added or removed; the rest are its files', async () => {
  const root = await testDir('search-index')
  const before = site(root, 'before')
  const all = entries(1000)
  writeSearchIndex(before, 1000, { entries: all })

  const after = site(root, 'after')
  const changed = new Map<string, SearchEntry | null>([
    ['/insights/entry-3', entry('/insights/entry-3', 'Rewritten')],
    ['/insights/entry-500', null],
    ['/insights/new-entry', entry('/insights/new-entry')],
  ])
  const written = writeSearchIndex(after, 1000, { base: before, changed })
  expect(written).toBeGreaterThanOrEqual(1)
  expect(written).toBeLessThanOrEqual(3)
  const same = identities(after).filter((identity, part) => identity === identities(before)[part])
  expect(same).toHaveLength(8 - written)

  const read = readSearchIndex(after)
  expect(read).toHaveLength(1000)
  expect(read.find(({ path }) => path === '/insights/entry-3')?.text).toBe('Rewritten')
  expect(read.some(({ path }) => path === '/insights/entry-500')).toBe(false)
  expect(read.some(({ path }) => path === '/insights/new-entry')).toBe(true)
  // The same index as a whole site's with those entries.
  const whole = site(root, 'whole')
  writeSearchIndex(whole, 1000, { entries: read })
  expect(readSearchIndex(whole)).toEqual(read)
  // A part whose file is the one read before is not parsed again: its pages are the same objects.
  const unchanged = read.find(({ path }) => path === '/insights/entry-999')!
  const again = readSearchIndex(after).find(({ path }) => path === '/insights/entry-999')
  expect(again).toBe(unchanged)
})

test('an index that outgrows its parts is written whole, in twice as many', async () => {
  const root = await testDir('search-index')
  const before = site(root, 'before')
  writeSearchIndex(before, 160, { entries: entries(160) })
  const after = site(root, 'after')
  const grown = new Map([['/insights/one-more', entry('/insights/one-more')]])
  expect(writeSearchIndex(after, 161, { base: before, changed: grown })).toBe(2)
  expect(readSearchIndex(after)).toHaveLength(161)
})
