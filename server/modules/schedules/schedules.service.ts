// Work set for a time (issue 32): a content entry published or taken down, a newsletter issue sent,
// at a date and time on the firm's clock. Each instance looks for due work every few seconds; a due
// schedule is claimed with a lease, so it fires once however many instances run, and one whose
// instance stopped mid-fire is taken over when its lease runs out (its release's outcome is read,
// not made twice). A time that passed while the site was down fires at start.
import { randomUUID } from 'node:crypto'
import type { ChangeScheduleBody, Schedule } from '#contract/schedules.ts'
import type { ScheduleAction, ScheduleState } from '#server/db/schema.ts'
import { addMs, type Clock } from '#server/lib/clock.ts'
import { AppError, ConflictError, InvalidFieldError, NotFoundError } from '#server/lib/errors.ts'
import { firmTimeOf, instantOf } from '#server/lib/firm-time.ts'
import { createPassRunner } from '#server/lib/pass-runner.ts'
import type { Acting, AuditLog } from '#server/modules/audit/audit.service.ts'
import type { MailQueue } from '#server/modules/outbox/mail-queue.ts'
import { scheduleFailedMail } from '#server/email/messages.ts'
import type { Site } from '#content/schemas.ts'
import type { ScheduleRow, SchedulesRepository } from './schedules.repository.ts'

/** How a fire ended: done, or failed with the words for why (nothing changed then). */
export type Outcome = { live: true } | { live: false; reason: string }

/** What a schedule does, to what, and how. */
export type Job = {
  action: ScheduleAction
  /** The content file's ref (`a.yaml,b.yaml` for several published together), or the id. */
  target: string
  /** Where a page taken down leads; null: it answers Page Not Found. */
  redirectTo: string | null
  /** A take-down takes the page out of the menus and the lists that feature it. */
  takeOut: boolean
  /** The draft revisions a publish was set with, one per ref of the target: the ones it publishes. */
  revisions: number[] | null
}

/** What a kind of scheduled work does: content publishing, or a newsletter issue's send. */
export type ScheduledWork = {
  /**
   * What it is of, for people, and what has changed since it was set that it will not follow (a
   * draft saved since); null when the target is gone.
   */
  describe(job: Job): Promise<{ title: string; url: string | null; unseen?: string | null } | null>
  /**
   * Throws, in words, what would stop it now (checked when it is set, and again when it fires);
   * answers the job as it will be done (a publish's draft revisions, read when it is set).
   */
  check(job: Job): Promise<Job>
  /**
   * Starts it: `opened` the content release it makes, if any (kept, so that an instance taking over
   * reads its outcome rather than making it again); `done` its outcome.
   */
  start(job: Job, acting: Acting): Promise<{ releaseId: number | null; done: Promise<Outcome> }>
  /** The outcome of a release a fire opened before its instance stopped; null while it builds. */
  outcomeOf(releaseId: number): Promise<Outcome | null>
}

export type SchedulesOptions = {
  /** How often an instance looks for due work (it fires within this of its time). */
  pollMs?: number
  /** How long a fire stays an instance's without word from it; renewed while it runs. */
  leaseMs?: number
  /**
   * This instance is the only one (SQLite): a fire under way at its start was cut by its own stop
   * (a crash, kill -9), so it is taken up again at once rather than when its lease runs out.
   */
  onlyInstance?: boolean
}

/** A fire acts for the member who set it: the release and the audit log name them. */
const actingFor = (row: ScheduleRow): Acting => ({
  actor: { id: row.setById, email: row.setByEmail },
  ip: null,
})

/** The job a stored schedule does. */
const jobOf = (row: ScheduleRow): Job => ({
  action: row.action,
  target: row.target,
  redirectTo: row.redirectTo,
  takeOut: row.takeOut === 1,
  revisions: row.revisions === null ? null : (JSON.parse(row.revisions) as number[]),
})

/** Ended schedules stay in the list this long. */
const ENDED_SHOWN_MS = 30 * 24 * 60 * 60 * 1000

const ACTION_WORDS: Record<ScheduleAction, string> = {
  publish: 'Publish',
  unpublish: 'Take down',
  send: 'Send',
}

const AUDITED = {
  set: 'schedule-set',
  changed: 'schedule-changed',
  cancelled: 'schedule-cancelled',
  fired: 'schedule-fired',
  failed: 'schedule-failed',
} as const

export function createSchedules({
  repo,
  work,
  audit,
  clock,
  timeZone,
  mail,
  firm,
  publicUrl,
  log,
  options = {},
}: {
  repo: SchedulesRepository
  /** The work of each action; content's is missing where the site is not served (`npm run dev`). */
  work: Partial<Record<ScheduleAction, ScheduledWork>>
  audit: AuditLog
  clock: Clock
  /** The firm's time zone, as the live site gives it. */
  timeZone: () => string
  /** Tells the member who set work that failed, by mail. */
  mail: MailQueue
  firm: () => Site
  publicUrl: string
  log: { warn: (message: string) => void; info: (message: string) => void }
  options?: SchedulesOptions
}) {
  const { pollMs = 10_000, leaseMs = 60_000, onlyInstance = false } = options
  const now = () => clock().toISOString()
  /** An instant on the firm's clock, in a sentence: '2026-03-02 at 05:00'. */
  const spoken = (instant: Date) => firmTimeOf(instant, timeZone()).replace('T', ' at ')
  function workOf(action: ScheduleAction) {
    const kind = work[action]
    if (!kind) throw new ConflictError('Content is published only where the site is served (npm start).')
    return kind
  }

  /** The instant of a time on the firm's clock, which must be still to come. */
  function dueAt(at: string) {
    const zone = timeZone()
    const instant = instantOf(at, zone)
    if (!instant) {
      throw new InvalidFieldError(
        'at',
        `There is no such time in ${zone}: the clocks skip it, or the date is wrong.`,
      )
    }
    if (instant <= clock()) {
      const shown = spoken(clock())
      throw new InvalidFieldError('at', `Choose a time still to come: it is ${shown} now (${zone}).`)
    }
    return instant.getTime()
  }

  async function view(row: ScheduleRow): Promise<Schedule> {
    const about = await work[row.action]?.describe(jobOf(row))
    return {
      id: row.id,
      action: row.action,
      target: row.target,
      title: about?.title ?? row.target,
      url: about?.url ?? null,
      redirectTo: row.redirectTo,
      takeOut: row.takeOut === 1,
      dueAt: new Date(row.dueAt).toISOString(),
      dueLocal: firmTimeOf(new Date(row.dueAt), timeZone()),
      state: row.state,
      error: row.error,
      unseen: row.state === 'waiting' ? (about?.unseen ?? null) : null,
      setByEmail: row.setByEmail,
      changedByEmail: row.changedByEmail,
      createdAt: row.createdAt,
      firedAt: row.firedAt,
    }
  }

  /** Refuses work whose target (or one of its targets, `a.yaml,b.yaml`) waits for the same action already. */
  async function checkNotWaiting(action: ScheduleAction, target: string) {
    const parts = new Set(target.split(','))
    const same = (await repo.waiting(action)).find((row) =>
      row.target.split(',').some((part) => parts.has(part)),
    )
    if (!same) return
    const { title } = await view(same)
    throw new ConflictError(
      `${title} is set for ${spoken(new Date(same.dueAt))} already: change or cancel that one in the list.`,
    )
  }

  async function found(id: string) {
    const row = await repo.find(id)
    if (!row) throw new NotFoundError('There is no such schedule.')
    return row
  }

  const record = (action: keyof typeof AUDITED, row: ScheduleRow, acting: Acting, detail = {}) =>
    audit.record({
      actor: acting.actor,
      action: AUDITED[action],
      target: row.target,
      detail: {
        id: row.id,
        action: row.action,
        dueAt: new Date(row.dueAt).toISOString(),
        redirectTo: row.redirectTo,
        ...detail,
      },
      ip: acting.ip,
    })

  /** The words for why a fire could not start: a refusal's own, or a plain one for the unexpected. */
  function reasonOf(error: unknown) {
    // Field by field, as the form would mark them: nobody is at the form to see the marks.
    if (error instanceof InvalidFieldError) {
      const fields = Object.values(error.fields).map((message) => message.replace(/\.?$/, '.'))
      return `It needs a change first. ${fields.join(' ')}`
    }
    if (error instanceof AppError) return error.message
    log.warn(`Schedules: a fire failed: ${error instanceof Error ? error.stack : String(error)}`)
    return 'It could not be done: the site met an error. Nothing changed; set it again, or do it by hand.'
  }

  async function finish(row: ScheduleRow, outcome: Outcome) {
    const at = now()
    const ended = await repo.update(row.id, ['firing'], {
      state: outcome.live ? 'done' : 'failed',
      error: outcome.live ? null : outcome.reason,
      leaseUntil: null,
      firedAt: at,
      updatedAt: at,
    })
    if (!ended) return
    await record(outcome.live ? 'fired' : 'failed', row, actingFor(row), {
      ...(row.releaseId !== null ? { release: row.releaseId } : {}),
      ...(outcome.live ? {} : { reason: outcome.reason }),
    })
    log.info(`Schedules: ${row.action} of ${row.target} ${outcome.live ? 'done' : 'failed'}.`)
    if (!outcome.live) await tellFailure(row, outcome.reason)
  }

  /** Mails the member who set it why it could not be done, with the way back to the admin. */
  async function tellFailure(row: ScheduleRow, reason: string) {
    const { title } = await view(row)
    const what = `${ACTION_WORDS[row.action]} “${title}”`
    const when = `${spoken(new Date(row.dueAt))} (${timeZone()})`
    const link = `${publicUrl}/superadmin/${row.action === 'send' ? 'newsletter' : 'content'}`
    await mail
      .transaction((_, enqueue) =>
        enqueue(
          'schedule-failed',
          scheduleFailedMail({ firm: firm(), to: row.setByEmail, what, when, reason, link }),
          clock(),
        ),
      )
      .catch((error: unknown) =>
        log.warn(`Schedules: the failure of ${row.id} was not mailed: ${String(error)}`),
      )
  }

  /** Fires one due schedule, if this instance is the one to claim it. */
  async function fire(due: ScheduleRow) {
    const claimedAt = clock()
    let lease = claimedAt.getTime() + leaseMs
    if (!(await repo.claim(due.id, due.updatedAt, claimedAt, lease))) return
    const row = {
      ...due,
      state: 'firing' as ScheduleState,
      leaseUntil: lease,
      updatedAt: claimedAt.toISOString(),
    }
    const renewal = setInterval(() => {
      const next = clock().getTime() + leaseMs
      repo.renew(row.id, lease, next).then(
        (renewed) => void (renewed && (lease = next)),
        (error: unknown) => log.warn(`Schedules: lease of ${row.id} not renewed: ${String(error)}`),
      )
    }, leaseMs / 3)
    try {
      // Taken over from an instance that stopped: its release may have gone live, or failed.
      let outcome: Outcome
      try {
        const kind = workOf(row.action)
        const earlier = row.releaseId === null ? null : await kind.outcomeOf(row.releaseId)
        if (earlier) return await finish(row, earlier)
        const started = await kind.start(jobOf(row), actingFor(row))
        if (started.releaseId !== null) {
          row.releaseId = started.releaseId
          await repo.update(row.id, ['firing'], { releaseId: started.releaseId })
        }
        outcome = await started.done
      } catch (error) {
        outcome = { live: false, reason: reasonOf(error) }
      }
      // Cut short by this instance's stop: it waits again, and fires at the next start.
      if (!outcome.live && runner.stopped()) {
        await repo.update(row.id, ['firing'], {
          state: 'waiting',
          leaseUntil: null,
          releaseId: null,
          updatedAt: now(),
        })
        return
      }
      await finish(row, outcome)
    } finally {
      clearInterval(renewal)
    }
  }

  const runner = createPassRunner({
    pollMs,
    pass: async () => {
      for (const row of await repo.due(clock().getTime())) {
        if (runner.stopped()) return
        await fire(row)
      }
    },
    onError: (error) => log.warn(`Schedules: a pass failed: ${String(error)}`),
  })

  return {
    async start() {
      if (onlyInstance) await repo.endLeases()
      runner.start()
    },
    stop: runner.stop,
    /** Looks for due work now (tests that move the clock). */
    kick: runner.kick,

    async list(actions: ScheduleAction[]) {
      const since = addMs(clock(), -ENDED_SHOWN_MS).toISOString()
      const rows = (await repo.list(since)).filter((row) => actions.includes(row.action))
      return {
        timeZone: timeZone(),
        now: firmTimeOf(clock(), timeZone()),
        items: await Promise.all(rows.map(view)),
      }
    },

    /** Sets work for a time; one of each action waits for a target (another is a change of it). */
    async set(
      action: ScheduleAction,
      target: string,
      { at, redirectTo = null, takeOut = false }: ChangeScheduleBody,
      acting: Acting,
    ) {
      const due = dueAt(at)
      const job = await workOf(action).check({ action, target, redirectTo, takeOut, revisions: null })
      await checkNotWaiting(action, target)
      const created = now()
      const row: ScheduleRow = {
        id: randomUUID(),
        action,
        target,
        redirectTo,
        takeOut: job.takeOut ? 1 : 0,
        revisions: job.revisions && JSON.stringify(job.revisions),
        dueAt: due,
        state: 'waiting',
        leaseUntil: null,
        releaseId: null,
        error: null,
        setById: acting.actor.id,
        setByEmail: acting.actor.email,
        changedByEmail: null,
        createdAt: created,
        updatedAt: created,
        firedAt: null,
      }
      try {
        await repo.insert(row)
      } catch (error) {
        // Another member set the same a moment ago (one waiting schedule of each action per target).
        await checkNotWaiting(action, target)
        throw error
      }
      await record('set', row, acting)
      return view(row)
    },

    /**
     * Moves a waiting schedule to another time (and another redirect, for a page taken down). Set
     * again, a publish publishes the drafts as they are now.
     */
    async change(id: string, { at, redirectTo = null, takeOut }: ChangeScheduleBody, acting: Acting) {
      const row = await found(id)
      const due = dueAt(at)
      const takeDown = row.action === 'unpublish'
      const job = await workOf(row.action).check({
        ...jobOf(row),
        redirectTo: takeDown ? redirectTo : null,
        takeOut: takeDown && (takeOut ?? row.takeOut === 1),
        revisions: null,
      })
      const changes = {
        dueAt: due,
        redirectTo: job.redirectTo,
        takeOut: job.takeOut ? 1 : 0,
        revisions: job.revisions && JSON.stringify(job.revisions),
        changedByEmail: acting.actor.email,
        updatedAt: now(),
      }
      if (!(await repo.update(id, ['waiting'], changes))) {
        throw new ConflictError('It is under way or over already: it can no longer be changed.')
      }
      const changed = { ...row, ...changes }
      await record('changed', changed, acting, { from: new Date(row.dueAt).toISOString() })
      return view(changed)
    },

    async cancel(id: string, acting: Acting) {
      const row = await found(id)
      const changes = { state: 'cancelled' as const, changedByEmail: acting.actor.email, updatedAt: now() }
      if (!(await repo.update(id, ['waiting'], changes))) {
        throw new ConflictError('It is under way or over already: it can no longer be cancelled.')
      }
      await record('cancelled', row, acting)
      return view({ ...row, ...changes })
    },

    /** A schedule as stored: its action and target say who may touch it. */
    find: found,
  }
}

export type Schedules = ReturnType<typeof createSchedules>
