import { data } from 'react-router'
import { NoticeCard } from '#app/components/sections/notice-card.tsx'
import { ActionLink } from '#app/components/ui/action-link.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import { getNewsletterNotice } from '#content/index.ts'
import type { Route } from './+types/newsletter-notice'

export function loader({ params }: Route.LoaderArgs) {
  const notice = getNewsletterNotice(params.slug)
  if (!notice) throw data('Not found', { status: 404 })
  return { notice }
}

export const meta: Route.MetaFunction = ({ data, location }) =>
  data ? pageMeta(location.pathname, { ...data.notice.seo, noindex: true }) : []

export default function NewsletterNoticePage({ loaderData: { notice } }: Route.ComponentProps) {
  return (
    <NoticeCard heading={notice.heading} tone={notice.tone}>
      <p>{notice.body}</p>
      <ActionLink to={notice.cta.href} variant="secondary">
        {notice.cta.label}
      </ActionLink>
    </NoticeCard>
  )
}
