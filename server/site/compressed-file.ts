// A text the server makes of a build's files, compressed where it is served: the search index
// (writer/search-index.ts), which the build keeps in parts for the server and no browser needs, so
// that compressing it (41 MB at 10,000 pages) costs no publish. It is put together and compressed
// here, once per build and encoding, the first time someone asks for it.
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

/** Each build's texts and their copies, by name and encoding: they go with the build when another replaces it. */
const copies = new WeakMap<object, Map<string, Promise<Buffer>>>()

/** Made once for `build` (requests meanwhile wait on the same); a failure is not kept. */
function once(build: object, key: string, make: () => Promise<Buffer>) {
  const ofBuild = copies.get(build) ?? new Map<string, Promise<Buffer>>()
  copies.set(build, ofBuild)
  let made = ofBuild.get(key)
  if (!made) {
    made = make()
    made.catch(() => ofBuild.delete(key))
    ofBuild.set(key, made)
  }
  return made
}

/** The encoding to send to this request, of those the server makes, or none. */
export function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const accepts = String(request.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accepts)) return 'br'
  if (/\bgzip\b/.test(accepts)) return 'gzip'
  return null
}

/**
 * Answers with the text `name` of `build`, which `make` puts together, compressed as the request
 * accepts, or as it is when it accepts neither.
 */
export async function sendCompressedText(
  request: FastifyRequest,
  reply: FastifyReply,
  {
    build,
    name,
    contentType,
    make,
  }: { build: object; name: string; contentType: string; make: () => Buffer },
) {
  reply.header('vary', 'accept-encoding').type(contentType)
  const text = () => once(build, name, async () => make())
  const encoding = acceptedEncoding(request)
  if (!encoding) return reply.send(await text())
  const body = await once(build, `${encoding} ${name}`, async () => compress[encoding](await text()))
  return reply.header('content-encoding', encoding).send(body)
}
