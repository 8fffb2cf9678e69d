import { useEffect, useState } from 'react'
import { authApi } from '#app/lib/admin-api/auth.ts'
import type { SessionResponse } from '#contract/admin.ts'

/** The signed-in admin's session; without one, the browser goes to sign in and comes back after. */
export function useAdminSession() {
  const [session, setSession] = useState<SessionResponse | null>(null)
  useEffect(() => {
    void authApi.session().then((result) => {
      if (result.ok) setSession(result.data)
      else location.replace(`/superadmin/login?next=${encodeURIComponent(location.pathname)}`)
    })
  }, [])
  return session
}
