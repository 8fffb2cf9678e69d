import type { RateLimitRepository } from '#server/db/rate-limit.repository.ts'
import { InvalidFieldError, TooManyRequestsError } from '#server/lib/errors.ts'
import { verifyPassword } from '#server/lib/passwords.ts'
import type { AuthRepository } from './auth.repository.ts'
import { LOGIN_MAX_FAILURES_PER_EMAIL, LOGIN_WINDOW_MS } from './auth.service.ts'

/**
 * Asks a signed-in member for their password again before a change to how they sign in. Wrong
 * guesses count like failed sign-ins for the address: an open laptop is not a way to the password.
 */
export function createPasswordConfirmation({
  accounts,
  limits,
}: {
  accounts: AuthRepository
  limits: RateLimitRepository
}) {
  return async function confirmPassword(
    member: { id: string; email: string },
    password: string,
    field: string,
  ) {
    const key = `login:email:${member.email}`
    const hit = await limits.hit(key, LOGIN_WINDOW_MS)
    if (hit.current > LOGIN_MAX_FAILURES_PER_EMAIL) {
      await limits.release(key)
      throw new TooManyRequestsError('Too many wrong passwords. Please wait a few minutes and try again.')
    }
    const stored = (await accounts.findAdminById(member.id))?.passwordHash
    if (!stored || !(await verifyPassword(password, stored, 'knownDevice')))
      throw new InvalidFieldError(field, 'Your current password is not correct.')
    await limits.reset(key)
  }
}

export type ConfirmPassword = ReturnType<typeof createPasswordConfirmation>
