import type { Insertable, Kysely } from 'kysely'
import type { AdminSessionsTable, DB } from '#server/db/schema.ts'

export function createAuthRepository(db: Kysely<DB>) {
  return {
    countAdmins: async () =>
      Number(
        (
          await db
            .selectFrom('adminUsers')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),

    findAdminByEmail: (email: string) =>
      db.selectFrom('adminUsers').selectAll().where('email', '=', email).executeTakeFirst(),

    insertAdmin: (admin: { id: string; email: string; passwordHash: string; createdAt: string }) =>
      db.insertInto('adminUsers').values(admin).execute(),

    insertSession: (session: Insertable<AdminSessionsTable>) =>
      db.insertInto('adminSessions').values(session).execute(),

    /** A session that is neither idle too long nor past its absolute expiry, with its admin. */
    findLiveSession: (idHash: string, idleSince: string, now: string) =>
      db
        .selectFrom('adminSessions')
        .innerJoin('adminUsers', 'adminUsers.id', 'adminSessions.adminId')
        .select([
          'adminSessions.idHash',
          'adminSessions.csrfToken',
          'adminSessions.lastSeenAt',
          'adminSessions.expiresAt',
          'adminUsers.email',
        ])
        .where('adminSessions.idHash', '=', idHash)
        .where('adminSessions.lastSeenAt', '>', idleSince)
        .where('adminSessions.expiresAt', '>', now)
        .executeTakeFirst(),

    touchSession: (idHash: string, now: string) =>
      db.updateTable('adminSessions').set({ lastSeenAt: now }).where('idHash', '=', idHash).execute(),

    deleteSession: async (idHash: string) =>
      (await db.deleteFrom('adminSessions').where('idHash', '=', idHash).executeTakeFirst()).numDeletedRows >
      0n,

    deleteDeadSessions: (idleSince: string, now: string) =>
      db
        .deleteFrom('adminSessions')
        .where((eb) => eb.or([eb('lastSeenAt', '<=', idleSince), eb('expiresAt', '<=', now)]))
        .execute(),

    insertSetupToken: (tokenHash: string, expiresAt: string) =>
      db.insertInto('adminSetupTokens').values({ tokenHash, expiresAt }).execute(),

    /** Single use: deleting the row is what spends the token. */
    async consumeSetupToken(tokenHash: string, now: string) {
      const result = await db
        .deleteFrom('adminSetupTokens')
        .where('tokenHash', '=', tokenHash)
        .where('expiresAt', '>', now)
        .executeTakeFirst()
      return result.numDeletedRows === 1n
    },

    deleteSetupTokens: () => db.deleteFrom('adminSetupTokens').execute(),
  }
}

export type AuthRepository = ReturnType<typeof createAuthRepository>
