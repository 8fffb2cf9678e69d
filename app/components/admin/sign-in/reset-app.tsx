import { useState } from 'react'
import { NoticeCard } from '#app/components/sections/notice-card.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { authApi } from '#app/lib/admin-api/auth.ts'
import { NewPasswordField, tokenFromLink } from '../new-password-field.tsx'

/**
 * /superadmin/reset: without a token, asks for the address to send a link to; opened from that
 * link (#token=…), asks for the new password.
 */
export function ResetApp() {
  return tokenFromLink() ? <ChooseNewPassword /> : <AskForLink />
}

function AskForLink() {
  const [email, setEmail] = useState('')
  const [done, setDone] = useState<string | null>(null)
  const [error, setError] = useState<string | undefined>()
  const [pending, setPending] = useState(false)

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault()
    setPending(true)
    const result = await authApi.requestReset({ email })
    setPending(false)
    if (result.ok) setDone(result.data.message)
    else setError(result.fields?.email ?? result.error ?? 'The link could not be sent. Try again.')
  }

  return (
    <NoticeCard heading="Reset your password">
      {done ? (
        <p role="status">{done}</p>
      ) : (
        <form onSubmit={onSubmit} className="space-y-5">
          <p>Enter the address you sign in with. We will e-mail it a link to choose a new password.</p>
          <Field id="reset-email" label="E-mail" error={error}>
            <input
              id="reset-email"
              type="email"
              autoComplete="username"
              required
              value={email}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'reset-email-error' : undefined}
              onChange={(event) => setEmail(event.target.value)}
              className="mt-2 block w-full rounded-md border border-slate-300 px-3 py-2.5"
            />
          </Field>
          <SubmitButton pending={pending} pendingLabel="Sending..." variant="navy">
            Send me a link
          </SubmitButton>
        </form>
      )}
    </NoticeCard>
  )
}

function ChooseNewPassword() {
  const [password, setPassword] = useState('')
  const [done, setDone] = useState<string | null>(null)
  const [error, setError] = useState<string | undefined>()
  const [gone, setGone] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault()
    setPending(true)
    const result = await authApi.completeReset({ token: tokenFromLink(), password })
    setPending(false)
    if (result.ok) return setDone(result.data.message)
    if (result.status === 410) return setGone(result.error ?? 'This link no longer works.')
    setError(result.fields?.password ?? result.error ?? 'Your password could not be changed. Try again.')
  }

  if (done || gone)
    return (
      <NoticeCard heading={done ? 'Password changed' : 'This link no longer works'}>
        <p role={done ? 'status' : 'alert'}>{done ?? gone}</p>
        <p className="mt-4">
          <a
            href={done ? '/superadmin/login' : '/superadmin/reset'}
            className="font-semibold text-navy underline"
          >
            {done ? 'Sign in' : 'Ask for a new link'}
          </a>
        </p>
      </NoticeCard>
    )
  return (
    <NoticeCard heading="Choose a new password">
      <form onSubmit={onSubmit} className="space-y-5">
        <NewPasswordField id="reset-password" value={password} error={error} onChange={setPassword} />
        <SubmitButton pending={pending} pendingLabel="Saving..." variant="navy">
          Save the new password
        </SubmitButton>
      </form>
    </NoticeCard>
  )
}
