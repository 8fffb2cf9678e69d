import { sql, type Insertable, type Kysely } from 'kysely'
import type { AuditLogTable, DB } from '#server/db/schema.ts'
import type { Cursor } from '#server/lib/cursor.ts'

/** Inserts and reads; nothing here changes a row (retention deletes whole rows past their time). */
export function createAuditRepository(db: Kysely<DB>) {
  return {
    insert: (entry: Insertable<AuditLogTable>) => db.insertInto('auditLog').values(entry).execute(),

    /** Newest first; `actor` matches part of the acting member's address. */
    list: ({
      action,
      actor,
      cursor,
      limit,
    }: {
      action?: string
      actor?: string
      cursor?: Cursor
      limit: number
    }) => {
      let query = db
        .selectFrom('auditLog')
        .selectAll()
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
      if (action) query = query.where('action', '=', action)
      if (actor) {
        // Addresses are stored in lower case; the escape clause makes `%` and `_` plain characters.
        const pattern = `%${actor.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`
        query = query.where(sql<boolean>`actor_email like ${pattern} escape '\\'`)
      }
      if (cursor)
        query = query.where((eb) =>
          eb.or([eb('at', '<', cursor.at), eb.and([eb('at', '=', cursor.at), eb('id', '<', cursor.id)])]),
        )
      return query.execute()
    },

    deleteBefore: async (before: string) =>
      Number((await db.deleteFrom('auditLog').where('at', '<', before).executeTakeFirst()).numDeletedRows),
  }
}

export type AuditRepository = ReturnType<typeof createAuditRepository>
