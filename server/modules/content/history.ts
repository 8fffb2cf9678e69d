// The content's past: a file's versions with what each changed, a release by its number, and the name
// a file had when it was last published (a deleted entry's too, for the audit log).
import type { Release } from '#contract/content.ts'
import type { ContentReleasesTable } from '#server/db/schema.ts'
import { NotFoundError } from '#server/lib/errors.ts'
import { changesBetween } from './changes.ts'
import type { ContentRepository } from './content.repository.ts'
import { type EditorFiles, fieldsOf } from './editor-files.ts'

export const releaseOf = (row: ContentReleasesTable): Release => ({
  id: row.id,
  state: row.state,
  summary: row.summary,
  error: row.error,
  authorEmail: row.authorEmail,
  writtenByEmail: row.writtenByEmail,
  createdAt: row.createdAt,
  finishedAt: row.finishedAt,
})

export function createHistory({
  repo,
  files,
}: {
  repo: Pick<ContentRepository, 'versionsOf' | 'release'>
  files: EditorFiles
}) {
  return {
    /** A content file's name as the editor lists it (a deleted entry's, as it last was); null for no file. */
    async nameOfRef(ref: string) {
      const file = files.fileAt(ref)
      if (!file) return null
      const last = (await repo.versionsOf(ref)).find((version) => version.data !== null)
      return last ? files.nameOf(file, fieldsOf(last)) : files.currentName(file).catch(() => null)
    },

    async release(id: number) {
      const row = await repo.release(id)
      if (!row) throw new NotFoundError('There is no such release.')
      return releaseOf(row)
    },

    async history(ref: string) {
      files.fileOrThrow(ref)
      const versions = await repo.versionsOf(ref)
      return {
        versions: versions.map((row, i) => ({
          version: row.version,
          authorEmail: row.authorEmail,
          writtenByEmail: row.writtenByEmail,
          createdAt: row.createdAt,
          releaseId: row.releaseId,
          deleted: row.data === null,
          changes: changesBetween(fieldsOf(versions[i + 1]), fieldsOf(row)),
        })),
      }
    },
  }
}
