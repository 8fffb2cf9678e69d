// A text file of a build that has no compressed copies beside it, compressed where it is served. The
// build leaves one such file: the search index (writer/finishing.ts), since compressing it on every
// publish costs seconds on a large site (41 MB at 10,000 pages) while the server reads it as it is.
// It is compressed here instead, once per build and encoding, the first time someone asks for it.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

type Encoding = 'br' | 'gzip'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/**
 * Brotli at quality 6, told the size, and gzip at level 6: on the 500 KB index of the shipped site 25
 * ms each, in libuv's threads; quality 9 and up take three times as long for a copy 3 % smaller.
 */
const compress: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => gzipped(body, { level: 6 }),
}

/** Each build's copies, by file and encoding: they go with the build when another replaces it. */
const copies = new WeakMap<object, Map<string, Promise<Buffer>>>()

/** The file compressed as `encoding`, made once for `build` (requests meanwhile wait on the same). */
export function compressedCopy(build: object, file: string, encoding: Encoding) {
  const ofBuild = copies.get(build) ?? new Map<string, Promise<Buffer>>()
  copies.set(build, ofBuild)
  const key = `${encoding} ${file}`
  let copy = ofBuild.get(key)
  if (!copy) {
    copy = readFile(file).then(compress[encoding])
    // A failure is not kept: the next request tries again.
    copy.catch(() => ofBuild.delete(key))
    ofBuild.set(key, copy)
  }
  return copy
}

/** The encoding to send to this request, of those the server makes, or none. */
export function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const accepts = String(request.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accepts)) return 'br'
  if (/\bgzip\b/.test(accepts)) return 'gzip'
  return null
}

/**
 * Answers with the file at `path` of `build` (in `buildDir`), compressed as the request accepts,
 * or as it is (with its ETag and ranges) when it accepts neither.
 */
export async function sendCompressedFile(
  request: FastifyRequest,
  reply: FastifyReply,
  {
    build,
    buildDir,
    path,
    contentType,
  }: { build: object; buildDir: string; path: string; contentType: string },
) {
  reply.header('vary', 'accept-encoding')
  const encoding = acceptedEncoding(request)
  if (!encoding) return reply.sendFile(path.slice(1), buildDir)
  const body = await compressedCopy(build, join(buildDir, path), encoding)
  return reply.type(contentType).header('content-encoding', encoding).send(body)
}
