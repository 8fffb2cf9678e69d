// The WebP variants of the drawn SVG art that the pages ask for (app/lib/images.ts names them), each
// rendered from its SVG at the width it names, and the social cards their heads name (a JPEG of
// 1200x630 per art). Each file is kept in a cache keyed by the SVG's content and reused: by the next
// build, which writes every file its pages name, and by `npm run dev`, which renders a variant when
// a page asks for it.
import { createHash, randomUUID } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import pLimit from 'p-limit'
import sharp from 'sharp'
import { ART_VARIANT_URL, SOCIAL_CARD, SOCIAL_CARD_URL } from '#app/lib/images.ts'

const CACHE_DIR = 'node_modules/.cache/art-images'
const QUALITY = 75
const CARD_QUALITY = 82

/**
 * The file `draw` makes of an SVG, as `kind` (its size and quality) and `extension` say: the cached
 * one, drawn first if the cache has none. `rendered` says whether it was.
 */
async function fromCache(
  svg: Buffer,
  kind: string,
  extension: string,
  draw: (svg: Buffer, intrinsicWidth: number) => sharp.Sharp,
) {
  const key = createHash('sha256').update(svg).update(kind).digest('hex')
  const file = join(CACHE_DIR, `${key.slice(0, 32)}${extension}`)
  if (existsSync(file)) return { file, rendered: false }
  mkdirSync(CACHE_DIR, { recursive: true })
  // Written aside and then renamed: a build or a dev server drawing the same file at once never
  // reads half of it.
  const partial = `${file}.${process.pid}-${randomUUID()}`
  await draw(svg, (await sharp(svg).metadata()).width!).toFile(partial)
  renameSync(partial, file)
  return { file, rendered: true }
}

/** The WebP of an SVG at `width` pixels, from the cache or drawn. */
export const artVariant = (svg: Buffer, width: number) =>
  fromCache(svg, `${width}w q${QUALITY}`, '.webp', (source, intrinsic) =>
    // Drawn at the density that gives the width, not drawn and then scaled: lines stay sharp.
    sharp(source, { density: (72 * width) / intrinsic })
      .resize(width)
      .webp({ quality: QUALITY }),
  )

/**
 * The social card of an SVG: the art filling 1200x630, cut to that shape from its middle, as a JPEG
 * (the format every network shows).
 */
export function socialCard(svg: Buffer) {
  const { width, height } = SOCIAL_CARD
  return fromCache(svg, `card ${width}x${height} q${CARD_QUALITY}`, '.jpg', (source, intrinsic) =>
    // Drawn a little larger than the card is wide, so the cut loses no sharpness.
    sharp(source, { density: (72 * width * 1.25) / intrinsic })
      .resize(width, height, { fit: 'cover' })
      .flatten({ background: '#001a2c' })
      .jpeg({ quality: CARD_QUALITY, mozjpeg: true }),
  )
}

/**
 * Writes into the build every file the given built pages name by `pattern` (its address, then its
 * SVG's name and what else the address says), each once, made by `make`; says how many it drew.
 */
async function writeNamed(
  buildDir: string,
  pages: string[],
  pattern: RegExp,
  make: (svg: Buffer, groups: string[]) => Promise<{ file: string; rendered: boolean }>,
) {
  const wanted = new Map(
    pages.flatMap((page) =>
      [...readFileSync(page, 'utf8').matchAll(pattern)].map(([url, ...groups]) => [url, groups] as const),
    ),
  )
  const limit = pLimit(availableParallelism())
  let rendered = 0
  await Promise.all(
    [...wanted].map(([url, groups]) =>
      limit(async () => {
        const name = groups[0]!
        const svgFile = join(buildDir, 'images', `${name}.svg`)
        if (!existsSync(svgFile)) {
          throw new Error(`A page shows ${url}, but there is no public/images/${name}.svg.`)
        }
        const made = await make(readFileSync(svgFile), groups)
        if (made.rendered) rendered++
        copyFileSync(made.file, join(buildDir, url))
      }),
    ),
  )
  return { count: wanted.size, rendered }
}

/** Writes every art variant the given built pages name into the build; says how many it rendered. */
export async function writeArtVariants(buildDir: string, pages: string[]) {
  const { count, rendered } = await writeNamed(buildDir, pages, ART_VARIANT_URL, (svg, [, width]) =>
    artVariant(svg, Number(width)),
  )
  return { variants: count, rendered }
}

/** Writes the social card of every art the given built pages name as theirs. */
export const writeSocialCards = (buildDir: string, pages: string[]) =>
  writeNamed(buildDir, pages, SOCIAL_CARD_URL, (svg) => socialCard(svg))

/** One variant's address, whole: `/images/hero-education-800w.webp`. */
const VARIANT_PATH = new RegExp(`^${ART_VARIANT_URL.source}$`)
/** No variant is wider than this (app/lib/images.ts); a wider request is not one of ours. */
const MAX_WIDTH = 4800

/**
 * For `npm run dev`, which has no build: a middleware that answers a request for an art variant
 * with the variant, rendered from its SVG in `publicDir` as the build renders it (and from the same
 * cache). Any other request goes on to the next handler.
 */
export function serveArtVariants(publicDir: string) {
  return (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
    const match = VARIANT_PATH.exec(new URL(request.url ?? '/', 'http://dev').pathname)
    if (!match || (request.method !== 'GET' && request.method !== 'HEAD')) return next()
    const [url, name, width] = match
    if (Number(width) < 1 || Number(width) > MAX_WIDTH) return next()
    const svgFile = join(publicDir, 'images', `${name}.svg`)
    if (!existsSync(svgFile)) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
      response.end(`${url} is drawn from public/images/${name}.svg, and there is no such file.\n`)
      return
    }
    artVariant(readFileSync(svgFile), Number(width)).then(({ file }) => {
      const body = readFileSync(file)
      response.writeHead(200, {
        'content-type': 'image/webp',
        'content-length': body.length,
        // The SVG may change while the dev server runs: ask each time.
        'cache-control': 'no-cache',
      })
      response.end(request.method === 'HEAD' ? undefined : body)
    }, next)
  }
}
