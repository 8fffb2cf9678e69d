import { useState } from 'react'
import { NoticeCard } from '#app/components/sections/notice-card.tsx'
import { authApi } from '#app/lib/admin-api/auth.ts'
import { PASSWORD_MIN } from '#contract/admin-constants.ts'
import { CredentialsFields } from './credentials-fields.tsx'

/** /superadmin/setup, opened from the one-time link the server logs while no admin exists. */
export function SetupApp() {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault()
    const token = new URLSearchParams(location.search).get('token') ?? ''
    const result = await authApi.setup({ token, email, password })
    if (result.ok) return location.assign('/superadmin')
    setError(Object.values(result.fields ?? {})[0] ?? result.error ?? 'The account could not be created.')
  }

  return (
    <NoticeCard heading="Create the first admin">
      <p>
        This link works once. Choose the e-mail address and a password of at least {PASSWORD_MIN} characters.
      </p>
      <form onSubmit={onSubmit} className="space-y-5">
        <CredentialsFields
          idPrefix="setup"
          email={email}
          password={password}
          onEmail={setEmail}
          onPassword={setPassword}
          newPassword
        />
        {error ? (
          <p role="alert" className="font-medium text-red-strong">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          className="rounded-md bg-navy px-6 py-3 font-semibold text-white hover:bg-navy-soft"
        >
          Create admin and sign in
        </button>
      </form>
    </NoticeCard>
  )
}
