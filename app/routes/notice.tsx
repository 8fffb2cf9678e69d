import { data } from 'react-router'
import { NoticeCard } from '#app/components/sections/notice-card.tsx'
import { ActionLink } from '#app/components/ui/action-link.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import { getNotice } from '#content/index.ts'
import type { Route } from './+types/notice'

// Serves /newsletter/:slug and /contact/:slug: what happened to a form or a mail link.
export function loader({ request }: Route.LoaderArgs) {
  const notice = getNotice(new URL(request.url).pathname)
  if (!notice) throw data('Not found', { status: 404 })
  return { notice }
}

export const meta: Route.MetaFunction = ({ data, location }) =>
  data ? pageMeta(location.pathname, { ...data.notice.seo, noindex: true }) : []

export default function NoticePage({ loaderData: { notice } }: Route.ComponentProps) {
  return (
    <NoticeCard heading={notice.heading} tone={notice.tone}>
      <p>{notice.body}</p>
      <ActionLink to={notice.cta.href} variant="secondary">
        {notice.cta.label}
      </ActionLink>
    </NoticeCard>
  )
}
