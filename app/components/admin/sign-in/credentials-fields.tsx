import { Field } from '#app/components/ui/field.tsx'
import { PASSWORD_MIN } from '#contract/admin-constants.ts'

const inputClass = 'mt-2 block w-full rounded-md border border-slate-300 px-3 py-2.5'

type Props = {
  idPrefix: string
  email: string
  password: string
  onEmail: (value: string) => void
  onPassword: (value: string) => void
  /** Choosing a password (setup) rather than typing a known one (sign-in). */
  newPassword?: boolean
}

/** The e-mail and password fields of the sign-in and first-admin forms. */
export function CredentialsFields({
  idPrefix,
  email,
  password,
  onEmail,
  onPassword,
  newPassword = false,
}: Props) {
  return (
    <>
      <Field id={`${idPrefix}-email`} label="E-mail">
        <input
          id={`${idPrefix}-email`}
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => onEmail(event.target.value)}
          className={inputClass}
        />
      </Field>
      <Field id={`${idPrefix}-password`} label="Password">
        <input
          id={`${idPrefix}-password`}
          type="password"
          autoComplete={newPassword ? 'new-password' : 'current-password'}
          minLength={newPassword ? PASSWORD_MIN : undefined}
          required
          value={password}
          onChange={(event) => onPassword(event.target.value)}
          className={inputClass}
        />
      </Field>
    </>
  )
}
