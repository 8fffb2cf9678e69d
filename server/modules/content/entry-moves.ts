// Moving a published entry to another address, and deleting one: its old address leads on (a 301)
// where it should, redirects never form a chain, and each place that uses a deleted entry lets it go
// (removal.ts) in the same release.
import { entryRef, fieldIssues, keyProblem } from '#content/files.ts'
import { ConflictError, InvalidFieldError } from '#server/lib/errors.ts'
import type { Acting } from '#server/modules/audit/audit.service.ts'
import type { LiveSite } from '#server/site/live-site.ts'
import type { ContentRepository } from './content.repository.ts'
import { type EditorFiles, fieldsOf } from './editor-files.ts'
import type { Plan, Publishing } from './publishing.ts'
import type { Change } from './releases.ts'
import { refuseIfUsed, usesOf } from './removal.ts'

type Fields = Record<string, unknown>

/** The file of the redirects, which a move or a deletion adds to. */
const REDIRECTS = 'redirects.yaml'

export function createEntryMoves({
  repo,
  site,
  files,
  release,
}: {
  repo: Pick<ContentRepository, 'versionsOf' | 'draft'>
  site: Pick<LiveSite, 'current'>
  files: EditorFiles
  release: Publishing['release']
}) {
  /** A collection entry that is published, by its place: renames and deletions are of these only. */
  function publishedEntry(ref: string) {
    const file = files.fileOrThrow(ref)
    if (file.kind !== 'entry')
      throw new ConflictError('A page of the site or a part of every page cannot be moved or deleted.')
    return file
  }

  /** The redirects, with `from` leading to `to`: those that led to `from` lead to `to` too, and none leads away from `to`. */
  async function redirectsWith(from: string, to: string) {
    const current = fieldsOf((await repo.versionsOf(REDIRECTS))[0]) ?? {}
    const next: Fields = {}
    for (const [source, target] of Object.entries(current)) {
      if (source === to) continue
      next[source] = target === from ? to : target
    }
    next[from] = to
    return next
  }

  /**
   * Deleting an entry. Each place that uses it must let it go (removal.ts): a link, by its address
   * leading to another page (a 301); a menu or a list that features it, by taking it out of them in
   * the same release, when the member asks (`takeOut`). Otherwise it is refused with each place.
   */
  async function removePlan(ref: string, redirectTo: string | null, takeOut: boolean): Promise<Plan> {
    const file = publishedEntry(ref)
    if (redirectTo !== null && (redirectTo === file.path || !site.current().pages.has(redirectTo))) {
      throw new InvalidFieldError('redirectTo', 'Name a page of this site that stays, such as /insights.')
    }
    const { uses, takenOut } = await usesOf(
      { ref, path: file.path, redirectTo },
      {
        content: site.current().content,
        liveFields: files.liveFields,
        nameOf: async (other) => {
          const found = files.fileAt(other)
          return found ? files.nameOf(found, await files.liveFields(other)) : other
        },
        passes: (other, data) => fieldIssues(files.fileOrThrow(other), data).length === 0,
        withFacts: files.withFacts,
      },
    )
    refuseIfUsed(file.path, uses, takeOut)
    const changes: Change[] = [{ ref, data: null }]
    if (redirectTo) changes.push({ ref: REDIRECTS, data: await redirectsWith(file.path, redirectTo) })
    else {
      // Its old addresses (it was moved) answer Page Not Found with it, rather than lead nowhere.
      const redirects = fieldsOf((await repo.versionsOf(REDIRECTS))[0]) ?? {}
      const kept = Object.entries(redirects).filter(([, target]) => target !== file.path)
      if (kept.length < Object.keys(redirects).length)
        changes.push({ ref: REDIRECTS, data: Object.fromEntries(kept) })
    }
    changes.push(...takenOut)
    const draft = await repo.draft(ref)
    return {
      summary: `Delete “${await files.currentName(file)}” (${file.path})`,
      changes,
      recorded: {
        action: 'content-published',
        target: ref,
        detail: { deleted: true, redirectTo, takenOutOf: takenOut.map((change) => change.ref) },
      },
      afterwards: (tx) => (draft ? tx.deleteDraft(ref, draft.revision) : Promise.resolve()),
    }
  }

  return {
    removePlan,

    /**
     * Moves an entry to another address: the old one answers 301 to the new one, and every redirect that
     * led to the old one leads to the new one instead, so no chain forms.
     */
    async rename(ref: string, key: string, acting: Acting) {
      const file = publishedEntry(ref)
      const target = files.fileAt(entryRef(file.collection, key))
      if (!target || target.kind !== 'entry' || target.collection !== file.collection) {
        throw new InvalidFieldError(
          'key',
          'Use lowercase words joined by hyphens, as the other addresses here.',
        )
      }
      if (target.ref === ref) throw new InvalidFieldError('key', 'This is its address already.')
      const badKey = keyProblem(target)
      if (badKey) throw new InvalidFieldError('key', `This address will not do: it ${badKey}.`)
      if ((await repo.versionsOf(target.ref))[0]?.data || (await repo.draft(target.ref))) {
        throw new ConflictError('Another entry has this address already: choose another.')
      }
      const taken = files.takenAddress(target)
      if (taken) throw new InvalidFieldError('key', `This address will not do: it ${taken}.`)
      if (await repo.draft(ref)) throw new ConflictError('Publish or discard its draft first.')
      const data = fieldsOf((await repo.versionsOf(ref))[0])!
      const redirects = await redirectsWith(file.path, target.path)
      return release(
        {
          summary: `Move ${file.path} to ${target.path}`,
          changes: [
            { ref, data: null },
            { ref: target.ref, data },
            { ref: REDIRECTS, data: redirects },
          ],
          recorded: { action: 'content-published', target: target.ref, detail: { movedFrom: file.path } },
        },
        acting,
      )
    },

    /** Deletes an entry (see removePlan). */
    async remove(ref: string, redirectTo: string | null, takeOut: boolean, acting: Acting) {
      return release(await removePlan(ref, redirectTo, takeOut), acting)
    },
  }
}

export type EntryMoves = ReturnType<typeof createEntryMoves>
