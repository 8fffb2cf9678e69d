// The media library as members use it: what library.ts does, recorded in the audit log, and a
// replaced photograph's live pages following it in one release.
import type { Acting, AuditLog } from '#server/modules/audit/audit.service.ts'
import type { ContentRepository } from './content.repository.ts'
import type { EditorFiles } from './editor-files.ts'
import type { ContentImages, Description } from './images.ts'
import { createLibrary } from './library.ts'
import type { Publishing } from './publishing.ts'

export function createLibraryActions({
  images,
  repo,
  audit,
  files,
  release,
}: {
  /** The uploaded photographs. */
  images: ContentImages
  repo: ContentRepository
  audit: AuditLog
  files: EditorFiles
  release: Publishing['release']
}) {
  const library = createLibrary({ images, repo, fileAt: files.fileAt, described: files.described })

  return {
    list: library.list,
    view: library.view,
    async describe(name: string, description: Description, { actor, ip }: Acting) {
      const image = await library.describe(name, description)
      await audit.record({ actor, action: 'image-described', target: name, detail: description, ip })
      return image
    },
    async remove(name: string, { actor, ip }: Acting) {
      await library.remove(name)
      await audit.record({ actor, action: 'image-deleted', target: name, ip })
    },
    /**
     * Replaces the file under a new name: the live pages that show it follow in one release, and
     * the old one leaves the library's list as it goes live (at once, if no page shows it).
     */
    async replace(name: string, bytes: Buffer, acting: Acting) {
      const replaced = await library.replace(name, bytes)
      const { changes } = replaced
      const refs = changes.map(({ ref }) => ref)
      if (replaced.name !== name && changes.length === 0)
        await repo.transaction((tx) => tx.imageReplaced(name, replaced.name))
      // Named as the library names it: by what it shows, else by the file it was uploaded as.
      const photo = await library.view(replaced.name)
      const called = photo.alt || photo.fileName || 'a photograph'
      const started =
        changes.length === 0
          ? null
          : await release(
              {
                summary: `Replace the photograph “${called}” on ${refs.length === 1 ? 'its page' : `${refs.length} pages`}`,
                changes,
                recorded: {
                  action: 'content-published',
                  target: refs.join(', '),
                  detail: { replaced: name, by: replaced.name },
                },
                afterwards: (tx) => tx.imageReplaced(name, replaced.name),
              },
              acting,
            )
      return { image: photo, release: started }
    },
  }
}
