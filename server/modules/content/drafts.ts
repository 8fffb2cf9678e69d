// Drafts: saved finished or not, never over someone else's newer save, and checked as the build
// checks them (their fields, and their links to the live site), in the words the form shows.
import type { ContentFile } from '#content/files.ts'
import { linksInFields } from '#content/links.ts'
import { UPLOADS_PATH } from '#contract/admin-constants.ts'
import type { SaveDraftBody } from '#contract/content.ts'
import type { Clock } from '#server/lib/clock.ts'
import { ConflictError, InvalidFieldsError } from '#server/lib/errors.ts'
import type { LiveSite } from '#server/site/live-site.ts'
import { changesBetween } from './changes.ts'
import type { ContentRepository } from './content.repository.ts'
import { type EditorFiles, fieldsOf } from './editor-files.ts'
import type { FieldChecks } from './field-checks.ts'
import { fieldMessages } from './field-messages.ts'

type Fields = Record<string, unknown>
type Author = { id: string; email: string }

export function createDrafts({
  repo,
  site,
  clock,
  fieldChecks,
  files,
}: {
  repo: ContentRepository
  site: Pick<LiveSite, 'current'>
  clock: Clock
  /** Drafts' fields checked on a thread of their own, bounded in time. */
  fieldChecks: FieldChecks
  files: EditorFiles
}) {
  const now = () => clock().toISOString()

  /**
   * The links of a file's fields that lead nowhere on the live site: no page, redirect or file has
   * the address (the entry's own page counts, for a new one). Its photographs are the upload's to check.
   */
  function unknownAddresses(file: ContentFile, data: Fields) {
    const live = site.current()
    const known = (href: string) => {
      let path: string
      try {
        path = decodeURI(href.split(/[?#]/)[0]!)
      } catch {
        return false
      }
      return (
        path === '' ||
        live.pages.has(path) ||
        live.files.has(path) ||
        live.canonicalOf(path) !== undefined ||
        path.startsWith(UPLOADS_PATH) ||
        (file.kind === 'entry' && path === file.path)
      )
    }
    return linksInFields(data, live.content.siteTokens)
      .filter(({ href }) => !known(href))
      .map(({ field, href }) => ({
        path: field.split('.'),
        message: `no page of the site has this address: ${href}`,
      }))
  }

  /** What keeps a draft from being published, by field, in the words the form shows. */
  const problemsOf = async (file: ContentFile, data: Fields) =>
    fieldMessages(
      [...(await fieldChecks.issuesOf(file.ref, files.liveTokens(), data)), ...unknownAddresses(file, data)],
      data,
    )

  /** The draft of `ref` at `revision`, checked as the build would check it, and who saved it. */
  async function draftToBuild(file: ContentFile, revision: number) {
    const draft = await repo.draft(file.ref)
    if (!draft || draft.revision !== revision) {
      throw new ConflictError('The draft changed since you opened it: reload it, check it, then try again.')
    }
    const data = JSON.parse(draft.data) as Fields
    const problems = await problemsOf(file, data)
    if (Object.keys(problems).length > 0)
      throw new InvalidFieldsError('Please correct the fields marked below.', problems)
    return { data, writtenBy: draft.authorEmail }
  }

  return {
    problemsOf,
    draftToBuild,

    /**
     * Saves a draft, finished or not: what the build would refuse comes back as `problems`, and blocks
     * only its preview and publishing. A save that started from an older copy than the one saved now
     * is refused with what changed since, so nobody's work is silently overwritten.
     */
    async saveDraft({ ref, data, revision, baseVersion }: SaveDraftBody, author: Author) {
      const file = files.fileOrThrow(ref)
      const problems = await problemsOf(file, data)
      const at = now()
      // A first save must start from the newest published version: one published since is not overwritten.
      const published = (await repo.versionsOf(ref))[0]?.version ?? 0
      const saved =
        (revision > 0 || baseVersion === published) &&
        (await repo.saveDraft({ ref, data: JSON.stringify(data), baseVersion, revision, author, at }))
      if (saved)
        return {
          outcome: 'saved' as const,
          draft: { revision: revision + 1, baseVersion, authorEmail: author.email, updatedAt: at, problems },
        }
      const current = await repo.draft(ref)
      const savedNow = current
        ? (JSON.parse(current.data) as Fields)
        : fieldsOf(await repo.version(ref, published))
      return {
        outcome: 'stale' as const,
        savedBy: current ? current.authorEmail : ((await repo.versionsOf(ref))[0]?.authorEmail ?? null),
        // What the saved copy holds that the published version the change started from does not.
        changes: changesBetween(fieldsOf(await repo.version(ref, baseVersion)), savedNow),
      }
    },

    /** Drops a draft: the published version stays as it is. */
    async discard(ref: string, revision: number) {
      files.fileOrThrow(ref)
      if (!(await repo.deleteDraft(ref, revision))) {
        throw new ConflictError('The draft changed since you opened it: reload it first.')
      }
    },
  }
}

export type Drafts = ReturnType<typeof createDrafts>
