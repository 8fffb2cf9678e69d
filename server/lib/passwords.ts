import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import pLimit from 'p-limit'
import { TooManyRequestsError } from './errors.ts'

// scrypt from node:crypto with a per-user salt; parameters are stored with the hash so they can grow.
const N = 16384
const r = 8
const p = 1
const KEY_LENGTH = 64

function derive(password: string, salt: Buffer, n: number, rr: number, pp: number) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: n, r: rr, p: pp, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  )
}

export async function hashPassword(password: string) {
  const salt = randomBytes(16)
  const key = await derive(password, salt, N, r, p)
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`
}

// scrypt runs on libuv's thread pool (4 threads), which also reads the files the site serves. Two
// checks at a time leave the others to the site whatever a burst of sign-ins does, and a queue
// longer than a burst a real admin could cause is refused rather than waited for.
const MAX_ACTIVE_CHECKS = 2
const MAX_WAITING_CHECKS = 32
const checks = pLimit(MAX_ACTIVE_CHECKS)

/** How many password checks run, and wait, right now. */
export const passwordChecks = {
  get active() {
    return checks.activeCount
  },
  get waiting() {
    return checks.pendingCount
  },
}

export async function verifyPassword(password: string, stored: string) {
  const [scheme, n, rr, pp, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return false
  if (checks.pendingCount >= MAX_WAITING_CHECKS) {
    throw new TooManyRequestsError('Signing in is busy right now. Please try again in a minute.')
  }
  const expected = Buffer.from(key, 'base64')
  const actual = await checks(() =>
    derive(password, Buffer.from(salt, 'base64'), Number(n), Number(rr), Number(pp)),
  )
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** Verified against when the e-mail is unknown, so a wrong address takes as long as a wrong password. */
export const DUMMY_HASH = `scrypt$${N}$${r}$${p}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(KEY_LENGTH).toString('base64')}`
