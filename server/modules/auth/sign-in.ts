import type { Kysely } from 'kysely'
import type { Site } from '#content/schemas.ts'
import type { RateLimitRepository } from '#server/db/rate-limit.repository.ts'
import type { DB } from '#server/db/schema.ts'
import type { Clock } from '#server/lib/clock.ts'
import type { Signer } from '#server/lib/tokens.ts'
import type { AuditLog } from '#server/modules/audit/audit.service.ts'
import { createTwoFactorRepository } from './two-factor.repository.ts'
import { createTwoFactor } from './two-factor.service.ts'
import { createAuthRepository } from './auth.repository.ts'
import { createAuthService } from './auth.service.ts'
import { createPasswordConfirmation } from './password-confirmation.ts'

/**
 * Accounts, sign-in and its second step, wired as the server and the command line both need them.
 * `onSessionEnded` hears of each sign-out, so live connections can end with it.
 */
export function createSignIn(
  db: Kysely<DB>,
  deps: {
    limits: RateLimitRepository
    clock: Clock
    signer: Signer
    audit: AuditLog
    /** The firm as the live site names it: the issuer of authenticator codes, a word no password may lean on. */
    firm: () => Site
    onSessionEnded?: (idHash: string) => void
  },
) {
  const accounts = createAuthRepository(db)
  const confirmPassword = createPasswordConfirmation({ accounts, limits: deps.limits })
  const twoFactorRepo = createTwoFactorRepository(db)
  const twoFactor = createTwoFactor({
    ...deps,
    repo: twoFactorRepo,
    accounts,
    confirmPassword,
    issuer: () => deps.firm().name,
  })
  const auth = createAuthService({
    ...deps,
    repo: accounts,
    verifyCode: twoFactor.verify,
    isTwoFactorRequired: twoFactorRepo.isRequired,
  })
  return { accounts, auth, confirmPassword, twoFactor, twoFactorRepo }
}
