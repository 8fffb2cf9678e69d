// The media library (issue 32): every uploaded photograph with where it is used, found by its alt
// text or file name; its description changed, its file replaced (under a new name of its bytes: the
// pages and drafts using it follow), and deleted only when nothing uses it.
import { UPLOADS_PATH } from '#contract/admin-constants.ts'
import type { LibraryImage } from '#contract/content.ts'
import type { ContentFile } from '#content/files.ts'
import { ConflictError } from '#server/lib/errors.ts'
import type { ContentRepository } from './content.repository.ts'
import type { ContentImages, Description, LibraryRow } from './images.ts'

type Fields = Record<string, unknown>
type Use = LibraryImage['uses'][number]

/**
 * A picture in a formatted text (content/rich-text.ts): `![alt](/images/uploads/name "WxH")`, its
 * address and its size.
 */
const PICTURE_IN_TEXT = /(!\[(?:\\.|[^\]\\])*\]\()(\/images\/uploads\/[^\s)]+)( "\d+x\d+")?\)/g

/** Every image of `value` whose picture was uploaded, with the field it is in (`hero.image`). */
function uploadsIn(value: unknown, path: string[] = [], into: { src: string; field: string }[] = []) {
  if (typeof value === 'string')
    for (const [, , src] of value.matchAll(PICTURE_IN_TEXT)) into.push({ src: src!, field: path.join('.') })
  else if (Array.isArray(value)) value.forEach((item, i) => uploadsIn(item, [...path, String(i)], into))
  else if (value !== null && typeof value === 'object') {
    const { src } = value as Fields
    if (typeof src === 'string' && src.startsWith(UPLOADS_PATH)) into.push({ src, field: path.join('.') })
    for (const [key, item] of Object.entries(value)) uploadsIn(item, [...path, key], into)
  }
  return into
}

/** `data` with each use of the picture at `from` showing the one at `to`, of its size. */
function swapped(data: unknown, from: string, to: { src: string; width: number; height: number }): unknown {
  if (typeof data === 'string')
    return data.replace(PICTURE_IN_TEXT, (picture, start: string, at: string) =>
      at === from ? `${start}${to.src} "${to.width}x${to.height}")` : picture,
    )
  if (Array.isArray(data)) return data.map((item) => swapped(item, from, to))
  if (data === null || typeof data !== 'object') return data
  const copy = Object.fromEntries(Object.entries(data).map(([key, item]) => [key, swapped(item, from, to)]))
  return copy.src === from ? { ...copy, ...to } : copy
}

/** Whether `data` shows the picture at `src`. */
const shows = (data: string, src: string) => uploadsIn(JSON.parse(data)).some((use) => use.src === src)

export function createLibrary({
  images,
  repo,
  fileAt,
  described,
}: {
  images: ContentImages
  repo: Pick<ContentRepository, 'latestVersions' | 'drafts' | 'retouchDraft'>
  fileAt: (ref: string) => ContentFile | null
  described: (file: ContentFile) => Promise<{ title: string; url: string | null }>
}) {
  /** Where each uploaded picture is used, by its address: in the live content and in the drafts. */
  async function usesByPicture() {
    const uses = new Map<string, Use[]>()
    const files = [
      ...(await repo.latestVersions()).map((row) => ({ ...row, draft: false })),
      ...(await repo.drafts()).map((row) => ({ ...row, draft: true })),
    ]
    for (const { ref, data, draft } of files) {
      const file = data ? fileAt(ref) : null
      if (!file || !data) continue
      const found = uploadsIn(JSON.parse(data))
      if (found.length === 0) continue
      const { title, url } = await described(file)
      for (const { src, field } of found) {
        uses.set(src, [...(uses.get(src) ?? []), { ref, title, url, field, draft }])
      }
    }
    return uses
  }

  const viewOf = (row: LibraryRow, uses: Use[]): LibraryImage => ({
    ...row,
    src: `${UPLOADS_PATH}${row.name}`,
    decorative: row.decorative === 1,
    uses,
  })

  async function view(name: string) {
    const row = await images.found(name)
    return viewOf(row, (await usesByPicture()).get(`${UPLOADS_PATH}${name}`) ?? [])
  }

  return {
    async list(query = '') {
      const words = query.toLowerCase()
      const uses = await usesByPicture()
      return (await images.list())
        .filter((row) => `${row.alt} ${row.fileName ?? ''} ${row.name}`.toLowerCase().includes(words))
        .map((row) => viewOf(row, uses.get(`${UPLOADS_PATH}${row.name}`) ?? []))
    },

    view,

    async describe(name: string, description: Description) {
      await images.describe(name, description)
      return view(name)
    },

    /** Refused while a page or a draft shows it, with their list. */
    async remove(name: string) {
      const { uses } = await view(name)
      if (uses.length > 0) {
        const where = [...new Set(uses.map((use) => `“${use.title}”${use.draft ? ' (a draft)' : ''}`))]
        throw new ConflictError(
          `It is used on ${where.join(', ')}. Choose another photograph there first, then delete it.`,
        )
      }
      await images.remove(name)
    },

    /**
     * Keeps a new file for the photograph's place, under its own name; the drafts that show the
     * photograph show it now, and the changes give each live page using it the new file (the
     * release that follows builds their pages with it). Its new name, and those changes.
     */
    async replace(name: string, bytes: Buffer) {
      const photo = await images.replace(name, bytes)
      const from = `${UPLOADS_PATH}${name}`
      const to = { src: `${UPLOADS_PATH}${photo.name}`, width: photo.width, height: photo.height }
      for (const draft of await repo.drafts()) {
        if (!shows(draft.data, from)) continue
        const data = JSON.stringify(swapped(JSON.parse(draft.data), from, to))
        // Saved meanwhile by its writer: their save names the old file, which stays.
        await repo.retouchDraft(draft.ref, draft.revision, data)
      }
      const live = (await repo.latestVersions()).filter((row) => row.data && shows(row.data, from))
      const changes = live.map((row) => ({
        ref: row.ref,
        data: swapped(JSON.parse(row.data!), from, to) as Fields,
      }))
      return { name: photo.name, changes }
    },
  }
}
