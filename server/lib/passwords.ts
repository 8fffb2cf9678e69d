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

// scrypt runs on libuv's thread pool (4 threads), which also reads the files the site serves. Checks
// for anyone run two at a time, and a queue longer than a burst a real admin could cause is refused
// rather than waited for. A browser that has signed in before (a valid device cookie) has a lane of
// its own, so a flood of strangers' sign-ins never makes the owner wait behind it.
const lanes = {
  anyone: { run: pLimit(2), maxWaiting: 32 },
  knownDevice: { run: pLimit(1), maxWaiting: 8 },
}
export type CheckLane = keyof typeof lanes

/** A sign-in refused because the checks are busy: no password was checked, so it is no guess. */
export class PasswordChecksBusyError extends TooManyRequestsError {
  constructor() {
    super('Signing in is busy right now. Please try again in a minute.')
  }
}

/** How many password checks run, and wait, right now, in every lane. */
export const passwordChecks = {
  get active() {
    return lanes.anyone.run.activeCount + lanes.knownDevice.run.activeCount
  },
  get waiting() {
    return lanes.anyone.run.pendingCount + lanes.knownDevice.run.pendingCount
  },
}

export async function verifyPassword(password: string, stored: string, lane: CheckLane = 'anyone') {
  const [scheme, n, rr, pp, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return false
  const { run, maxWaiting } = lanes[lane]
  if (run.pendingCount >= maxWaiting) throw new PasswordChecksBusyError()
  const expected = Buffer.from(key, 'base64')
  const actual = await run(() =>
    derive(password, Buffer.from(salt, 'base64'), Number(n), Number(rr), Number(pp)),
  )
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** Verified against when the e-mail is unknown, so a wrong address takes as long as a wrong password. */
export const DUMMY_HASH = `scrypt$${N}$${r}$${p}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(KEY_LENGTH).toString('base64')}`
