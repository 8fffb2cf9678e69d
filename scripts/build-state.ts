// Whether the production build in build/client is older than the sources it was made from, so that
// `npm start` and the tests never serve old pages after a change without a word.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join } from 'node:path'

/**
 * What `npm run build` reads: the front end, the content, the contract, the build's configuration and
 * dependencies, and the scripts that write the site with what they import from scripts/. The server runs from
 * its sources and needs no build.
 */
export const BUILD_INPUTS = [
  'app',
  'content',
  'contract',
  'public',
  'astro.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  ...withLocalImports('scripts/render-site.ts'),
]

/** A script and the scripts it imports by a relative path, and theirs. */
function withLocalImports(file: string, found = new Set<string>()): string[] {
  if (found.has(file) || !existsSync(file)) return [...found]
  found.add(file)
  for (const [, path] of readFileSync(file, 'utf8').matchAll(/from '(\.\.?\/[^']+)'/g)) {
    withLocalImports(join(dirname(file), path!), found)
  }
  return [...found]
}

/** Written as a build begins; renamed to BUILD_DONE when it has finished, keeping its time. */
const BUILD_BEGUN = 'build/.build-begun.json'
const BUILD_DONE = 'build/.build-done.json'
/** A build has both: the renderer (publishes render with it) and the site it wrote. */
const BUILT = ['build/renderer/server/entry.mjs', 'build/client/index.html']

/** Tests and editors' dot-files are not read by the build. */
const ignored = (name: string) => name.startsWith('.') || /\.(test|e2e)\.tsx?$/.test(name)

/** Every file of the build's inputs under `root`, relative to it, with its modification time. */
export function buildInputs(root: string, inputs = BUILD_INPUTS) {
  const files = new Map<string, number>()
  const visit = (path: string) => {
    const stats = statSync(join(root, path), { throwIfNoEntry: false })
    if (!stats) return
    if (!stats.isDirectory()) {
      files.set(path, stats.mtimeMs)
      return
    }
    for (const name of readdirSync(join(root, path))) {
      if (!ignored(name)) visit(join(path, name))
    }
  }
  for (const input of inputs) visit(input)
  return files
}

/** `missing`: there is no build at all; `stale`: there is none, or it is older than its sources. */
export type BuildState = { stale: boolean; missing: boolean; reason: string }

/**
 * The build under `root` is stale when there is none, when it did not finish, when a source was
 * saved after it began, or when a source was added, moved or deleted since (a file moved in keeps
 * its old time, a deleted one leaves none).
 */
export function buildState(root = '.', inputs = BUILD_INPUTS): BuildState {
  const stale = (reason: string) => ({ stale: true, missing: false, reason })
  if (!BUILT.every((file) => existsSync(join(root, file))))
    return { stale: true, missing: true, reason: 'there is no build yet' }
  const done = statSync(join(root, BUILD_DONE), { throwIfNoEntry: false })
  if (!done) return stale('the last build did not finish, or predates this check')
  const current = buildInputs(root, inputs)
  const newer = [...current].filter(([, mtime]) => mtime > done.mtimeMs).map(([path]) => path)
  if (newer.length > 0) {
    const more = newer.length > 1 ? ` and ${newer.length - 1} more` : ''
    return stale(`${newer[0]}${more} changed after the last build began`)
  }
  const built = new Set(
    (JSON.parse(readFileSync(join(root, BUILD_DONE), 'utf8')) as { files: string[] }).files,
  )
  const added = [...current.keys()].find((path) => !built.has(path))
  if (added) return stale(`${added} is new since the last build`)
  const removed = [...built].find((path) => !current.has(path))
  if (removed) return stale(`${removed} is gone since the last build`)
  return { stale: false, missing: false, reason: 'the build is newer than every source it is made from' }
}

/** Marks a build as begun under `root`: its time is the one sources are compared with. */
export function markBuildBegun(root = '.', inputs = BUILD_INPUTS) {
  rmSync(join(root, BUILD_DONE), { force: true })
  mkdirSync(dirname(join(root, BUILD_BEGUN)), { recursive: true })
  writeFileSync(join(root, BUILD_BEGUN), JSON.stringify({ files: [...buildInputs(root, inputs).keys()] }))
}

/** Marks the build begun under `root` as finished. */
export function markBuildDone(root = '.') {
  renameSync(join(root, BUILD_BEGUN), join(root, BUILD_DONE))
}
