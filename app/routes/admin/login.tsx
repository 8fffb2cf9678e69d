import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { NoticeCard } from '#app/components/sections/notice-card.tsx'
import { SpinnerIcon } from '#app/components/ui/icons.tsx'
import { adminApi } from '#app/lib/admin-api.ts'
import type { Route } from './+types/login'

export const meta: Route.MetaFunction = () => [
  { title: 'Sign in | Admin' },
  { name: 'robots', content: 'noindex' },
]

const inputClass = 'mt-2 block w-full rounded-md border border-slate-300 px-3 py-2.5'

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
        <div>
          <label htmlFor="login-email" className="font-semibold text-navy">
            E-mail
          </label>
          <input
            id="login-email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="login-password" className="font-semibold text-navy">
            Password
          </label>
          <input
            id="login-password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className={inputClass}
          />
        </div>
        {error ? (
          <p role="alert" className="font-medium text-red-strong">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={pending}
          className="inline-flex items-center gap-2 rounded-md bg-navy px-6 py-3 font-semibold text-white hover:bg-navy-soft disabled:opacity-80"
        >
          {pending ? (
            <>
              <SpinnerIcon /> Signing in...
            </>
          ) : (
            'Sign in'
          )}
        </button>
      </form>
    </NoticeCard>
  )
}
