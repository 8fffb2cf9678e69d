import { redirect } from 'react-router'
import { adminApi } from './admin-api.ts'

/** For admin clientLoaders: the session, or a redirect to sign in and come back. */
export async function requireAdmin(request: Request) {
  const session = await adminApi.session()
  if (session.ok) return session.data
  const next = new URL(request.url).pathname
  throw redirect(`/superadmin/login?next=${encodeURIComponent(next)}`)
}
