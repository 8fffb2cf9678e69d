import { titleIn } from '#contract/field-names.ts'
import { mayUse, mustAskForReview } from '#contract/roles-constants.ts'
import { useCallback, useEffect, useRef, useState } from 'react'
import { contentApi } from '#app/lib/admin-api/content.ts'
import type { ApiResult } from '#app/lib/api-client.ts'
import { formatWhen } from '#app/lib/format.ts'
import type { SessionResponse } from '#contract/admin.ts'
import type {
  ContentEntryResponse,
  FieldChange,
  ImageDescription,
  Preview,
  Release,
} from '#contract/content.ts'
import type { ErrorResponse } from '#contract/errors.ts'
import { AdminShell } from '../admin-shell.tsx'
import { useConfirm } from '../confirm-dialog.tsx'
import { StatusLine } from '../status-line.tsx'
import type { Fields, JsonSchema } from './json-schema.ts'
import { useSchedules } from '../schedule.tsx'
import { primary, secondary } from './buttons.ts'
import { EntryActions } from './entry-actions.tsx'
import { EntryHeading } from './entry-heading.tsx'
import { EntryHistory } from './entry-history.tsx'
import { EntrySchedules, EntrySchedulesLine } from './entry-schedules.tsx'
import { ImageUploadContext } from './image-field.tsx'
import { PageReadsLine } from './page-reads.tsx'
import { PreviewDialog } from './preview-dialog.tsx'
import { ReleaseLine } from './release-line.tsx'
import { ErrorSummary } from './error-summary.tsx'
import { AskForReview, ReviewPanel, ReviewStatus, reviewOf, useReviews } from './review.tsx'
import { SendToReaders, sendableFolder } from './send-to-readers.tsx'
import { SharePreview } from './share-preview.tsx'
import { StaleDraft } from './stale-draft.tsx'
import { AddressList, PageTitles, SchemaForm } from './schema-form.tsx'
import { entryEditorHelp } from './help.ts'
import { SourcePanel, TranslationsLine } from './translation.tsx'

/** One entry's form, with its draft, preview, publishing, schedules and history around it. */
export function EntryEditor({ session, entryRef }: { session: SessionResponse; entryRef: string }) {
  const [entry, setEntry] = useState<ContentEntryResponse | null>(null)
  const [data, setData] = useState<Fields>({})
  const [saved, setSaved] = useState<string>('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  const [stale, setStale] = useState<FieldChange[] | null>(null)
  const [release, setRelease] = useState<Release | null>(null)
  // The preview asked for: open from the click on, with the preview once the server answers.
  const [preview, setPreview] = useState<{ preview: Preview | null; error: string | null } | null>(null)
  const [busy, setBusy] = useState(false)
  const summary = useRef<HTMLDivElement>(null)
  const [ask, confirmDialog] = useConfirm()
  const schedules = useSchedules()
  const reviews = useReviews()
  const reloadReviews = reviews.reload
  // While the team reviews before publishing, an editor asks instead of publishing.
  const mustAsk = mustAskForReview(session.admin.role, reviews.list?.required ?? false)
  const review = reviewOf(reviews.list, entryRef)
  const reviewing = review?.state === 'waiting' && mayUse(session.admin, 'review')

  const show = useCallback(
    (result: ApiResult<ContentEntryResponse>) => {
      if (!result.ok) return setNotice({ ok: false, text: result.error ?? 'The entry could not be loaded.' })
      const started = sessionStorage.getItem(`new:${entryRef}`)
      const fields = result.data.data ?? (started ? (JSON.parse(started) as Fields) : {})
      setEntry(result.data)
      setData(fields)
      setSaved(result.data.data ? JSON.stringify(fields) : '')
      setErrors(result.data.draft?.problems ?? {})
      setStale(null)
    },
    [entryRef],
  )
  const load = useCallback(() => contentApi.contentEntry(entryRef).then(show), [entryRef, show])
  // Not useLoad: the answer seeds what the person edits (the fields, the saved copy, the problems).
  useEffect(() => {
    void load()
  }, [load])

  // Where to go once the release started here is live: this entry again, or where a move took it.
  const [afterRelease, setAfterRelease] = useState<string | null>(null)
  const reload = useCallback(
    (done: Release) => {
      if (done.state === 'live' && afterRelease) return location.assign(afterRelease)
      void load()
      void reloadReviews()
    },
    [load, afterRelease, reloadReviews],
  )
  const changed = JSON.stringify(data) !== saved
  useEffect(() => {
    if (!changed) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    addEventListener('beforeunload', warn)
    return () => removeEventListener('beforeunload', warn)
  }, [changed])

  if (!entry) {
    return (
      <AdminShell title="Content" session={session}>
        <StatusLine notice={notice} />
      </AdminShell>
    )
  }

  async function save(event: React.FormEvent) {
    event.preventDefault()
    if (!entry) return
    setBusy(true)
    const result = await contentApi.saveDraft(
      {
        ref: entryRef,
        data,
        revision: entry.draft?.revision ?? 0,
        baseVersion: entry.published?.version ?? 0,
      },
      session.csrfToken,
    )
    setBusy(false)
    if (result.ok) {
      sessionStorage.removeItem(`new:${entryRef}`)
      // Its title, as the page's heading, follows what was saved.
      setEntry({ ...entry, draft: result.data, title: titleIn(data) ?? entry.title })
      setSaved(JSON.stringify(data))
      setErrors(result.data.problems)
      const left = Object.keys(result.data.problems).length
      setNotice({
        ok: true,
        text: left
          ? `Draft saved. Before it can be previewed or published, ${left === 1 ? 'one field needs' : `${left} fields need`} a change: see the list above.`
          : mustAsk
            ? 'Draft saved. Ask for review when it is ready: visitors see it once an owner or admin approves it.'
            : 'Draft saved. Visitors see it once you publish it.',
      })
      if (left) requestAnimationFrame(() => summary.current?.focus())
      return
    }
    setErrors(result.fields ?? {})
    setNotice({ ok: false, text: result.error ?? 'The draft could not be saved.' })
    if (result.status === 409) setStale((result.body as ErrorResponse).changes ?? [])
    if (result.fields) requestAnimationFrame(() => summary.current?.focus())
  }

  async function showPreview() {
    if (!entry?.draft) return
    setPreview({ preview: null, error: null })
    const result = await contentApi.preview(entryRef, entry.draft.revision, session.csrfToken)
    if (result.ok) return setPreview({ preview: result.data.preview, error: null })
    setErrors(result.fields ?? {})
    setPreview({ preview: null, error: result.error ?? 'The preview could not be started.' })
  }

  async function uploadImage(file: File, description: ImageDescription) {
    const result = await contentApi.uploadImage(file, description, session.csrfToken)
    return result.ok
      ? { ok: true as const, image: result.data }
      : {
          ok: false as const,
          error:
            result.fields?.file ??
            result.fields?.alt ??
            result.error ??
            'The photograph could not be uploaded.',
        }
  }

  function discard() {
    const draft = entry?.draft
    if (!draft) return
    ask({
      title: 'Discard this draft?',
      body: entry.published
        ? `Its changes, saved ${formatWhen(draft.updatedAt)}${draft.authorEmail ? ` by ${draft.authorEmail}` : ''}, are lost; the page stays as it is published.`
        : `It was never published: the whole entry is lost.`,
      confirm: 'Discard the draft',
      action: async () => {
        const result = await contentApi.discardDraft(entryRef, draft.revision, session.csrfToken)
        setNotice({
          ok: result.ok,
          text: result.ok ? result.data.message : (result.error ?? 'The draft could not be discarded.'),
        })
        if (result.ok) void load()
      },
    })
  }

  async function publish() {
    if (!entry?.draft) return
    setBusy(true)
    const result = await contentApi.publish(entryRef, entry.draft.revision, session.csrfToken)
    setBusy(false)
    if (!result.ok) {
      setErrors(result.fields ?? {})
      return setNotice({ ok: false, text: result.error ?? 'The draft could not be published.' })
    }
    setNotice(null)
    setRelease(result.data.release)
  }

  // Why Preview and Publish are off, said beside them.
  const notReady = changed
    ? 'Save the draft first: preview and publish show the saved draft.'
    : !entry.draft
      ? 'Change a field and save a draft to preview or publish it.'
      : Object.keys(entry.draft.problems).length > 0
        ? 'Fix the fields listed above and save, to preview or publish.'
        : null
  return (
    <AdminShell title={entry.title} session={session} help={entryEditorHelp}>
      <EntryHeading entry={entry} />
      <TranslationsLine translations={entry.translations} />
      {entry.url && entry.published && mayUse(session.admin, 'analytics') ? (
        <PageReadsLine url={entry.url} />
      ) : null}
      <EntrySchedulesLine entryRef={entryRef} list={schedules.list} />
      {reviewing ? null : <ReviewStatus review={review} />}
      <div className="mt-6">
        <ReleaseLine release={release} onDone={reload} />
      </div>
      {reviewing && review ? (
        <ReviewPanel
          review={review}
          csrfToken={session.csrfToken}
          onApproved={setRelease}
          onDecided={() => void reviews.reload()}
        />
      ) : null}
      <ErrorSummary errors={errors} ref={summary} />
      {stale ? <StaleDraft changes={stale} text={notice?.text} onReload={() => void load()} /> : null}
      <ImageUploadContext value={uploadImage}>
        {entry.readOnly ? (
          <p className="mb-6 rounded-md border border-slate-300 bg-slate-50 p-4 text-slate-800">
            {entry.readOnly}
          </p>
        ) : null}
        {/* A translation: its original beside its form (above it on a phone). */}
        <div className={entry.source ? 'lg:grid lg:grid-cols-2 lg:items-start lg:gap-8' : undefined}>
          {entry.source ? <SourcePanel source={entry.source} /> : null}
          <form
            onSubmit={save}
            noValidate
            aria-label={`${entry.readOnly ? 'Read' : 'Edit'} ${entry.title}${entry.language ? ` in ${entry.language.name}` : ''}`}
          >
            <AddressList addresses={entry.addresses} titles={entry.pageTitles} />
            {/* What the member may not change is shown as it is, every control off, before they type. */}
            <fieldset disabled={entry.readOnly !== null} className="contents">
              <PageTitles value={entry.pageTitles}>
                <SchemaForm
                  schema={entry.schema as JsonSchema}
                  value={data}
                  onChange={(next) => setData((before) => withSearchTitleFollowing(before, next))}
                  errors={errors}
                />
              </PageTitles>
            </fieldset>
            <SharePreview data={data} path={entry.url ?? '/'} site={entry.site} />
            {entry.readOnly ? null : (
              <div className="sticky bottom-0 mt-8 flex flex-wrap items-center gap-2 border-t border-slate-200 bg-white py-3 sm:gap-3 sm:py-4">
                <button type="submit" className={primary} disabled={busy || !changed}>
                  Save draft
                </button>
                <button
                  type="button"
                  className={secondary}
                  disabled={busy || notReady !== null}
                  aria-describedby={notReady ? 'not-ready' : undefined}
                  onClick={() => void showPreview()}
                >
                  Preview
                </button>
                {mustAsk ? (
                  <AskForReview
                    entryRef={entryRef}
                    revision={entry.draft?.revision ?? null}
                    disabled={busy || notReady !== null}
                    describedBy={notReady ? 'not-ready' : undefined}
                    waiting={review?.state === 'waiting'}
                    csrfToken={session.csrfToken}
                    onAsked={() => {
                      setNotice({
                        ok: true,
                        text: 'Review asked for: the owners and admins are told by e-mail.',
                      })
                      void reviews.reload()
                    }}
                  />
                ) : (
                  <button
                    type="button"
                    className={secondary}
                    disabled={busy || notReady !== null || release?.state === 'building'}
                    aria-describedby={notReady ? 'not-ready' : undefined}
                    onClick={() => void publish()}
                  >
                    Publish
                  </button>
                )}
                {entry.draft && !changed ? (
                  <button type="button" className={secondary} disabled={busy} onClick={discard}>
                    Discard draft
                  </button>
                ) : null}
                {notReady ? (
                  <p id="not-ready" className="text-sm leading-snug text-slate-700">
                    {notReady}
                  </p>
                ) : null}
                <div className="basis-full">
                  <StatusLine notice={stale ? null : notice} />
                </div>
              </div>
            )}
          </form>
        </div>
      </ImageUploadContext>
      {preview ? (
        <PreviewDialog
          title={entry.title}
          preview={preview.preview}
          error={preview.error}
          onClose={() => setPreview(null)}
        />
      ) : null}
      {entry.readOnly || mustAsk ? null : (
        <EntrySchedules
          entryRef={entryRef}
          list={schedules.list}
          reload={schedules.reload}
          canTakeDown={entry.key !== null && entry.published !== null}
          notReady={notReady}
          csrfToken={session.csrfToken}
          ask={ask}
        />
      )}
      {entry.key !== null && entry.published && !mustAsk ? (
        <EntryActions
          entryRef={entryRef}
          entryKey={entry.key}
          url={entry.url}
          csrfToken={session.csrfToken}
          ask={ask}
          onRelease={(started, then) => {
            setAfterRelease(then)
            setRelease(started)
            scrollTo({ top: 0 })
          }}
        />
      ) : null}
      {entry.url && entry.published && sendableFolder(entryRef) && mayUse(session.admin, 'newsletter') ? (
        <SendToReaders entryRef={entryRef} url={entry.url} csrfToken={session.csrfToken} />
      ) : null}
      <EntryHistory
        entryRef={entryRef}
        latest={entry.published?.version ?? 0}
        onRestore={
          entry.readOnly || mustAsk
            ? undefined
            : (version) =>
                ask({
                  title: `Restore version ${version}?`,
                  body: 'Its text is published again as a new version; the current one stays in the history.',
                  confirm: 'Restore',
                  action: async () => {
                    const result = await contentApi.restore(entryRef, version, session.csrfToken)
                    if (result.ok) setRelease(result.data.release)
                    else setNotice({ ok: false, text: result.error ?? 'The version could not be restored.' })
                  },
                })
        }
      />
      {confirmDialog}
    </AdminShell>
  )
}

/**
 * `next`, whose title changed from `before`'s, with its search title following where it held the
 * old title (a job's `Senior Data Engineer (TECH-001)`): search results then show the new one.
 */
function withSearchTitleFollowing(before: Fields, next: Fields): Fields {
  const [was, now] = [titleIn(before), titleIn(next)]
  const seo = next.seo as { title?: unknown } | undefined
  if (!was || !now || was === now || typeof seo?.title !== 'string' || !seo.title.includes(was)) return next
  return { ...next, seo: { ...seo, title: seo.title.replace(was, now) } }
}
