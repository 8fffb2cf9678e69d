import { useEffect, useId, useState } from 'react'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { postJson } from '#app/lib/api-client.ts'
import { LIMITS, NEWSLETTER_FEEDBACK_MS } from '#contract/limits.ts'
import { DEFAULT_TOPIC } from '#contract/newsletter-constants.ts'
import type { MessageResponse } from '#contract/newsletter.ts'
import type { FrameLabels } from '#content/schemas.ts'

type Feedback = { text: string; key: number } | null

/**
 * The words of the sign-up form, of every page's frame (labels.yaml), and the page's language: the
 * reader's mails are written in it.
 */
export type SignupWords = Pick<
  FrameLabels,
  | 'emailLabel'
  | 'emailHint'
  | 'subscribe'
  | 'sending'
  | 'subscribeFailed'
  | 'subscribed'
  | 'subscribeInvalid'
  | 'subscribeLater'
> & { language: string }
/** What the form needs, and no more: it goes to the browser with the island. */
export const signupWords = (
  {
    emailLabel,
    emailHint,
    subscribe,
    sending,
    subscribeFailed,
    subscribed,
    subscribeInvalid,
    subscribeLater,
  }: FrameLabels,
  language: string,
): SignupWords => ({
  emailLabel,
  emailHint,
  subscribe,
  sending,
  subscribeFailed,
  subscribed,
  subscribeInvalid,
  subscribeLater,
  language,
})

/**
 * The field is left to the browser (uncontrolled), so what a visitor types before the island has
 * hydrated is kept. Posts as JSON once hydrated; before that (or without JavaScript) the browser posts the form and
 * the server answers with a redirect to a page that says what happened.
 */
export function NewsletterForm({ topic = DEFAULT_TOPIC, frame }: { topic?: string; frame: SignupWords }) {
  const id = useId()
  const [sending, setSending] = useState(false)
  const [feedback, setFeedback] = useState<Feedback>(null)

  useEffect(() => {
    if (!feedback) return
    const timer = setTimeout(() => setFeedback(null), NEWSLETTER_FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [feedback])

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const fields = new FormData(form)
    setSending(true)
    const result = await postJson<MessageResponse>('/api/subscribe', {
      email: fields.get('email') ?? '',
      topic,
      language: frame.language,
      website: fields.get('website') ?? '',
    })
    setSending(false)
    if (result.ok) form.reset()
    // The page's own words for each outcome, in its language (the API answers in the default one).
    const text = result.ok
      ? frame.subscribed
      : result.status === 400
        ? frame.subscribeInvalid
        : result.status === 429
          ? frame.subscribeLater
          : frame.subscribeFailed
    setFeedback({ text, key: Date.now() })
  }

  return (
    <form method="post" action="/api/subscribe" onSubmit={onSubmit} className="space-y-3">
      <input type="hidden" name="topic" value={topic} />
      <input type="hidden" name="language" value={frame.language} />
      <div className="flex flex-col gap-2 sm:flex-row md:flex-col">
        <label htmlFor={`${id}-email`} className="sr-only">
          {frame.emailLabel}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          maxLength={LIMITS.email}
          autoComplete="email"
          placeholder={frame.emailHint}
          className="min-w-0 flex-1 rounded-md border border-white/30 bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500"
        />
        <SubmitButton pending={sending} pendingLabel={frame.sending} className="px-4 py-2.5">
          {frame.subscribe}
        </SubmitButton>
      </div>
      {/* Honeypot: people never see or fill this; bots that fill every field are ignored. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input id={`${id}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <p role="status" aria-live="polite" className="min-h-6 text-sm">
        {feedback ? (
          <span key={feedback.key} className="block rounded bg-success-bg px-3 py-2 font-medium text-success">
            {feedback.text}
          </span>
        ) : null}
      </p>
    </form>
  )
}
