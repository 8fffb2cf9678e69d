/**
 * A labelled form control with its hint under the label and its error below, linked by id
 * (`${id}-hint`, `${id}-error`).
 */
export function Field(props: {
  id: string
  label: string
  hint?: React.ReactNode
  error?: string
  children: React.ReactNode
}) {
  return (
    <div>
      <label htmlFor={props.id} className="font-semibold text-navy">
        {props.label}
      </label>
      {props.hint ? (
        <p id={`${props.id}-hint`} className="text-sm text-slate-600">
          {props.hint}
        </p>
      ) : null}
      {props.children}
      {props.error ? (
        <p id={`${props.id}-error`} className="mt-1 text-sm font-medium text-red-strong">
          {props.error}
        </p>
      ) : null}
    </div>
  )
}
