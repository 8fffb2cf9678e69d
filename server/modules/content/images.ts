// Photographs uploaded in the content editor: checked by what the bytes are (not what the browser
// says they are), turned upright, stripped of their metadata (a camera's location among it), and kept
// in the database so every instance builds with them. Each build writes them where the image pipeline
// finds them (content/images/uploads/), and it makes the AVIF and WebP widths the pages use.
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
const THUMBNAIL_WIDTH = 480

/** A file name's words, for the uploaded file's: `Team at work.JPG` gives `team-at-work`. */
const slugOf = (name: string) =>
  name
    .replace(/\.[^.]*$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'photo'

const notAPhotograph = () =>
  new InvalidFieldError('file', 'This file is not a photograph: upload a JPEG, PNG, WebP or AVIF image.')

export function createContentImages({ db, clock }: { db: Kysely<DB>; clock: Clock }) {
  const thumbnails = new Map<string, Buffer>()
  // One photograph decoded at a time: four at once would hold four times its memory.
  const decoding = pLimit(1)

  return {
    /** Checks and keeps an uploaded photograph; answers with its address and size for the image fields. */
    upload: (bytes: Buffer, fileName: string, author: { email: string }) =>
      decoding(async () => {
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
        // Upright as the camera meant it, in the same format, with no metadata kept.
        const cleaned = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
          .rotate()
          .toFormat(meta.format === 'heif' ? 'avif' : (meta.format as 'jpeg' | 'png' | 'webp'), {
            quality: 90,
          })
          .toBuffer({ resolveWithObject: true })
          .catch(() => {
            throw notAPhotograph()
          })
        const digest = createHash('sha256').update(cleaned.data).digest('hex').slice(0, 10)
        const name = `${slugOf(fileName)}-${digest}.${extension}`
        await db
          .insertInto('contentImages')
          .values({
            name,
            data: cleaned.data,
            width: cleaned.info.width,
            height: cleaned.info.height,
            authorEmail: author.email,
            createdAt: clock().toISOString(),
          })
          .onConflict((conflict) => conflict.column('name').doNothing())
          .execute()
        return { src: `${UPLOADS_PATH}${name}`, width: cleaned.info.width, height: cleaned.info.height }
      }),

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

    /** Writes every uploaded photograph into `dir` (a build's content/images/uploads/), those not there yet. */
    async writeAll(dir: string) {
      mkdirSync(dir, { recursive: true })
      const names = await db.selectFrom('contentImages').select('name').execute()
      for (const { name } of names) {
        if (existsSync(join(dir, name))) continue
        const row = await db
          .selectFrom('contentImages')
          .select('data')
          .where('name', '=', name)
          .executeTakeFirstOrThrow()
        writeFileSync(join(dir, name), row.data)
      }
    },
  }
}

export type ContentImages = ReturnType<typeof createContentImages>
