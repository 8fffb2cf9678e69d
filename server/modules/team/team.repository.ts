import { type ExpressionBuilder, sql, type Insertable, type Kysely, type Transaction } from 'kysely'
import { PERMISSIONS, type Role } from '#contract/roles-constants.ts'
import type { AdminInvitationsTable, DB } from '#server/db/schema.ts'

type Executor = Kysely<DB> | Transaction<DB>

type LockedChange =
  { outcome: 'done'; email: string; role: Role } | { outcome: 'not-found' } | { outcome: 'last-owner' }

/**
 * In one transaction: takes a lock on every owner's row, reads the member, and applies `change` unless
 * it would leave the site with no owner. Two owners demoting or removing each other at the same time
 * are taken in turn (PostgreSQL's row locks; SQLite writes one transaction at a time), and the second
 * sees the first's change, so one of the two is refused.
 */
/**
 * Whoever sent an invitation may still manage the team: one who has left, or is no longer an owner,
 * makes nobody a member. (One made from the command line has no sender.)
 */
const senderMayStillInvite = (eb: ExpressionBuilder<DB, 'adminInvitations'>) =>
  eb.or([
    eb('adminInvitations.invitedBy', 'is', null),
    eb.exists(
      eb
        .selectFrom('adminUsers as sender')
        .select('sender.id')
        .whereRef('sender.id', '=', 'adminInvitations.invitedBy')
        .where('sender.role', 'in', [...PERMISSIONS.team]),
    ),
  ])

async function keepingAnOwner(
  db: Kysely<DB>,
  id: string,
  staysOwner: boolean,
  change: (trx: Transaction<DB>) => Promise<unknown>,
): Promise<LockedChange> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('adminUsers')
      .set({ role: sql`role` })
      .where('role', '=', 'owner')
      .execute()
    const member = await trx
      .selectFrom('adminUsers')
      .select(['email', 'role'])
      .where('id', '=', id)
      .executeTakeFirst()
    if (!member) return { outcome: 'not-found' }
    if (member.role === 'owner' && !staysOwner) {
      const owners = await trx
        .selectFrom('adminUsers')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('role', '=', 'owner')
        .executeTakeFirstOrThrow()
      if (Number(owners.n) <= 1) return { outcome: 'last-owner' }
    }
    await change(trx)
    return { outcome: 'done', email: member.email, role: member.role }
  })
}

export function createTeamRepository(db: Kysely<DB>) {
  return {
    /** Every member, oldest first, with their live sessions' count and last activity. */
    listMembers: (liveSince: string, now: string) =>
      db
        .selectFrom('adminUsers')
        .leftJoin('adminSessions', (join) =>
          join
            .onRef('adminSessions.adminId', '=', 'adminUsers.id')
            .on('adminSessions.lastSeenAt', '>', liveSince)
            .on('adminSessions.expiresAt', '>', now),
        )
        .select((eb) => [
          'adminUsers.id',
          'adminUsers.email',
          'adminUsers.role',
          'adminUsers.createdAt',
          'adminUsers.twoFactorEnabledAt',
          eb.fn.max('adminSessions.lastSeenAt').as('lastSeenAt'),
          eb.fn.count('adminSessions.idHash').as('sessions'),
        ])
        .groupBy([
          'adminUsers.id',
          'adminUsers.email',
          'adminUsers.role',
          'adminUsers.createdAt',
          'adminUsers.twoFactorEnabledAt',
        ])
        .orderBy('adminUsers.createdAt')
        .orderBy('adminUsers.id')
        .execute(),

    changeRole: (id: string, role: Role) =>
      keepingAnOwner(db, id, role === 'owner', (trx) =>
        trx.updateTable('adminUsers').set({ role }).where('id', '=', id).execute(),
      ),

    /**
     * Removes a member: their sessions, reset links and recovery codes go with them, and so do the
     * invitations they sent that nobody has accepted.
     */
    removeMember: (id: string, now: string) =>
      keepingAnOwner(db, id, false, async (trx) => {
        await trx
          .updateTable('adminInvitations')
          .set({ revokedAt: now })
          .where('invitedBy', '=', id)
          .where('acceptedAt', 'is', null)
          .where('revokedAt', 'is', null)
          .execute()
        await trx.deleteFrom('adminUsers').where('id', '=', id).execute()
      }),

    listSessionsOf: (adminId: string, liveSince: string, now: string) =>
      db
        .selectFrom('adminSessions')
        .select(['id', 'idHash', 'ip', 'userAgent', 'createdAt', 'lastSeenAt'])
        .where('adminId', '=', adminId)
        .where('lastSeenAt', '>', liveSince)
        .where('expiresAt', '>', now)
        .orderBy('lastSeenAt', 'desc')
        .execute(),

    pendingInvitations: () =>
      db
        .selectFrom('adminInvitations')
        .leftJoin('adminUsers', 'adminUsers.id', 'adminInvitations.invitedBy')
        .select([
          'adminInvitations.id',
          'adminInvitations.email',
          'adminInvitations.role',
          'adminInvitations.createdAt',
          'adminInvitations.expiresAt',
          'adminUsers.email as invitedBy',
        ])
        .where('adminInvitations.acceptedAt', 'is', null)
        .where('adminInvitations.revokedAt', 'is', null)
        .orderBy('adminInvitations.createdAt', 'desc')
        .execute(),

    /** A new invitation; any earlier one for the address that is still open is revoked. */
    insertInvitation: (invitation: Insertable<AdminInvitationsTable>, trx: Executor) =>
      trx
        .updateTable('adminInvitations')
        .set({ revokedAt: invitation.createdAt })
        .where('email', '=', invitation.email)
        .where('acceptedAt', 'is', null)
        .where('revokedAt', 'is', null)
        .execute()
        .then(() => trx.insertInto('adminInvitations').values(invitation).execute()),

    /** A new link and expiry for an open invitation; its row, or undefined when none is open. */
    renewInvitation: (id: string, tokenHash: string, expiresAt: string, trx: Executor) =>
      trx
        .updateTable('adminInvitations')
        .set({ tokenHash, expiresAt })
        .where('id', '=', id)
        .where('acceptedAt', 'is', null)
        .where('revokedAt', 'is', null)
        .returning(['email', 'role'])
        .executeTakeFirst(),

    revokeInvitation: (id: string, at: string) =>
      db
        .updateTable('adminInvitations')
        .set({ revokedAt: at })
        .where('id', '=', id)
        .where('acceptedAt', 'is', null)
        .where('revokedAt', 'is', null)
        .returning('email')
        .executeTakeFirst(),

    /** An invitation whose link still works. */
    findOpenInvitation: (tokenHash: string, now: string) =>
      db
        .selectFrom('adminInvitations')
        .select(['id', 'email', 'role', 'expiresAt'])
        .where('tokenHash', '=', tokenHash)
        .where('acceptedAt', 'is', null)
        .where('revokedAt', 'is', null)
        .where('expiresAt', '>', now)
        .where(senderMayStillInvite)
        .executeTakeFirst(),

    /**
     * Spends the link and makes the member, in one transaction: marking the invitation accepted is
     * what spends it, so of two uses at once only one finds it open. Undefined when the link is
     * spent, revoked, expired or unknown, or the address already has an account.
     */
    acceptInvitation: (tokenHash: string, now: string, member: { id: string; passwordHash: string }) =>
      db.transaction().execute(async (trx) => {
        const invitation = await trx
          .updateTable('adminInvitations')
          .set({ acceptedAt: now })
          .where('tokenHash', '=', tokenHash)
          .where('acceptedAt', 'is', null)
          .where('revokedAt', 'is', null)
          .where('expiresAt', '>', now)
          .where(senderMayStillInvite)
          .returning(['email', 'role'])
          .executeTakeFirst()
        if (!invitation) return undefined
        const taken = await trx
          .selectFrom('adminUsers')
          .select('id')
          .where('email', '=', invitation.email)
          .executeTakeFirst()
        if (taken) return undefined
        await trx
          .insertInto('adminUsers')
          .values({ ...member, ...invitation, createdAt: now })
          .execute()
        return invitation
      }),

    /** Turns the mail of each new contact message off for a member (at `offAt`), or on again (null). */
    setMessageMail: (id: string, offAt: string | null) =>
      db.updateTable('adminUsers').set({ messageMailOffAt: offAt }).where('id', '=', id).execute(),

    /** The addresses each new contact message is mailed to: the members who read the inbox, unless they turned it off. */
    messageMailRecipients: async () =>
      (
        await db
          .selectFrom('adminUsers')
          .select('email')
          .where('role', 'in', PERMISSIONS.inbox)
          .where('messageMailOffAt', 'is', null)
          .orderBy('createdAt')
          .execute()
      ).map(({ email }) => email),

    /** Ends one of the member's own sessions by its public id; the id hash, or null if none. */
    deleteSessionById: async (adminId: string, id: string) =>
      (
        await db
          .deleteFrom('adminSessions')
          .where('adminId', '=', adminId)
          .where('id', '=', id)
          .returning('idHash')
          .executeTakeFirst()
      )?.idHash ?? null,
  }
}

export type TeamRepository = ReturnType<typeof createTeamRepository>
