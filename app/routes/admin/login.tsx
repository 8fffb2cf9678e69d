import { useState } from 'react'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { useNavigate, useSearchParams } from 'react-router'
import { NoticeCard } from '#app/components/sections/notice-card.tsx'
import { CredentialsFields } from '#app/components/admin/credentials-fields.tsx'
import { adminApi } from '#app/lib/admin-api.ts'
import type { Route } from './+types/login'

export const meta: Route.MetaFunction = () => [
  { title: 'Sign in | Admin' },
  { name: 'robots', content: 'noindex' },
]

/** Only a path on this site may be the destination after sign-in. */
const safeNext = (value: string | null) =>
  value && /^\/superadmin(\/|$)/.test(value) ? value : '/superadmin'

export default function LoginRoute() {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
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
    if (result.ok) return navigate(safeNext(searchParams.get('next')))
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
        <SubmitButton pending={pending} pendingLabel="Signing in..." variant="navy">
          Sign in
        </SubmitButton>
      </form>
    </NoticeCard>
  )
}
