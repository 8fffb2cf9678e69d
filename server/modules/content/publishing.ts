// Publishing: a member's release (drafts published, an earlier version restored), answered as it
// starts and recorded in the audit log as it goes live or fails; and a file the site writes itself,
// published once it passes the checks a member's save does.
import { AppError, ConflictError, InvalidFieldsError, NotFoundError } from '#server/lib/errors.ts'
import type { Acting, AuditLog } from '#server/modules/audit/audit.service.ts'
import type { ContentRepository } from './content.repository.ts'
import type { Drafts } from './drafts.ts'
import { type EditorFiles, fieldsOf } from './editor-files.ts'
import { PublishFailed } from './failure-reason.ts'
import { releaseOf } from './history.ts'
import { titleOf } from './names.ts'
import type { AfterwardsQueries, Change, Releases } from './releases.ts'
import { previewPathOf } from '#content/files.ts'

type Fields = Record<string, unknown>

/** A release a member asks for: what it changes, and what the audit log records of it. */
export type Plan = {
  summary: string
  changes: Change[]
  recorded: {
    action: 'content-published' | 'content-restored'
    target: string
    detail?: Record<string, unknown>
  }
  afterwards?: (tx: AfterwardsQueries) => Promise<unknown>
  /** The drafts it publishes, at their revisions. */
  published?: { ref: string; revision: number }[]
}

export function createPublishing({
  repo,
  releases,
  audit,
  files,
  draftToBuild,
  problemsOf,
}: {
  repo: ContentRepository
  releases: Releases
  audit: AuditLog
  files: EditorFiles
  draftToBuild: Drafts['draftToBuild']
  problemsOf: Drafts['problemsOf']
}) {
  /** The drafts (`ref@revision`) of releases under way on this instance. */
  const publishing = new Set<string>()

  /**
   * Starts a release made by a member, and records in the audit log whether it went live or failed
   * (and why). Answers with its number as it starts (building), and its outcome once recorded.
   */
  async function startRelease(
    { summary, changes, recorded, afterwards, published = [] }: Plan,
    { actor, ip }: Acting,
  ) {
    // A draft asked to be published twice at once (two clicks, two tabs) goes live once.
    const drafts = published.map(({ ref, revision }) => `${ref}@${revision}`)
    if (drafts.some((draft) => publishing.has(draft)))
      throw new ConflictError('It is being published already: it goes live in a moment.')
    for (const draft of drafts) publishing.add(draft)
    const { opened, done } = releases.start(summary, actor, changes, async (tx) => {
      // Another instance published it meanwhile: its draft is gone, and nothing is published twice.
      for (const { ref, revision } of published) {
        if (!(await tx.deleteDraft(ref, revision)))
          throw new ConflictError('It was published a moment ago: nothing more to publish.')
      }
      await afterwards?.(tx)
    })
    void done.finally(() => drafts.forEach((draft) => publishing.delete(draft)))
    const id = await opened
    const audited = done.then(async (outcome) => {
      const detail = { ...recorded.detail, release: id }
      await (outcome.live
        ? audit.record({ actor, ...recorded, detail, ip })
        : audit.record({
            actor,
            action: 'content-publish-failed',
            target: recorded.target,
            detail: { ...detail, reason: outcome.reason },
            ip,
          }))
      return outcome
    })
    // What waits for the builds (`settled`) waits for their record too.
    releases.track(audited)
    return { id, done: audited }
  }

  /** Starts a member's release; answers with it as it starts (building). */
  async function release(plan: Plan, acting: Acting) {
    const { id } = await startRelease(plan, acting)
    return releaseOf((await repo.release(id))!)
  }

  /**
   * The redirects a release's translations need: a published translation given another address in
   * its language leads from its old one (a 301), in its language's redirects.yaml; a redirect that
   * led to the old address leads to the new one, and none leads away from a page's address.
   */
  async function movedTranslations(parts: { ref: string; data: Fields }[]): Promise<Change[]> {
    const byLanguage = new Map<string, Record<string, string>>()
    for (const { ref, data } of parts) {
      const file = files.fileOrThrow(ref)
      const live = fieldsOf((await repo.versionsOf(ref))[0])
      if (!file.language || !live) continue
      const [from, to] = [previewPathOf(file, live), previewPathOf(file, data)]
      if (from === to) continue
      const redirectsRef = `${file.language}/redirects.yaml`
      const current =
        byLanguage.get(redirectsRef) ??
        ((fieldsOf((await repo.versionsOf(redirectsRef))[0]) ?? {}) as Record<string, string>)
      const next = Object.fromEntries(
        Object.entries(current)
          .filter(([source]) => source !== to)
          .map(([source, target]) => [source, target === from ? to : target]),
      )
      byLanguage.set(redirectsRef, { ...next, [from]: to })
    }
    return [...byLanguage].map(([ref, data]) => ({ ref, data }))
  }

  /**
   * Publishing drafts at their revisions, each checked as the build would check it, in one release:
   * several go live in the same instant, or none does.
   */
  async function publishPlan(drafts: { ref: string; revision: number }[]): Promise<Plan> {
    const parts: { ref: string; revision: number; data: Fields; writtenBy: string | null; title: string }[] =
      []
    for (const { ref, revision } of drafts) {
      const file = files.fileOrThrow(ref)
      try {
        const { data, writtenBy } = await draftToBuild(file, revision)
        parts.push({
          ref,
          revision,
          data,
          writtenBy,
          title: file.kind === 'single' ? file.label : titleOf(data, file.key),
        })
      } catch (error) {
        // Of several, say which one holds the others back.
        if (drafts.length === 1 || !(error instanceof AppError)) throw error
        throw new ConflictError(`“${await files.currentName(file)}” holds the others back: ${error.message}`)
      }
    }
    const refs = parts.map(({ ref }) => ref)
    const titles = parts.map(({ title }) => `“${title}”`).join(', ')
    return {
      summary: parts.length === 1 ? `Publish ${titles}` : `Publish together ${titles}`,
      changes: [
        ...parts.map(({ ref, data, writtenBy }) => ({ ref, data, writtenBy })),
        ...(await movedTranslations(parts)),
      ],
      recorded: {
        action: 'content-published',
        target: refs.join(', '),
        ...(parts.length > 1 ? { detail: { together: refs } } : {}),
      },
      published: drafts,
    }
  }

  return {
    startRelease,
    release,
    publishPlan,

    /** Publishes a draft: builds a release with it, then makes it live. The build goes on after the answer. */
    async publish(ref: string, revision: number, acting: Acting) {
      return release(await publishPlan([{ ref, revision }]), acting)
    },

    /** Publishes several drafts as one release: visitors see all of them from the same instant. */
    async publishTogether(drafts: { ref: string; revision: number }[], acting: Acting) {
      return release(await publishPlan(drafts), acting)
    },

    /** Publishes an earlier version's fields again, as a new version. */
    async restore(ref: string, version: number, acting: Acting) {
      files.fileOrThrow(ref)
      const data = fieldsOf(await repo.version(ref, version))
      if (!data) throw new NotFoundError('There is no such version.')
      if ((await repo.versionsOf(ref))[0]?.version === version) {
        throw new ConflictError('That version is the one published now.')
      }
      return release(
        {
          summary: `Restore version ${version} of ${ref}`,
          changes: [{ ref, data }],
          recorded: { action: 'content-restored', target: ref, detail: { version } },
        },
        acting,
      )
    },

    /**
     * Publishes files the site writes itself (a newsletter issue's page in the archive, and its
     * translations), checked as a member's save is, together in one release, and resolves with the first
     * once they are live: what follows (the mail) may link to them.
     */
    async publishWritten(written: [Written, ...Written[]], { actor, ip }: Acting) {
      const checked = []
      for (const { ref, data } of written) {
        const file = files.fileOrThrow(ref)
        const problems = await problemsOf(file, data)
        if (Object.keys(problems).length > 0)
          throw new InvalidFieldsError('The page would not build.', problems)
        checked.push(file)
      }
      // The release is named for the first file: the page, before its translations.
      const first = checked[0]!
      const title = first.kind === 'single' ? first.label : titleOf(written[0].data, first.key)
      const { opened, done } = releases.start(`Publish “${title}”`, actor, written)
      const id = await opened
      const outcome = await done
      for (const { ref } of written) {
        await audit.record({
          actor,
          action: outcome.live ? 'content-published' : 'content-publish-failed',
          target: ref,
          detail: outcome.live ? { release: id } : { release: id, reason: outcome.reason },
          ip,
        })
      }
      if (!outcome.live) throw new PublishFailed(outcome.reason)
      return first
    },
  }
}

/** A file the site writes itself, and its fields. */
type Written = { ref: string; data: Fields }

export type Publishing = ReturnType<typeof createPublishing>
