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

/** How many parts the index of a site of `pages` pages has: a power of two, so a part's pages stay together as it grows. */
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
const readPart = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as SearchEntry[]
const byPath = (a: SearchEntry, b: SearchEntry) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)

/**
 * The index of a site as its writer knows it: every entry (a whole site's), or, following the index
 * of the site in `base`, the entries of the pages it wrote again (null for a page with none now, or
 * gone).
 */
export type IndexWritten =
  { entries: SearchEntry[] } | { base: string; changed: Map<string, SearchEntry | null> }

/**
 * Writes the index of the site in `buildDir`, of `pages` pages. Following a base's index with as
 * many parts, a part no change falls in is linked to the base's file, and the others are read from
 * it and written with their changes: the writer holds none of the index between publishes (tens of
 * MB on a large site). Gives how many parts it wrote.
 */
export function writeSearchIndex(buildDir: string, pages: number, index: IndexWritten) {
  const dir = searchIndexDir(buildDir)
  const parts = partCount(pages)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const write = (part: number, entries: SearchEntry[]) =>
    writeFileSync(partFile(dir, part), JSON.stringify(entries.sort(byPath)))
  const baseParts = 'base' in index ? readdirSync(searchIndexDir(index.base)) : []
  if ('entries' in index || baseParts.length !== parts) {
    const entries =
      'entries' in index
        ? index.entries
        : withChanges(
            baseParts.flatMap((name) => readPart(join(searchIndexDir(index.base), name))),
            index.changed,
          )
    const grouped = Array.from({ length: parts }, () => [] as SearchEntry[])
    for (const entry of entries) grouped[partOf(entry.path, parts)]!.push(entry)
    grouped.forEach((group, part) => write(part, group))
    return parts
  }
  const baseDir = searchIndexDir(index.base)
  const touched = new Map<number, Map<string, SearchEntry | null>>()
  for (const [path, entry] of index.changed) {
    const part = partOf(path, parts)
    if (!touched.has(part)) touched.set(part, new Map())
    touched.get(part)!.set(path, entry)
  }
  for (let part = 0; part < parts; part++) {
    const changed = touched.get(part)
    if (changed) write(part, withChanges(readPart(partFile(baseDir, part)), changed))
    else linkOrCopy(partFile(baseDir, part), partFile(dir, part))
  }
  return touched.size
}

/** `entries` with the `changed` pages' entries in place of theirs (and those with none now left out). */
function withChanges(entries: SearchEntry[], changed: Map<string, SearchEntry | null>) {
  const kept = entries.filter(({ path }) => !changed.has(path))
  return [...kept, ...[...changed.values()].filter((entry) => entry !== null)]
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
    read.set(version, partsRead.get(version) ?? readPart(file))
  }
  // What this read used, and what the one before did (a preview's and the live site's share most).
  partsRead = new Map([...[...partsRead].slice(-read.size), ...read])
  return [...read.values()].flat().sort(byPath)
}
