import type { Site } from '#content/schemas.ts'
import { randomUUID } from 'node:crypto'
import type { AccountResponse, TeamResponse } from '#contract/team.ts'
import { can, ROLE_LABELS, type Role } from '#contract/roles-constants.ts'
import { invitationMail } from '#server/email/messages.ts'
import { addMs, type Clock } from '#server/lib/clock.ts'
import type { Events } from '#server/lib/events.ts'
import { ConflictError, GoneError, NotFoundError, UnauthorizedError } from '#server/lib/errors.ts'
import { assertPasswordAllowed } from '#server/lib/password-policy.ts'
import { describeDevice } from '#server/lib/device.ts'
import { hashPassword } from '#server/lib/passwords.ts'
import { SESSION_IDLE_MS } from '#server/modules/auth/auth.service.ts'
import type { ConfirmPassword } from '#server/modules/auth/password-confirmation.ts'
import type { Acting, AuditLog } from '#server/modules/audit/audit.service.ts'
import { hashToken, newToken } from '#server/lib/tokens.ts'
import type { AuthModule } from '#server/modules/auth/auth.module.ts'
import type { MailQueue } from '#server/modules/outbox/mail-queue.ts'
import type { ReviewRule } from '#server/modules/reviews/reviews.service.ts'
import type { TeamRepository } from './team.repository.ts'

type Deps = {
  repo: TeamRepository
  /** Accounts as sign-in keeps them: passwords and sessions. */
  accounts: AuthModule['accounts']
  mail: MailQueue
  publicUrl: string
  /** The firm as the live site names it (its name follows a publish of site.yaml at once). */
  firm: () => Site
  audit: AuditLog
  confirmPassword: ConfirmPassword
  /** Two-step sign-in as the team and account pages show it. */
  twoFactor: Pick<AuthModule['twoFactorRepo'], 'isRequired' | 'countRecoveryCodes'>
  /** Whether the team reviews editors' changes before they go live. */
  reviewRule: Pick<ReviewRule, 'isRequired'>
  clock: Clock
  /** Ends live connections of ended sessions and changed members (server/realtime/admin-notices.ts). */
  events: Pick<Events, 'emit'>
}

export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000
const INVITATION_GONE =
  'This invitation has expired, been revoked or been used already. Ask the person who invited you to send a new one.'

const LAST_OWNER = 'The site needs at least one owner. Make another member an owner first, then try again.'

/** The team as an owner manages it, and each member's own account: sessions and password. */
export function createTeamService({
  repo,
  accounts,
  mail,
  publicUrl,
  firm,
  audit,
  confirmPassword,
  twoFactor,
  reviewRule,
  clock,
  events,
}: Deps) {
  const live = () => {
    const now = clock()
    return [new Date(now.getTime() - SESSION_IDLE_MS).toISOString(), now.toISOString()] as const
  }

  const invitationFor = (email: string, role: Role, token: string, expiresAt: string, by: Acting) =>
    invitationMail({
      firm: firm(),
      to: email,
      invitedBy: by.actor.email,
      role: `an ${ROLE_LABELS[role].toLowerCase()}`,
      // In the fragment, which browsers never send: the token stays out of every request log.
      link: `${publicUrl}/superadmin/invitation#token=${token}`,
      expiresAt,
    })

  async function endSessions(adminId: string, exceptIdHash?: string) {
    const ended = await accounts.deleteSessionsOf(adminId, exceptIdHash)
    for (const idHash of ended) events.emit('sessionEnded', idHash)
    return ended.length
  }

  return {
    async list(): Promise<TeamResponse> {
      const [rows, invitations, requireTwoFactor, requireReview] = await Promise.all([
        repo.listMembers(...live()),
        repo.pendingInvitations(),
        twoFactor.isRequired(),
        reviewRule.isRequired(),
      ])
      const now = clock().toISOString()
      return {
        requireTwoFactor,
        requireReview,
        invitations: invitations.map((invitation) => ({
          ...invitation,
          expired: invitation.expiresAt <= now,
        })),
        members: rows.map((row) => ({
          id: row.id,
          email: row.email,
          role: row.role,
          createdAt: row.createdAt,
          twoFactor: row.twoFactorEnabledAt !== null,
          lastSeenAt: row.lastSeenAt ?? null,
          sessions: Number(row.sessions),
        })),
      }
    },

    async changeRole(id: string, role: Role, by: Acting) {
      const result = await repo.changeRole(id, role)
      if (result.outcome === 'not-found') throw new NotFoundError('This member does not exist.')
      if (result.outcome === 'last-owner') throw new ConflictError(LAST_OWNER)
      if (result.role !== role) {
        // Their sockets reconnect under the new role, or are refused if it may not hear of messages.
        events.emit('memberChanged', id)
        await audit.record({
          ...by,
          action: 'role-changed',
          target: result.email,
          detail: { from: result.role, to: role },
        })
      }
      // "an owner", "an admin", "an editor"
      return { message: `${result.email} is now an ${ROLE_LABELS[role].toLowerCase()}.` }
    },

    async remove(id: string, by: Acting) {
      const result = await repo.removeMember(id, clock().toISOString())
      if (result.outcome === 'not-found') throw new NotFoundError('This member does not exist.')
      if (result.outcome === 'last-owner') throw new ConflictError(LAST_OWNER)
      // Their sessions went with the row; their open pages lose their live notices now.
      events.emit('memberChanged', id)
      await audit.record({
        ...by,
        action: 'member-removed',
        target: result.email,
        detail: { role: result.role },
      })
      return { message: `${result.email} has been removed from the team.` }
    },

    async endSessionsOf(id: string, by: Acting) {
      const member = await accounts.findAdminById(id)
      if (!member) throw new NotFoundError('This member does not exist.')
      const ended = await endSessions(id)
      events.emit('memberChanged', id)
      await audit.record({
        ...by,
        action: 'sessions-ended',
        target: member.email,
        detail: { sessions: ended },
      })
      return { message: `${ended} session(s) of ${member.email} ended.` }
    },

    /** Invites someone by e-mail with a role; a new invitation replaces an open one for the address. */
    async invite(email: string, role: Role, by: Acting) {
      const address = email.trim().toLowerCase()
      if (await accounts.findAdminByEmail(address))
        throw new ConflictError('This address already belongs to a member of the team.')
      const now = clock()
      const token = newToken()
      const expiresAt = addMs(now, INVITATION_TTL_MS).toISOString()
      await mail.transaction(async (trx, enqueue) => {
        await repo.insertInvitation(
          {
            id: randomUUID(),
            email: address,
            role,
            tokenHash: hashToken(token),
            invitedBy: by.actor.id,
            createdAt: now.toISOString(),
            expiresAt,
          },
          trx,
        )
        await enqueue('invitation', invitationFor(address, role, token, expiresAt, by), now)
      })
      await audit.record({ ...by, action: 'invitation-sent', target: address, detail: { role } })
      return { message: `Invitation sent to ${address}.` }
    },

    /** A new link (the old one stops working) and a new 72 hours, mailed again. */
    async resendInvitation(id: string, by: Acting) {
      const now = clock()
      const token = newToken()
      const expiresAt = addMs(now, INVITATION_TTL_MS).toISOString()
      const renewed = await mail.transaction(async (trx, enqueue) => {
        const invitation = await repo.renewInvitation(id, hashToken(token), expiresAt, trx)
        if (invitation)
          await enqueue(
            'invitation',
            invitationFor(invitation.email, invitation.role, token, expiresAt, by),
            now,
          )
        return invitation
      })
      if (!renewed) throw new NotFoundError('This invitation has been accepted or revoked already.')
      await audit.record({ ...by, action: 'invitation-resent', target: renewed.email })
      return { message: `Invitation sent again to ${renewed.email}.` }
    },

    async revokeInvitation(id: string, by: Acting) {
      const revoked = await repo.revokeInvitation(id, clock().toISOString())
      if (!revoked) throw new NotFoundError('This invitation has been accepted or revoked already.')
      await audit.record({ ...by, action: 'invitation-revoked', target: revoked.email })
      return { message: `The invitation to ${revoked.email} no longer works.` }
    },

    async lookupInvitation(token: string) {
      const invitation = await repo.findOpenInvitation(hashToken(token), clock().toISOString())
      if (!invitation) throw new GoneError(INVITATION_GONE)
      return { email: invitation.email, role: invitation.role, expiresAt: invitation.expiresAt }
    },

    /** The invitee chooses their password: the member is made with the invited role. */
    async acceptInvitation(token: string, password: string, ip: string) {
      const open = await repo.findOpenInvitation(hashToken(token), clock().toISOString())
      if (!open) throw new GoneError(INVITATION_GONE)
      assertPasswordAllowed(password, { email: open.email, firm: firm() })
      const id = randomUUID()
      const accepted = await repo.acceptInvitation(hashToken(token), clock().toISOString(), {
        id,
        passwordHash: await hashPassword(password),
      })
      if (!accepted) throw new GoneError(INVITATION_GONE)
      await audit.record({
        actor: { id, email: accepted.email },
        action: 'invitation-accepted',
        detail: { role: accepted.role },
        ip,
      })
      return accepted
    },

    async account(adminId: string, currentSessionId: string): Promise<AccountResponse> {
      const member = await accounts.findAdminById(adminId)
      if (!member) throw new UnauthorizedError()
      const [sessions, recoveryCodesLeft, required] = await Promise.all([
        repo.listSessionsOf(adminId, ...live()),
        twoFactor.countRecoveryCodes(adminId),
        twoFactor.isRequired(),
      ])
      return {
        email: member.email,
        role: member.role,
        twoFactor: { enabled: member.twoFactorEnabledAt !== null, recoveryCodesLeft, required },
        messageMail: can(member.role, 'inbox') ? member.messageMailOffAt === null : null,
        sessions: sessions.map(({ idHash: _, ...session }) => ({
          ...session,
          device: describeDevice(session.userAgent),
          current: session.id === currentSessionId,
        })),
      }
    },

    async endOwnSession(sessionId: string, by: Acting) {
      const idHash = await repo.deleteSessionById(by.actor.id, sessionId)
      if (!idHash) throw new NotFoundError('This session has ended already.')
      events.emit('sessionEnded', idHash)
      await audit.record({ ...by, action: 'session-ended', detail: { session: sessionId } })
      return { message: 'The session has been ended.' }
    },

    /** Whether the member is mailed each new contact message; only those who read the inbox are. */
    async setMessageMail(on: boolean, by: Acting) {
      await repo.setMessageMail(by.actor.id, on ? null : clock().toISOString())
      return {
        message: on
          ? 'You will get an e-mail for each new message.'
          : 'You will no longer get an e-mail for new messages. They still reach the inbox.',
      }
    },

    /** A new password, given the current one; every other session of the member ends. */
    async changePassword(current: string, next: string, currentIdHash: string, by: Acting) {
      await confirmPassword(by.actor, current, 'currentPassword')
      assertPasswordAllowed(next, { email: by.actor.email, firm: firm() }, 'newPassword')
      await accounts.setPasswordHash(by.actor.id, await hashPassword(next))
      const ended = await endSessions(by.actor.id, currentIdHash)
      await audit.record({ ...by, action: 'password-changed', detail: { otherSessionsEnded: ended } })
      return { message: 'Your password has been changed. Your other sessions have been signed out.' }
    },
  }
}

export type TeamService = ReturnType<typeof createTeamService>
