import { useState } from 'react'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { useNavigate, useSearchParams } from 'react-router'
import { NoticeCard } from '#app/components/sections/notice-card.tsx'
import { postJson } from '#app/lib/api-client.ts'
import { pageMeta } from '#app/lib/seo.ts'
import type { MessageResponse } from '#contract/newsletter.ts'
import { tokenActions } from '#content/index.ts'
import type { Route } from './+types/newsletter-token'

// Serves /newsletter/confirm and /newsletter/unsubscribe: the pages that links in our mails open.
// Opening the page changes nothing (mail scanners follow links); only the button's POST does.
export function loader({ request }: Route.LoaderArgs) {
  const kind = new URL(request.url).pathname.endsWith('/unsubscribe') ? 'unsubscribe' : 'confirm'
  return { kind, action: tokenActions[kind] } as const
}

export const meta: Route.MetaFunction = ({ data, location }) =>
  data ? pageMeta(location.pathname, { ...data.action.seo, noindex: true }) : []

export default function NewsletterTokenPage({ loaderData: { kind, action } }: Route.ComponentProps) {
  // The server writes the token into the prerendered HTML, so the form also works without JavaScript.
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const navigate = useNavigate()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setPending(true)
    setError(null)
    const result = await postJson<MessageResponse>(action.endpoint, { token })
    setPending(false)
    if (result.ok) return navigate(kind === 'confirm' ? '/newsletter/confirmed' : '/newsletter/unsubscribed')
    if (result.status === 410 || result.status === 400) return navigate('/newsletter/link-expired')
    setError(result.error ?? 'Something went wrong. Please try again in a moment.')
  }

  return (
    <NoticeCard heading={action.heading}>
      <p>{action.body}</p>
      <form method="post" action={action.endpoint} onSubmit={onSubmit}>
        <input type="hidden" name="token" value={token} />
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
