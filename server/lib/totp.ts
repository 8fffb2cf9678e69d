import { randomInt } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import { renderSVG } from 'uqr'
import { RECOVERY_CODE_COUNT, TOTP_DIGITS } from '#contract/admin-constants.ts'

// RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30 seconds (apps such as Google
// Authenticator ignore any other algorithm named in the QR code).
const PERIOD_S = 30
const totpOf = (secret: string, account = '', issuer = '') =>
  new TOTP({
    issuer,
    label: account,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  })

/** A new 160-bit key, base32 (RFC 4226's recommended length). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32

/** What an authenticator app is given: the otpauth:// address, and the same as a QR code in SVG. */
export function totpEnrolment(secret: string, account: string, issuer: string) {
  const uri = totpOf(secret, account, issuer).toString()
  return { uri, qrSvg: renderSVG(uri, { pixelSize: 6, border: 2 }) }
}

/**
 * The time step a code belongs to, when it is the code of the step now or of the one just before or
 * after (a phone's clock a little off); null otherwise. The caller accepts each step once.
 */
export function totpStep(secret: string, code: string, at: Date) {
  const totp = totpOf(secret)
  const delta = totp.validate({ token: code, timestamp: at.getTime(), window: 1 })
  return delta === null ? null : totp.counter({ timestamp: at.getTime() }) + delta
}

/** The code an authenticator app shows at a time (tests, and nothing else, play the phone). */
export const totpCode = (secret: string, at: Date) => totpOf(secret).generate({ timestamp: at.getTime() })

// Recovery codes: ten characters from an alphabet without look-alikes (no 0/o, 1/l/i), shown as
// two groups of five; 50 bits each, enough that a hash of them needs no salt or slow hashing.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

export function newRecoveryCodes() {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)])
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
  })
}

/** A recovery code as typed (any case, spaces or dashes) in the form it is hashed in. */
export const normaliseRecoveryCode = (typed: string) => typed.toLowerCase().replace(/[\s-]/g, '')
