import { useEffect, useRef, useState } from 'react'
import { NoticeCard } from '#app/components/sections/notice-card.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { authApi } from '#app/lib/admin-api/auth.ts'
import type { ApiResult } from '#app/lib/api-client.ts'
import type { SessionResponse } from '#contract/admin.ts'
import type { MemberAccess } from '#contract/roles-constants.ts'
import { adminLanding } from '#content/admin-pages.ts'
import { CodeField } from '../code-field.tsx'
import { CredentialsFields } from './credentials-fields.tsx'

/** The sign-in form's heading, also shown while the form loads (login.astro). */
export const SIGN_IN_HEADING = 'Admin sign in'

/** Only an admin path on this site may be the destination after sign-in. */
const safeNext = (value: string | null, member: MemberAccess) =>
  value && /^\/superadmin(\/|$)/.test(value) && !member.mustSetUpTwoFactor ? value : adminLanding(member)

const FAILED = 'Sign-in failed. Check your connection and try again.'

/**
 * /superadmin/login: the password, then (for a member with two-step sign-in) the code. Rendered in
 * the browser only: the form must never post before it is ready.
 */
export function LoginApp() {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [codeStep, setCodeStep] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [codeError, setCodeError] = useState<string | undefined>()
  const [pending, setPending] = useState(false)
  const codeInput = useRef<HTMLInputElement>(null)
  // The code step replaces the form the focus was in: focus moves to its one field.
  useEffect(() => {
    if (codeStep) codeInput.current?.focus()
  }, [codeStep])

  const enter = (session: SessionResponse) =>
    location.assign(safeNext(new URLSearchParams(location.search).get('next'), session.admin))

  async function send<T>(call: () => Promise<ApiResult<T>>) {
    setPending(true)
    setError(null)
    setCodeError(undefined)
    const result = await call()
    setPending(false)
    return result
  }

  async function onPassword(event: React.FormEvent) {
    event.preventDefault()
    const result = await send(() => authApi.login({ email, password }))
    if (!result.ok) return setError(result.error ?? FAILED)
    if ('codeRequired' in result.data) return setCodeStep(true)
    enter(result.data)
  }

  async function onCode(event: React.FormEvent) {
    event.preventDefault()
    const result = await send(() => authApi.loginCode({ code }))
    if (result.ok) return enter(result.data)
    if (result.fields?.code) return setCodeError(result.fields.code)
    // The five minutes ran out: back to the password.
    if (result.status === 401) setCodeStep(false)
    setError(result.error ?? FAILED)
  }

  const alert = error ? (
    <p role="alert" className="font-medium text-red-strong">
      {error}
    </p>
  ) : null

  if (codeStep)
    return (
      <NoticeCard heading="Two-step sign-in">
        <form onSubmit={onCode} className="space-y-5">
          <CodeField
            id="login-code"
            label="Code"
            hint="The six-digit code your authenticator app shows now, or one of your recovery codes."
            value={code}
            error={codeError}
            onChange={setCode}
            inputRef={codeInput}
          />
          {alert}
          <div className="flex flex-wrap items-center gap-5">
            <SubmitButton pending={pending} pendingLabel="Checking..." variant="navy">
              Sign in
            </SubmitButton>
            <button
              type="button"
              onClick={() => {
                setCodeStep(false)
                setCode('')
              }}
              className="font-semibold text-navy underline"
            >
              Start again
            </button>
          </div>
        </form>
      </NoticeCard>
    )

  return (
    <NoticeCard heading={SIGN_IN_HEADING}>
      <form onSubmit={onPassword} className="space-y-5">
        <CredentialsFields
          idPrefix="login"
          email={email}
          password={password}
          onEmail={setEmail}
          onPassword={setPassword}
        />
        {alert}
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
