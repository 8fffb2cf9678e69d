import { Field } from '#app/components/ui/field.tsx'

type Props = {
  id: string
  label: string
  /** Says what may be typed: a code from the app, and where allowed a recovery code. */
  hint: string
  value: string
  error?: string
  onChange: (value: string) => void
  /** Only digits (the set-up of a new app), so phones show the number pad. */
  digitsOnly?: boolean
  inputRef?: React.Ref<HTMLInputElement>
}

/** The field for a code from an authenticator app (the browser may fill it from a password manager). */
export function CodeField({ id, label, hint, value, error, onChange, digitsOnly, inputRef }: Props) {
  return (
    <Field id={id} label={label} error={error}>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
      <input
        id={id}
        name="code"
        type="text"
        autoComplete="one-time-code"
        inputMode={digitsOnly ? 'numeric' : 'text'}
        spellCheck={false}
        required
        ref={inputRef}
        value={value}
        maxLength={40}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
        className="mt-2 block w-full max-w-xs rounded-md border border-slate-300 px-3 py-2.5 font-mono tracking-widest"
      />
    </Field>
  )
}
