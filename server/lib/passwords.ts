import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

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

export async function verifyPassword(password: string, stored: string) {
  const [scheme, n, rr, pp, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return false
  const expected = Buffer.from(key, 'base64')
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(rr), Number(pp))
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** Verified against when the e-mail is unknown, so a wrong address takes as long as a wrong password. */
export const DUMMY_HASH = `scrypt$${N}$${r}$${p}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(KEY_LENGTH).toString('base64')}`
