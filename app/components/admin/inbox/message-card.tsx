import { useId, useState } from 'react'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { inboxApi } from '#app/lib/admin-api/inbox.ts'
import { cn } from '#app/lib/cn.ts'
import { formatWhen } from '#app/lib/format.ts'
import { REPLY_EMPTY } from '#contract/admin-constants.ts'
import type { MessageItem, ReplyItem } from '#contract/admin.ts'

const secondary =
  'rounded-md px-3 py-1.5 text-sm font-semibold text-navy ring-1 ring-slate-300 hover:bg-slate-100'

function MailState({
  mail,
  csrfToken,
  onChange,
}: {
  mail: ReplyItem['mail']
  csrfToken: string
  onChange: () => void
}) {
  const [retrying, setRetrying] = useState(false)
  if (mail.status === 'sent') return <p className="mt-2 text-sm text-success">E-mail sent.</p>
  if (mail.status === 'queued') {
    return (
      <p className="mt-2 text-sm text-slate-600">
        E-mail queued
        {mail.attempts > 0
          ? `, retrying after ${mail.attempts} failed attempt(s): ${mail.lastError ?? ''}`
          : ''}
        .
      </p>
    )
  }
  async function retry() {
    setRetrying(true)
    await inboxApi.retryMail(mail.id, csrfToken)
    setRetrying(false)
    onChange()
  }
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
      <p className="font-medium text-red-strong">E-mail failed: {mail.lastError ?? 'unknown error'}</p>
      <button
        type="button"
        onClick={retry}
        disabled={retrying}
        className="rounded-md px-3 py-1.5 font-semibold text-navy ring-1 ring-slate-300 hover:bg-slate-100"
      >
        {retrying ? 'Retrying...' : 'Retry'}
      </button>
    </div>
  )
}

/** A reply box: the first answer, or a follow-up in the same conversation. */
function ReplyForm(props: {
  message: MessageItem
  csrfToken: string
  followUp: boolean
  onSent: () => void
}) {
  const id = useId()
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function send(event: React.FormEvent) {
    event.preventDefault()
    if (!draft.trim()) return setError(REPLY_EMPTY)
    setSending(true)
    setError(null)
    const result = await inboxApi.reply(props.message.id, draft, props.csrfToken)
    setSending(false)
    if (!result.ok) return setError(result.error ?? 'Failed to send reply')
    setDraft('')
    props.onSent()
  }

  return (
    <form onSubmit={send} className="mt-5" noValidate>
      <label htmlFor={`${id}-reply`} className="font-semibold text-navy">
        {props.followUp ? 'Follow-up to' : 'Reply to'} {props.message.name}
      </label>
      <textarea
        id={`${id}-reply`}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        rows={4}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        className="mt-2 block w-full rounded-md border border-slate-300 bg-white px-3 py-2"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 font-medium text-red-strong">
          {error}
        </p>
      ) : null}
      <SubmitButton pending={sending} pendingLabel="Sending..." variant="navy" className="mt-3 px-5 py-2.5">
        {props.followUp ? 'Send follow-up' : 'Send reply'}
      </SubmitButton>
    </form>
  )
}

/**
 * One message and its conversation: unread ones in red with a reply box; replied ones with each
 * reply in green, in order, and a follow-up on request. Archive puts it out of the way.
 */
export function MessageCard(props: { message: MessageItem; csrfToken: string; onChange: () => void }) {
  const { message } = props
  const id = useId()
  const [followingUp, setFollowingUp] = useState(false)
  const unread = message.status === 'unread'

  async function archive() {
    await inboxApi.archiveMessage(message.id, !message.archived, props.csrfToken)
    props.onChange()
  }

  return (
    <article
      aria-labelledby={`${id}-subject`}
      className={cn(
        'rounded-xl p-6 ring-1',
        unread ? 'border-l-4 border-red-strong bg-alert-bg ring-red-200' : 'bg-white ring-slate-200',
      )}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-subject`} className="text-lg font-bold text-navy">
          {message.subject}
        </h2>
        <span className="flex items-center gap-3">
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-bold uppercase',
              unread ? 'bg-red-strong text-white' : 'bg-success text-white',
            )}
          >
            {unread ? 'Unread' : 'Replied'}
          </span>
          <button type="button" onClick={() => void archive()} className={secondary}>
            {message.archived ? 'Back to the inbox' : 'Archive'}
            <span className="sr-only"> “{message.subject}”</span>
          </button>
        </span>
      </header>
      <p className="mt-1 text-sm text-slate-700">
        From <span className="font-semibold">{message.name}</span> &lt;
        <a className="underline" href={`mailto:${message.email}`}>
          {message.email}
        </a>
        &gt; · received <time dateTime={message.createdAt}>{formatWhen(message.createdAt)}</time>
      </p>
      <p className="mt-4 whitespace-pre-line text-slate-900">{message.message}</p>
      {message.replies.length > 0 ? (
        <ol aria-label="Replies" className="mt-5 space-y-3">
          {message.replies.map((reply, i) => (
            <li key={reply.id} className="rounded-lg border border-green-300 bg-success-bg p-4">
              <p className="text-sm font-semibold text-success">
                {i === 0 ? 'Reply' : 'Follow-up'}
                {reply.authorEmail ? ` from ${reply.authorEmail}` : ''},{' '}
                <time dateTime={reply.createdAt}>{formatWhen(reply.createdAt)}</time>
              </p>
              <p className="mt-1 whitespace-pre-line text-slate-900">{reply.text}</p>
              <MailState mail={reply.mail} csrfToken={props.csrfToken} onChange={props.onChange} />
            </li>
          ))}
        </ol>
      ) : null}
      {unread || followingUp ? (
        <ReplyForm
          message={message}
          csrfToken={props.csrfToken}
          followUp={!unread}
          onSent={() => {
            setFollowingUp(false)
            props.onChange()
          }}
        />
      ) : (
        <button type="button" onClick={() => setFollowingUp(true)} className={`${secondary} mt-4`}>
          Write a follow-up<span className="sr-only"> to {message.name}</span>
        </button>
      )}
    </article>
  )
}
