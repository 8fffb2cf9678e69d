import { useEffect, useId, useRef, useState } from 'react'
import { Field } from '#app/components/ui/field.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { getJson, postJson } from '#app/lib/api-client.ts'
import { CONTACT_FORM_ID, FORM_TOKEN_FIELD } from '#contract/contact-constants.ts'
import type { ContactField, ContactResponse } from '#contract/contact.ts'
import { LIMITS } from '#contract/limits.ts'
import type { Contact } from '#content/schemas.ts'

const FIELDS: ContactField[] = ['name', 'email', 'subject', 'message']

const inputClass =
  'mt-2 block w-full rounded-md border border-slate-300 px-3 py-2.5 text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-strong'

/**
 * Hydrates when someone reaches the form (`client:intent`); until then, and without JavaScript, it
 * is a plain form. Sends as JSON once hydrated; without JavaScript the browser posts the form and the server answers
 * with a redirect to a page that says it was sent.
 */
// The site's server dates every page it sends with a single-use token, in a field outside this
// island; each message sent needs a new one for the next.
const tokenField = () => document.querySelector<HTMLInputElement>(`input[form="${CONTACT_FORM_ID}"]`)
function renewFormToken() {
  void getJson<{ token: string }>('/api/form-token').then((result) => {
    const field = tokenField()
    if (result.ok && field) field.value = result.data.token
  })
}

/** The contact form, in the words and the language of its page (the acknowledgement is written in it). */
export function ContactForm({ form, language }: { form: Contact['form']; language: string }) {
  const id = useId()
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ContactField, string>>>({})
  const [sent, setSent] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    if (sent) dialog.current?.showModal()
  }, [sent])

  // A page from the development server has no form token yet: ask for one now.
  useEffect(() => {
    if (tokenField()?.value === '') renewFormToken()
  }, [])

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const element = event.currentTarget
    const fields = new FormData(element)
    setSending(true)
    setError(null)
    setFieldErrors({})
    const result = await postJson<ContactResponse>('/api/send', {
      ...Object.fromEntries(FIELDS.map((field) => [field, fields.get(field) ?? ''])),
      website: fields.get('website') ?? '',
      language,
      [FORM_TOKEN_FIELD]: fields.get(FORM_TOKEN_FIELD) ?? '',
    })
    setSending(false)
    if (result.ok) {
      element.reset()
      renewFormToken()
      setSent(true)
      return
    }
    console.error('Error sending message', result.error ?? result.status)
    setFieldErrors(result.fields ?? {})
    setError(result.error ?? form.failed)
  }

  // Props shared by the four controls, and the link to a field's error. The values are left to the
  // browser (uncontrolled), so what a visitor types before the island has hydrated is kept.
  const control = (name: ContactField) => ({
    id: `${id}-${name}`,
    name,
    required: true,
    'aria-invalid': fieldErrors[name] ? true : undefined,
    'aria-describedby': fieldErrors[name] ? `${id}-${name}-error` : undefined,
    className: inputClass,
  })

  return (
    <>
      <form id={CONTACT_FORM_ID} method="post" action="/api/send" onSubmit={onSubmit} className="space-y-5">
        <Field id={`${id}-name`} label={form.nameLabel} error={fieldErrors.name}>
          <input {...control('name')} type="text" maxLength={LIMITS.name} autoComplete="name" />
        </Field>
        <Field id={`${id}-email`} label={form.emailLabel} error={fieldErrors.email}>
          <input {...control('email')} type="email" maxLength={LIMITS.email} autoComplete="email" />
        </Field>
        <Field id={`${id}-subject`} label={form.subjectLabel} error={fieldErrors.subject}>
          <input
            {...control('subject')}
            type="text"
            maxLength={LIMITS.subject}
            placeholder={form.subjectPlaceholder}
          />
        </Field>
        <Field id={`${id}-message`} label={form.messageLabel} error={fieldErrors.message}>
          <textarea
            {...control('message')}
            rows={6}
            maxLength={LIMITS.message}
            placeholder={form.messagePlaceholder}
          />
        </Field>
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={`${id}-website`}>Leave this field empty</label>
          <input id={`${id}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" />
        </div>
        {error ? (
          <p role="alert" className="rounded-md bg-alert-bg px-4 py-3 font-medium text-red-strong">
            {error}
          </p>
        ) : null}
        <input type="hidden" name="language" value={language} />
        <SubmitButton pending={sending} pendingLabel={form.sending}>
          {form.send}
        </SubmitButton>
      </form>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-sent-title`}
        onClose={() => {
          setSent(false)
          // The Send button was disabled while the message went out, so the browser could not hand
          // focus back to it: it goes there now, where the reader left off (WAI-ARIA dialog pattern).
          document.querySelector<HTMLButtonElement>(`#${CONTACT_FORM_ID} button[type="submit"]`)?.focus()
        }}
        className="m-auto max-w-md rounded-xl p-8 shadow-xl backdrop:bg-navy-deep/60"
      >
        <h2 id={`${id}-sent-title`} className="text-2xl font-bold text-navy">
          {form.sentHeading}
        </h2>
        <p className="mt-3 text-slate-700">{form.sentText}</p>
        <form method="dialog" className="mt-6">
          <button
            type="submit"
            className="rounded-md bg-navy px-5 py-2.5 font-semibold text-white hover:bg-navy-soft"
          >
            {form.close}
          </button>
        </form>
      </dialog>
    </>
  )
}
