/** The search box over an admin list: the list follows what the member types. */
export function SearchField(props: {
  id: string
  label: string
  placeholder?: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <div>
      <label htmlFor={props.id} className="block font-semibold text-navy">
        {props.label}
      </label>
      <input
        id={props.id}
        type="search"
        placeholder={props.placeholder}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className="mt-2 rounded-md border border-slate-300 px-3 py-2"
      />
    </div>
  )
}

/** A choice over an admin list, labelled above it: the list follows what the member picks. */
export function ChoiceField(props: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  choices: { value: string; label: string; lang?: string }[]
  disabled?: boolean
}) {
  return (
    <div className="max-w-full">
      <label htmlFor={props.id} className="block font-semibold text-navy">
        {props.label}
      </label>
      <select
        id={props.id}
        value={props.value}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.value)}
        className="mt-2 max-w-full rounded-md border border-slate-300 px-3 py-2 disabled:opacity-60"
      >
        {props.choices.map(({ value, label, lang }) => (
          <option key={value} value={value} lang={lang}>
            {label}
          </option>
        ))}
      </select>
    </div>
  )
}
