// The search index: each public page's title, headings and text, which the server searches
// (server/site/search-pages.ts) and sends whole at /search-index.json. Kept beside the site's folder
// in parts, each page in the part its address falls in, so that a publish writes again only the
// parts of the pages it rendered: whole, the index is 41 MB at 10,000 pages, and writing it took
// half a second of every publish there. A part is read again only when its file changed.
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import type { SearchEntry } from '#contract/search-constants.ts'
import { fileVersion } from './file-identity.ts'

/** Where the index of the site in `buildDir` is kept: beside it, as the site's record is. */
export const searchIndexDir = (buildDir: string) => join(buildDir, '..', 'search-index')

/** About this many pages a part: a few hundred KB. */
const PAGES_PER_PART = 160

/** How many parts an index of `pages` entries has: a power of two, so a part's pages stay together as it grows. */
export function partCount(pages: number) {
  let parts = 1
  while (pages / parts > PAGES_PER_PART) parts *= 2
  return parts
}

/** The part a page's entry is in (FNV-1a of its address). */
function partOf(path: string, parts: number) {
  let hash = 0x811c9dc5
  for (let i = 0; i < path.length; i++) hash = Math.imul(hash ^ path.charCodeAt(i), 0x01000193)
  return (hash >>> 0) % parts
}

const partFile = (dir: string, part: number) => join(dir, `${String(part).padStart(3, '0')}.json`)

/**
 * Writes the index of `entries` for the site in `buildDir`. Following the index of the site in
 * `base` (its `entries`, by address), with as many parts, a part whose entries are all the base's
 * own, the same objects, is linked to the base's file, not written. Gives how many parts it wrote.
 */
export function writeSearchIndex(
  buildDir: string,
  entries: SearchEntry[],
  base?: { buildDir: string; entries: Map<string, SearchEntry> },
) {
  const dir = searchIndexDir(buildDir)
  const parts = partCount(entries.length)
  const baseDir = base && searchIndexDir(base.buildDir)
  const following = !!baseDir && partCount(base.entries.size) === parts && existsSync(baseDir)
  const touched = new Set<number>()
  const grouped = Array.from({ length: parts }, () => [] as SearchEntry[])
  for (const entry of entries) {
    const part = partOf(entry.path, parts)
    grouped[part]!.push(entry)
    if (base?.entries.get(entry.path) !== entry) touched.add(part)
  }
  const paths = new Set(entries.map(({ path }) => path))
  for (const path of base?.entries.keys() ?? []) if (!paths.has(path)) touched.add(partOf(path, parts))
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  let written = 0
  grouped.forEach((group, part) => {
    if (following && !touched.has(part)) return linkOrCopy(partFile(baseDir, part), partFile(dir, part))
    writeFileSync(partFile(dir, part), JSON.stringify(group))
    written++
  })
  return written
}

function linkOrCopy(from: string, to: string) {
  try {
    linkSync(from, to)
  } catch {
    copyFileSync(from, to)
  }
}

/** Each part read, by its file's version: the next read of the same file is not parsed again. */
let partsRead = new Map<string, SearchEntry[]>()

/** The index of the site in `buildDir`, its pages by address. */
export function readSearchIndex(buildDir: string): SearchEntry[] {
  const dir = searchIndexDir(buildDir)
  if (!existsSync(dir)) throw new Error(`The build in ${buildDir} has no search index.`)
  const read = new Map<string, SearchEntry[]>()
  for (const name of readdirSync(dir).sort()) {
    const file = join(dir, name)
    const version = fileVersion(file)
    read.set(version, partsRead.get(version) ?? (JSON.parse(readFileSync(file, 'utf8')) as SearchEntry[]))
  }
  // What this read used, and what the one before did (a preview's and the live site's share most).
  partsRead = new Map([...[...partsRead].slice(-read.size), ...read])
  return [...read.values()].flat().sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}
