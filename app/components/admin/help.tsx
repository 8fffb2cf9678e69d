import { useState } from 'react'
import { adminPages } from '#content/admin-pages.ts'

/** The editors' guide: the whole of what the short "how to"s sum up. */
export const GUIDE_PATH = adminPages.adminGuide.route

/** A screen's short "how to", kept beside the screen (its help.ts) and shown by AdminShell. */
export type Help = {
  heading: string
  /** What the screen is for, in the steps a person takes there, named by the buttons they press. */
  steps: string[]
  /** Its part of the editors' guide, as an anchor ('#invite-a-colleague'); without one, the guide's top. */
  guide?: string
}

/**
 * A screen's "how to", folded beside its title, and the way to the whole guide. Its steps are put in
 * the page when it is opened: folded, it adds only its summary to what the screen says.
 */
export function ScreenHelp({ help }: { help: Help }) {
  const [open, setOpen] = useState(false)
  return (
    <details
      className="mt-4 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer font-semibold text-navy">{help.heading}</summary>
      {open ? <HelpSteps help={help} /> : null}
    </details>
  )
}

function HelpSteps({ help }: { help: Help }) {
  return (
    <>
      <ol className="mt-3 list-decimal space-y-1 pl-5 text-slate-800">
        {help.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-3 text-sm">
        <a href={`${GUIDE_PATH}${help.guide ?? ''}`} className="font-semibold text-navy underline">
          The editors’ guide
        </a>{' '}
        explains every screen of the admin.
      </p>
    </>
  )
}
