// Review before publish, in the content editor and its list: an editor asks, an owner or admin
// approves (it is published) or sends it back with a note (server/modules/reviews/).
import { useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { Field } from '#app/components/ui/field.tsx'
import { reviewsApi } from '#app/lib/admin-api/reviews.ts'
import { formatWhen } from '#app/lib/format.ts'
import type { Release } from '#contract/content.ts'
import type { Review, ReviewListResponse } from '#contract/reviews.ts'
import { StatusLine } from '../status-line.tsx'
import { primary, secondary } from './buttons.ts'
import { ChangeList } from './change-list.tsx'
import { useLoad } from '../use-load.ts'

const textarea =
  'mt-1 block w-full max-w-xl rounded-md border border-slate-300 px-3 py-2 aria-invalid:border-red-strong'

/** The requests for review and whether the team asks for them; `reload` after a change. */
export function useReviews() {
  const { data: list, reload } = useLoad(reviewsApi.reviews, 'The requests for review could not be loaded.')
  return { list, reload }
}

/** The newest request of an entry, if it still says something: it waits, or it was sent back. */
export function reviewOf(list: ReviewListResponse | null, ref: string) {
  const newest = list?.items.find((review) => review.ref === ref)
  return newest && (newest.state === 'waiting' || newest.state === 'returned') ? newest : null
}

/** Where a request stands, in a sentence. */
export function reviewLine(review: Review) {
  switch (review.state) {
    case 'waiting':
      return `Waiting for review: asked by ${review.askedByEmail} ${formatWhen(review.askedAt)}.`
    case 'approved':
      return `Approved and published by ${review.decidedByEmail} ${formatWhen(review.decidedAt!)}.`
    case 'returned':
      return `Sent back by ${review.decidedByEmail} ${formatWhen(review.decidedAt!)}: “${review.note}”`
    case 'withdrawn':
      return 'Withdrawn: its draft was published another way or discarded.'
  }
}

/** An entry's request as its editor sees it: waiting, or sent back with what to change. */
export function ReviewStatus({ review }: { review: Review | null }) {
  if (!review) return null
  return review.state === 'returned' ? (
    <div className="mt-4 rounded-md border-2 border-amber-700 p-4">
      <p className="font-semibold">{reviewLine(review)}</p>
      <p className="mt-1 text-sm text-slate-700">
        The draft is kept as it was. Change it, save it, and ask for review again.
      </p>
    </div>
  ) : (
    <p className="mt-2 text-sm font-semibold text-navy">{reviewLine(review)}</p>
  )
}

/** What an editor does instead of publishing: a request, with a message for the reviewer. */
export function AskForReview(props: {
  entryRef: string
  revision: number | null
  /** Why it cannot be asked for now (the draft is not saved or not ready), said beside the button. */
  disabled: boolean
  describedBy?: string
  waiting: boolean
  csrfToken: string
  onAsked: (review: Review) => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [message, setMessage] = useState('')
  const [error, setError] = useState<string | null>(null)

  async function send(event: React.FormEvent) {
    event.preventDefault()
    // React carries events out of a portal to its parents: the editor's form is not submitted too.
    event.stopPropagation()
    if (props.revision === null) return
    const result = await reviewsApi.askForReview(
      { ref: props.entryRef, revision: props.revision, message: message.trim() || undefined },
      props.csrfToken,
    )
    if (!result.ok) return setError(result.fields?.message ?? result.error ?? 'The request was not sent.')
    setError(null)
    setMessage('')
    dialog.current?.close()
    props.onAsked(result.data.review)
  }

  return (
    <>
      <button
        type="button"
        className={secondary}
        disabled={props.disabled}
        aria-describedby={props.describedBy}
        onClick={() => dialog.current?.showModal()}
      >
        {props.waiting ? 'Ask again' : 'Ask for review'}
      </button>
      {/* Out of the editor's form, which holds the button: a form may not hold another. */}
      {createPortal(
        <dialog
          ref={dialog}
          aria-labelledby="ask-review-title"
          className="m-auto w-full max-w-lg rounded-xl p-6 shadow-xl backdrop:bg-navy/60"
        >
          <h2 id="ask-review-title" className="text-xl font-bold text-navy">
            Ask for review
          </h2>
          <p className="mt-2 text-slate-700">
            The owners and admins are told by e-mail. Once one of them approves, the saved draft is published.
          </p>
          <form onSubmit={send} noValidate className="mt-4">
            <Field
              id="review-message"
              label="Message for the reviewer (optional)"
              hint="What changed and why, or by when it should be live."
              error={error ?? undefined}
            >
              <textarea
                id="review-message"
                rows={4}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'review-message-hint review-message-error' : 'review-message-hint'}
                className={textarea}
              />
            </Field>
            <div className="mt-6 flex justify-end gap-3">
              <button type="button" className={secondary} onClick={() => dialog.current?.close()}>
                Cancel
              </button>
              <button type="submit" className={primary}>
                Send the request
              </button>
            </div>
          </form>
        </dialog>,
        document.body,
      )}
    </>
  )
}

/** For an owner or admin: what an editor asks to publish, beside the live version, and the decision. */
export function ReviewPanel(props: {
  review: Review
  csrfToken: string
  /** Approved: the release that publishes it. */
  onApproved: (release: Release) => void
  onDecided: () => void
}) {
  const { review } = props
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<{ note?: string; other?: string }>({})
  const [busy, setBusy] = useState(false)

  async function approve() {
    setBusy(true)
    const result = await reviewsApi.approveReview(review.id, review.revision, props.csrfToken)
    setBusy(false)
    if (!result.ok) return setErrors({ other: result.error ?? 'It could not be approved.' })
    props.onApproved(result.data.release)
    props.onDecided()
  }

  async function sendBack(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    const result = await reviewsApi.sendBackReview(review.id, note, props.csrfToken)
    setBusy(false)
    if (!result.ok)
      return setErrors({ note: result.fields?.note, other: result.fields ? undefined : result.error })
    setErrors({})
    props.onDecided()
  }

  return (
    <section aria-labelledby="review-heading" className="mt-6 rounded-lg border-2 border-navy p-4">
      <h2 id="review-heading" className="text-lg font-bold text-navy">
        Review this change
      </h2>
      <p className="mt-1 text-slate-800">
        {review.askedByEmail} asks to publish this draft ({formatWhen(review.askedAt)}).
      </p>
      {review.message ? (
        <blockquote className="mt-2 border-l-4 border-slate-300 pl-3 text-slate-800">
          {review.message}
        </blockquote>
      ) : null}
      <h3 className="mt-4 font-semibold text-navy">What it changes on the live page</h3>
      {review.changes.length > 0 ? (
        <ChangeList changes={review.changes} />
      ) : (
        <p className="mt-1 text-sm text-slate-700">Nothing: the draft is the same as the live version.</p>
      )}
      <div className="mt-4 flex flex-wrap items-start gap-6">
        <button type="button" className={primary} disabled={busy} onClick={() => void approve()}>
          Approve and publish
        </button>
        <form onSubmit={sendBack} noValidate className="min-w-64 flex-1">
          <Field
            id="review-note"
            label="Or send it back: what should change"
            hint="The editor gets it by e-mail and sees it here; their draft stays."
            error={errors.note}
          >
            <textarea
              id="review-note"
              rows={3}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={errors.note ? 'review-note-hint review-note-error' : 'review-note-hint'}
              className={textarea}
            />
          </Field>
          <button type="submit" className={`${secondary} mt-2`} disabled={busy}>
            Send back
          </button>
        </form>
      </div>
      <StatusLine notice={errors.other ? { ok: false, text: errors.other } : null} />
    </section>
  )
}

/** The content list's requests: what waits (to review, or to hear back on), then what was decided. */
export function ReviewItems({
  list,
  editLink,
}: {
  list: ReviewListResponse
  editLink: (ref: string) => string
}) {
  if (list.items.length === 0) return null
  return (
    <section aria-labelledby="reviews-heading" className="mt-12">
      <h2 id="reviews-heading" className="text-xl font-bold text-navy">
        Changes for review
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        What editors asked to publish, oldest first, then what was decided in the last two weeks.
      </p>
      <ul className="mt-4 divide-y divide-slate-200">
        {list.items.map((review) => (
          <li key={review.id} className="py-3">
            <a
              href={editLink(review.ref)}
              className="font-semibold text-navy underline-offset-4 hover:underline"
            >
              {review.title}
            </a>
            <span className="block text-sm text-slate-700">{reviewLine(review)}</span>
            {review.state === 'waiting' && review.message ? (
              <span className="block text-sm text-slate-600">“{review.message}”</span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
