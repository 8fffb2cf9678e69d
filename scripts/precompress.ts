// The brotli and gzip (level 9) copies of a build's text files, which the server sends
// as they are. Each distinct file is compressed once: the copies are kept by the file's hash in a
// cache that every build of the same place shares (a publish builds the whole site again, but most of
// its pages come out byte for byte as before), and made on all cores (zlib's own threads).
import { createHash, randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import { copyFile, link, readFile, rename, utimes, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { unlinkBeforeWrite } from './linked-files.ts'
import { FIRST_ROUND_TRIP } from './page-kinds.ts'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** A copy unused this long is dropped from the cache. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000

/**
 * Past this size a file (the search index) is compressed at brotli's quality 9: quality 11 takes
 * fifteen times as long on it (0.5 s for 500 KB, on every publish) for a copy about 10 % smaller.
 */
const LARGE_FILE = 128 * 1024

/**
 * A page's copy above this size, with its response's headers, may miss the first round trip. Only
 * then is a page worth brotli's quality 11 (about 40 ms a page, against 3 ms at quality 8, for a
 * copy some 9 % smaller): on a whole build of 10,000 pages that is six minutes of a core.
 */
const PAGE_IN_FIRST_ROUND_TRIP = FIRST_ROUND_TRIP - 1500

const brotliAt = (body: Buffer, quality: number) =>
  brotli(body, {
    // One pass over the whole body, not a trip to zlib's thread per 16 KB.
    chunkSize: Math.max(64 * 1024, body.length),
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  })

async function brotliCopy(body: Buffer, file: string) {
  if (!file.endsWith('.html')) return brotliAt(body, body.length > LARGE_FILE ? 9 : 11)
  const quick = await brotliAt(body, 8)
  return quick.length > PAGE_IN_FIRST_ROUND_TRIP ? brotliAt(body, 11) : quick
}

const COPIES = [
  { extension: 'br', make: brotliCopy },
  {
    extension: 'gz',
    make: (body: Buffer) => gzipped(body, { level: 9, chunkSize: Math.max(64 * 1024, body.length) }),
  },
]

/** Writes `<file>.br` and `<file>.gz` beside each of `files`; how many were compressed anew. */
export async function precompress(files: string[], cacheDir: string) {
  mkdirSync(cacheDir, { recursive: true })
  let made = 0
  const one = async (file: string) => {
    const body = await readFile(file)
    const key = createHash('sha256').update(body).digest('hex')
    for (const { extension, make } of COPIES) {
      const kept = join(cacheDir, `${key}.${extension}`)
      const copy = `${file}.${extension}`
      await unlinkBeforeWrite(copy)
      if (existsSync(kept)) {
        const now = new Date()
        await utimes(kept, now, now)
      } else {
        const compressed = await make(body, file)
        made++
        // Written beside the cache's file, then renamed: no build ever reads a half-written copy.
        const written = `${kept}.${randomUUID()}`
        await writeFile(written, compressed)
        await rename(written, kept)
      }
      // The cache's file itself, linked: it is never written again, only removed.
      await link(kept, copy).catch(() => copyFile(kept, copy))
    }
  }
  const queue = files.toReversed()
  // Twice as many files at a time as cores: one's compression runs while another's are read and written.
  await Promise.all(
    Array.from({ length: 2 * availableParallelism() }, async () => {
      for (let file = queue.pop(); file; file = queue.pop()) await one(file)
    }),
  )
  const old = Date.now() - KEEP_MS
  for (const name of readdirSync(cacheDir)) {
    const path = join(cacheDir, name)
    if (statSync(path).mtimeMs < old) rmSync(path, { force: true })
  }
  return { files: files.length, made }
}
