// Review before publish (issue 32), a team setting an owner turns on: an editor's publish becomes a
// request; an owner or admin sees the change beside the published version and approves it (it is
// published, in their name) or sends it back with a note. The editor hears of either by mail and
// sees it in the admin; each step is in the audit log.
import { randomUUID } from 'node:crypto'
import type { Transaction } from 'kysely'
import type { FieldChange, Release } from '#contract/content.ts'
import type { AskReviewBody, Review } from '#contract/reviews.ts'
import { mustAskForReview, REVIEW_FIRST, type Role, whyReadOnly } from '#contract/roles-constants.ts'
import type { Site } from '#content/schemas.ts'
import type { DB } from '#server/db/schema.ts'
import { reviewMail } from '#server/email/messages.ts'
import { addMs, type Clock } from '#server/lib/clock.ts'
import { ConflictError, ForbiddenError, NotFoundError } from '#server/lib/errors.ts'
import type { Acting, AuditLog } from '#server/modules/audit/audit.service.ts'
import type { MailQueue } from '#server/modules/outbox/mail-queue.ts'
import type { ReviewRow, ReviewsRepository } from './reviews.repository.ts'

type Draft = { revision: number; changes: FieldChange[] }

/** What the content editor does for a review: name the entry, check its draft, publish it. */
export type ReviewedWork = {
  describe(ref: string): Promise<{ title: string; url: string | null } | null>
  /** Its draft now, and what it changes from the published version; null without a draft. */
  draftOf(ref: string): Promise<Draft | null>
  /** Throws, as a publish would, what keeps the draft at `revision` from going live. */
  check(ref: string, revision: number): Promise<void>
  publish(
    ref: string,
    revision: number,
    acting: Acting,
  ): Promise<{ release: Release; done: Promise<{ live: boolean }> }>
}

/**
 * The team's rule, which the routes that publish ask before they do: an editor's publish, restore,
 * move, deletion or schedule is refused while the team reviews (they ask for review instead).
 */
export function createReviewRule(repo: Pick<ReviewsRepository, 'isRequired'>) {
  return {
    isRequired: repo.isRequired,
    async checkMayPublish(role: Role) {
      if (mustAskForReview(role, await repo.isRequired())) throw new ForbiddenError(REVIEW_FIRST)
    },
  }
}
export type ReviewRule = ReturnType<typeof createReviewRule>

/** Decided reviews stay in the list this long. */
const DECIDED_SHOWN_MS = 14 * 24 * 60 * 60 * 1000

export function createReviews({
  repo,
  work,
  audit,
  clock,
  mail,
  firm,
  publicUrl,
  log,
}: {
  repo: ReviewsRepository
  /** The content editor's part; missing where the site is not served (`npm run dev`). */
  work: ReviewedWork | null
  audit: AuditLog
  clock: Clock
  mail: MailQueue
  firm: () => Site
  publicUrl: string
  log: { warn: (message: string) => void }
}) {
  const now = () => clock().toISOString()
  const pending = new Set<Promise<unknown>>()
  const editorLink = (ref: string) => `${publicUrl}/superadmin/content/edit?ref=${encodeURIComponent(ref)}`

  function content() {
    if (!work) throw new ConflictError('Content is published only where the site is served (npm start).')
    return work
  }

  /** A waiting review's draft as it is now (undefined where the site is not served). */
  const draftFor = async (row: ReviewRow) => (row.state === 'waiting' ? await work?.draftOf(row.ref) : null)

  async function view(row: ReviewRow, draft?: Draft | null): Promise<Review> {
    const about = await work?.describe(row.ref)
    if (draft === undefined) draft = await draftFor(row)
    return {
      id: row.id,
      ref: row.ref,
      title: about?.title ?? row.ref,
      url: about?.url ?? null,
      state: row.state,
      revision: draft?.revision ?? row.revision,
      message: row.message,
      askedByEmail: row.askedByEmail,
      askedAt: row.askedAt,
      decidedByEmail: row.decidedByEmail,
      decidedAt: row.decidedAt,
      note: row.note,
      releaseId: row.releaseId,
      changes: draft?.changes ?? [],
    }
  }

  /** A review that still waits, or why it is no longer to decide. */
  async function waiting(id: string) {
    const row = await repo.find(id)
    if (!row) throw new NotFoundError('There is no such request for review.')
    if (row.state !== 'waiting') {
      throw new ConflictError(
        row.state === 'withdrawn'
          ? 'Its draft was published or discarded since: there is nothing left to review.'
          : `${row.decidedByEmail ?? 'Someone'} ${row.state === 'approved' ? 'approved' : 'sent back'} it already.`,
      )
    }
    return row
  }

  /** Tells by mail, in the same transaction as the step it tells of. */
  const mailed = (
    step: 'asked' | 'approved' | 'returned',
    to: string[],
    args: { title: string; by: string; words: string | null; ref: string },
    write: (trx: Transaction<DB>) => Promise<unknown> = async () => true,
  ) =>
    mail.transaction(async (trx, enqueue) => {
      const done = await write(trx)
      if (done === false) return false
      for (const address of to) {
        await enqueue(
          `review-${step}`,
          reviewMail({ firm: firm(), to: address, step, ...args, link: editorLink(args.ref) }),
          clock(),
        )
      }
      return true
    })

  const titleOf = async (ref: string) => (await work?.describe(ref))?.title ?? ref

  return {
    async setRequired(required: boolean, by: Acting) {
      await repo.setRequired(required)
      await audit.record({ ...by, action: required ? 'review-required' : 'review-optional' })
      return {
        message: required
          ? 'From now on an editor’s publish is a request: an owner or admin approves it or sends it back.'
          : 'Editors publish their changes themselves again. Requests still waiting can be approved or sent back.',
      }
    },

    async list() {
      const since = addMs(clock(), -DECIDED_SHOWN_MS).toISOString()
      const rows = await repo.list(since)
      const items: Review[] = []
      for (const row of rows) {
        const draft = await draftFor(row)
        // A request whose draft is gone (published another way, or discarded) has nothing left to decide.
        if (row.state === 'waiting' && draft === null) {
          const at = now()
          if (await repo.update(row.id, ['waiting'], { state: 'withdrawn', decidedAt: at })) {
            Object.assign(row, { state: 'withdrawn', decidedAt: at })
          }
        }
        items.push(await view(row, draft))
      }
      return { required: await repo.isRequired(), items }
    },

    /** An editor asks for their draft to go live; asking again while it waits updates the request. */
    async ask({ ref, revision, message }: AskReviewBody, acting: Acting) {
      await content().check(ref, revision)
      const reviewers = (await repo.reviewerEmails()).filter((email) => email !== acting.actor.email)
      const title = await titleOf(ref)
      const asked = {
        revision,
        message: message || null,
        askedById: acting.actor.id,
        askedByEmail: acting.actor.email,
        askedAt: now(),
      }
      const write = async () => {
        const before = await repo.waitingFor(ref)
        const id = before?.id ?? randomUUID()
        await mailed(
          'asked',
          reviewers,
          { title, by: acting.actor.email, words: asked.message, ref },
          async (trx) =>
            before
              ? repo.update(id, ['waiting'], asked, trx)
              : repo.insert(
                  {
                    id,
                    ref,
                    state: 'waiting',
                    ...asked,
                    decidedByEmail: null,
                    decidedAt: null,
                    note: null,
                    releaseId: null,
                  },
                  trx,
                ),
        )
        return id
      }
      let id: string
      try {
        id = await write()
      } catch (error) {
        // Another request for the same file was made a moment ago: this one updates it.
        if (!(await repo.waitingFor(ref))) throw error
        id = await write()
      }
      await audit.record({ ...acting, action: 'review-asked', target: ref, detail: { review: id } })
      return { review: await view((await repo.find(id))!) }
    },

    /** Publishes the draft the reviewer saw, in their name; the editor is mailed once it is live. */
    async approve(id: string, revision: number, acting: Acting & { role: Role }) {
      const publishing = content()
      const row = await waiting(id)
      const readOnly = whyReadOnly(acting.role, row.ref)
      if (readOnly) throw new ForbiddenError(readOnly)
      const decided = { decidedByEmail: acting.actor.email, decidedAt: now(), note: null }
      if (!(await repo.update(id, ['waiting'], { state: 'approved', ...decided })))
        throw new ConflictError('Someone decided on it a moment ago: reload to see what they did.')
      const reopen = () =>
        repo.update(id, ['approved'], {
          state: 'waiting',
          decidedByEmail: null,
          decidedAt: null,
          releaseId: null,
        })
      let started: Awaited<ReturnType<ReviewedWork['publish']>>
      try {
        started = await publishing.publish(row.ref, revision, acting)
      } catch (error) {
        await reopen()
        throw error
      }
      await repo.update(id, ['approved'], { releaseId: started.release.id, revision })
      await audit.record({
        ...acting,
        action: 'review-approved',
        target: row.ref,
        detail: { review: id, release: started.release.id },
      })
      const told = started.done
        .then(async ({ live }) => {
          // A release that fails publishes nothing: the request waits again, as the draft does.
          if (!live) return reopen()
          const title = await titleOf(row.ref)
          await mailed('approved', [row.askedByEmail], {
            title,
            by: acting.actor.email,
            words: null,
            ref: row.ref,
          })
        })
        .catch((error: unknown) => log.warn(`Reviews: the outcome of ${id} was not told: ${String(error)}`))
        .finally(() => pending.delete(told))
      pending.add(told)
      return { review: await view((await repo.find(id))!), release: started.release }
    },

    /** Sends a request back with the reviewer's note; the draft stays as it is. */
    async sendBack(id: string, note: string, acting: Acting) {
      const row = await waiting(id)
      const title = await titleOf(row.ref)
      const returned = await mailed(
        'returned',
        [row.askedByEmail],
        { title, by: acting.actor.email, words: note, ref: row.ref },
        (trx) =>
          repo.update(
            id,
            ['waiting'],
            { state: 'returned', decidedByEmail: acting.actor.email, decidedAt: now(), note },
            trx,
          ),
      )
      if (!returned)
        throw new ConflictError('Someone decided on it a moment ago: reload to see what they did.')
      await audit.record({
        ...acting,
        action: 'review-returned',
        target: row.ref,
        detail: { review: id, note },
      })
      return { review: await view((await repo.find(id))!) }
    },

    /** Waits for the approvals under way to be told (tests, and a clean shutdown). */
    settled: () => Promise.all(pending),
  }
}

export type Reviews = ReturnType<typeof createReviews>
