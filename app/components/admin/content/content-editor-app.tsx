import { fieldNameOf, TITLE_PATHS, titleIn } from '#contract/field-names.ts'
import { mayUse, mustAskForReview } from '#contract/roles-constants.ts'
import { useCallback, useEffect, useRef, useState } from 'react'
import { adminApi } from '#app/lib/admin-api.ts'
import { creditOf, formatWhen } from '#app/lib/format.ts'
import type { SessionResponse } from '#contract/admin.ts'
import type {
  ContentEntryResponse,
  ContentListResponse,
  FieldChange,
  HistoryResponse,
  ImageDescription,
  Preview,
  Release,
} from '#contract/content.ts'
import type { ErrorResponse } from '#contract/errors.ts'
import { Field } from '#app/components/ui/field.tsx'
import { AdminLoading, AdminShell } from '../admin-shell.tsx'
import { useConfirm } from '../confirm-dialog.tsx'
import { StatusLine } from '../status-line.tsx'
import { useAdminSession } from '../use-admin-session.ts'
import { emptyValue, type Fields, type JsonSchema } from './json-schema.ts'
import { useSchedules } from '../schedule.tsx'
import { ChangeList, shown } from './change-list.tsx'
import { EntryActions } from './entry-actions.tsx'
import { EntrySchedules, EntrySchedulesLine } from './entry-schedules.tsx'
import { ImageUploadContext } from './image-field.tsx'
import { PageReadsLine } from './page-reads.tsx'
import { PreviewDialog } from './preview-dialog.tsx'
import { ReleaseLine } from './release-line.tsx'
import { AskForReview, ReviewPanel, ReviewStatus, reviewOf, useReviews } from './review.tsx'
import { SendToReaders, sendableFolder } from './send-to-readers.tsx'
import { SharePreview } from './share-preview.tsx'
import { AddressList, fieldId, PageTitles, SchemaForm } from './schema-form.tsx'
import { useLoad } from '../use-load.ts'

/** /superadmin/content/edit?ref=…: one content file's form, its draft, publishing and history. */
export function ContentEditorApp() {
  const session = useAdminSession()
  return session ? <Editor session={session} /> : <AdminLoading label="Loading the editor" />
}

const button = 'rounded-md px-4 py-2 font-semibold disabled:cursor-not-allowed disabled:opacity-60'
const primary = `${button} bg-navy text-white hover:bg-navy-deep`
const secondary = `${button} text-navy ring-1 ring-slate-300 hover:bg-slate-100`

function Editor({ session }: { session: SessionResponse }) {
  const params = new URLSearchParams(location.search)
  const [ref, setRef] = useState(params.get('ref'))
  const newIn = params.get('new')
  return ref ? (
    <EntryEditor session={session} entryRef={ref} />
  ) : newIn ? (
    <NewEntry session={session} collection={newIn} onChosen={setRef} />
  ) : (
    <AdminShell title="Content" session={session}>
      <p>
        No entry was named. <a href="/superadmin/content">Back to the content</a>.
      </p>
    </AdminShell>
  )
}

/** A new entry: its title first, the address offered from it, then a blank form or a copy of another. */
function NewEntry(props: { session: SessionResponse; collection: string; onChosen: (ref: string) => void }) {
  const [list, setList] = useState<ContentListResponse | null>(null)
  const [title, setTitle] = useState('')
  const [typedKey, setTypedKey] = useState<string | null>(null)
  const [from, setFrom] = useState('')
  const [errors, setErrors] = useState<{ title?: string; key?: string }>({})
  useEffect(() => {
    void adminApi.contentList().then((result) => result.ok && setList(result.data))
  }, [])
  const group = list?.groups.find((candidate) => candidate.id === props.collection)
  const place = group?.newEntry
  // The address follows the title until the person types one of their own.
  const key =
    typedKey ?? (place && group ? addressFrom(title, place, keyOf(from || group.items[0]?.ref, place)) : '')

  async function start(event: React.FormEvent) {
    event.preventDefault()
    if (!place || !group) return
    if (!title.trim()) return setErrors({ title: 'Give the entry a title: it is its headline.' })
    const ref = `${place.folder}/${key.trim()}${place.extension}`
    const target = await adminApi.contentEntry(ref)
    if (!target.ok) {
      return setErrors({
        key:
          target.fields?.key ?? `“${key}” cannot be an address here: use lowercase words joined by hyphens.`,
      })
    }
    if (target.data.data !== null)
      return setErrors({ key: 'An entry already has this address: choose another.' })
    const schema = target.data.schema as JsonSchema
    const model = from ? await adminApi.contentEntry(from) : null
    const data = withTitle(
      model?.ok ? asNewPiece(model.data.data!) : (emptyValue(schema) as Fields),
      schema,
      title.trim(),
    )
    sessionStorage.setItem(`new:${ref}`, JSON.stringify(data))
    history.replaceState(null, '', `/superadmin/content/edit?ref=${encodeURIComponent(ref)}`)
    props.onChosen(ref)
  }

  return (
    <AdminShell
      title={group ? `New entry in ${group.label}` : 'New entry'}
      session={props.session}
      help="content"
    >
      {place && group ? (
        <form onSubmit={start} className="max-w-xl space-y-5" noValidate>
          <HintedInput
            id="new-title"
            label="Title"
            hint="The headline of the page. You can change it later."
            error={errors.title}
            value={title}
            onChange={setTitle}
          />
          <HintedInput
            id="new-key"
            label="Address"
            hint={
              <>
                Made from the title; change it if you like, in lowercase words joined by hyphens. The page
                will be at {place.route.replace(/\[[^\]]+\](\/\[[^\]]+\])*$/, '')}
                <strong className="font-semibold text-slate-800">{key || '…'}</strong>
              </>
            }
            error={errors.key}
            value={key}
            onChange={setTypedKey}
          />
          <div>
            <label htmlFor="new-from" className="font-semibold text-navy">
              Start from
            </label>
            <select
              id="new-from"
              value={from}
              onChange={(event) => setFrom(event.target.value)}
              className={control}
            >
              <option value="">A blank form</option>
              {group.items.map((item) => (
                <option key={item.ref} value={item.ref}>
                  A copy of “{item.title}”
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={primary}>
            Continue
          </button>
        </form>
      ) : list ? (
        <p>There is no such collection.</p>
      ) : null}
    </AdminShell>
  )
}

const control = 'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2'

/** A required text with its hint, and its error once there is one. */
function HintedInput(props: {
  id: string
  label: string
  hint: React.ReactNode
  error?: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <Field id={props.id} label={props.label} hint={props.hint} error={props.error}>
      <input
        id={props.id}
        required
        aria-describedby={props.error ? `${props.id}-hint ${props.id}-error` : `${props.id}-hint`}
        aria-invalid={props.error ? true : undefined}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className={control}
      />
    </Field>
  )
}

type Place = NonNullable<ContentListResponse['groups'][number]['newEntry']>

/** An entry's address in its collection: `data/analytics` of `articles/data/analytics.md`. */
const keyOf = (ref: string | undefined, place: Place) =>
  ref?.slice(place.folder.length + 1, -place.extension.length) ?? ''

/**
 * The address a title offers: its words in lowercase joined by hyphens (accents dropped), under the
 * same group as `sibling` where addresses have several parts, and without hyphens where they may not have any.
 */
function addressFrom(title: string, place: Place, sibling: string) {
  let words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  // A long title offers its first words, cut between two of them.
  if (words.length > 60) words = words.slice(0, 61).replace(/-[^-]*$/, '')
  const group = sibling.includes('/') ? sibling.slice(0, sibling.lastIndexOf('/') + 1) : ''
  const pattern = place.keyPattern ? new RegExp(place.keyPattern) : null
  const offered = `${group}${words}`
  return !pattern || pattern.test(offered) ? offered : `${group}${words.replaceAll('-', '')}`
}

/** Which of two fields comes first in the form on the page (by their controls' places). */
function formOrder(a: string, b: string) {
  const [first, second] = [a, b].map((path) => document.getElementById(fieldId(path)))
  if (!first || !second) return 0
  return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1
}

/**
 * Another entry's fields as the start of a new piece: dated today, never revised, its closing date
 * and its texts for search engines and shared links to write anew (a copy published as it is would
 * otherwise be dated like its model and found by its model's words).
 */
function asNewPiece(data: Fields): Fields {
  const today = new Date().toLocaleDateString('en-CA')
  const copy = structuredClone(data)
  delete copy.updated
  delete copy.closingDate
  for (const field of ['date', 'datePosted']) if (field in copy) copy[field] = today
  if (copy.seo && typeof copy.seo === 'object') copy.seo = { ...copy.seo, title: '', description: '' }
  return copy
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

/** A copy of `data` with `title` where the form's title is (the first of the title paths it has). */
function withTitle(data: Fields, schema: JsonSchema, title: string): Fields {
  const path = TITLE_PATHS.find((candidate) => {
    let node: JsonSchema | undefined = schema
    for (const part of candidate) node = node?.properties?.[part]
    return node !== undefined
  })
  if (!path) return data
  const copy = structuredClone(data)
  let node = copy
  for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Fields
  node[path.at(-1)!] = title
  return copy
}

function EntryEditor({ session, entryRef }: { session: SessionResponse; entryRef: string }) {
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

  const load = useCallback(async () => {
    const result = await adminApi.contentEntry(entryRef)
    if (!result.ok) return setNotice({ ok: false, text: result.error ?? 'The entry could not be loaded.' })
    const started = sessionStorage.getItem(`new:${entryRef}`)
    const fields = result.data.data ?? (started ? (JSON.parse(started) as Fields) : {})
    setEntry(result.data)
    setData(fields)
    setSaved(result.data.data ? JSON.stringify(fields) : '')
    setErrors(result.data.draft?.problems ?? {})
    setStale(null)
  }, [entryRef])
  useLoad(load)

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
    const result = await adminApi.saveDraft(
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
    const result = await adminApi.preview(entryRef, entry.draft.revision, session.csrfToken)
    if (result.ok) return setPreview({ preview: result.data.preview, error: null })
    setErrors(result.fields ?? {})
    setPreview({ preview: null, error: result.error ?? 'The preview could not be started.' })
  }

  async function uploadImage(file: File, description: ImageDescription) {
    const result = await adminApi.uploadImage(file, description, session.csrfToken)
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
        const result = await adminApi.discardDraft(entryRef, draft.revision, session.csrfToken)
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
    const result = await adminApi.publish(entryRef, entry.draft.revision, session.csrfToken)
    setBusy(false)
    if (!result.ok) {
      setErrors(result.fields ?? {})
      return setNotice({ ok: false, text: result.error ?? 'The draft could not be published.' })
    }
    setNotice(null)
    setRelease(result.data.release)
  }

  // In the order of the form, top to bottom, as a person goes through it.
  const errorList = Object.entries(errors).sort(([a], [b]) => formOrder(a, b))
  // Why Preview and Publish are off, said beside them.
  const notReady = changed
    ? 'Save the draft first: preview and publish show the saved draft.'
    : !entry.draft
      ? 'Change a field and save a draft to preview or publish it.'
      : Object.keys(entry.draft.problems).length > 0
        ? 'Fix the fields listed above and save, to preview or publish.'
        : null
  return (
    <AdminShell title={entry.title} session={session} help="content-edit">
      <p className="text-slate-700">
        {entry.group}
        {entry.url ? (
          <>
            {' · '}
            <a href={entry.url} className="font-semibold text-navy underline underline-offset-4">
              {entry.url}
            </a>
          </>
        ) : null}
        {' · '}
        <a href="/superadmin/content" className="text-navy underline underline-offset-4">
          All content
        </a>
      </p>
      <p className="mt-2 text-sm text-slate-700">
        {entry.published
          ? `Published version ${entry.published.version}, ${formatWhen(entry.published.createdAt)}${creditOf(entry.published) ? `, ${creditOf(entry.published)}` : ' (from the files)'}.`
          : 'Not published yet.'}{' '}
        {entry.draft
          ? `Draft saved ${formatWhen(entry.draft.updatedAt)}${entry.draft.authorEmail ? ` by ${entry.draft.authorEmail}` : ''}.`
          : ''}
      </p>
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
      {errorList.length > 0 ? (
        <div
          ref={summary}
          tabIndex={-1}
          role="alert"
          aria-labelledby="error-summary"
          className="mb-6 rounded-md border-2 border-red-strong p-4"
        >
          <h2 id="error-summary" className="font-bold text-red-strong">
            {errorList.length === 1 ? 'One field needs a change' : `${errorList.length} fields need a change`}
          </h2>
          <ul className="mt-2 list-disc pl-5">
            {errorList.map(([path, message]) => (
              <li key={path}>
                <a href={`#${fieldId(path)}`} className="text-navy underline">
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {stale ? (
        <div role="alert" className="mb-6 rounded-md border-2 border-amber-700 p-4">
          <p className="font-semibold">{notice?.text}</p>
          {stale.length > 0 ? (
            <ul className="mt-2 list-disc pl-5 text-sm">
              {stale.map((change) => (
                <li key={change.path}>
                  {fieldNameOf(change.path.split('.')).join(' › ')}: “{shown(change.before)}” is now “
                  {shown(change.after)}”
                </li>
              ))}
            </ul>
          ) : null}
          <button type="button" className={`${secondary} mt-3`} onClick={() => void load()}>
            Load the saved copy (your changes here are dropped)
          </button>
        </div>
      ) : null}
      <ImageUploadContext value={uploadImage}>
        {entry.readOnly ? (
          <p className="mb-6 rounded-md border border-slate-300 bg-slate-50 p-4 text-slate-800">
            {entry.readOnly}
          </p>
        ) : null}
        <form onSubmit={save} noValidate aria-label={`${entry.readOnly ? 'Read' : 'Edit'} ${entry.title}`}>
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
      <History
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
                    const result = await adminApi.restore(entryRef, version, session.csrfToken)
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

function History(props: { entryRef: string; latest: number; onRestore?: (version: number) => void }) {
  const [history, setHistory] = useState<HistoryResponse | null>(null)
  return (
    <details
      className="mt-10 rounded-lg border border-slate-200 p-4"
      onToggle={(event) => {
        if ((event.target as HTMLDetailsElement).open)
          void adminApi.history(props.entryRef).then((result) => result.ok && setHistory(result.data))
      }}
    >
      <summary className="cursor-pointer font-semibold text-navy">History</summary>
      {history ? (
        <ol className="mt-4 space-y-4">
          {history.versions.map((version) => (
            <li key={version.version} className="border-t border-slate-200 pt-3">
              <p className="font-semibold">
                Version {version.version}, {formatWhen(version.createdAt)},{' '}
                {creditOf(version) ?? 'from the files'}
                {version.deleted ? ' (deleted)' : ''}
              </p>
              <ChangeList changes={version.changes} limit={12} />
              {props.onRestore && version.version !== props.latest && !version.deleted ? (
                <button
                  type="button"
                  className={`${secondary} mt-2`}
                  onClick={() => props.onRestore?.(version.version)}
                >
                  Restore version {version.version}
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-slate-600">Loading…</p>
      )}
    </details>
  )
}
