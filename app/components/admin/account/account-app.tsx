import { useState } from 'react'
import { Field } from '#app/components/ui/field.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { accountApi } from '#app/lib/admin-api/account.ts'
import { formatWhen } from '#app/lib/format.ts'
import type { SessionResponse } from '#contract/admin.ts'
import { ROLE_LABELS } from '#contract/roles-constants.ts'
import { AdminLoading, AdminShell, SkeletonRows } from '../admin-shell.tsx'
import { NewPasswordField } from '../new-password-field.tsx'
import { StatusLine } from '../status-line.tsx'
import { TwoFactorSection } from './two-factor-section.tsx'
import { useAdminSession } from '../use-admin-session.ts'
import { useLoad } from '../use-load.ts'
import { accountHelp } from './help.ts'

const inputClass = 'mt-2 block w-full max-w-md rounded-md border border-slate-300 px-3 py-2.5'

/** /superadmin/account: the member's own sessions, two-step sign-in and password, whatever their role. */
export function AccountApp() {
  const session = useAdminSession()
  return session ? <Account session={session} /> : <AdminLoading label="Loading your account" />
}

function Account({ session }: { session: SessionResponse }) {
  const {
    data: account,
    error,
    reload,
  } = useLoad(accountApi.account, 'Your account could not be loaded. Reload the page.')
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)

  async function endSession(id: string) {
    const result = await accountApi.endSession(id, session.csrfToken)
    setNotice(
      result.ok
        ? { ok: true, text: result.data.message }
        : { ok: false, text: result.error ?? 'That did not work.' },
    )
    await reload()
  }

  return (
    <AdminShell title="Your account" session={session} help={accountHelp}>
      <p className="text-slate-700">
        {session.admin.email} · {ROLE_LABELS[session.admin.role]}
      </p>
      <StatusLine notice={error ? { ok: false, text: error } : notice} />

      <h2 className="mt-8 text-xl font-bold text-navy">Where you are signed in</h2>
      {account === null ? (
        <SkeletonRows rows={2} />
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {account.sessions.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-medium text-slate-900">
                  {item.device}
                  {item.current ? <span className="ml-2 text-success">(this browser)</span> : null}
                </p>
                <p className="text-sm text-slate-600">
                  {item.ip} · signed in {formatWhen(item.createdAt)} · last active{' '}
                  {formatWhen(item.lastSeenAt)}
                </p>
              </div>
              {item.current ? null : (
                <button
                  type="button"
                  onClick={() => void endSession(item.id)}
                  className="rounded-md px-3 py-1.5 font-semibold text-navy ring-1 ring-slate-300 hover:bg-slate-100"
                >
                  Sign out
                  <span className="sr-only">
                    {' '}
                    this session ({item.device}, {item.ip})
                  </span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}

      {account ? (
        <TwoFactorSection state={account.twoFactor} csrfToken={session.csrfToken} onChanged={reload} />
      ) : null}

      {account && account.messageMail !== null ? (
        <MessageMailForm on={account.messageMail} csrfToken={session.csrfToken} onChanged={reload} />
      ) : null}

      <PasswordForm csrfToken={session.csrfToken} onChanged={reload} />
    </AdminShell>
  )
}

/** Whether the member is mailed each new contact message (owners and admins, who read the inbox). */
function MessageMailForm({
  on,
  csrfToken,
  onChanged,
}: {
  on: boolean
  csrfToken: string
  onChanged: () => Promise<void>
}) {
  const [wanted, setWanted] = useState(on)
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  const [pending, setPending] = useState(false)

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault()
    setPending(true)
    const result = await accountApi.setMessageMail(wanted, csrfToken)
    setPending(false)
    setNotice(
      result.ok
        ? { ok: true, text: result.data.message }
        : { ok: false, text: result.error ?? 'Your choice could not be saved. Try again.' },
    )
    if (result.ok) await onChanged()
  }

  return (
    <form onSubmit={onSubmit} className="mt-10 space-y-4" aria-labelledby="message-mail-heading">
      <h2 id="message-mail-heading" className="text-xl font-bold text-navy">
        New messages
      </h2>
      <div className="flex items-start gap-3">
        <input
          id="messageMail"
          type="checkbox"
          checked={wanted}
          onChange={(event) => setWanted(event.target.checked)}
          aria-describedby="messageMail-hint"
          className="mt-0.5 size-6 shrink-0 accent-navy"
        />
        <div>
          <label htmlFor="messageMail" className="font-medium text-slate-900">
            E-mail me when someone sends a message through the contact form
          </label>
          <p id="messageMail-hint" className="text-sm text-slate-600">
            Every message reaches the inbox either way. Replying to the e-mail answers the visitor.
          </p>
        </div>
      </div>
      <StatusLine notice={notice} />
      <SubmitButton pending={pending} pendingLabel="Saving..." variant="navy">
        Save
      </SubmitButton>
    </form>
  )
}

function PasswordForm({ csrfToken, onChanged }: { csrfToken: string; onChanged: () => Promise<void> }) {
  const [currentPassword, setCurrent] = useState('')
  const [newPassword, setNew] = useState('')
  const [fields, setFields] = useState<Record<string, string>>({})
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  const [pending, setPending] = useState(false)

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault()
    setPending(true)
    const result = await accountApi.changePassword({ currentPassword, newPassword }, csrfToken)
    setPending(false)
    if (result.ok) {
      setFields({})
      setCurrent('')
      setNew('')
      setNotice({ ok: true, text: result.data.message })
      await onChanged()
    } else {
      setFields(result.fields ?? {})
      setNotice({ ok: false, text: result.error ?? 'Your password could not be changed. Try again.' })
    }
  }

  const described = (name: string) => (fields[name] ? `${name}-error` : undefined)
  return (
    <form onSubmit={onSubmit} className="mt-10 space-y-5" aria-labelledby="password-heading">
      <h2 id="password-heading" className="text-xl font-bold text-navy">
        Change your password
      </h2>
      <Field id="currentPassword" label="Current password" error={fields.currentPassword}>
        <input
          id="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          value={currentPassword}
          aria-invalid={fields.currentPassword ? true : undefined}
          aria-describedby={described('currentPassword')}
          onChange={(event) => setCurrent(event.target.value)}
          className={inputClass}
        />
      </Field>
      <NewPasswordField id="newPassword" value={newPassword} error={fields.newPassword} onChange={setNew} />
      <StatusLine notice={notice} />
      <SubmitButton pending={pending} pendingLabel="Changing..." variant="navy">
        Change password
      </SubmitButton>
    </form>
  )
}
