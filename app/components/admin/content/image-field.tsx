import { createContext, useContext, useId, useRef, useState } from 'react'
import {
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_TYPES,
  LOGO_MAX_RATIO,
  UPLOADS_PATH,
} from '#contract/admin-constants.ts'
import type { ImageDescription, UploadedImage } from '#contract/content.ts'
import { AltTextFields, LibraryPicker, thumbnailOf } from './library-picker.tsx'
import { cn } from '#app/lib/cn.ts'
import type { Fields, JsonSchema } from './json-schema.ts'

/** Sends a photograph with what it shows; answers with its fields, or why it was refused. */
export type UploadImage = (
  file: File,
  description: ImageDescription,
) => Promise<{ ok: true; image: UploadedImage } | { ok: false; error: string }>

/** How the form uploads photographs (it needs the member's session); none: no upload button. */
export const ImageUploadContext = createContext<UploadImage | null>(null)

/** Whether a part of a form is an image: the fields the content's ImageSchema has. */
export const isImage = (schema: JsonSchema) => schema.control === 'image' || schema.control === 'logo'

/** Whether an image's picture was uploaded (its size is then the upload's, not typed). */
export function isUploaded(value: unknown) {
  const src = (value as Fields | undefined)?.src
  return typeof src === 'string' && src.startsWith(UPLOADS_PATH)
}

const NOT_DESCRIBED = { alt: '', decorative: false }

/** An image's picture and its upload button, above its fields (the alt text first among them). */
export function ImageUpload({
  value,
  onChange,
  logo,
}: {
  value: Fields
  onChange: (value: Fields) => void
  /** The firm's logo: a picture of its own kind, with no alt text (the firm's name is beside it). */
  logo?: boolean
}) {
  const upload = useContext(ImageUploadContext)
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [state, setState] = useState<{ busy: boolean; error?: string; done?: string }>({ busy: false })
  const src = typeof value.src === 'string' ? value.src : ''

  // What the photograph shows, asked once, before its file: kept with it in the library.
  const [description, setDescription] = useState(NOT_DESCRIBED)

  // A file chosen before its alt text was given waits for it, rather than being dropped.
  const [waiting, setWaiting] = useState<File | null>(null)

  async function send(file: File) {
    if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
      if (input.current) input.current.value = ''
      return setState({
        busy: false,
        error: `This file is over ${IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MB: export a smaller copy.`,
      })
    }
    if (!logo && !description.decorative && !description.alt.trim()) {
      setWaiting(file)
      return setState({
        busy: false,
        error: `Say what the photograph shows first (its alt text), or tick Decorative; then press Upload “${file.name}”.`,
      })
    }
    setWaiting(null)
    setState({ busy: true })
    // The logo goes without alt text: the firm's name is beside it wherever it shows.
    const result = await upload!(file, logo ? { alt: '', decorative: true } : description)
    if (!result.ok) return setState({ busy: false, error: result.error })
    const { width, height } = result.image
    if (logo && Math.max(width, height) > LOGO_MAX_RATIO * Math.min(width, height)) {
      if (input.current) input.current.value = ''
      return setState({
        busy: false,
        error: `This logo is ${width} × ${height} pixels: the site’s icons are square, so a wide logo would show as a thin strip. Crop it to a square around the mark, and upload that.`,
      })
    }
    chosen(result.image, logo ? 'Uploaded. Publish to put it on every page.' : 'Uploaded, with its alt text.')
  }

  /** Puts a photograph (uploaded, or from the library) in the field, with what it shows. */
  function chosen(image: UploadedImage, done: string) {
    // The picture's fields only: a photograph of the library carries its listing too.
    const { src, width, height, alt, decorative } = image
    onChange(logo ? { ...value, src, width, height } : { ...value, src, width, height, alt, decorative })
    setState({ busy: false, done })
    setDescription(NOT_DESCRIBED)
  }

  return (
    <div className="mb-4 flex flex-wrap items-start gap-4">
      {src ? (
        <figure>
          <img
            src={thumbnailOf(src)}
            alt=""
            className={cn(
              'h-24 rounded-md bg-slate-100 ring-1 ring-slate-200',
              logo ? 'w-24 object-contain' : 'w-36 object-cover',
            )}
          />
          {isUploaded(value) ? (
            <figcaption className="mt-1 text-sm text-slate-600">
              {String(value.width)} × {String(value.height)} pixels
            </figcaption>
          ) : null}
        </figure>
      ) : null}
      {upload ? (
        <div className="max-w-prose space-y-3">
          {logo ? null : (
            <AltTextFields
              id={`${id}-alt`}
              label="What the new photograph shows"
              hint="Its alt text, for those who cannot see it: asked once, kept with it in the library."
              decorativeLabel="Decorative: it adds nothing the words do not say"
              value={description}
              onChange={setDescription}
            />
          )}
          <div>
            <label htmlFor={id} className="font-semibold text-navy">
              {logo ? 'Upload a logo' : 'Upload a photograph'}
            </label>
            <p id={`${id}-hint`} className="text-sm text-slate-600">
              {logo
                ? 'A PNG or WebP, square, at least 192 pixels a side (512 is best), on a transparent ground: it shows on the white header and the dark footer, and the site’s icons are made from it.'
                : `JPEG, PNG, WebP or AVIF, up to ${IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MB. The site makes the sizes each screen needs.`}
            </p>
            <input
              ref={input}
              id={id}
              type="file"
              accept={IMAGE_UPLOAD_TYPES.join(',')}
              disabled={state.busy}
              aria-describedby={state.error ? `${id}-hint ${id}-error` : `${id}-hint`}
              aria-invalid={state.error ? true : undefined}
              className="mt-1 block text-sm file:mr-3 file:rounded-md file:border-0 file:bg-navy file:px-3 file:py-2 file:font-semibold file:text-white"
              onChange={(event) => {
                const file = event.target.files?.[0]
                if (file) void send(file)
              }}
            />
          </div>
          {waiting ? (
            <button
              type="button"
              onClick={() => void send(waiting)}
              className="rounded-md bg-navy px-3 py-2 text-sm font-semibold text-white hover:bg-navy-soft"
            >
              Upload “{waiting.name}”
            </button>
          ) : null}
          {logo ? null : (
            <LibraryPicker
              onChosen={(image) => chosen(image, 'Chosen from the library, with its alt text.')}
            />
          )}
          <p role="status" className="text-sm">
            {state.busy ? 'Uploading…' : state.error ? null : state.done}
          </p>
          {state.error ? (
            <p id={`${id}-error`} className="text-sm font-medium text-red-strong">
              {state.error}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
