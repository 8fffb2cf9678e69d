import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { linkTree, replaceFile } from '#writer/file-tree.ts'
import { loadPages } from './pages.ts'

const page = (title: string) =>
  `<!doctype html><html lang="en"><title>${title}</title><h1>${title}</h1></html>`

test('a release shares the pages it linked from the live build, and reads the ones it wrote again', () => {
  const root = mkdtempSync(join(tmpdir(), 'pages-'))
  const live = join(root, 'live')
  for (const [dir, title] of [
    ['', 'Home'],
    ['about', 'About'],
    ['contact', 'Contact'],
  ] as const) {
    mkdirSync(join(live, dir), { recursive: true })
    writeFileSync(join(live, dir, 'index.html'), page(title))
  }
  const before = loadPages(live, false)

  // The release starts as links to the live files; it writes one page anew with other HTML, and
  // one anew with the same HTML.
  const release = join(root, 'release')
  linkTree(live, release)
  replaceFile(join(release, 'about', 'index.html'), page('About us'))
  replaceFile(join(release, 'contact', 'index.html'), page('Contact'))
  const after = loadPages(release, false, before)

  expect(after.get('/')).toBe(before.get('/'))
  // Taken by its file, not read: what the live build holds in memory is what the release serves.
  const held = new Map(before).set('/', { ...before.get('/')!, html: 'as held in memory' })
  expect(loadPages(release, false, held).get('/')?.html).toBe('as held in memory')
  expect(after.get('/about')?.html).toBe(page('About us'))
  expect(after.get('/about')?.csp).toBeTruthy()
  expect(after.get('/contact')?.html).toBe(page('Contact'))
  // The live build is left as it was.
  expect(loadPages(live, false).get('/about')?.html).toBe(page('About'))

  // A release after it shares the page written again with the same HTML, now by its file.
  const next = join(root, 'next')
  linkTree(release, next)
  expect(loadPages(next, false, after).get('/contact')).toBe(after.get('/contact'))
})
