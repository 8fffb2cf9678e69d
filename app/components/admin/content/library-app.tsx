import { useCallback, useState } from 'react'
import { fieldNameOf } from '#contract/field-names.ts'
import { contentApi } from '#app/lib/admin-api/content.ts'
import { formatWhen } from '#app/lib/format.ts'
import type { SessionResponse } from '#contract/admin.ts'
import type { LibraryImage, Release } from '#contract/content.ts'
import { IMAGE_UPLOAD_TYPES } from '#contract/admin-constants.ts'
import { AdminLoading, AdminShell, SkeletonRows } from '../admin-shell.tsx'
import { useConfirm } from '../confirm-dialog.tsx'
import { StatusLine } from '../status-line.tsx'
import { useAdminSession } from '../use-admin-session.ts'
import { AltTextFields, described, thumbnailOf } from './library-picker.tsx'
import { ReleaseLine } from './release-line.tsx'
import { useLoad } from '../use-load.ts'
import { libraryHelp } from './help.ts'

/** /superadmin/content/library: every uploaded photograph, where it is used, its alt text and file. */
export function LibraryApp() {
  const session = useAdminSession()
  return session ? <Library session={session} /> : <AdminLoading label="Loading the photographs" />
}

const button =
  'rounded-md px-3 py-1.5 text-sm font-semibold text-navy ring-1 ring-slate-300 hover:bg-slate-100 disabled:opacity-60'
const editLink = (ref: string) => `/superadmin/content/edit?ref=${encodeURIComponent(ref)}`
const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`

function Library({ session }: { session: SessionResponse }) {
  const [query, setQuery] = useState('')
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  const [release, setRelease] = useState<Release | null>(null)
  const [ask, confirmDialog] = useConfirm()
  const load = useCallback(() => contentApi.library(query), [query])
  const { data, error, reload } = useLoad(load, 'The photographs could not be loaded. Reload the page.')
  const images = data?.images ?? null

  const said = (ok: boolean, text: string) => {
    setNotice({ ok, text })
    void reload()
  }

  return (
    <AdminShell title="Photographs" session={session} help={libraryHelp}>
      {confirmDialog}
      <p>
        <a href="/superadmin/content" className="text-navy underline underline-offset-4">
          All content
        </a>
      </p>
      {release ? (
        <div className="mt-4">
          <ReleaseLine release={release} onDone={() => void reload()} />
        </div>
      ) : null}
      <div role="search" className="mt-6">
        <label htmlFor="photo-query" className="block font-semibold text-navy">
          Find by alt text or file name
        </label>
        <input
          id="photo-query"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="mt-2 w-full max-w-sm rounded-md border border-slate-300 px-3 py-2"
        />
      </div>
      <StatusLine notice={error ? { ok: false, text: error } : notice} />
      {images === null ? (
        <SkeletonRows />
      ) : images.length === 0 ? (
        <p className="mt-6 text-slate-700">
          {query
            ? 'No photograph matches.'
            : 'No photograph is uploaded yet: upload one in an image field of the editor.'}
        </p>
      ) : (
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {images.map((image) => (
            <Photograph
              key={image.name}
              image={image}
              csrfToken={session.csrfToken}
              said={said}
              onRelease={setRelease}
              ask={ask}
            />
          ))}
        </ul>
      )}
    </AdminShell>
  )
}

function Photograph(props: {
  image: LibraryImage
  csrfToken: string
  said: (ok: boolean, text: string) => void
  onRelease: (release: Release) => void
  ask: ReturnType<typeof useConfirm>[0]
}) {
  const { image } = props
  const [description, setDescription] = useState({ alt: image.alt, decorative: image.decorative })
  const [error, setError] = useState<string | null>(null)
  /** Why the file was not replaced or the photograph not deleted, beside the control pressed. */
  const [refused, setRefused] = useState<{ replace?: string; remove?: string }>({})
  const id = `photo-${image.name.replace(/\W/g, '-')}`

  async function describe(event: React.FormEvent) {
    event.preventDefault()
    const result = await contentApi.describeImage(image.name, description, props.csrfToken)
    if (!result.ok) return setError(result.fields?.alt ?? result.error ?? 'It was not saved.')
    setError(null)
    props.said(true, 'Saved: new uses of the photograph start from these words.')
  }

  async function replace(file: File) {
    const result = await contentApi.replaceImage(image.name, file, props.csrfToken)
    if (!result.ok)
      return setRefused({ replace: result.fields?.file ?? result.error ?? 'The file was not replaced.' })
    setRefused({})
    if (result.data.release) props.onRelease(result.data.release)
    props.said(
      true,
      result.data.release
        ? 'Replaced: the pages that show it are being published with the new file.'
        : 'Replaced: the drafts that show it use the new file.',
    )
  }

  function remove() {
    // Used, it stays: what uses it is listed above, each with its link.
    if (image.uses.length > 0) {
      const places = image.uses.length === 1 ? 'one place' : `${image.uses.length} places`
      return setRefused({
        remove: `It is used in ${places}, listed under “Used on”: choose another photograph there first, then delete it.`,
      })
    }
    props.ask({
      title: 'Delete this photograph?',
      body: 'It goes from the library. Nothing uses it now, in a page or in a draft.',
      confirm: 'Delete',
      action: async () => {
        const result = await contentApi.deleteImage(image.name, props.csrfToken)
        if (!result.ok) return setRefused({ remove: result.error ?? 'It was not deleted.' })
        props.said(true, 'The photograph is deleted.')
      },
    })
  }

  return (
    <li className="rounded-lg border border-slate-200 p-4" aria-labelledby={`${id}-name`}>
      <div className="flex flex-wrap gap-4">
        <img
          src={`${thumbnailOf(image.src)}?v=${encodeURIComponent(image.replacedAt ?? image.createdAt)}`}
          alt=""
          className="h-40 w-full rounded-md bg-slate-100 object-cover sm:h-28 sm:w-40"
        />
        <div className="min-w-0 flex-1 text-sm [overflow-wrap:anywhere]">
          <h2 id={`${id}-name`} className="font-semibold break-words text-navy">
            {described(image) || image.name}
          </h2>
          <p className="break-all text-slate-700">{image.fileName ?? image.name}</p>
          <p className="text-slate-700">
            {image.width} × {image.height} pixels, {kilobytes(image.bytes)}
          </p>
          <p className="text-slate-600">
            Uploaded {formatWhen(image.createdAt)}
            {image.authorEmail ? ` by ${image.authorEmail}` : ''}
            {image.replacedAt ? `; replaced ${formatWhen(image.replacedAt)}` : ''}
          </p>
        </div>
      </div>
      <h3 className="mt-4 text-sm font-semibold text-navy">Used on</h3>
      {image.uses.length === 0 ? (
        <p className="text-sm text-slate-700">Nothing yet.</p>
      ) : (
        <ul className="text-sm">
          {image.uses.map((use) => (
            <li key={`${use.ref}:${use.field}:${use.draft}`}>
              <a href={editLink(use.ref)} className="text-navy underline underline-offset-4">
                {use.title}
              </a>{' '}
              <span className="text-slate-600">
                ({fieldNameOf(use.field.split('.')).join(' › ')}
                {use.draft ? ', in a draft' : ''})
              </span>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={describe} noValidate className="mt-4 space-y-2">
        <AltTextFields
          id={`${id}-alt`}
          label="Alt text"
          decorativeLabel="Decorative"
          value={description}
          onChange={setDescription}
          error={error}
        />
        <button type="submit" className={button}>
          Save<span className="sr-only"> the alt text of {image.fileName ?? image.name}</span>
        </button>
      </form>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-file`} className="block text-sm font-semibold text-navy">
            Replace the file
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept={IMAGE_UPLOAD_TYPES.join(',')}
            className="mt-1 block text-sm file:mr-3 file:rounded-md file:border-0 file:bg-navy file:px-3 file:py-2 file:font-semibold file:text-white"
            onChange={(event) => {
              const file = event.target.files?.[0]
              if (file) void replace(file)
            }}
          />
        </div>
        <button type="button" className={`${button} text-red-strong`} onClick={remove}>
          Delete<span className="sr-only"> {image.fileName ?? image.name}</span>
        </button>
      </div>
      {refused.replace || refused.remove ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-strong">
          {refused.replace ?? refused.remove}
        </p>
      ) : null}
    </li>
  )
}
