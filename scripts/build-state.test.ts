import { mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { buildState, markBuildBegun, markBuildDone } from './build-state.ts'

const roots: string[] = []
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })))

/** A project with a few sources, all saved a minute ago. */
function project() {
  const root = mkdtempSync(join(tmpdir(), 'northstar-build-state-'))
  roots.push(root)
  for (const file of ['app/page.tsx', 'content/home.yaml', 'astro.config.ts']) write(root, file, 'x')
  return root
}

function write(root: string, file: string, text: string, secondsAgo = 60) {
  mkdirSync(dirname(join(root, file)), { recursive: true })
  writeFileSync(join(root, file), text)
  const time = new Date(Date.now() - secondsAgo * 1000)
  utimesSync(join(root, file), time, time)
}

/** What `npm run build` writes: the renderer, and the pages it rendered. */
function writeBuilt(root: string) {
  write(root, 'build/renderer/server/entry.mjs', 'export {}', 0)
  write(root, 'build/client/index.html', '<h1>', 0)
}

/** What `npm run build` does, as far as the check is concerned: begun, renderer and pages written, done. */
function build(root: string, secondsAgo = 30) {
  markBuildBegun(root)
  writeBuilt(root)
  markBuildDone(root)
  const began = new Date(Date.now() - secondsAgo * 1000)
  utimesSync(join(root, 'build/.build-done.json'), began, began)
}

const inputs = ['app', 'content', 'astro.config.ts']

test('with no build, or a build that did not finish, the sources need building', () => {
  const root = project()
  expect(buildState(root, inputs)).toEqual({ stale: true, missing: true, reason: 'there is no build yet' })
  markBuildBegun(root)
  writeBuilt(root)
  expect(buildState(root, inputs).stale).toBe(true)
  markBuildDone(root)
  expect(buildState(root, inputs).stale).toBe(false)
  // Pages without the renderer that publishes render with: no build (one made before the renderer).
  rmSync(join(root, 'build/renderer'), { recursive: true })
  expect(buildState(root, inputs)).toMatchObject({ stale: true, missing: true })
})

test('a source saved after the build began makes it stale, a test file does not', () => {
  const root = project()
  build(root)
  write(root, 'app/page.test.tsx', 'test', 0)
  expect(buildState(root, inputs).stale).toBe(false)
  write(root, 'content/home.yaml', 'y', 0)
  expect(buildState(root, inputs)).toMatchObject({
    stale: true,
    reason: 'content/home.yaml changed after the last build began',
  })
  build(root, 0)
  expect(buildState(root, inputs).stale).toBe(false)
})

test('a source saved while the build ran counts as changed: the build may have read it before', () => {
  const root = project()
  markBuildBegun(root)
  const began = new Date(Date.now() - 30_000)
  utimesSync(join(root, 'build/.build-begun.json'), began, began)
  write(root, 'app/page.tsx', 'saved during the build', 20)
  writeBuilt(root)
  markBuildDone(root)
  expect(buildState(root, inputs).reason).toBe('app/page.tsx changed after the last build began')
})

test('a source added with an old time, or deleted, makes the build stale', () => {
  const root = project()
  build(root)
  write(root, 'content/industries/fisheries.yaml', 'old file moved in', 3600)
  expect(buildState(root, inputs)).toMatchObject({
    stale: true,
    reason: 'content/industries/fisheries.yaml is new since the last build',
  })
  build(root)
  rmSync(join(root, 'content/industries/fisheries.yaml'))
  expect(buildState(root, inputs)).toMatchObject({
    stale: true,
    reason: 'content/industries/fisheries.yaml is gone since the last build',
  })
  renameSync(join(root, 'app/page.tsx'), join(root, 'app/renamed.tsx'))
  expect(buildState(root, inputs).stale).toBe(true)
})
