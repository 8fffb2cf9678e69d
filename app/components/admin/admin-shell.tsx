import { useEffect, useState } from 'react'
import { NoticeCard } from '#app/components/sections/notice-card.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { authApi } from '#app/lib/admin-api/auth.ts'
import { inboxApi } from '#app/lib/admin-api/inbox.ts'
import { cn } from '#app/lib/cn.ts'
import type { SessionResponse } from '#contract/admin.ts'
import { mayUse, ROLE_LABELS } from '#contract/roles-constants.ts'
import { adminNav, adminPageName, REFUSED_PAGE_PARAM } from '#content/admin-pages.ts'
import { type Help, ScreenHelp } from './help.tsx'
import { ADMIN_EVENTS } from './live-notice.tsx'

/** How many messages wait for an answer, for a member who reads the inbox; kept current as they change. */
function useUnanswered(session: SessionResponse) {
  const [count, setCount] = useState(0)
  const reads = mayUse(session.admin, 'inbox')
  useEffect(() => {
    if (!reads) return
    const load = () =>
      void inboxApi.unansweredMessages().then((result) => result.ok && setCount(result.data.unanswered))
    load()
    const events = [ADMIN_EVENTS.newMessage, ADMIN_EVENTS.inboxChanged, ADMIN_EVENTS.reconnected]
    for (const event of events) window.addEventListener(event, load)
    return () => {
      for (const event of events) window.removeEventListener(event, load)
    }
  }, [reads])
  return count
}

/** The frame of the signed-in admin pages: title, sections, who is signed in, sign out. */
export function AdminShell(props: {
  title: string
  session: SessionResponse
  /** The screen's short "how to". */
  help?: Help
  children: React.ReactNode
}) {
  const unanswered = useUnanswered(props.session)
  async function signOut() {
    await authApi.logout(props.session.csrfToken)
    location.assign('/superadmin/login')
  }
  return (
    <Container className="py-10">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b border-slate-200 pb-5">
        <div>
          <p className="text-sm font-semibold tracking-widest text-red-strong uppercase">Admin</p>
          <h1 className="text-3xl font-bold text-navy">{props.title}</h1>
        </div>
        <div className="flex items-center gap-3 text-sm">
          <span className="text-slate-600">
            Signed in as {props.session.admin.email} ({ROLE_LABELS[props.session.admin.role]})
          </span>
          <button
            type="button"
            onClick={signOut}
            className="rounded-md px-3 py-2 font-semibold whitespace-nowrap text-navy ring-1 ring-slate-300 hover:bg-slate-100"
          >
            Sign out
          </button>
        </div>
      </div>
      <nav aria-label="Admin" className="mt-4 flex flex-wrap gap-2">
        {adminNav
          .filter((section) => mayUse(props.session.admin, section.permission))
          .map((section) => {
            const current =
              location.pathname === section.href ||
              (section.href !== '/superadmin' && location.pathname.startsWith(`${section.href}/`))
            return (
              <a
                key={section.href}
                href={section.href}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'rounded-md px-3 py-2 font-semibold',
                  current ? 'bg-navy text-white' : 'text-navy hover:bg-slate-100',
                )}
              >
                {section.label}
                {section.permission === 'inbox' && unanswered > 0 ? (
                  <span
                    className={cn(
                      'ml-2 rounded-full px-2 py-0.5 text-xs font-bold',
                      current ? 'bg-white text-navy' : 'bg-red-strong text-white',
                    )}
                  >
                    {unanswered}
                    <span className="sr-only"> unanswered</span>
                  </span>
                ) : null}
              </a>
            )
          })}
      </nav>
      <RefusedPage session={props.session} />
      {props.help ? <ScreenHelp help={props.help} /> : null}
      <div className="mt-8">{props.children}</div>
    </Container>
  )
}

/** Why the page a member asked for opened here instead: it is not for their role. */
function RefusedPage({ session }: { session: SessionResponse }) {
  const [refused] = useState(() => new URLSearchParams(location.search).get(REFUSED_PAGE_PARAM))
  if (!refused?.startsWith('/superadmin')) return null
  return (
    <p role="status" className="mt-4 rounded-md bg-amber-50 p-4 text-slate-900 ring-1 ring-amber-200">
      <strong>{adminPageName(refused)}</strong> ({refused}) is not open to{' '}
      {ROLE_LABELS[session.admin.role].toLowerCase()}s: you are here instead. An owner can change your role on
      the Team page.
    </p>
  )
}

/** Placeholder rows while the first page of data loads. */
export function SkeletonRows({ rows = 3 }: { rows?: number }) {
  return (
    <ul aria-hidden="true" className="space-y-4">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="animate-pulse rounded-xl bg-slate-100 p-6">
          <div className="h-4 w-1/3 rounded bg-slate-200" />
          <div className="mt-3 h-3 w-2/3 rounded bg-slate-200" />
          <div className="mt-2 h-3 w-1/2 rounded bg-slate-200" />
        </li>
      ))}
    </ul>
  )
}

export function AdminLoading({ label }: { label: string }) {
  return (
    <Container className="py-10">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className="h-9 w-48 animate-pulse rounded bg-slate-200" />
      <div className="mt-8">
        <SkeletonRows />
      </div>
    </Container>
  )
}

/**
 * A one-card page while its form loads: the card and its heading as the form will show them, so the
 * page's heading is there at first paint and stays put when the form arrives.
 */
export function LoadingCard({ heading, label }: { heading: string; label: string }) {
  return (
    <NoticeCard heading={heading}>
      <p role="status" className="sr-only">
        {label}
      </p>
      <SkeletonRows rows={2} />
    </NoticeCard>
  )
}
