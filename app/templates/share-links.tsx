import { useState } from 'react'
import { useHydrated } from '#app/lib/use-hydrated.ts'

const linkClass =
  'inline-flex items-center rounded-md px-3 py-2 text-sm font-semibold text-navy ring-1 ring-slate-300 hover:bg-slate-100'

/** Share buttons that really share: plain links (work without JavaScript) and a copy button. */
export function ShareLinks({ heading, title, url }: { heading: string; title: string; url: string }) {
  const hydrated = useHydrated()
  const [copied, setCopied] = useState(false)
  const encodedUrl = encodeURIComponent(url)
  const encodedTitle = encodeURIComponent(title)
  const targets = [
    { label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}` },
    { label: 'X', href: `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodedTitle}` },
  ]
  async function copy() {
    await navigator.clipboard.writeText(url)
    setCopied(true)
  }
  return (
    <section aria-labelledby="share-heading" className="mt-12 border-t border-slate-200 pt-6">
      <h2 id="share-heading" className="text-sm font-semibold tracking-widest text-slate-600 uppercase">
        {heading}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {targets.map((target) => (
          <li key={target.label}>
            <a href={target.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {target.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
        <li>
          <a href={`mailto:?subject=${encodedTitle}&body=${encodedUrl}`} className={linkClass}>
            E-mail
          </a>
        </li>
        {hydrated ? (
          <li>
            <button type="button" onClick={copy} className={linkClass}>
              {copied ? 'Link copied' : 'Copy link'}
            </button>
          </li>
        ) : null}
      </ul>
      <p role="status" className="sr-only">
        {copied ? 'Link copied to the clipboard' : ''}
      </p>
    </section>
  )
}
