// A draft asked to go live while the team reviews before publishing (server/modules/reviews/): what
// it is and changes, checked as the build would check it, and published once approved.
import type { Acting } from '#server/modules/audit/audit.service.ts'
import type { ReviewedWork } from '#server/modules/reviews/reviews.service.ts'
import { changesBetween } from './changes.ts'
import type { ContentRepository } from './content.repository.ts'
import type { Drafts } from './drafts.ts'
import { type EditorFiles, fieldsOf } from './editor-files.ts'
import { releaseOf } from './history.ts'
import type { Publishing } from './publishing.ts'

export function createReviewedWork({
  repo,
  files,
  draftToBuild,
  publishPlan,
  startRelease,
}: {
  repo: Pick<ContentRepository, 'draft' | 'versionsOf' | 'release'>
  files: EditorFiles
  draftToBuild: Drafts['draftToBuild']
  publishPlan: Publishing['publishPlan']
  startRelease: Publishing['startRelease']
}) {
  return {
    async describe(ref: string) {
      const file = files.fileAt(ref)
      return file ? files.described(file) : null
    },
    async draftOf(ref: string) {
      const draft = await repo.draft(ref)
      if (!draft) return null
      const published = fieldsOf((await repo.versionsOf(ref))[0])
      return { revision: draft.revision, changes: changesBetween(published, JSON.parse(draft.data)) }
    },
    async check(ref: string, revision: number) {
      await draftToBuild(files.fileOrThrow(ref), revision)
    },
    async publish(ref: string, revision: number, acting: Acting) {
      const { id, done } = await startRelease(await publishPlan([{ ref, revision }]), acting)
      return { release: releaseOf((await repo.release(id))!), done }
    },
  } satisfies ReviewedWork
}
