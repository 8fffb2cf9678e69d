/** A labelled form control with its error below, linked by id (`${id}-error`). */
export function Field(props: { id: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={props.id} className="font-semibold text-navy">
        {props.label}
      </label>
      {props.children}
      {props.error ? (
        <p id={`${props.id}-error`} className="mt-1 text-sm font-medium text-red-strong">
          {props.error}
        </p>
      ) : null}
    </div>
  )
}
