// Photographs uploaded in the content editor, the media library's: checked by what the bytes are (not
// what the browser says they are), turned upright, stripped of their metadata (a camera's location
// among it), and kept in the database with their alt text so every instance builds with them. Each
// build writes them where the image pipeline finds them (content/images/uploads/), and it makes the
// AVIF and WebP widths the pages use. A photograph's name ends with its bytes' digest: a file put in
// its place comes under a new name (no browser shows the old picture under it), and the old one is
// kept, unlisted, for the pages and drafts that still name it.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Kysely } from 'kysely'
import pLimit from 'p-limit'
import sharp from 'sharp'
import { UPLOADS_PATH } from '#contract/admin-constants.ts'
import type { DB } from '#server/db/schema.ts'
import type { Clock } from '#server/lib/clock.ts'
import { InvalidFieldError, NotFoundError } from '#server/lib/errors.ts'

/** The formats kept, as sharp names them, and their files' extension. */
const FORMATS: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', heif: 'avif' }
/**
 * Beyond this a picture is not a photograph for a web page: a 48-megapixel phone's full size passes.
 * Decoding costs 4 bytes a pixel outside the heap (a 0.3 MB PNG of 10,000 × 10,000 took 500 MB).
 */
const MAX_PIXELS = 50_000_000
/**
 * The longest side a photograph is kept at: twice the widest the pages show (2400 px), room for a
 * crop. A camera's 50 megapixels, kept whole, cost every variant made of them their decoding.
 */
export const KEPT_SIDE = 4800
const THUMBNAIL_WIDTH = 480

/** A file name's words, for the uploaded file's: `Team at work.JPG` gives `team-at-work`. */
const slugOf = (name: string) =>
  name
    .replace(/\.[^.]*$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'photo'

/** What a photograph shows, as its uploader or the library says it. */
export type Description = { alt: string; decorative: boolean }

/** Alt text is asked for once, at upload, unless the photograph is decorative. */
function checkDescribed({ alt, decorative }: Description) {
  if (!decorative && alt.trim() === '') {
    throw new InvalidFieldError(
      'alt',
      'Say what the photograph shows, for those who cannot see it, or mark it decorative.',
    )
  }
  return { alt: decorative ? '' : alt.trim(), decorative: decorative ? 1 : 0 }
}

/** A photograph's row as the library lists it: all but its bytes. */
const LISTED = [
  'name',
  'alt',
  'decorative',
  'width',
  'height',
  'bytes',
  'fileName',
  'authorEmail',
  'createdAt',
  'replacedAt',
] as const

const notAPhotograph = () =>
  new InvalidFieldError('file', 'This file is not a photograph: upload a JPEG, PNG, WebP or AVIF image.')

export function createContentImages({ db, clock }: { db: Kysely<DB>; clock: Clock }) {
  const thumbnails = new Map<string, Buffer>()
  // One photograph decoded at a time: four at once would hold four times its memory.
  const decoding = pLimit(1)
  // Told of each photograph uploaded, with its width: its variants can be made before a preview asks
  // for them. (A replaced one is published at once: that release makes them.)
  const uploadListeners: ((photo: Buffer, width: number) => void)[] = []
  const uploadedPhoto = (photo: { data: Buffer; width: number }) => {
    for (const listener of uploadListeners) listener(photo.data, photo.width)
  }

  /** The photograph's bytes checked, upright and bare, in its own format or `as` another's. */
  async function cleaned(bytes: Buffer, as?: string) {
    // The header only: its size is known before any pixel is decoded.
    const meta = await sharp(bytes, { limitInputPixels: false })
      .metadata()
      .catch(() => {
        throw notAPhotograph()
      })
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) {
      throw new InvalidFieldError(
        'file',
        `This picture is ${meta.width} × ${meta.height} pixels: upload one of at most ${MAX_PIXELS / 1_000_000} megapixels (a camera’s full size is fine).`,
      )
    }
    if (meta.format === 'svg') {
      throw new InvalidFieldError(
        'file',
        'SVG files are not accepted: they can carry script. Export it as a PNG, and upload that.',
      )
    }
    const extension =
      meta.format === 'heif' && meta.compression !== 'av1' ? undefined : FORMATS[meta.format ?? '']
    if (!extension) throw notAPhotograph()
    const format = (as ?? (meta.format === 'heif' ? 'avif' : meta.format)) as 'jpeg' | 'png' | 'webp' | 'avif'
    // Upright as the camera meant it, with no metadata kept, and no larger than a page can use.
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: KEPT_SIDE, height: KEPT_SIDE, fit: 'inside', withoutEnlargement: true })
      .toFormat(format, { quality: 90 })
      .toBuffer({ resolveWithObject: true })
      .catch(() => {
        throw notAPhotograph()
      })
    return { data, width: info.width, height: info.height, extension }
  }

  /** A photograph's name: its file's words, and its bytes' digest (`team-at-work-0a1b2c3d4e.jpg`). */
  const nameOf = (words: string, photo: { data: Buffer; extension: string }) =>
    `${words}-${createHash('sha256').update(photo.data).digest('hex').slice(0, 10)}.${photo.extension}`

  const find = (name: string) =>
    db.selectFrom('contentImages').select(LISTED).where('name', '=', name).executeTakeFirst()

  async function found(name: string) {
    const row = await find(name)
    if (!row) throw new NotFoundError('There is no such photograph.')
    return row
  }

  return {
    /** Checks and keeps an uploaded photograph; answers with its address, size and description for the image fields. */
    upload: async (bytes: Buffer, fileName: string, description: Description, author: { email: string }) => {
      const described = checkDescribed(description)
      return decoding(async () => {
        const photo = await cleaned(bytes)
        const name = nameOf(slugOf(fileName), photo)
        await db
          .insertInto('contentImages')
          .values({
            name,
            data: photo.data,
            width: photo.width,
            height: photo.height,
            ...described,
            fileName: fileName.slice(0, 200),
            bytes: photo.data.length,
            authorEmail: author.email,
            createdAt: clock().toISOString(),
            replacedAt: null,
            replacedBy: null,
          })
          .onConflict((conflict) => conflict.column('name').doNothing())
          .execute()
        uploadedPhoto(photo)
        return {
          src: `${UPLOADS_PATH}${name}`,
          width: photo.width,
          height: photo.height,
          alt: described.alt,
          decorative: described.decorative === 1,
        }
      })
    },

    /** Calls `listener` with each photograph uploaded from now on, and its width. */
    whenUploaded(listener: (photo: Buffer, width: number) => void) {
      uploadListeners.push(listener)
    },

    /** Every photograph of the library (not those replaced), newest first, without its bytes. */
    list: () =>
      db
        .selectFrom('contentImages')
        .select(LISTED)
        .where('replacedBy', 'is', null)
        .orderBy('createdAt', 'desc')
        .execute(),

    found,

    /** Changes what the library says a photograph shows (each use keeps the words it has). */
    async describe(name: string, description: Description) {
      await found(name)
      await db
        .updateTable('contentImages')
        .set(checkDescribed(description))
        .where('name', '=', name)
        .execute()
      return found(name)
    },

    /**
     * Keeps another file for a photograph's place, in its format, under a name of its own (its
     * words, its new digest), with the photograph's description and history. The old one stays
     * listed until the pages have the new one (the content repository's `imageReplaced`). Its name
     * and size.
     */
    async replace(name: string, bytes: Buffer) {
      const old = await found(name)
      const extension = old.name.split('.').pop()!
      const format = { jpg: 'jpeg', png: 'png', webp: 'webp', avif: 'avif' }[extension]
      const photo = await decoding(() => cleaned(bytes, format))
      // Its words, in its own format, whatever the new file was.
      const next = nameOf(old.name.replace(/-[0-9a-f]{10}\.\w+$/, ''), { ...photo, extension })
      if (next !== name) {
        await db
          .insertInto('contentImages')
          .values({
            ...old,
            name: next,
            data: photo.data,
            width: photo.width,
            height: photo.height,
            bytes: photo.data.length,
            replacedAt: clock().toISOString(),
            replacedBy: null,
          })
          // The same file again (put back after another): its row is there, listed anew below.
          .onConflict((conflict) => conflict.column('name').doUpdateSet({ replacedBy: null }))
          .execute()
      }
      return { name: next, width: photo.width, height: photo.height }
    },

    /**
     * Deletes a photograph from the library, with the files it replaced (the caller has checked
     * that nothing uses it).
     */
    async remove(name: string) {
      await found(name)
      await db
        .deleteFrom('contentImages')
        .where((eb) => eb.or([eb('name', '=', name), eb('replacedBy', '=', name)]))
        .execute()
      thumbnails.delete(name)
    },

    /** A small WebP of an uploaded photograph, for the editor's form. */
    async thumbnail(name: string) {
      const known = thumbnails.get(name)
      if (known) return known
      const row = await db
        .selectFrom('contentImages')
        .select('data')
        .where('name', '=', name)
        .executeTakeFirst()
      if (!row) throw new NotFoundError('There is no such photograph.')
      const small = await sharp(row.data)
        .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
        .webp()
        .toBuffer()
      thumbnails.set(name, small)
      return small
    },

    /**
     * Writes every uploaded photograph into `dir` (a build's content/images/uploads/): those not
     * there yet (a name's bytes never change).
     */
    async writeAll(dir: string) {
      mkdirSync(dir, { recursive: true })
      const rows = await db.selectFrom('contentImages').select('name').execute()
      for (const { name } of rows) {
        const file = join(dir, name)
        if (existsSync(file)) continue
        const row = await db
          .selectFrom('contentImages')
          .select('data')
          .where('name', '=', name)
          .executeTakeFirstOrThrow()
        writeFileSync(file, row.data)
      }
    },
  }
}

export type ContentImages = ReturnType<typeof createContentImages>
export type LibraryRow = Awaited<ReturnType<ContentImages['list']>>[number]
