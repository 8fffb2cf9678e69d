import { fieldNameOf } from '#contract/field-names.ts'
import type { FieldChange } from '#contract/content.ts'

/** A field's value in a sentence: text as it is, anything else as JSON. */
export const shown = (value: unknown) =>
  value === null || value === undefined
    ? '(empty)'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value)

/** Fields that changed, by their names in the form: “before” → “after”. */
export function ChangeList({ changes, limit = Infinity }: { changes: FieldChange[]; limit?: number }) {
  return (
    <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
      {changes.slice(0, limit).map((change) => (
        <li key={change.path}>
          {fieldNameOf(change.path.split('.')).join(' › ')}: “{shown(change.before)}” → “{shown(change.after)}
          ”
        </li>
      ))}
      {changes.length > limit ? <li>and {changes.length - limit} more changes</li> : null}
    </ul>
  )
}
