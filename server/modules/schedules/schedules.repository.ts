import type { Insertable, Kysely, Updateable } from 'kysely'
import type { DB, ScheduleAction, ScheduleState, SchedulesTable } from '#server/db/schema.ts'

export type ScheduleRow = SchedulesTable

export function createSchedulesRepository(db: Kysely<DB>) {
  return {
    insert(row: Insertable<SchedulesTable>) {
      return db.insertInto('schedules').values(row).execute()
    },

    find(id: string) {
      return db.selectFrom('schedules').selectAll().where('id', '=', id).executeTakeFirst()
    },

    /** The schedules of `action` that wait. */
    waiting(action: ScheduleAction) {
      return db
        .selectFrom('schedules')
        .selectAll()
        .where('action', '=', action)
        .where('state', '=', 'waiting')
        .execute()
    },

    /** What waits or is under way, soonest first, then what ended after `since`, newest first. */
    async list(since: string) {
      const open = await db
        .selectFrom('schedules')
        .selectAll()
        .where('state', 'in', ['waiting', 'firing'])
        .orderBy('dueAt')
        .execute()
      const ended = await db
        .selectFrom('schedules')
        .selectAll()
        .where('state', 'in', ['done', 'failed', 'cancelled'])
        .where('updatedAt', '>=', since)
        .orderBy('updatedAt', 'desc')
        .limit(50)
        .execute()
      return [...open, ...ended]
    },

    /** Schedules due at `now`, and those whose instance stopped answering for them (lease run out). */
    due(now: number) {
      return db
        .selectFrom('schedules')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb.and([eb('state', '=', 'waiting'), eb('dueAt', '<=', now)]),
            eb.and([eb('state', '=', 'firing'), eb('leaseUntil', '<', now)]),
          ]),
        )
        .orderBy('dueAt')
        .limit(20)
        .execute()
    },

    /**
     * Takes a due schedule for this instance until `leaseUntil`: false when another instance took it
     * first, or it changed meanwhile (`seen` is its updatedAt as read). Renewing the lease is taking it again.
     */
    async claim(id: string, seen: string, at: Date, leaseUntil: number) {
      const now = at.getTime()
      const result = await db
        .updateTable('schedules')
        .set({ state: 'firing', leaseUntil, updatedAt: at.toISOString() })
        .where('id', '=', id)
        .where('updatedAt', '=', seen)
        .where((eb) =>
          eb.or([
            eb.and([eb('state', '=', 'waiting'), eb('dueAt', '<=', now)]),
            eb.and([eb('state', '=', 'firing'), eb('leaseUntil', '<', now)]),
          ]),
        )
        .executeTakeFirst()
      return result.numUpdatedRows === 1n
    },

    /** Keeps a fire this instance holds: false when the lease was lost (it ran out and was taken). */
    async renew(id: string, lease: number, leaseUntil: number) {
      const result = await db
        .updateTable('schedules')
        .set({ leaseUntil })
        .where('id', '=', id)
        .where('state', '=', 'firing')
        .where('leaseUntil', '=', lease)
        .executeTakeFirst()
      return result.numUpdatedRows === 1n
    },

    /** Lets every fire under way be taken up again now, as if its lease had run out. */
    endLeases() {
      return db.updateTable('schedules').set({ leaseUntil: 0 }).where('state', '=', 'firing').execute()
    },

    /** Changes a schedule only while it is in one of the states `from`: false when it was not. */
    async update(id: string, from: ScheduleState[], changes: Updateable<SchedulesTable>) {
      const result = await db
        .updateTable('schedules')
        .set(changes)
        .where('id', '=', id)
        .where('state', 'in', from)
        .executeTakeFirst()
      return result.numUpdatedRows === 1n
    },
  }
}

export type SchedulesRepository = ReturnType<typeof createSchedulesRepository>
