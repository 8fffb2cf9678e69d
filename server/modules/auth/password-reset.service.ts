import type { Site } from '#content/schemas.ts'
import type { RateLimitRepository } from '#server/db/rate-limit.repository.ts'
import { passwordResetMail } from '#server/email/messages.ts'
import { addMs, type Clock } from '#server/lib/clock.ts'
import { GoneError } from '#server/lib/errors.ts'
import { assertPasswordAllowed } from '#server/lib/password-policy.ts'
import { hashPassword } from '#server/lib/passwords.ts'
import { hashToken, newToken } from '#server/lib/tokens.ts'
import type { AuditLog } from '#server/modules/audit/audit.service.ts'
import type { MailQueue } from '#server/modules/outbox/mail-queue.ts'
import type { AuthRepository } from './auth.repository.ts'

export const RESET_TTL_MS = 30 * 60 * 1000
// Reset mails one address may receive an hour, however often it is asked for (by anyone).
export const RESET_MAILS_PER_HOUR = 3

export const RESET_REQUESTED =
  'If an account uses this address, we have sent it a link to choose a new password. The link works once, for 30 minutes.'
const RESET_GONE = 'This link has expired or has been used already. Ask for a new one.'

type Deps = {
  repo: AuthRepository
  limits: RateLimitRepository
  mail: MailQueue
  audit: AuditLog
  clock: Clock
  publicUrl: string
  /** The firm as the live site names it (its name follows a publish of site.yaml at once). */
  firm: () => Site
  /** Closes the live connections of the sessions a reset ends. */
  onSessionEnded: (idHash: string) => void
  log: { error: (message: string) => void }
}

/**
 * A forgotten password, reset by e-mail. The answer to a request is the same whether or not the
 * address has an account, and the same past its limit, and it comes as soon: the link and its mail
 * are made after it. Nobody learns who is a member, not even from the time it takes.
 */
export function createPasswordResets({
  repo,
  limits,
  mail,
  audit,
  clock,
  publicUrl,
  firm,
  onSessionEnded,
  log,
}: Deps) {
  /** Stores a link for `admin` and queues the mail that carries it. */
  async function sendLink(admin: { id: string; email: string }, ip: string) {
    const now = clock()
    const token = newToken()
    await mail.transaction(async (trx, enqueue) => {
      await repo.insertPasswordReset(
        {
          tokenHash: hashToken(token),
          adminId: admin.id,
          createdAt: now.toISOString(),
          expiresAt: addMs(now, RESET_TTL_MS).toISOString(),
        },
        trx,
      )
      // In the fragment, which browsers never send: the token stays out of every request log.
      const link = `${publicUrl}/superadmin/reset#token=${token}`
      await enqueue('password-reset', passwordResetMail({ firm: firm(), to: admin.email, link }), now)
    })
    await audit.record({ actor: null, action: 'password-reset-requested', target: admin.email, ip })
  }

  return {
    async request(email: string, ip: string) {
      const address = email.trim().toLowerCase()
      const admin = await repo.findAdminByEmail(address)
      // Counted per address in one statement, so twenty requests at once send three mails at most.
      const hit = await limits.hit(`reset:email:${address}`, 60 * 60 * 1000)
      // Made once the answer has gone (the database's work and the mail's would delay it).
      if (admin && hit.current <= RESET_MAILS_PER_HOUR)
        setImmediate(() =>
          sendLink(admin, ip).catch((error: unknown) =>
            log.error(`A password reset link could not be made: ${String(error)}`),
          ),
        )
      return { message: RESET_REQUESTED }
    },

    /** The new password, for the link's member: every session of theirs ends, and the link is spent. */
    async complete(token: string, password: string, ip: string) {
      const now = clock().toISOString()
      const tokenHash = hashToken(token)
      const adminId = await repo.findPasswordReset(tokenHash, now)
      const admin = adminId ? await repo.findAdminById(adminId) : undefined
      if (!admin) throw new GoneError(RESET_GONE)
      // Checked before the link is spent, so a refused password leaves the link working.
      assertPasswordAllowed(password, { email: admin.email, firm: firm() })
      const passwordHash = await hashPassword(password)
      if ((await repo.spendPasswordReset(tokenHash, now)) !== admin.id) throw new GoneError(RESET_GONE)
      await repo.setPasswordHash(admin.id, passwordHash)
      for (const idHash of await repo.deleteSessionsOf(admin.id)) onSessionEnded(idHash)
      // Whoever was locked out by wrong guesses may sign in with the new password at once.
      await limits.reset(`login:email:${admin.email}`)
      await audit.record({ actor: { id: admin.id, email: admin.email }, action: 'password-reset', ip })
      return { message: 'Your password has been changed. Sign in with it now.', email: admin.email }
    },
  }
}

export type PasswordResets = ReturnType<typeof createPasswordResets>
