import { useState } from 'react'
import { NoticeCard } from '#app/components/sections/notice-card.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { adminApi } from '#app/lib/admin-api.ts'
import { adminLanding, type Role } from '#contract/roles-constants.ts'
import { CredentialsFields } from './credentials-fields.tsx'

/** Only an admin path on this site may be the destination after sign-in. */
const safeNext = (value: string | null, role: Role) =>
  value && /^\/superadmin(\/|$)/.test(value) ? value : adminLanding(role)

/** /superadmin/login. Rendered in the browser only: the form must never post before it is ready. */
export function LoginApp() {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault()
    setPending(true)
    setError(null)
    const result = await adminApi.login({ email, password })
    setPending(false)
    if (result.ok)
      return location.assign(
        safeNext(new URLSearchParams(location.search).get('next'), result.data.admin.role),
      )
    setError(result.error ?? 'Sign-in failed. Check your connection and try again.')
  }

  return (
    <NoticeCard heading="Admin sign in">
      <form onSubmit={onSubmit} className="space-y-5">
        <CredentialsFields
          idPrefix="login"
          email={email}
          password={password}
          onEmail={setEmail}
          onPassword={setPassword}
        />
        {error ? (
          <p role="alert" className="font-medium text-red-strong">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-5">
          <SubmitButton pending={pending} pendingLabel="Signing in..." variant="navy">
            Sign in
          </SubmitButton>
          <a href="/superadmin/reset" className="font-semibold text-navy underline">
            Forgot your password?
          </a>
        </div>
      </form>
    </NoticeCard>
  )
}
