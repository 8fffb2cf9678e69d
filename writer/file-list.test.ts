import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { expect, test } from 'vitest'
import { testDir } from '#tests/support/test-app.ts'
import { foldersOf, isSiteWritten, readFileList, writeFileList } from './file-list.ts'

function write(dir: string, files: string[]) {
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), file)
  }
  return resolve(dir)
}

test('a site that follows another lists its own files over the base’s, without those it removed, across sites', async () => {
  const root = await testDir('file-list')
  const whole = write(join(root, 'build', 'client'), [
    'index.html',
    'index.html.br',
    'about/index.html',
    'about/index.html.br',
    'about/index.html.gz',
    'old/index.html',
    'old/index.html.br',
    'sitemap.xml',
    'assets/site.css',
  ])
  expect(readFileList(whole).size).toBe(9)
  expect(new Set(readFileList(whole).values())).toEqual(new Set([whole]))

  // A publish: the about page written anew with no gzip copy, a new page, the old page gone.
  const first = write(join(root, 'releases', '1', 'client'), [
    'about/index.html',
    'about/index.html.br',
    'new/index.html',
    'sitemap.xml',
  ])
  const listed = writeFileList(first, readFileList(whole), ['old/index.html', 'old/index.html.br'])
  expect(Object.fromEntries(readFileList(first))).toEqual(Object.fromEntries(listed))
  expect(Object.fromEntries(listed)).toEqual({
    'index.html': whole,
    'index.html.br': whole,
    'about/index.html': first,
    'about/index.html.br': first,
    'new/index.html': first,
    'sitemap.xml': first,
    'assets/site.css': whole,
  })

  // The next one follows it: files from three folders, each named once in the list.
  const second = write(join(root, 'releases', '2', 'client'), ['index.html'])
  writeFileList(second, readFileList(first), [])
  const files = readFileList(second)
  expect([files.get('index.html'), files.get('about/index.html'), files.get('assets/site.css')]).toEqual([
    second,
    first,
    whole,
  ])
  expect(files.has('index.html.br')).toBe(false)
  expect(foldersOf(second).sort()).toEqual([first, second, whole].sort())
  expect(foldersOf(whole)).toEqual([whole])
  expect([second, whole, join(root, 'releases', '3', 'client')].map(isSiteWritten)).toEqual([
    true,
    true,
    false,
  ])
})
