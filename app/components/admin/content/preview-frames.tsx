import { useEffect, useState } from 'react'
import { adminApi } from '#app/lib/admin-api.ts'
import type { Preview } from '#contract/content.ts'

const POLL_MS = 1500
/** The two widths a page is looked at in: a phone's and a desktop's. */
const WIDTHS = [
  { label: 'Phone', width: 390, height: 844 },
  { label: 'Desktop', width: 1280, height: 800 },
]

/**
 * A preview of a draft: followed while it builds, then its page at a phone's and a desktop's width,
 * each drawn at its real width and scaled to fit beside the form.
 */
export function PreviewFrames({ initial }: { initial: Preview }) {
  const [preview, setPreview] = useState(initial)
  const [followed, setFollowed] = useState(initial)
  if (initial !== followed) {
    setFollowed(initial)
    setPreview(initial)
  }
  useEffect(() => {
    if (preview.state !== 'building') return
    const timer = setTimeout(() => {
      void adminApi.previewState(preview.id).then((result) => result.ok && setPreview(result.data.preview))
    }, POLL_MS)
    return () => clearTimeout(timer)
  }, [preview])

  return (
    <section aria-labelledby="preview-heading" className="mt-10">
      <h2 id="preview-heading" className="text-xl font-bold text-navy">
        Preview
      </h2>
      <div role="status">
        {preview.state === 'building' ? (
          <p className="mt-2 text-slate-700">Building the preview; this takes about half a minute.</p>
        ) : preview.state === 'failed' ? (
          <div className="mt-2 rounded-md bg-red-50 p-4 text-red-900">
            <p className="font-semibold">The preview could not be built.</p>
            {preview.error ? <pre className="mt-2 text-sm whitespace-pre-wrap">{preview.error}</pre> : null}
          </div>
        ) : (
          <p className="mt-2 text-slate-700">
            The page as visitors will get it once published.{' '}
            <a
              href={preview.path}
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
      {preview.state === 'ready' ? (
        <div className="mt-4 flex flex-wrap items-start gap-6">
          {WIDTHS.map(({ label, width, height }) => {
            const scale = label === 'Phone' ? 0.6 : 0.45
            return (
              <figure key={label} className="shrink-0">
                <figcaption className="text-sm font-semibold text-slate-700">
                  {label}, {width} px
                </figcaption>
                <div
                  className="mt-2 overflow-hidden rounded-md ring-1 ring-slate-300"
                  style={{ width: width * scale, height: height * scale }}
                >
                  <iframe
                    title={`Preview at ${width} pixels wide`}
                    src={preview.path}
                    width={width}
                    height={height}
                    style={{ transform: `scale(${scale})`, transformOrigin: '0 0' }}
                  />
                </div>
              </figure>
            )
          })}
        </div>
      ) : null}
    </section>
  )
}
