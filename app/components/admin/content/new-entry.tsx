import { TITLE_PATHS } from '#contract/field-names.ts'
import { useEffect, useState } from 'react'
import { contentApi } from '#app/lib/admin-api/content.ts'
import type { SessionResponse } from '#contract/admin.ts'
import type { ContentListResponse } from '#contract/content.ts'
import { Field } from '#app/components/ui/field.tsx'
import { AdminShell } from '../admin-shell.tsx'
import { primary } from './buttons.ts'
import { emptyValue, type Fields, type JsonSchema } from './json-schema.ts'
import { contentListHelp } from './help.ts'

/** A new entry: its title first, the address offered from it, then a blank form or a copy of another. */
export function NewEntry(props: {
  session: SessionResponse
  collection: string
  onChosen: (ref: string) => void
}) {
  const [list, setList] = useState<ContentListResponse | null>(null)
  const [title, setTitle] = useState('')
  const [typedKey, setTypedKey] = useState<string | null>(null)
  const [from, setFrom] = useState('')
  const [errors, setErrors] = useState<{ title?: string; key?: string }>({})
  useEffect(() => {
    void contentApi.contentList().then((result) => result.ok && setList(result.data))
  }, [])
  const listed = list?.groups.find((candidate) => candidate.id === props.collection)
  // Its entries in the default language: a new entry is made there, and translated from there.
  const group = listed && { ...listed, items: listed.items.filter((item) => item.language === null) }
  const place = group?.newEntry
  // The address follows the title until the person types one of their own.
  const key =
    typedKey ?? (place && group ? addressFrom(title, place, keyOf(from || group.items[0]?.ref, place)) : '')

  async function start(event: React.FormEvent) {
    event.preventDefault()
    if (!place || !group) return
    if (!title.trim()) return setErrors({ title: 'Give the entry a title: it is its headline.' })
    const ref = `${place.folder}/${key.trim()}${place.extension}`
    const target = await contentApi.contentEntry(ref)
    if (!target.ok) {
      return setErrors({
        key:
          target.fields?.key ?? `“${key}” cannot be an address here: use lowercase words joined by hyphens.`,
      })
    }
    if (target.data.data !== null)
      return setErrors({ key: 'An entry already has this address: choose another.' })
    const schema = target.data.schema as JsonSchema
    const model = from ? await contentApi.contentEntry(from) : null
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
      help={contentListHelp}
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
