// Publishing and taking down set for a time (server/modules/schedules/): a job described for its
// list, checked as it is set, and started as it fires, with only the drafts seen when it was set.
import { ConflictError } from '#server/lib/errors.ts'
import type { Acting } from '#server/modules/audit/audit.service.ts'
import type { Job, ScheduledWork } from '#server/modules/schedules/schedules.service.ts'
import { INTERRUPTED, type ContentRepository } from './content.repository.ts'
import type { EditorFiles } from './editor-files.ts'
import type { EntryMoves } from './entry-moves.ts'
import type { Publishing } from './publishing.ts'

export function createScheduledWork({
  repo,
  files,
  publishPlan,
  startRelease,
  removePlan,
}: {
  repo: Pick<ContentRepository, 'draft' | 'release'>
  files: EditorFiles
  publishPlan: Publishing['publishPlan']
  startRelease: Publishing['startRelease']
  removePlan: EntryMoves['removePlan']
}) {
  /**
   * The plan of a scheduled take-down, or of a publish: the drafts at the revisions it was set with
   * (several at once: `a.yaml,b.yaml`), never a later draft nobody set it for.
   */
  async function scheduledPlan({ action, target, redirectTo, takeOut, revisions }: Job) {
    if (action === 'unpublish') {
      if (!(await files.isLive(target)))
        throw new ConflictError('It is not on the site: there is nothing to take down.')
      return removePlan(target, redirectTo, takeOut)
    }
    const refs = target.split(',')
    const drafts = []
    for (const [i, ref] of refs.entries()) {
      const draft = await repo.draft(ref)
      // Of several, each is named.
      const named = refs.length > 1 ? `“${await files.currentName(files.fileOrThrow(ref))}”` : null
      const which = named ? `The draft of ${named}` : 'The draft'
      if (!draft) {
        throw new ConflictError(
          revisions
            ? `${which} is gone: there is nothing to publish. Save one, and set the time again.`
            : `${named ? `${named} has` : 'There is'} no draft to publish: save one first.`,
        )
      }
      const revision = revisions?.[i] ?? draft.revision
      if (draft.revision !== revision) {
        throw new ConflictError(
          `${which} was changed after the time was set, and it publishes only what was seen then. Set the time again to publish the new draft.`,
        )
      }
      drafts.push({ ref, revision })
    }
    return publishPlan(drafts)
  }

  return {
    async describe({ target, revisions }: Job) {
      const refs = target.split(',')
      const found = refs.map(files.fileAt)
      if (found.some((file) => !file)) return null
      const changed = []
      for (const [i, ref] of refs.entries()) {
        const draft = await repo.draft(ref)
        if (revisions && draft?.revision !== revisions[i]) changed.push(await files.currentName(found[i]!))
      }
      const unseen =
        changed.length === 0
          ? null
          : `${refs.length > 1 ? `The draft of “${changed.join('”, “')}”` : 'The draft'} changed after the time was set: it publishes only what was seen then. Change the time to set it for the draft as it is now.`
      if (found.length === 1) return { ...(await files.described(found[0]!)), unseen }
      const names = await Promise.all(found.map((file) => files.currentName(file!)))
      return { title: `Together: ${names.join(', ')}`, url: null, unseen }
    },
    async check(job: Job) {
      // A new entry may be set to go and to come down: its take-down is checked when it fires.
      if (job.action === 'unpublish' && !(await files.isLive(job.target)) && (await repo.draft(job.target)))
        return job
      const plan = await scheduledPlan(job)
      const revisions = plan.published?.map(({ revision }) => revision) ?? null
      return { ...job, revisions }
    },
    async start(job: Job, acting: Acting) {
      const { id, done } = await startRelease(await scheduledPlan(job), acting)
      return { releaseId: id, done }
    },
    async outcomeOf(id: number) {
      const row = await repo.release(id)
      // Still building, or cut short by a stop: not an outcome; the schedule fires again.
      if (!row || row.state === 'building' || row.error === INTERRUPTED) return null
      return row.state === 'failed'
        ? { live: false as const, reason: row.error ?? 'The release failed.' }
        : { live: true as const }
    },
  } satisfies ScheduledWork
}
