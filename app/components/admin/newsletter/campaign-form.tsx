import { useId, useState } from 'react'
import { Field } from '#app/components/ui/field.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import type { Campaign, CampaignBody, CampaignsResponse } from '#contract/campaigns.ts'
import { CAMPAIGN_LIMITS } from '#contract/newsletter-constants.ts'

const inputClass = 'mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900'

/** A language's name in the admin's own language: "French" for `fr`. */
export const languageName = (code: string) =>
  new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code

/**
 * Composes an issue: its subject, a few words to open it, the pages of the site it presents (in
 * order) and who receives it. `fields` are the server's messages, by field.
 */
export function CampaignForm({
  campaign,
  options,
  fields,
  saving,
  onSave,
  onCancel,
}: {
  campaign: Campaign | null
  options: Pick<CampaignsResponse, 'topics' | 'pages' | 'defaultLanguage' | 'languages'>
  fields: Record<string, string>
  saving: boolean
  onSave: (body: CampaignBody) => void
  onCancel: () => void
}) {
  const id = useId()
  const [subject, setSubject] = useState(campaign?.subject ?? '')
  const [intro, setIntro] = useState(campaign?.intro ?? '')
  const [entries, setEntries] = useState<string[]>(campaign?.entries.map((entry) => entry.path) ?? [])
  const [topics, setTopics] = useState<string[]>(campaign?.topics ?? [])
  const [inArchive, setInArchive] = useState(campaign?.inArchive ?? true)
  const [versions, setVersions] = useState<Record<string, { subject: string; intro: string }>>(() =>
    Object.fromEntries(
      campaign?.versions.map(({ language, subject, intro }) => [language, { subject, intro }]) ?? [],
    ),
  )
  // The versions written, in the site's order: the server names their fields by this order.
  const written = options.languages.filter(({ code }) => versions[code]?.subject || versions[code]?.intro)
  const versionError = (code: string, field: 'subject' | 'intro') =>
    fields[`versions.${written.findIndex((language) => language.code === code)}.${field}`]
  const setVersion = (code: string, field: 'subject' | 'intro', value: string) =>
    setVersions((all) => ({ ...all, [code]: { subject: '', intro: '', ...all[code], [field]: value } }))
  const [picked, setPicked] = useState('')
  const titleOf = (path: string) => options.pages.find((page) => page.path === path)?.title ?? path
  const readers = options.topics
    .filter((topic) => topics.includes(topic.key))
    .reduce((n, t) => n + t.readers, 0)

  const move = (index: number, by: -1 | 1) =>
    setEntries((list) => {
      const next = [...list]
      ;[next[index], next[index + by]] = [next[index + by]!, next[index]!]
      return next
    })

  return (
    <form
      aria-labelledby={`${id}-title`}
      className="space-y-6 rounded-xl bg-white p-6 ring-1 ring-slate-200"
      onSubmit={(event) => {
        event.preventDefault()
        onSave({
          subject,
          intro,
          entries,
          topics,
          inArchive,
          versions: written.map(({ code }) => ({ language: code, ...versions[code]! })),
        })
      }}
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold text-navy">
        {campaign ? 'Edit the issue' : 'New issue'}
      </h2>
      <Field
        id={`${id}-subject`}
        label={
          options.languages.length > 0 ? `Subject (${languageName(options.defaultLanguage.code)})` : 'Subject'
        }
        error={fields.subject}
      >
        <input
          id={`${id}-subject`}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          maxLength={CAMPAIGN_LIMITS.subject}
          required
          aria-invalid={fields.subject ? true : undefined}
          aria-describedby={fields.subject ? `${id}-subject-error` : undefined}
          className={inputClass}
        />
      </Field>
      <Field
        id={`${id}-intro`}
        label={
          options.languages.length > 0
            ? `Introduction (${languageName(options.defaultLanguage.code)})`
            : 'Introduction'
        }
        error={fields.intro}
      >
        <p id={`${id}-intro-hint`} className="text-sm text-slate-600">
          Plain text; a blank line starts a new paragraph.
        </p>
        <textarea
          id={`${id}-intro`}
          value={intro}
          onChange={(event) => setIntro(event.target.value)}
          rows={6}
          maxLength={CAMPAIGN_LIMITS.intro}
          required
          aria-invalid={fields.intro ? true : undefined}
          aria-describedby={`${id}-intro-hint${fields.intro ? ` ${id}-intro-error` : ''}`}
          className={inputClass}
        />
      </Field>

      {options.languages.map(({ code, readers: readersIn }) => {
        const error = { subject: versionError(code, 'subject'), intro: versionError(code, 'intro') }
        const name = languageName(code)
        return (
          <fieldset key={code} className="space-y-4 rounded-lg p-4 ring-1 ring-slate-200">
            <legend className="px-1 font-semibold text-navy">{name} version (optional)</legend>
            <p className="text-sm text-slate-600">
              {readersIn === 0
                ? `No confirmed reader has signed up on a ${name} page yet; those who do get this version`
                : `The ${readersIn} confirmed ${readersIn === 1 ? 'reader' : 'readers'} who signed up on a ${name} page get this version`}
              , with the pages below in their {name} translation where they have one. Left empty, they get the{' '}
              {languageName(options.defaultLanguage.code)} one.
            </p>
            <Field id={`${id}-${code}-subject`} label={`Subject (${name})`} error={error.subject}>
              <input
                id={`${id}-${code}-subject`}
                lang={code}
                value={versions[code]?.subject ?? ''}
                onChange={(event) => setVersion(code, 'subject', event.target.value)}
                maxLength={CAMPAIGN_LIMITS.subject}
                aria-invalid={error.subject ? true : undefined}
                aria-describedby={error.subject ? `${id}-${code}-subject-error` : undefined}
                className={inputClass}
              />
            </Field>
            <Field id={`${id}-${code}-intro`} label={`Introduction (${name})`} error={error.intro}>
              <textarea
                id={`${id}-${code}-intro`}
                lang={code}
                value={versions[code]?.intro ?? ''}
                onChange={(event) => setVersion(code, 'intro', event.target.value)}
                rows={4}
                maxLength={CAMPAIGN_LIMITS.intro}
                aria-invalid={error.intro ? true : undefined}
                aria-describedby={error.intro ? `${id}-${code}-intro-error` : undefined}
                className={inputClass}
              />
            </Field>
          </fieldset>
        )
      })}

      <fieldset className="space-y-3">
        <legend className="font-semibold text-navy">Pages it presents</legend>
        {entries.length > 0 ? (
          <ol className="space-y-2">
            {entries.map((path, index) => (
              <li key={path} className="flex flex-wrap items-center gap-2 rounded-md bg-slate-50 px-3 py-2">
                <span className="flex-1 text-slate-900">
                  {titleOf(path)} <span className="text-sm text-slate-600">{path}</span>
                </span>
                {fields[`entries.${index}`] ? (
                  <span className="basis-full text-sm font-medium text-red-strong">
                    {fields[`entries.${index}`]}
                  </span>
                ) : null}
                <button
                  type="button"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  className="rounded px-2 py-1 text-sm font-semibold text-navy ring-1 ring-slate-300 disabled:opacity-40"
                >
                  Up<span className="sr-only">: {titleOf(path)}</span>
                </button>
                <button
                  type="button"
                  disabled={index === entries.length - 1}
                  onClick={() => move(index, 1)}
                  className="rounded px-2 py-1 text-sm font-semibold text-navy ring-1 ring-slate-300 disabled:opacity-40"
                >
                  Down<span className="sr-only">: {titleOf(path)}</span>
                </button>
                <button
                  type="button"
                  onClick={() => setEntries((list) => list.filter((p) => p !== path))}
                  className="rounded px-2 py-1 text-sm font-semibold text-red-strong ring-1 ring-slate-300"
                >
                  Remove<span className="sr-only">: {titleOf(path)}</span>
                </button>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-slate-600">None yet: an issue may also be the introduction alone.</p>
        )}
        {entries.length < CAMPAIGN_LIMITS.entries ? (
          <div className="flex flex-wrap items-end gap-2">
            <div className="min-w-0 flex-1">
              <label htmlFor={`${id}-page`} className="text-sm font-semibold text-navy">
                Add a page of the site
              </label>
              <select
                id={`${id}-page`}
                value={picked}
                onChange={(event) => setPicked(event.target.value)}
                className={inputClass}
              >
                <option value="">Choose a page…</option>
                {options.pages
                  .filter((page) => !entries.includes(page.path))
                  .map((page) => (
                    <option key={page.path} value={page.path}>
                      {page.title} ({page.path})
                    </option>
                  ))}
              </select>
            </div>
            <button
              type="button"
              disabled={!picked}
              onClick={() => {
                setEntries((list) => [...list, picked])
                setPicked('')
              }}
              className="rounded-md px-4 py-2 font-semibold text-navy ring-1 ring-slate-300 hover:bg-slate-100 disabled:opacity-40"
            >
              Add page
            </button>
          </div>
        ) : null}
      </fieldset>

      <fieldset aria-describedby={fields.topics ? `${id}-topics-error` : undefined}>
        <legend className="font-semibold text-navy">Who receives it</legend>
        <div className="mt-2 space-y-2">
          {options.topics.map((topic) => (
            <div key={topic.key} className="flex items-center gap-3">
              <input
                id={`${id}-topic-${topic.key}`}
                type="checkbox"
                checked={topics.includes(topic.key)}
                onChange={(event) =>
                  setTopics((list) =>
                    event.target.checked ? [...list, topic.key] : list.filter((key) => key !== topic.key),
                  )
                }
                className="size-5 accent-navy"
              />
              <label htmlFor={`${id}-topic-${topic.key}`}>
                {topic.label} <span className="text-slate-600">({topic.readers} confirmed readers)</span>
              </label>
            </div>
          ))}
        </div>
        {fields.topics ? (
          <p id={`${id}-topics-error`} className="mt-1 text-sm font-medium text-red-strong">
            {fields.topics}
          </p>
        ) : null}
        <p className="mt-2 text-sm text-slate-600">
          At most {readers} readers: a reader of several of these topics gets it once.
        </p>
      </fieldset>

      <div className="flex items-start gap-3">
        <input
          id={`${id}-archive`}
          type="checkbox"
          checked={inArchive}
          onChange={(event) => setInArchive(event.target.checked)}
          aria-describedby={`${id}-archive-hint`}
          className="mt-1 size-5 accent-navy"
        />
        <div>
          <label htmlFor={`${id}-archive`} className="font-semibold text-navy">
            Publish it in the public archive
          </label>
          <p id={`${id}-archive-hint`} className="text-sm text-slate-600">
            Its page at /newsletters goes live before the mail, which links to it (“View in your browser”).
          </p>
        </div>
      </div>

      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={saving} pendingLabel="Saving..." variant="navy">
          Save draft
        </SubmitButton>
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md px-4 py-3 font-semibold text-navy ring-1 ring-slate-300 hover:bg-slate-100"
        >
          Cancel
        </button>
      </div>
    </form>
  )
}
