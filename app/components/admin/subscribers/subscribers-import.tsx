import { useId, useState } from 'react'
import { Field } from '#app/components/ui/field.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { subscribersApi } from '#app/lib/admin-api/subscribers.ts'
import type { SubscribersImportBody, SubscribersImportResult, SubscribersResponse } from '#contract/admin.ts'
import { SUBSCRIBERS_IMPORT_MAX_BYTES } from '#contract/newsletter-constants.ts'

const inputClass = 'mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900'

/**
 * Adds the addresses of a CSV file to a topic. The person importing says how these people agreed:
 * not yet (each gets a confirmation mail), or elsewhere, where and when (kept with each address).
 */
export function SubscribersImport({
  topics,
  csrfToken,
  onImported,
}: {
  topics: SubscribersResponse['topics']
  csrfToken: string
  onImported: () => void
}) {
  const id = useId()
  const [file, setFile] = useState<File | null>(null)
  const [topic, setTopic] = useState(topics[0]?.key ?? '')
  const [consent, setConsent] = useState<'ask' | 'recorded'>('ask')
  const [source, setSource] = useState('')
  const [date, setDate] = useState('')
  const [pending, setPending] = useState(false)
  const [fields, setFields] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)
  const [result, setResult] = useState<SubscribersImportResult | null>(null)

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setResult(null)
    setError(null)
    if (!file) return setFields({ csv: 'Choose a CSV file.' })
    if (file.size > SUBSCRIBERS_IMPORT_MAX_BYTES)
      return setFields({ csv: 'The file is too large: import at most 2 MB at a time.' })
    const body: SubscribersImportBody = {
      csv: await file.text(),
      topic,
      consent: consent === 'ask' ? { kind: 'ask' } : { kind: 'recorded', source, date },
    }
    setPending(true)
    const answer = await subscribersApi.importSubscribers(body, csrfToken)
    setPending(false)
    setFields(answer.ok ? {} : (answer.fields ?? {}))
    if (!answer.ok) return setError(answer.error ?? 'The addresses were not imported.')
    setResult(answer.data)
    onImported()
  }

  return (
    <details className="mb-6 rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <summary className="cursor-pointer text-lg font-semibold text-navy">
        Import addresses from a CSV file
      </summary>
      <form onSubmit={(event) => void onSubmit(event)} className="mt-4 space-y-5">
        <Field id={`${id}-file`} label="CSV file" error={fields.csv}>
          <p id={`${id}-file-hint`} className="text-sm text-slate-600">
            One address a line, or a column headed “email”. At most 2 MB.
          </p>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            aria-describedby={`${id}-file-hint${fields.csv ? ` ${id}-file-error` : ''}`}
            className="mt-1 block"
          />
        </Field>
        <Field id={`${id}-topic`} label="Topic" error={fields.topic}>
          <select
            id={`${id}-topic`}
            value={topic}
            onChange={(event) => setTopic(event.target.value)}
            className={inputClass}
          >
            {topics.map((option) => (
              <option key={option.key} value={option.key}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        <fieldset className="space-y-2">
          <legend className="font-semibold text-navy">Have these people agreed to receive it?</legend>
          <div className="flex items-start gap-3">
            <input
              id={`${id}-ask`}
              type="radio"
              name="consent"
              checked={consent === 'ask'}
              onChange={() => setConsent('ask')}
              className="mt-1 size-5 accent-navy"
            />
            <label htmlFor={`${id}-ask`}>
              Not yet: send each new address a confirmation mail, as at sign-up
            </label>
          </div>
          <div className="flex items-start gap-3">
            <input
              id={`${id}-recorded`}
              type="radio"
              name="consent"
              checked={consent === 'recorded'}
              onChange={() => setConsent('recorded')}
              className="mt-1 size-5 accent-navy"
            />
            <label htmlFor={`${id}-recorded`}>
              Yes, elsewhere: I state where and when, and it is kept with each address
            </label>
          </div>
        </fieldset>
        {consent === 'recorded' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={`${id}-source`} label="Where they said yes" error={fields.consent}>
              <input
                id={`${id}-source`}
                value={source}
                onChange={(event) => setSource(event.target.value)}
                placeholder="Mailchimp list, exported 2026-10-01"
                className={inputClass}
              />
            </Field>
            <Field id={`${id}-date`} label="When they said yes">
              <input
                id={`${id}-date`}
                type="date"
                value={date}
                onChange={(event) => setDate(event.target.value)}
                className={inputClass}
              />
            </Field>
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="font-medium text-red-strong">
            {error}
          </p>
        ) : null}
        <SubmitButton pending={pending} pendingLabel="Importing..." variant="navy">
          Import
        </SubmitButton>
        {result ? (
          <div role="status" className="space-y-2 text-slate-800">
            <p className="font-semibold">
              {result.added} added{consent === 'ask' ? ' and asked to confirm' : ''}; {result.skipped.length}{' '}
              skipped; {result.invalid.length} not valid.
            </p>
            {result.skipped.length + result.invalid.length > 0 ? (
              <ul className="list-disc pl-6 text-sm">
                {result.skipped.map((row) => (
                  <li key={row.email}>
                    {row.email}: {row.reason}
                  </li>
                ))}
                {result.invalid.map((row) => (
                  <li key={row.line}>
                    Line {row.line} ({row.value}): {row.reason}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </form>
    </details>
  )
}
