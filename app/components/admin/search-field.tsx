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
