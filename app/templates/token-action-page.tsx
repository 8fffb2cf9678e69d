import { useState } from 'react'
import { NoticeCard } from '#app/components/sections/notice-card.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { postJson } from '#app/lib/api-client.ts'
import { queryParam, useQueryParam } from '#app/lib/use-query-param.ts'
import type { ConfirmResponse, MessageResponse } from '#contract/newsletter.ts'
import { CONFIRMED_TOPICS_TOKEN } from '#contract/newsletter-constants.ts'
import { TopicChoices } from '#app/components/newsletter/topic-choices.tsx'
import type { NewsletterTopic, TokenAction } from '#content/schemas.ts'

/**
 * Where the newsletter's link pages lead once their form is answered, in their own language: the
 * notices of content/notices/newsletter/, and the words for a site that could not be reached.
 */
export type LinkOutcomes = {
  language: string
  confirmed: string
  unsubscribed: string
  linkExpired: string
  failed: string
}

/** The outcomes of the link pages in the language of `content` (the notices' addresses in it). */
export const linkOutcomesIn = (content: {
  language: { code: string }
  localPath: (path: string) => string
  newsletterLinks: { failed: string }
}): LinkOutcomes => ({
  language: content.language.code,
  confirmed: content.localPath('/newsletter/confirmed'),
  unsubscribed: content.localPath('/newsletter/unsubscribed'),
  linkExpired: content.localPath('/newsletter/link-expired'),
  failed: content.newsletterLinks.failed,
})

/**
 * /newsletter/confirm and /newsletter/unsubscribe: the pages that links in our mails open. Opening
 * the page changes nothing (mail scanners follow links); only the button's POST does.
 */
export function TokenActionPage({
  kind,
  action,
  also,
  outcomes,
}: {
  kind: 'confirm' | 'unsubscribe'
  action: TokenAction
  /** The confirm page: the other topics a reader may tick beside the one they signed up for. */
  also?: { legend: string; topics: NewsletterTopic[] }
  outcomes: LinkOutcomes
}) {
  // The API beside the page: /api/newsletter/confirm answers /newsletter/confirm.
  const endpoint = `/api/newsletter/${kind}`
  const token = useQueryParam('token')
  // The topic the mail's link was sent for: confirmed by the button, so not offered again.
  const chosen = useQueryParam('topic')
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setPending(true)
    setError(null)
    const topics = new FormData(event.currentTarget).getAll('topics')
    const body = { token: queryParam('token'), ...(also ? { topics } : {}) }
    const result = await postJson<ConfirmResponse | MessageResponse>(endpoint, body)
    setPending(false)
    if (result.ok) {
      const receives = 'topics' in result.data ? result.data.topics : null
      return location.assign(
        receives
          ? `${outcomes.confirmed}?${new URLSearchParams({ [CONFIRMED_TOPICS_TOKEN]: receives.join(',') })}`
          : outcomes.unsubscribed,
      )
    }
    if (result.status === 410 || result.status === 400) return location.assign(outcomes.linkExpired)
    setError(result.error ?? outcomes.failed)
  }

  return (
    <NoticeCard heading={action.heading}>
      <p>{action.body}</p>
      <form method="post" action={endpoint} onSubmit={onSubmit}>
        {/* The server also writes the token into the prerendered field, so the form works without JavaScript. */}
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="language" value={outcomes.language} />
        {also ? (
          <div className="mb-6">
            <TopicChoices legend={also.legend} topics={also.topics} omit={chosen} />
          </div>
        ) : null}
        <SubmitButton pending={pending} pendingLabel={action.pending}>
          {action.button}
        </SubmitButton>
        {error ? (
          <p role="alert" className="mt-4 font-medium text-red-strong">
            {error}
          </p>
        ) : null}
      </form>
    </NoticeCard>
  )
}
