// The brotli (quality 11, 9 for large files) and gzip (level 9) copies of a build's text files, which the server sends
// as they are. Each distinct file is compressed once: the copies are kept by the file's hash in a
// cache that every build of the same place shares (a publish builds the whole site again, but most of
// its pages come out byte for byte as before), and made on all cores (zlib's own threads).
import { createHash, randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import { copyFile, readFile, rename, utimes, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { unlinkBeforeWrite } from './linked-files.ts'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** A copy unused this long is dropped from the cache. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000

/**
 * Past this size a file (the search index) is compressed at brotli's quality 9: quality 11 takes
 * fifteen times as long on it (0.5 s for 500 KB, on every publish) for a copy about 10 % smaller.
 */
const LARGE_FILE = 128 * 1024

const COPIES = [
  {
    extension: 'br',
    make: (body: Buffer) =>
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: body.length > LARGE_FILE ? 9 : 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
  },
  { extension: 'gz', make: (body: Buffer) => gzipped(body, { level: 9 }) },
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
      await unlinkBeforeWrite(`${file}.${extension}`)
      if (existsSync(kept)) {
        const now = new Date()
        await Promise.all([copyFile(kept, `${file}.${extension}`), utimes(kept, now, now)])
        continue
      }
      const copy = await make(body)
      made++
      // Written beside the cache's file, then renamed: no build ever reads a half-written copy.
      const written = `${kept}.${randomUUID()}`
      await writeFile(written, copy)
      await rename(written, kept)
      await writeFile(`${file}.${extension}`, copy)
    }
  }
  const queue = [...files]
  await Promise.all(
    Array.from({ length: availableParallelism() }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) await one(file)
    }),
  )
  const old = Date.now() - KEEP_MS
  for (const name of readdirSync(cacheDir)) {
    const path = join(cacheDir, name)
    if (statSync(path).mtimeMs < old) rmSync(path, { force: true })
  }
  return { files: files.length, made }
}
