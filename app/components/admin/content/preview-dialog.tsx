import { useEffect, useRef, useState } from 'react'
import { contentApi } from '#app/lib/admin-api/content.ts'
import type { Preview } from '#contract/content.ts'

const POLL_MS = 500
/** The two widths a page is looked at in: a phone's and a desktop's. */
const WIDTHS = [
  { label: 'Phone', width: 390, height: 844 },
  { label: 'Desktop', width: 1280, height: 800 },
] as const

/** How small each width is drawn to fit the dialog: side by side where there is room, else one above the other. */
function scales(room: number) {
  if (room >= 900) return { Phone: 0.6, Desktop: Math.min(1, (room - 390 * 0.6 - 24) / 1280) }
  return { Phone: Math.min(1, room / 390), Desktop: room / 1280 }
}

/**
 * A draft's preview, over the form the moment it is asked for: its progress while it starts and
 * builds, why it failed, or the page at a phone's and a desktop's width, each drawn at its real width
 * and scaled to fit. `preview` is null while the request is on its way; `error` says why it was refused.
 */
export function PreviewDialog(props: {
  title: string
  preview: Preview | null
  error: string | null
  onClose: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [preview, setPreview] = useState(props.preview)
  const [followed, setFollowed] = useState(props.preview)
  const [seconds, setSeconds] = useState(0)
  const [room, setRoom] = useState(0)
  if (props.preview !== followed) {
    setFollowed(props.preview)
    setPreview(props.preview)
  }
  useEffect(() => {
    dialog.current?.showModal()
    const measure = () => setRoom((dialog.current?.clientWidth ?? 0) - 48)
    measure()
    addEventListener('resize', measure)
    return () => removeEventListener('resize', measure)
  }, [])
  const building = !props.error && (preview === null || preview.state === 'building')
  useEffect(() => {
    if (!building) return
    const timer = setInterval(() => setSeconds((count) => count + 1), 1000)
    return () => clearInterval(timer)
  }, [building])
  useEffect(() => {
    if (preview?.state !== 'building') return
    const timer = setTimeout(() => {
      void contentApi.previewState(preview.id).then((result) => result.ok && setPreview(result.data.preview))
    }, POLL_MS)
    return () => clearTimeout(timer)
  }, [preview])

  const failure = props.error ?? (preview?.state === 'failed' ? (preview.error ?? '') : null)
  const scale = scales(room)
  return (
    <dialog
      ref={dialog}
      aria-labelledby="preview-heading"
      onClose={props.onClose}
      className="m-auto h-[92vh] w-[96vw] max-w-none rounded-xl p-6 shadow-xl backdrop:bg-navy/60"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="preview-heading" className="text-xl font-bold text-navy">
          Preview of “{props.title}”
        </h2>
        <form method="dialog">
          <button
            type="submit"
            className="rounded-md px-4 py-2 font-semibold text-navy ring-1 ring-slate-300 hover:bg-slate-100"
          >
            Close the preview
          </button>
        </form>
      </div>
      <div role="status">
        {failure !== null ? (
          <div className="mt-3 rounded-md bg-red-50 p-4 text-red-900">
            <p className="font-semibold">The preview could not be made.</p>
            {failure ? <p className="mt-2 text-sm whitespace-pre-wrap">{failure}</p> : null}
          </div>
        ) : building ? (
          <p className="mt-3 flex items-center gap-3 text-slate-700">
            <progress aria-label="Preview progress" className="w-40" />
            {preview ? 'Building the page with your draft' : 'Starting the preview'}… {seconds} s
          </p>
        ) : (
          <p className="mt-3 text-slate-700">
            The page as visitors will get it once published.{' '}
            <a
              href={preview!.path}
              target="_blank"
              rel="noopener"
              className="font-semibold text-navy underline"
            >
              Open it in a new tab
            </a>
            .
          </p>
        )}
      </div>
      {preview?.state === 'ready' && room > 0 ? (
        <div className="mt-4 flex flex-wrap items-start gap-6">
          {WIDTHS.map(({ label, width, height }) => (
            <figure key={label} className="shrink-0">
              <figcaption className="text-sm font-semibold text-slate-700">
                {label}, {width} px
              </figcaption>
              <div
                className="mt-2 overflow-hidden rounded-md ring-1 ring-slate-300"
                style={{ width: width * scale[label], height: height * scale[label] }}
              >
                <iframe
                  title={`Preview at ${width} pixels wide`}
                  src={preview.path}
                  width={width}
                  height={height}
                  style={{ transform: `scale(${scale[label]})`, transformOrigin: '0 0' }}
                />
              </div>
            </figure>
          ))}
        </div>
      ) : null}
    </dialog>
  )
}
