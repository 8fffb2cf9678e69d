import { useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { contentApi } from '#app/lib/admin-api/content.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import type { LibraryImage, UploadedImage } from '#contract/content.ts'
import { UPLOADS_PATH } from '#contract/admin-constants.ts'

const button =
  'rounded-md px-3 py-1.5 text-sm font-semibold text-navy ring-1 ring-slate-300 hover:bg-slate-100'

/** What the form shows of an image: an uploaded photograph's small copy, or the drawn art itself. */
export const thumbnailOf = (src: string) =>
  src.startsWith(UPLOADS_PATH) ? `/api/content/images/${src.slice(UPLOADS_PATH.length)}` : src

/** A photograph in words: what it shows, or that it is decorative. */
export const described = (image: LibraryImage) => (image.decorative ? 'Decorative' : image.alt)

type Description = { alt: string; decorative: boolean }

/** A photograph's alt text and its Decorative box: a decorative one has no alt text to give. */
export function AltTextFields(props: {
  id: string
  label: string
  hint?: string
  decorativeLabel: string
  value: Description
  onChange: (value: Description) => void
  error?: string | null
}) {
  const { id, value, error } = props
  const describedBy = [props.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return (
    <>
      <div>
        <label htmlFor={id} className="block font-semibold text-navy">
          {props.label}
        </label>
        {props.hint ? (
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {props.hint}
          </p>
        ) : null}
        <input
          id={id}
          value={value.alt}
          disabled={value.decorative}
          onChange={(event) => props.onChange({ ...value, alt: event.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 aria-invalid:border-red-strong"
        />
        {error ? (
          <p id={`${id}-error`} className="text-sm font-medium text-red-strong">
            {error}
          </p>
        ) : null}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={value.decorative}
          onChange={(event) => props.onChange({ ...value, decorative: event.target.checked })}
          className="size-4"
        />
        {props.decorativeLabel}
      </label>
    </>
  )
}

/**
 * Reuses a photograph of the library, with its alt text (the field may reword it): in an image
 * field, or as a picture in a text (`label`, `className`: its button there).
 */
export function LibraryPicker({
  onChosen,
  label = 'Choose from the library',
  className = button,
}: {
  onChosen: (image: UploadedImage) => void
  label?: string
  className?: string
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const hydrated = useHydrated()
  // One picker for each image field of the form: their ids apart.
  const id = useId()
  const [query, setQuery] = useState('')
  const [images, setImages] = useState<LibraryImage[] | null>(null)
  const [error, setError] = useState<string | null>(null)

  async function find(words: string) {
    setQuery(words)
    const result = await contentApi.library(words)
    if (result.ok) setImages(result.data.images)
    else setError(result.error ?? 'The library could not be loaded.')
  }

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          dialog.current?.showModal()
          void find(query)
        }}
      >
        {label}
      </button>
      {/* Out of the editor's form, which holds the button; in the browser only (a portal has no place
          in HTML made on the server, where the form's test renders it). */}
      {hydrated &&
        createPortal(
          <dialog
            ref={dialog}
            aria-labelledby={`${id}-title`}
            className="m-auto w-full max-w-3xl rounded-xl p-6 shadow-xl backdrop:bg-navy/60"
          >
            <div className="flex items-start justify-between gap-4">
              <h2 id={`${id}-title`} className="text-xl font-bold text-navy">
                Choose a photograph
              </h2>
              <button type="button" className={button} onClick={() => dialog.current?.close()}>
                Close
              </button>
            </div>
            <div role="search" className="mt-4">
              <label htmlFor={`${id}-query`} className="font-semibold text-navy">
                Find by alt text or file name
              </label>
              <input
                id={`${id}-query`}
                type="search"
                value={query}
                onChange={(event) => void find(event.target.value)}
                className="mt-1 block w-full max-w-sm rounded-md border border-slate-300 px-3 py-2"
              />
            </div>
            {error ? <p className="mt-3 font-medium text-red-strong">{error}</p> : null}
            {images?.length === 0 ? (
              <p className="mt-4 text-slate-700">
                {query ? 'No photograph matches.' : 'No photograph is uploaded yet.'}
              </p>
            ) : null}
            <ul className="mt-4 grid gap-4 sm:grid-cols-3">
              {images?.map((image) => (
                <li key={image.name} className="rounded-lg border border-slate-200 p-3">
                  <img
                    src={thumbnailOf(image.src)}
                    alt=""
                    className="h-28 w-full rounded-md bg-slate-100 object-cover"
                  />
                  <p className="mt-2 text-sm text-slate-800">{described(image)}</p>
                  <p className="text-sm text-slate-600">
                    {image.width} × {image.height}
                  </p>
                  <button
                    type="button"
                    className={`${button} mt-2`}
                    onClick={() => {
                      dialog.current?.close()
                      onChosen(image)
                    }}
                  >
                    Use this photograph<span className="sr-only">: {described(image)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </dialog>,
          document.body,
        )}
    </>
  )
}
