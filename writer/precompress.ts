// The brotli and gzip (level 9) copies of a build's text files, which the server sends as they are.
// Each distinct file is compressed once: the copies are kept by the file's hash in a cache that
// every build of the same place shares (most pages of a publish come out byte for byte as before).
// A site's pages are compressed as they are finished, on every core (writer/write-pages.ts).
import { createHash, randomUUID } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/**
 * What a page's HTML response may weigh, headers included, as the server sends it (Brotli): TCP's
 * initial window of 10 segments. A page within it arrives in the first round trip of a new
 * connection; 1 byte more costs a whole round trip (150 ms on a slow mobile network) before any paint.
 */
export const FIRST_ROUND_TRIP = 10 * 1460

/** A copy unused this long is dropped from the cache. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000

/**
 * Past this size a file other than a page (the sitemap of a big site) is compressed at brotli's quality 9:
 * quality 11 takes fifteen times as long on it (0.5 s for 500 KB) for a copy about 10 % smaller.
 */
const LARGE_FILE = 128 * 1024

/**
 * A page's copy above this size, with its response's headers, may miss the first round trip. Only
 * a page just over it is worth brotli's quality 11 (about 40 ms a page, against 1 ms at quality 8,
 * for a copy some 9 % smaller): it may then arrive a round trip sooner. On a whole build of 10,000
 * pages, quality 11 everywhere is six minutes of a core.
 */
export const PAGE_IN_FIRST_ROUND_TRIP = FIRST_ROUND_TRIP - 1500

const brotliAt = (body: Buffer, quality: number) =>
  brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  })

function brotliCopy(body: Buffer, file: string) {
  if (!file.endsWith('.html')) return brotliAt(body, body.length > LARGE_FILE ? 9 : 11)
  const quick = brotliAt(body, 8)
  const justOver = quick.length > PAGE_IN_FIRST_ROUND_TRIP && quick.length < 1.15 * PAGE_IN_FIRST_ROUND_TRIP
  return justOver ? brotliAt(body, 11) : quick
}

const COPIES = [
  { extension: 'br', make: brotliCopy },
  { extension: 'gz', make: (body: Buffer) => gzipSync(body, { level: 9 }) },
]

/**
 * Writes `<file>.br` and `<file>.gz` beside `file` (whose bytes are `body`), each the cache's own
 * file linked (it is never written again, only removed); how many copies were made anew.
 */
export function precompressFile(file: string, cacheDir: string, body = readFileSync(file)) {
  const key = createHash('sha256').update(body).digest('hex')
  let made = 0
  for (const { extension, make } of COPIES) {
    const kept = join(cacheDir, `${key}.${extension}`)
    const copy = `${file}.${extension}`
    rmSync(copy, { force: true })
    if (existsSync(kept)) {
      const now = new Date()
      utimesSync(kept, now, now)
    } else {
      mkdirSync(cacheDir, { recursive: true })
      // Written beside the cache's file, then renamed: no build ever reads a half-written copy.
      const written = `${kept}.${randomUUID()}`
      writeFileSync(written, make(body, file))
      renameSync(written, kept)
      made++
    }
    try {
      linkSync(kept, copy)
    } catch {
      copyFileSync(kept, copy)
    }
  }
  return made
}

/**
 * Writes the copies of each of `files`; with `prune` (a whole site's build), then drops the cache's
 * copies no build has used for a week. A publish does not list the cache: at 10,000 pages it holds
 * tens of thousands of copies.
 */
export function precompress(files: string[], cacheDir: string, prune: boolean) {
  const made = files.reduce((sum, file) => sum + precompressFile(file, cacheDir), 0)
  if (!prune) return { files: files.length, made }
  const old = Date.now() - KEEP_MS
  for (const name of existsSync(cacheDir) ? readdirSync(cacheDir) : []) {
    const path = join(cacheDir, name)
    if (statSync(path).mtimeMs < old) rmSync(path, { force: true })
  }
  return { files: files.length, made }
}
