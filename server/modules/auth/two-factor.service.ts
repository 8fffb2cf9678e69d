import type { Clock } from '#server/lib/clock.ts'
import { ConflictError, GoneError, InvalidFieldError, NotFoundError } from '#server/lib/errors.ts'
import { hashToken, type Signer } from '#server/lib/tokens.ts'
import {
  newRecoveryCodes,
  newTotpSecret,
  normaliseRecoveryCode,
  totpEnrolment,
  totpStep,
} from '#server/lib/totp.ts'
import type { AuthRepository } from './auth.repository.ts'
import type { ConfirmPassword } from './password-confirmation.ts'
import type { Acting, AuditLog } from '#server/modules/audit/audit.service.ts'
import type { TwoFactorRepository } from './two-factor.repository.ts'

type Deps = {
  repo: TwoFactorRepository
  accounts: AuthRepository
  confirmPassword: ConfirmPassword
  signer: Signer
  audit: AuditLog
  clock: Clock
  /** The name an authenticator app lists the account under: the firm's. */
  issuer: () => string
}

// Time to scan the code and type the first one from it.
export const SETUP_TTL_MS = 15 * 60 * 1000
const SETUP_KIND = 'totp-setup'

const hashCodes = (codes: string[]) => codes.map((code) => hashToken(normaliseRecoveryCode(code)))
const KEEP_CODES =
  'Keep these recovery codes somewhere safe, apart from your phone: each signs you in once in place of a code. They are shown only now.'

/**
 * Two-step sign-in with an authenticator app (TOTP, RFC 6238) and single-use recovery codes, as the
 * Epic Stack does it: the key is stored only once a code from it has been entered, each time step
 * signs in once, and an owner may require it of everyone.
 */
export function createTwoFactor({ repo, accounts, confirmPassword, signer, audit, clock, issuer }: Deps) {
  return {
    /** A new key for the member's app. The browser holds it, signed, until a code confirms it. */
    begin(member: { id: string; email: string }) {
      const secret = newTotpSecret()
      const expires = clock().getTime() + SETUP_TTL_MS
      return {
        secret,
        ...totpEnrolment(secret, member.email, issuer()),
        setupToken: signer.sign(`${SETUP_KIND}.${member.id}.${expires}.${secret}`),
      }
    },

    /** Turns it on (or moves it to a new phone) with the first code from the new key. */
    async enable(setupToken: string, code: string, password: string | undefined, by: Acting) {
      const [kind, adminId, expires, secret] = signer.verify(setupToken)?.split('.') ?? []
      if (kind !== SETUP_KIND || adminId !== by.actor.id || !secret || Number(expires) < clock().getTime())
        throw new GoneError('This set-up has expired. Start again for a new QR code.')
      const step = totpStep(secret, code, clock())
      if (step === null)
        throw new InvalidFieldError(
          'code',
          'This code is not the one your app shows now. Check that your phone sets its time automatically, and try the newest code.',
        )
      // A session alone does not replace the key and the recovery codes of someone who has them.
      if ((await accounts.findAdminById(by.actor.id))?.twoFactorEnabledAt)
        await confirmPassword(by.actor, password ?? '', 'password')
      const codes = newRecoveryCodes()
      await repo.enable(by.actor.id, secret, step, clock().toISOString(), hashCodes(codes))
      await audit.record({ ...by, action: 'two-factor-enabled' })
      return { message: `Two-step sign-in is on. ${KEEP_CODES}`, recoveryCodes: codes }
    },

    async disable(password: string, by: Acting) {
      if (await repo.isRequired())
        throw new ConflictError(
          'Your team requires two-step sign-in, so it stays on. To move it to a new phone, set up the new one instead.',
        )
      await confirmPassword(by.actor, password, 'password')
      if (!(await repo.disable(by.actor.id))) throw new ConflictError('Two-step sign-in is not on.')
      await audit.record({ ...by, action: 'two-factor-disabled' })
      return { message: 'Two-step sign-in is off: you sign in with your password alone.' }
    },

    /** Ten new codes; the ones left from before stop working. */
    async renewRecoveryCodes(password: string, by: Acting) {
      await confirmPassword(by.actor, password, 'password')
      const member = await accounts.findAdminById(by.actor.id)
      if (!member?.twoFactorEnabledAt) throw new ConflictError('Turn on two-step sign-in first.')
      const codes = newRecoveryCodes()
      await repo.replaceRecoveryCodes(by.actor.id, hashCodes(codes))
      await audit.record({ ...by, action: 'recovery-codes-renewed' })
      return {
        message: `New recovery codes made; the old ones no longer work. ${KEEP_CODES}`,
        recoveryCodes: codes,
      }
    },

    /** An owner turns it off for a member who lost both their phone and their codes. */
    async resetFor(memberId: string, by: Acting) {
      if (memberId === by.actor.id)
        throw new ConflictError('Change your own two-step sign-in from Your account.')
      const member = await accounts.findAdminById(memberId)
      if (!member) throw new NotFoundError('This member does not exist.')
      if (!(await repo.disable(memberId)))
        throw new ConflictError(`${member.email} does not use two-step sign-in.`)
      await audit.record({ ...by, action: 'two-factor-reset', target: member.email })
      return {
        message: `${member.email} signs in with their password alone until they set up two-step sign-in again.`,
      }
    },

    async setRequired(required: boolean, by: Acting) {
      if (required && !(await accounts.findAdminById(by.actor.id))?.twoFactorEnabledAt)
        throw new ConflictError(
          'Turn on two-step sign-in for your own account first (Your account), then require it of everyone.',
        )
      await repo.setRequired(required)
      await audit.record({ ...by, action: required ? 'two-factor-required' : 'two-factor-optional' })
      return {
        message: required
          ? 'Everyone now signs in with two steps. A member who has not set it up can open only their account until they do.'
          : 'Two-step sign-in is now each member’s choice.',
      }
    },

    /**
     * The second step of a sign-in: a code from the app, good once per time step, or a recovery
     * code, good once. Says which was used, or null for neither.
     */
    async verify(member: { id: string; twoFactorSecret: string }, typed: string) {
      const code = typed.replace(/\s/g, '')
      if (/^\d+$/.test(code)) {
        const step = totpStep(member.twoFactorSecret, code, clock())
        return step !== null && (await repo.claimStep(member.id, step)) ? ('authenticator' as const) : null
      }
      const spent = await repo.spendRecoveryCode(member.id, hashToken(normaliseRecoveryCode(code)))
      return spent ? ('recovery-code' as const) : null
    },
  }
}

export type TwoFactor = ReturnType<typeof createTwoFactor>
