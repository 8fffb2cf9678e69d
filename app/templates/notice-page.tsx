import { NoticeCard } from '#app/components/sections/notice-card.tsx'
import { ActionLink } from '#app/components/ui/action-link.tsx'
import type { NoticePage as Notice } from '#content/schemas.ts'

/** What happened to a form or a mail link: /newsletter/:slug and /contact/:slug. */
export function NoticePage({ notice }: { notice: Notice }) {
  return (
    <NoticeCard heading={notice.heading} tone={notice.tone}>
      <p>{notice.body}</p>
      <ActionLink to={notice.cta.href} variant="secondary">
        {notice.cta.label}
      </ActionLink>
    </NoticeCard>
  )
}
