// The image variants the pages ask for (app/lib/images.ts names them): the WebP variants of the
// drawn SVG art, each rendered from its SVG at the width it names; the AVIF and WebP variants of the
// photographs, each scaled from the content folder's file; and the social cards the heads name (a
// JPEG of 1200x630 per art). Each file is kept in a cache keyed by its source's content and reused:
// by the next build, which writes every file its pages name, and by `npm run dev`, which makes a
// variant when a page asks for it.
import { createHash, randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import pLimit from 'p-limit'
import sharp, { type Sharp } from 'sharp'
import {
  ART_VARIANT_URL,
  PHOTO_CARD_URL,
  PHOTO_VARIANT_URL,
  SOCIAL_CARD,
  SOCIAL_CARD_URL,
  variantWidths,
} from '#app/lib/images.ts'
import { fileWithin } from './contained-path.ts'
import { replaceWithCopy } from './file-tree.ts'
import { shippedDir } from './renderer.ts'

const CACHE_DIR = 'node_modules/.cache/art-images'
const QUALITY = 75
const CARD_QUALITY = 82
/** AVIF at 60 looks as WebP at 75 does, in about two thirds of the bytes. */
const PHOTO_QUALITY = { avif: 60, webp: 75 }

/**
 * The file `draw` makes of an image, as `kind` (its size and quality) and `extension` say: the
 * cached one, drawn first if the cache has none. `rendered` says whether it was.
 */
async function fromCache(
  source: Buffer,
  kind: string,
  extension: string,
  draw: (source: Buffer, intrinsicWidth: number) => Sharp,
) {
  const key = createHash('sha256').update(source).update(kind).digest('hex')
  const file = join(CACHE_DIR, `${key.slice(0, 32)}${extension}`)
  if (existsSync(file)) return { file, rendered: false }
  mkdirSync(CACHE_DIR, { recursive: true })
  // Written aside and then renamed: a build or a dev server drawing the same file at once never
  // reads half of it.
  const partial = `${file}.${process.pid}-${randomUUID()}`
  await draw(source, (await sharp(source).metadata()).width!).toFile(partial)
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

/** A photograph's variant: `width` pixels wide, as AVIF or WebP, from the cache or scaled. */
export const photoVariant = (photo: Buffer, width: number, format: 'avif' | 'webp') =>
  fromCache(photo, `${width}w ${format} q${PHOTO_QUALITY[format]}`, `.${format}`, (source) =>
    // Turned upright as its camera says, then scaled; the variant keeps no metadata.
    sharp(source).rotate().resize(width)[format]({ quality: PHOTO_QUALITY[format] }),
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
 * The social card of a photograph: 1200x630 cut from it around what draws the eye, as a JPEG,
 * upright and without its metadata.
 */
export function photoCard(photo: Buffer) {
  const { width, height } = SOCIAL_CARD
  return fromCache(photo, `photo card ${width}x${height} q${CARD_QUALITY}`, '.jpg', (source) =>
    sharp(source)
      .rotate()
      .resize(width, height, { fit: 'cover', position: 'attention' })
      .jpeg({ quality: CARD_QUALITY, mozjpeg: true }),
  )
}

/**
 * Makes every file a page showing this photograph (`width` pixels wide) will name, into the cache:
 * each AVIF and WebP width and its social card. Run when it is uploaded, so that the preview that
 * follows finds them made (AVIF is seconds a width: 17 s of a first preview with a 2400 px photograph
 * went on them). Says how many it made.
 */
export async function preparePhoto(photo: Buffer, width: number) {
  const limit = pLimit(availableParallelism())
  const made = await Promise.all([
    ...variantWidths(width).flatMap((each) =>
      (['avif', 'webp'] as const).map((format) => limit(() => photoVariant(photo, each, format))),
    ),
    limit(() => photoCard(photo)),
  ])
  return made.filter(({ rendered }) => rendered).length
}

/** An image a page names, by its address: what the address says (the groups of its pattern). */
type Named = Map<string, string[]>

/** The images the build makes that pages name: art and photograph variants, and social cards. */
export type NamedImages = Record<'art' | 'photos' | 'artCards' | 'photoCards', Named>

const NAMED_BY = {
  art: ART_VARIANT_URL,
  photos: PHOTO_VARIANT_URL,
  artCards: SOCIAL_CARD_URL,
  photoCards: PHOTO_CARD_URL,
} as const

export const noNamedImages = (): NamedImages => ({
  art: new Map(),
  photos: new Map(),
  artCards: new Map(),
  photoCards: new Map(),
})

/**
 * Adds the images the HTML of a page names to `named`, each address and group a string of its own:
 * one cut from the page's text would hold the whole page in memory (gigabytes at 10,000 pages).
 */
export function addNamedImages(named: NamedImages, html: string) {
  for (const kind of Object.keys(NAMED_BY) as (keyof NamedImages)[])
    for (const [url, ...groups] of html.matchAll(NAMED_BY[kind])) named[kind].set(own(url), groups.map(own))
  return named
}

const own = (text: string) => Buffer.from(text).toString()

/** Adds what `more` names to `named`. */
export function joinNamedImages(named: NamedImages, more: NamedImages) {
  for (const kind of Object.keys(NAMED_BY) as (keyof NamedImages)[])
    for (const [url, groups] of more[kind]) named[kind].set(url, groups)
  return named
}

/**
 * Writes into the build every file `wanted` names, each made by `make` from the file `sourceOf` finds
 * (or the error it gives); says how many it drew.
 */
async function writeNamed(
  buildDir: string,
  wanted: Named,
  sourceOf: (groups: string[], url: string) => string | Error,
  make: (source: Buffer, groups: string[]) => Promise<{ file: string; rendered: boolean }>,
) {
  const limit = pLimit(availableParallelism())
  let rendered = 0
  await Promise.all(
    [...wanted].map(([url, groups]) =>
      limit(async () => {
        const source = sourceOf(groups, url)
        if (source instanceof Error) throw source
        const made = await make(readFileSync(source), groups)
        if (made.rendered) rendered++
        mkdirSync(dirname(join(buildDir, url)), { recursive: true })
        replaceWithCopy(made.file, join(buildDir, url))
      }),
    ),
  )
  return { count: wanted.size, rendered }
}

/** Writes every art variant the pages name into the build; says how many it rendered. */
export async function writeArtVariants(buildDir: string, named: NamedImages) {
  const { count, rendered } = await writeNamed(buildDir, named.art, svgIn(shippedDir), (svg, [, width]) =>
    artVariant(svg, Number(width)),
  )
  return { variants: count, rendered }
}

/** Writes the social card of every art and photograph the pages name as theirs. */
export async function writeSocialCards(buildDir: string, contentDir: string, named: NamedImages) {
  const art = await writeNamed(buildDir, named.artCards, svgIn(shippedDir), (svg) => socialCard(svg))
  const photos = await writeNamed(buildDir, named.photoCards, photoSource(contentDir), (photo) =>
    photoCard(photo),
  )
  return { count: art.count + photos.count, rendered: art.rendered + photos.rendered }
}

/**
 * Writes every photograph variant the pages name into the build, each scaled from its file in the
 * content folder `contentDir`; says how many it scaled.
 */
export async function writePhotoVariants(buildDir: string, contentDir: string, named: NamedImages) {
  const { count, rendered } = await writeNamed(
    buildDir,
    named.photos,
    photoSource(contentDir),
    (photo, [, width, format]) => photoVariant(photo, Number(width), format as 'avif' | 'webp'),
  )
  return { variants: count, rendered }
}

/** The SVG an art's address names (its first group), in the build's copy of public/images/. */
const svgIn =
  (buildDir: string) =>
  ([name]: string[], url: string) => {
    return (
      fileWithin(join(buildDir, 'images'), `${name}.svg`) ??
      new Error(`A page shows ${url}, but there is no public/images/${name}.svg.`)
    )
  }

/** The photograph an address names (its first group), in the content folder. */
const photoSource =
  (contentDir: string) =>
  ([src]: string[]) =>
    photoIn(contentDir, src!) ?? new Error(`A page shows ${src}, but content${src} is not there.`)

/** The file of the photograph at `src` (/images/...) in a content folder, if it is there. */
function photoIn(contentDir: string, src: string) {
  // Only under the folder's images/: an address never reaches a file outside it.
  return src.startsWith('/images/')
    ? fileWithin(join(contentDir, 'images'), src.slice('/images'.length))
    : null
}

/** One variant's address, whole: `/images/hero-education-800w.webp`, `/images/team.jpg.800w.avif`. */
const ART_VARIANT_PATH = new RegExp(`^${ART_VARIANT_URL.source}$`)
const PHOTO_VARIANT_PATH = new RegExp(`^${PHOTO_VARIANT_URL.source}$`, 'i')
const PHOTO_CARD_PATH = new RegExp(`^${PHOTO_CARD_URL.source}$`, 'i')
/** No variant is wider than this (app/lib/images.ts); a wider request is not one of ours. */
const MAX_WIDTH = 4800

/** The variant an address names, and the file it is made from (or why there is none). */
function variantAt(path: string, publicDir: string, contentDir: string) {
  const art = ART_VARIANT_PATH.exec(path)
  if (art) {
    const [url, name, width] = art
    const source = svgIn(publicDir)([name!], url)
    return {
      width: Number(width),
      type: 'image/webp',
      source,
      make: (svg: Buffer) => artVariant(svg, Number(width)),
    }
  }
  const card = PHOTO_CARD_PATH.exec(path)
  if (card) {
    const source = photoSource(contentDir)([card[1]!])
    return { width: SOCIAL_CARD.width, type: 'image/jpeg', source, make: photoCard }
  }
  const photo = PHOTO_VARIANT_PATH.exec(path)
  if (photo) {
    const [, src, width, format] = photo as unknown as [string, string, string, 'avif' | 'webp']
    const source =
      photoIn(contentDir, src) ??
      new Error(`${path} is scaled from content${src}, and there is no such file.`)
    return {
      width: Number(width),
      type: `image/${format}`,
      source,
      make: (file: Buffer) => photoVariant(file, Number(width), format),
    }
  }
  return null
}

/**
 * For `npm run dev`, which has no build: a middleware that answers a request for an image variant
 * with the variant, made from its SVG in `publicDir` or its photograph in `contentDir` as the build
 * makes it (and from the same cache). Any other request goes on to the next handler.
 */
export function serveImageVariants(publicDir: string, contentDir: string) {
  return (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
    const path = new URL(request.url ?? '/', 'http://dev').pathname
    const variant = variantAt(path, publicDir, contentDir)
    if (!variant || (request.method !== 'GET' && request.method !== 'HEAD')) return next()
    if (variant.width < 1 || variant.width > MAX_WIDTH) return next()
    if (variant.source instanceof Error) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
      response.end(`${variant.source.message}\n`)
      return
    }
    variant.make(readFileSync(variant.source)).then(({ file }) => {
      const body = readFileSync(file)
      response.writeHead(200, {
        'content-type': variant.type,
        'content-length': body.length,
        // The source may change while the dev server runs: ask each time.
        'cache-control': 'no-cache',
      })
      response.end(request.method === 'HEAD' ? undefined : body)
    }, next)
  }
}
