import { useEffect, useState } from 'react'
import { NoticeCard } from '#app/components/sections/notice-card.tsx'
import { TopicChoices } from '#app/components/newsletter/topic-choices.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { getJson, postJson } from '#app/lib/api-client.ts'
import { queryParam, useQueryParam } from '#app/lib/use-query-param.ts'
import type { MessageResponse, PreferencesResponse } from '#contract/newsletter.ts'
import type { NewsletterLinks } from '#content/schemas.ts'
import type { LinkOutcomes } from './token-action-page.tsx'

const ENDPOINT = '/api/newsletter/preferences'

/**
 * /newsletter/preferences: the link at the foot of every newsletter. No password: the link's token
 * is the key. Without JavaScript the boxes start unticked and the form posts what the reader ticks;
 * with it, they show the reader's current choice first.
 */
export function PreferencesPage({
  copy,
  topics,
  outcomes,
}: {
  copy: NewsletterLinks['preferences']
  topics: NewsletterLinks['topics']
  outcomes: LinkOutcomes
}) {
  const token = useQueryParam('token')
  const [current, setCurrent] = useState<PreferencesResponse | null>(null)
  const [pending, setPending] = useState<'save' | 'leave' | null>(null)
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)

  useEffect(() => {
    if (!token) return
    void getJson<PreferencesResponse>(`${ENDPOINT}?token=${encodeURIComponent(token)}`).then((result) => {
      if (result.ok) setCurrent(result.data)
      else if (result.status === 410 || result.status === 400) location.assign(outcomes.linkExpired)
    })
  }, [token, outcomes.linkExpired])

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const leave = submitter instanceof HTMLButtonElement && submitter.name === 'leave'
    const topics = new FormData(event.currentTarget).getAll('topics').map(String)
    setPending(leave ? 'leave' : 'save')
    setMessage(null)
    // The address's token, read now: this can run while hydrating, when the rendered one is ''.
    const key = queryParam('token')
    const result = await postJson<MessageResponse>(
      ENDPOINT,
      leave ? { token: key, leave: 'yes' } : { token: key, topics },
    )
    setPending(null)
    if (result.ok && (leave || topics.length === 0)) return location.assign(outcomes.unsubscribed)
    if (result.ok) {
      setCurrent((before) => (before ? { ...before, topics } : before))
      return setMessage({ text: copy.saved, error: false })
    }
    if (result.status === 410) return location.assign(outcomes.linkExpired)
    setMessage({ text: result.error ?? outcomes.failed, error: true })
  }

  return (
    <NoticeCard heading={copy.heading}>
      <p>{copy.body}</p>
      {current ? (
        <p className="text-base">
          {copy.for} <strong>{current.email}</strong>
        </p>
      ) : null}
      <form method="post" action={ENDPOINT} onSubmit={onSubmit} className="space-y-6">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="language" value={outcomes.language} />
        <TopicChoices legend={copy.legend} topics={topics} checked={current?.topics} />
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton pending={pending === 'save'} pendingLabel={copy.pending} variant="navy">
            {copy.button}
          </SubmitButton>
          <button
            type="submit"
            name="leave"
            value="yes"
            className="rounded-md px-4 py-3 font-semibold text-red-strong underline underline-offset-4 hover:text-navy"
          >
            {copy.leave}
          </button>
        </div>
        {message ? (
          <p role={message.error ? 'alert' : 'status'} className="font-medium text-navy">
            {message.text}
          </p>
        ) : null}
      </form>
    </NoticeCard>
  )
}
