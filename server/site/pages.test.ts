import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
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
  expect(after.get('/about')?.html).toBe(page('About us'))
  expect(after.get('/about')?.csp).toBeTruthy()
  // The same HTML in another file: the live site's page, served from the release's own file.
  expect(after.get('/contact')?.file).toBe(join(release, 'contact/index.html'))
  expect(after.get('/contact')?.csp).toBe(before.get('/contact')?.csp)
  expect(after.get('/contact')?.html).toBe(page('Contact'))
  expect(loadPages(readFileList(live), false).get('/about')?.html).toBe(page('About'))

  // A release after it shares the page written again with the same HTML, now by its file.
  const next = join(root, 'next', 'client')
  mkdirSync(next, { recursive: true })
  expect(loadPages(writeFileList(next, files, []), false, after).get('/contact')).toBe(after.get('/contact'))
})

test('a built page keeps its CSP in memory and reads its HTML and compressed copies from its files', async () => {
  const root = await testDir('pages-on-disk')
  const site = join(root, 'client')
  write(site, 'index.html', page('Home'))
  write(site, 'index.html.br', 'brotli bytes')
  write(site, 'index.html.gz', 'gzip bytes')
  write(
    site,
    'contact/index.html',
    page('Contact').replace('</h1>', '</h1><input name="formToken" value="">'),
  )
  const pages = loadPages(readFileList(site), false)
  const home = pages.get('/')!

  expect(home.br?.toString()).toBe('brotli bytes')
  expect(home.gzip?.toString()).toBe('gzip bytes')
  expect(home.html).toBe(page('Home'))
  expect(home.csp).toContain("default-src 'self'")
  expect(home.formSlot).toBe(false)
  expect(pages.get('/contact')?.formSlot).toBe(true)
  expect(pages.get('/contact')?.br).toBeUndefined()
  expect(pages.get('/contact')?.gzip).toBeUndefined()
})

test('a page whose file a deployment removed is answered 503, for nginx to ask another instance', async () => {
  const root = await testDir('pages-gone')
  const site = join(root, 'client')
  write(site, 'index.html', page('Home'))
  write(site, 'index.html.br', 'brotli bytes')
  const home = loadPages(readFileList(site), false).get('/')!
  rmSync(site, { recursive: true })
  expect(() => home.html).toThrow(expect.objectContaining({ statusCode: 503, code: 'site_updating' }))
  expect(() => home.br).toThrow(expect.objectContaining({ statusCode: 503 }))
})
