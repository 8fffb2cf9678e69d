import { useState } from 'react'
import { Field } from '#app/components/ui/field.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { accountApi } from '#app/lib/admin-api/account.ts'
import type { ApiResult } from '#app/lib/api-client.ts'
import type { RecoveryCodesResponse, TwoFactorSetupResponse, TwoFactorState } from '#contract/team.ts'
import { CodeField } from '../code-field.tsx'
import { StatusLine } from '../status-line.tsx'

type Notice = { ok: boolean; text: string } | null
type Props = { state: TwoFactorState; csrfToken: string; onChanged: () => Promise<void> }

const buttonClass =
  'rounded-md px-3 py-2 font-semibold text-navy ring-1 ring-slate-300 hover:bg-slate-100 disabled:opacity-60'

/** The key in groups of four, as authenticator apps show a key typed in. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret

/** Your account's two-step sign-in: set up (QR code, key, first code), recovery codes, turn off. */
export function TwoFactorSection({ state, csrfToken, onChanged }: Props) {
  const [setup, setSetup] = useState<TwoFactorSetupResponse | null>(null)
  const [codes, setCodes] = useState<RecoveryCodesResponse | null>(null)
  const [confirming, setConfirming] = useState<'renew' | 'disable' | null>(null)
  const [notice, setNotice] = useState<Notice>(null)

  async function begin() {
    setCodes(null)
    setConfirming(null)
    const result = await accountApi.beginTwoFactor(csrfToken)
    if (result.ok) setSetup(result.data)
    else setNotice({ ok: false, text: result.error ?? 'The set-up could not start. Try again.' })
  }

  async function showCodes(result: RecoveryCodesResponse) {
    setSetup(null)
    setConfirming(null)
    setCodes(result)
    setNotice(null)
    await onChanged()
  }

  return (
    <section aria-labelledby="two-factor-heading" className="mt-10">
      <h2 id="two-factor-heading" className="text-xl font-bold text-navy">
        Two-step sign-in
      </h2>
      <p className="mt-2 max-w-prose text-slate-700">
        {state.enabled
          ? `On: signing in asks for a code from your authenticator app after your password. ${state.recoveryCodesLeft} of your recovery codes are unused.`
          : 'Off. With it on, signing in asks for a code from an authenticator app on your phone as well as your password, so a stolen password alone is not enough.'}
      </p>
      {state.required && !state.enabled ? (
        <p className="mt-2 max-w-prose font-semibold text-red-strong">
          Your team requires two-step sign-in: until you turn it on, only this page is open to you.
        </p>
      ) : null}
      <StatusLine notice={notice} />

      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : setup ? (
        <SetupForm
          setup={setup}
          moving={state.enabled}
          csrfToken={csrfToken}
          onEnabled={showCodes}
          onCancel={() => setSetup(null)}
        />
      ) : confirming ? (
        <PasswordConfirmForm
          action={confirming}
          csrfToken={csrfToken}
          onCancel={() => setConfirming(null)}
          onDone={async (result) => {
            if ('recoveryCodes' in result) return showCodes(result)
            setConfirming(null)
            setNotice({ ok: true, text: result.message })
            await onChanged()
          }}
        />
      ) : (
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" onClick={() => void begin()} className={buttonClass}>
            {state.enabled ? 'Move to a new phone' : 'Set up two-step sign-in'}
          </button>
          {state.enabled ? (
            <>
              <button type="button" onClick={() => setConfirming('renew')} className={buttonClass}>
                New recovery codes
              </button>
              {state.required ? null : (
                <button type="button" onClick={() => setConfirming('disable')} className={buttonClass}>
                  Turn off
                </button>
              )}
            </>
          ) : null}
        </div>
      )}
    </section>
  )
}

function SetupForm(props: {
  setup: TwoFactorSetupResponse
  /** Two-step sign-in is on: this moves it to a new key, which asks for the password. */
  moving: boolean
  csrfToken: string
  onEnabled: (result: RecoveryCodesResponse) => Promise<void>
  onCancel: () => void
}) {
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ code?: string; password?: string }>({})
  const [pending, setPending] = useState(false)

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault()
    setPending(true)
    const result = await accountApi.enableTwoFactor(
      { setupToken: props.setup.setupToken, code, ...(props.moving ? { password } : {}) },
      props.csrfToken,
    )
    setPending(false)
    if (result.ok) return props.onEnabled(result.data)
    const { fields } = result
    setErrors(
      fields?.password
        ? { password: fields.password }
        : { code: fields?.code ?? result.error ?? 'That did not work. Try again.' },
    )
  }

  return (
    <form onSubmit={onSubmit} className="mt-4 space-y-5" aria-label="Set up two-step sign-in">
      <ol className="max-w-prose list-decimal space-y-4 pl-5 text-slate-700">
        <li>
          Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password,
          Bitwarden…) and scan this QR code.
          <img
            src={`data:image/svg+xml,${encodeURIComponent(props.setup.qrSvg)}`}
            alt="QR code that adds this account to an authenticator app"
            width={200}
            height={200}
            className="mt-3 rounded-md border border-slate-200 bg-white p-2"
          />
        </li>
        <li>
          Or type this key into the app instead:{' '}
          <code className="rounded bg-slate-100 px-2 py-1 font-mono break-all text-slate-900">
            {grouped(props.setup.secret)}
          </code>
        </li>
        <li>Enter the six-digit code the app now shows for this account.</li>
      </ol>
      <CodeField
        id="two-factor-code"
        label="Code from the app"
        hint="Six digits; a new one every 30 seconds."
        value={code}
        error={errors.code}
        onChange={setCode}
        digitsOnly
      />
      {props.moving ? (
        <PasswordField value={password} error={errors.password} onChange={setPassword} />
      ) : null}
      <SubmitOrCancel pending={pending} pendingLabel="Checking..." onCancel={props.onCancel}>
        {props.moving ? 'Move to this phone' : 'Turn on'}
      </SubmitOrCancel>
    </form>
  )
}

function RecoveryCodes({ codes, onDone }: { codes: RecoveryCodesResponse; onDone: () => void }) {
  const text = codes.recoveryCodes.join('\n')
  return (
    <div className="mt-4 max-w-prose space-y-4">
      <p role="status" className="font-medium text-success">
        {codes.message}
      </p>
      <ol aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-slate-900 sm:w-96">
        {codes.recoveryCodes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${text}\n`)}`}
          download="recovery-codes.txt"
          className={buttonClass}
        >
          Download as a text file
        </a>
        <button type="button" onClick={onDone} className={buttonClass}>
          I have kept them
        </button>
      </div>
    </div>
  )
}

function PasswordConfirmForm(props: {
  action: 'renew' | 'disable'
  csrfToken: string
  onCancel: () => void
  onDone: (result: RecoveryCodesResponse | { message: string }) => Promise<void>
}) {
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [pending, setPending] = useState(false)
  const renew = props.action === 'renew'

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault()
    setPending(true)
    const result: ApiResult<RecoveryCodesResponse | { message: string }> = renew
      ? await accountApi.renewRecoveryCodes({ password }, props.csrfToken)
      : await accountApi.disableTwoFactor({ password }, props.csrfToken)
    setPending(false)
    if (result.ok) return props.onDone(result.data)
    setError(result.fields?.password ?? result.error ?? 'That did not work. Try again.')
  }

  return (
    <form
      onSubmit={onSubmit}
      className="mt-4 space-y-5"
      aria-label={renew ? 'Make new recovery codes' : 'Turn off two-step sign-in'}
    >
      <PasswordField value={password} error={error} onChange={setPassword} />
      <SubmitOrCancel pending={pending} pendingLabel="Working..." onCancel={props.onCancel}>
        {renew ? 'Make new recovery codes' : 'Turn off two-step sign-in'}
      </SubmitOrCancel>
    </form>
  )
}

/** The member's password, asked again before a change to how they sign in. */
function PasswordField(props: { value: string; error?: string; onChange: (value: string) => void }) {
  return (
    <Field id="two-factor-password" label="Your password, to confirm" error={props.error}>
      <input
        id="two-factor-password"
        type="password"
        autoComplete="current-password"
        required
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? 'two-factor-password-error' : undefined}
        onChange={(event) => props.onChange(event.target.value)}
        className="mt-2 block w-full max-w-md rounded-md border border-slate-300 px-3 py-2.5"
      />
    </Field>
  )
}

function SubmitOrCancel(props: {
  pending: boolean
  pendingLabel: string
  onCancel: () => void
  children: React.ReactNode
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SubmitButton pending={props.pending} pendingLabel={props.pendingLabel} variant="navy">
        {props.children}
      </SubmitButton>
      <button type="button" onClick={props.onCancel} className={buttonClass}>
        Cancel
      </button>
    </div>
  )
}
