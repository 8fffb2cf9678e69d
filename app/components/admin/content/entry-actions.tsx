import { useState } from 'react'
import { contentApi } from '#app/lib/admin-api/content.ts'
import type { Release } from '#contract/content.ts'
import type { ContentUse } from '#contract/errors.ts'
import type { useConfirm } from '../confirm-dialog.tsx'
import { InUseNotice } from './in-use-notice.tsx'

type Props = {
  entryRef: string
  /** The last part of its address, and the address itself. */
  entryKey: string
  url: string | null
  csrfToken: string
  ask: ReturnType<typeof useConfirm>[0]
  /** A release started: `then` is where to go once it is live. */
  onRelease: (release: Release, then: string) => void
}

const control =
  'mt-1 block w-full max-w-md rounded-md border border-slate-300 px-3 py-2 aria-invalid:border-red-strong'
const button = 'mt-3 rounded-md px-4 py-2 font-semibold text-navy ring-1 ring-slate-300 hover:bg-slate-100'

/** Moving an entry to another address (the old one leads to it) and deleting it. */
export function EntryActions(props: Props) {
  const [key, setKey] = useState(props.entryKey)
  const [redirectTo, setRedirectTo] = useState('')
  const [errors, setErrors] = useState<{
    key?: string
    redirectTo?: string
    other?: string
    /** The places that use it: it goes from the menus and lists only when the person says so. */
    uses?: ContentUse[]
  }>({})
  // The file is the collection's folder, its key, its extension: the new file keeps the first and last.
  const extension = props.entryRef.slice(props.entryRef.lastIndexOf('.'))
  const folder = props.entryRef.slice(0, -(props.entryKey.length + extension.length))

  async function move(event: React.FormEvent) {
    event.preventDefault()
    const result = await contentApi.rename(props.entryRef, key, props.csrfToken)
    if (!result.ok) return setErrors({ key: result.fields?.key ?? result.error ?? 'It could not be moved.' })
    setErrors({})
    props.onRelease(
      result.data.release,
      `/superadmin/content/edit?ref=${encodeURIComponent(`${folder}${key.trim()}${extension}`)}`,
    )
  }

  function remove(event: React.FormEvent) {
    event.preventDefault()
    props.ask({
      title: 'Delete this entry?',
      body: redirectTo
        ? `Its page goes, and its address leads to ${redirectTo} from now on. Its history stays.`
        : 'Its page goes, and its address answers Page Not Found. Its history stays.',
      confirm: 'Delete',
      action: () => deleteEntry(false),
    })
  }

  async function deleteEntry(takeOut: boolean) {
    const result = await contentApi.deleteEntry(
      props.entryRef,
      redirectTo.trim() || null,
      takeOut,
      props.csrfToken,
    )
    if (!result.ok) {
      return setErrors({
        redirectTo: result.fields?.redirectTo,
        uses: result.uses,
        other: result.fields || result.uses ? undefined : result.error,
      })
    }
    setErrors({})
    props.onRelease(result.data.release, '/superadmin/content')
  }

  return (
    <details className="mt-10 rounded-lg border border-slate-200 p-4">
      <summary className="cursor-pointer font-semibold text-navy">Move or delete</summary>
      <form onSubmit={move} noValidate className="mt-4">
        <label htmlFor="move-key" className="font-semibold text-navy">
          New address
        </label>
        <p id="move-key-hint" className="text-sm text-slate-600">
          Now {props.url ?? props.entryKey}. The old address will lead to the new one.
        </p>
        <input
          id="move-key"
          className={control}
          value={key}
          onChange={(event) => setKey(event.target.value)}
          aria-invalid={errors.key ? true : undefined}
          aria-describedby={errors.key ? 'move-key-hint move-key-error' : 'move-key-hint'}
        />
        {errors.key ? (
          <p id="move-key-error" className="mt-1 text-sm font-medium text-red-strong">
            {errors.key}
          </p>
        ) : null}
        <button type="submit" className={button}>
          Move
        </button>
      </form>
      <form onSubmit={remove} noValidate className="mt-8 border-t border-slate-200 pt-4">
        <label htmlFor="delete-redirect" className="font-semibold text-navy">
          Its address leads to <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <p id="delete-redirect-hint" className="text-sm text-slate-600">
          A page of this site, such as /insights. Needed while other pages link to this one.
        </p>
        <input
          id="delete-redirect"
          className={control}
          value={redirectTo}
          onChange={(event) => setRedirectTo(event.target.value)}
          aria-invalid={errors.redirectTo ? true : undefined}
          aria-describedby={
            errors.redirectTo ? 'delete-redirect-hint delete-redirect-error' : 'delete-redirect-hint'
          }
        />
        {errors.redirectTo ? (
          <p id="delete-redirect-error" className="mt-1 text-sm font-medium text-red-strong">
            {errors.redirectTo}
          </p>
        ) : null}
        <button type="submit" className={`${button} text-red-strong`}>
          Delete this entry
        </button>
        {errors.other ? (
          <p role="alert" className="mt-2 font-medium text-red-strong">
            {errors.other}
          </p>
        ) : null}
        {errors.uses ? (
          <InUseNotice
            uses={errors.uses}
            takeOutLabel="Take it out of them, and delete it"
            onTakeOut={() => void deleteEntry(true)}
          />
        ) : null}
      </form>
    </details>
  )
}
