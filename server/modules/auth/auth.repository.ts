import type { Insertable, Kysely, Transaction } from 'kysely'
import {
  TWO_FACTOR_REQUIRED_SETTING,
  type AdminPasswordResetsTable,
  type AdminSessionsTable,
  type AdminUsersTable,
  type DB,
} from '#server/db/schema.ts'

type Executor = Kysely<DB> | Transaction<DB>

type NewAdmin = Pick<AdminUsersTable, 'id' | 'email' | 'passwordHash' | 'role' | 'createdAt'>

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

    insertAdmin: (admin: NewAdmin) => db.insertInto('adminUsers').values(admin).execute(),

    insertSession: (session: Insertable<AdminSessionsTable>) =>
      db.insertInto('adminSessions').values(session).execute(),

    /** A session that is neither idle too long nor past its absolute expiry, with its admin. */
    findLiveSession: (idHash: string, idleSince: string, now: string) =>
      db
        .selectFrom('adminSessions')
        .innerJoin('adminUsers', 'adminUsers.id', 'adminSessions.adminId')
        .select([
          'adminSessions.idHash',
          'adminSessions.id',
          'adminSessions.csrfToken',
          'adminSessions.lastSeenAt',
          'adminSessions.expiresAt',
          'adminUsers.id as adminId',
          'adminUsers.email',
          'adminUsers.role',
          'adminUsers.twoFactorEnabledAt',
          (eb) =>
            eb
              .selectFrom('teamSettings')
              .select('value')
              .where('name', '=', TWO_FACTOR_REQUIRED_SETTING)
              .as('requireTwoFactor'),
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

    /** One setup link at a time: a new one replaces any left from an earlier start. */
    replaceSetupToken: (tokenHash: string, expiresAt: string) =>
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('adminSetupTokens').execute()
        await trx.insertInto('adminSetupTokens').values({ tokenHash, expiresAt }).execute()
      }),

    /**
     * Spends a setup link and creates the first admin with it, in one transaction: deleting the
     * link's row is what spends it, so of two uses at once only one finds it, and no admin is made
     * once one exists. False when the link is spent, expired or unknown, or an admin exists.
     */
    createFirstAdmin: (tokenHash: string, now: string, admin: NewAdmin) =>
      db.transaction().execute(async (trx) => {
        const spent = await trx
          .deleteFrom('adminSetupTokens')
          .where('tokenHash', '=', tokenHash)
          .where('expiresAt', '>', now)
          .executeTakeFirst()
        if (spent.numDeletedRows !== 1n) return false
        const admins = await trx
          .selectFrom('adminUsers')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
        if (Number(admins.n) > 0) return false
        await trx.insertInto('adminUsers').values(admin).execute()
        await trx.deleteFrom('adminSetupTokens').execute()
        return true
      }),

    deleteSetupTokens: () => db.deleteFrom('adminSetupTokens').execute(),

    findAdminById: (id: string) =>
      db.selectFrom('adminUsers').selectAll().where('id', '=', id).executeTakeFirst(),

    setPasswordHash: (id: string, passwordHash: string) =>
      db.updateTable('adminUsers').set({ passwordHash }).where('id', '=', id).execute(),

    /** Ends a member's sessions (all, or all but one); the id hashes ended, so their sockets can close. */
    deleteSessionsOf: async (adminId: string, exceptIdHash?: string) => {
      let query = db.deleteFrom('adminSessions').where('adminId', '=', adminId)
      if (exceptIdHash) query = query.where('idHash', '!=', exceptIdHash)
      return (await query.returning('idHash').execute()).map((row) => row.idHash)
    },

    insertPasswordReset: (reset: Insertable<AdminPasswordResetsTable>, trx: Executor) =>
      trx.insertInto('adminPasswordResets').values(reset).execute(),

    findPasswordReset: async (tokenHash: string, now: string) =>
      (
        await db
          .selectFrom('adminPasswordResets')
          .select('adminId')
          .where('tokenHash', '=', tokenHash)
          .where('expiresAt', '>', now)
          .executeTakeFirst()
      )?.adminId,

    /** Deletes the reset link (that is what spends it) and returns its member's id; undefined if not valid. */
    spendPasswordReset: async (tokenHash: string, now: string) =>
      (
        await db
          .deleteFrom('adminPasswordResets')
          .where('tokenHash', '=', tokenHash)
          .where('expiresAt', '>', now)
          .returning('adminId')
          .executeTakeFirst()
      )?.adminId,
  }
}

export type AuthRepository = ReturnType<typeof createAuthRepository>
