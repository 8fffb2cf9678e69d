import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { expect, test } from 'vitest'
import { testDir } from '#tests/support/test-app.ts'
import { readFileList, writeFileList } from '#writer/file-list.ts'
import { loadPages } from './pages.ts'

const page = (title: string) =>
  `<!doctype html><html lang="en"><title>${title}</title><h1>${title}</h1></html>`

function write(dir: string, file: string, text: string) {
  mkdirSync(dirname(join(dir, file)), { recursive: true })
  writeFileSync(join(dir, file), text)
}

test('a release shares the pages it takes from the live site unread, and reads the ones it wrote', async () => {
  const root = await testDir('pages')
  const live = join(root, 'live', 'client')
  for (const [dir, title] of [
    ['', 'Home'],
    ['about/', 'About'],
    ['contact/', 'Contact'],
  ] as const)
    write(live, `${dir}index.html`, page(title))
  const before = loadPages(readFileList(live), false)

  // The release holds the pages it wrote: one with other HTML, one with the same HTML.
  const release = join(root, 'release', 'client')
  write(release, 'about/index.html', page('About us'))
  write(release, 'contact/index.html', page('Contact'))
  const files = writeFileList(release, readFileList(live), [])
  const after = loadPages(files, false, before)

  expect(after.get('/')).toBe(before.get('/'))
  // Taken by its file, not read: what the live site holds in memory is what the release serves.
  const held = new Map(before).set('/', { ...before.get('/')!, html: 'as held in memory' })
  expect(loadPages(files, false, held).get('/')?.html).toBe('as held in memory')
  expect(after.get('/about')?.html).toBe(page('About us'))
  expect(after.get('/about')?.csp).toBeTruthy()
  expect(after.get('/contact')?.html).toBe(page('Contact'))
  expect(loadPages(readFileList(live), false).get('/about')?.html).toBe(page('About'))

  // A release after it shares the page written again with the same HTML, now by its file.
  const next = join(root, 'next', 'client')
  mkdirSync(next, { recursive: true })
  expect(loadPages(writeFileList(next, files, []), false, after).get('/contact')).toBe(after.get('/contact'))
})
