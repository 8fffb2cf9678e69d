import { dictionary } from '@zxcvbn-ts/language-common'
import { PASSWORD_MIN } from '#contract/admin-constants.ts'
import type { Site } from '#content/schemas.ts'
import { InvalidFieldError } from './errors.ts'

// NIST SP 800-63B, 3.1.1.2: a length floor (PASSWORD_MIN, checked by the schemas), no composition
// rules, no expiry, and a refusal for passwords that attackers try first: those in breach corpuses
// and lists of common passwords, repetitive or sequential ones, and words of the context (the
// firm's name, the member's own address). The list is zxcvbn's (about 49,000 passwords from breach
// corpuses); a password is also refused when it is such a password with digits and symbols around
// it ("Password2026!").
const COMMON = new Set(dictionary['passwords-common'])
const SEQUENCES = ['abcdefghijklmnopqrstuvwxyz', '01234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm']

export const PASSWORD_TOO_COMMON =
  'This password is too common or too easy to guess. Choose another: a few unrelated words work well.'

/** Is `text` a short unit repeated (`aaaa…`, `abcabc…`) or a run along the alphabet, digits or keyboard? */
function isPattern(text: string) {
  for (let unit = 1; unit <= 4; unit++) {
    if (text.length >= unit * 2 && text === text.slice(0, unit).repeat(text.length / unit)) return true
  }
  return SEQUENCES.some((sequence) => {
    for (const line of [sequence, [...sequence].reverse().join('')])
      if (line.includes(text) && text.length >= 4) return true
    return false
  })
}

/** The words a guesser tries first for this site and this member. */
function contextWords(email: string, firm: Site) {
  const words = [firm.name, firm.shortName, firm.slug, 'admin', 'superadmin', ...email.split('@')]
  return words
    .flatMap((word) => word.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((word) => [...word].length >= 4)
}

/** Why this password may not be used, or null when it may. */
export function passwordProblem(password: string, { email, firm }: { email: string; firm: Site }) {
  if ([...password].length < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters.`
  const lower = password.toLowerCase().normalize('NFKC')
  // What is left once digits, symbols and spaces around the word are taken away.
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')
  const compact = lower.replace(/[\s._-]+/g, '')
  if (COMMON.has(lower) || COMMON.has(core) || COMMON.has(compact)) return PASSWORD_TOO_COMMON
  if (isPattern(compact) || ([...core].length >= 4 && isPattern(core))) return PASSWORD_TOO_COMMON
  // Little but the firm's name or the member's address, dressed up.
  const rest = contextWords(email, firm).reduce((left, word) => left.replaceAll(word, ''), compact)
  if (rest !== compact && rest.replace(/[^\p{L}]/gu, '').length < 4) return PASSWORD_TOO_COMMON
  return null
}

/** Throws a field error (400, on `field`) for a password that may not be used. */
export function assertPasswordAllowed(
  password: string,
  { email, firm }: { email: string; firm: Site },
  field = 'password',
) {
  const problem = passwordProblem(password, { email, firm })
  if (problem) throw new InvalidFieldError(field, problem)
}
