import { fieldId } from './schema-form.tsx'

/** The fields that need a change, each a link to its control; `ref` is focused after a failed save. */
export function ErrorSummary({
  errors,
  ref,
}: {
  errors: Record<string, string>
  ref: React.Ref<HTMLDivElement>
}) {
  // In the order of the form, top to bottom, as a person goes through it.
  const errorList = Object.entries(errors).sort(([a], [b]) => formOrder(a, b))
  return errorList.length > 0 ? (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary"
      className="mb-6 rounded-md border-2 border-red-strong p-4"
    >
      <h2 id="error-summary" className="font-bold text-red-strong">
        {errorList.length === 1 ? 'One field needs a change' : `${errorList.length} fields need a change`}
      </h2>
      <ul className="mt-2 list-disc pl-5">
        {errorList.map(([path, message]) => (
          <li key={path}>
            <a href={`#${fieldId(path)}`} className="text-navy underline">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  ) : null
}

/** Which of two fields comes first in the form on the page (by their controls' places). */
function formOrder(a: string, b: string) {
  const [first, second] = [a, b].map((path) => document.getElementById(fieldId(path)))
  if (!first || !second) return 0
  return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1
}
