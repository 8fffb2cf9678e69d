// @module-tag full -- builds a copy of the site grown to 10,000 pages (two minutes or so): the full tier.
// At the size a firm reaches after years of writing, each listing's first page still arrives in the
// first round trip: its Brotli copy leaves room for the response's headers (writer/precompress.ts).
import { execFile } from 'node:child_process'
import { mkdtempSync, statSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, expect, test } from 'vitest'
import { loadContent } from '#content/content.ts'
import { htmlFileOf } from '#writer/built-pages.ts'
import { PAGE_IN_FIRST_ROUND_TRIP } from '#writer/precompress.ts'
import { writeContentFixture } from '#scripts/content-fixture.ts'

const run = promisify(execFile)
const work = mkdtempSync(join(tmpdir(), 'northstar-at-scale-'))
// Tens of thousands of files to delete: on a busy machine that outlasts a hook's default ten seconds.
afterAll(() => rm(work, { recursive: true, force: true }), 300_000)

test('at 10,000 pages, the first page of every listing, and /insights, is within the first round trip', async () => {
  const contentDir = join(work, 'content')
  const buildDir = join(work, 'build', 'client')
  writeContentFixture(contentDir, 10_000)
  const content = loadContent(contentDir)
  expect(content.prerenderPaths().length).toBeGreaterThan(10_000)
  await run(process.execPath, ['scripts/render-site.ts'], {
    env: { ...process.env, CONTENT_DIR: contentDir, BUILD_DIR: buildDir },
    maxBuffer: 16 * 1024 * 1024,
  })
  const firsts = content
    .sitePages()
    .filter(({ kind, path }) => /collection index|topic archive/.test(kind) && !path.includes('/page/'))
    .map(({ path }) => path)
  const measured = ['/insights', ...firsts].map((path) => ({
    path,
    bytes: statSync(`${join(buildDir, htmlFileOf(path))}.br`).size,
  }))
  console.log(
    `Brotli pages at ${content.prerenderPaths().length} pages (at most ${PAGE_IN_FIRST_ROUND_TRIP} B each):\n${measured
      .map(({ path, bytes }) => `  ${path}: ${bytes} B`)
      .join('\n')}`,
  )
  expect(measured.filter(({ bytes }) => bytes > PAGE_IN_FIRST_ROUND_TRIP)).toEqual([])
  // The topics' archives do run over many pages there.
  const archives = firsts.filter((path) => path.startsWith('/insights/topics/'))
  expect(archives.length).toBeGreaterThanOrEqual(12)
  expect(content.getListingPage(archives[0]!).next).not.toBeNull()
}, 900_000)
