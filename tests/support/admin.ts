import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { CSRF_HEADER, SESSION_COOKIE } from '#contract/admin-constants.ts'
import { hashPassword } from '#server/lib/passwords.ts'
import type { Role } from '#contract/roles-constants.ts'

export const ADMIN_EMAIL = 'admin@example.com'
export const ADMIN_PASSWORD = 'a long and unguessable passphrase'

/** Creates a member directly in the database (what `npm run admin -- create` does); returns their id. */
export async function createAdmin(
  app: FastifyInstance,
  email = ADMIN_EMAIL,
  password = ADMIN_PASSWORD,
  role: Role = 'owner',
) {
  const id = randomUUID()
  await app.db
    .insertInto('adminUsers')
    .values({
      id,
      email,
      passwordHash: await hashPassword(password),
      role,
      createdAt: new Date().toISOString(),
    })
    .execute()
  return id
}

/** Signs in through the API; returns the cookie header and headers for a state-changing call. */
export async function signIn(app: FastifyInstance, email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`)
  const session = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)
  if (!session) throw new Error('no session cookie')
  const cookie = `${SESSION_COOKIE}=${session.value}`
  const { csrfToken } = response.json() as { csrfToken: string }
  return { cookie, csrfToken, headers: { cookie, [CSRF_HEADER]: csrfToken }, setCookie: response.cookies }
}
