import { Field } from '#app/components/ui/field.tsx'
import { PASSWORD_MIN } from '#contract/admin-constants.ts'

/** A password being chosen, with the rule it must meet and the server's reason when it was refused. */
export function NewPasswordField(props: {
  id: string
  label?: string
  value: string
  error?: string
  onChange: (value: string) => void
}) {
  const hint = `${props.id}-hint`
  return (
    <Field id={props.id} label={props.label ?? 'New password'} error={props.error}>
      <p id={hint} className="mt-1 text-sm text-slate-600">
        At least {PASSWORD_MIN} characters. A few unrelated words work well; common passwords are refused.
      </p>
      <input
        id={props.id}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${hint} ${props.id}-error` : hint}
        onChange={(event) => props.onChange(event.target.value)}
        className="mt-2 block w-full max-w-md rounded-md border border-slate-300 px-3 py-2.5"
      />
    </Field>
  )
}

/** The token of a link from one of our e-mails: in the fragment, which never reaches a server log. */
export const tokenFromLink = () => new URLSearchParams(location.hash.slice(1)).get('token') ?? ''
