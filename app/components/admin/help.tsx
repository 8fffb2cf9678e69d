import { useState } from 'react'
import { adminPages } from '#content/admin-pages.ts'

/** The admin's screens that have a short "how to" beside them. */
export type HelpTopic =
  | 'inbox'
  | 'subscribers'
  | 'newsletter'
  | 'content'
  | 'content-edit'
  | 'content-library'
  | 'team'
  | 'audit'
  | 'analytics'
  | 'account'

/** The editors' guide: the whole of what the short "how to"s sum up. */
export const GUIDE_PATH = adminPages.adminGuide.route

/** What a screen is for, in the steps a person takes there, named by the buttons they press. */
const HELP: Record<HelpTopic, { heading: string; steps: string[]; guide?: string }> = {
  inbox: {
    heading: 'How to answer a message',
    steps: [
      'Each message from the contact form is listed here, newest first; the visitor was told you received it.',
      'Write under “Reply to” and press Send reply: the visitor gets it by e-mail, with their message quoted below. Write a follow-up sends another; each stays under the message, in order.',
      'The number beside Messages is how many wait for an answer. Archive puts a message out of the way; Archived brings it back.',
      'Owners and admins are e-mailed when a message arrives; turn that off or on in Your account.',
    ],
  },
  subscribers: {
    heading: 'How to manage subscribers',
    steps: [
      'Readers join from the site and confirm by e-mail; only confirmed readers get the newsletter.',
      'The list shows the newest hundred subscriptions; the button under it shows more, and Find an address searches them all.',
      'Import addresses from a CSV file: say how these people agreed; those who have not yet are each asked to confirm by e-mail.',
      'Export confirmed readers (CSV) gives the list with when and where each said yes.',
    ],
  },
  newsletter: {
    heading: 'How to send a newsletter',
    steps: [
      'Press New issue, write its subject and introduction, and add the pages of the site it presents.',
      'Choose who receives it by topic, then Save draft.',
      'Preview it, and press Send me a test to see it in your own mailbox.',
      'Press Send: it goes out to the confirmed readers of its topics; you can pause and resume it.',
    ],
    guide: '#send-a-newsletter',
  },
  content: {
    heading: 'How to publish your first page',
    steps: [
      'Press New beside a kind of content (an insight, say) and give it a title: its address is made from it.',
      'Fill in the form; Save draft whenever you like, even unfinished: it is yours until you publish.',
      'The list at the top of the form says what is left to do; its links lead to the fields.',
      'Press Preview to see the page as visitors will, then Publish: it is live in under a second (a change to every page, such as the menus, in about four).',
    ],
    guide: '#publish-your-first-page',
  },
  'content-edit': {
    heading: 'How to preview, publish and restore',
    steps: [
      'Save draft keeps your changes without showing them to anyone; Discard draft drops them.',
      'Preview shows the page with your draft at a phone’s and a desktop’s width, for you alone.',
      'Publish makes the saved draft live; the page, its listings, the sitemap and the search follow.',
      'If your team reviews changes first, Ask for review instead: an owner or admin approves it, or sends it back with a note.',
      'Publish or take down later sets a time on the firm’s clock for the saved draft to go live, or the page to come down.',
      'History lists every published version: Restore publishes an earlier one again as a new version.',
    ],
    guide: '#restore-an-earlier-version',
  },
  'content-library': {
    heading: 'How to keep the photographs',
    steps: [
      'Every photograph uploaded in the editor is here, with where it is used: find one by its alt text or file name.',
      'Change its alt text for the uses to come; each page keeps the words it has, and may reword them.',
      'Replace the file to put a better one in its place: every page that shows it follows, its address stays.',
      'Delete one only when nothing uses it: choose another photograph on those pages first.',
    ],
    guide: '#keep-the-photographs',
  },
  analytics: {
    heading: 'How to read the figures',
    steps: [
      'Visitors are people counted once a day, without a cookie: the same person on two days counts twice.',
      'Choose a period: each figure shows how it moved from the same number of days before.',
      'Where visits start and where visitors come from say which pages and sites bring people; links with utm_ tags (the newsletter’s) show as campaigns.',
      'The goals count messages sent, subscriptions confirmed, job alerts asked for and searches; searches that found nothing are pages waiting to be written.',
      'Download each day’s figures as CSV for a spreadsheet; a page’s reads of the last 30 days also show beside it in the content editor.',
    ],
    guide: '#read-the-figures',
  },
  team: {
    heading: 'How to invite a colleague',
    steps: [
      'Under Invite someone, give their e-mail and role, and press Send invitation.',
      'They get a link that works for 72 hours, and choose their password (and two-step sign-in, if the team requires it).',
      'An editor changes the content; an admin also answers messages and sends newsletters; an owner also runs the team and the firm’s identity.',
      'Send again or revoke an open invitation below; remove a member from the list of members.',
      'Review editors’ changes before they go live: an editor’s publish then waits for an owner or admin.',
    ],
    guide: '#invite-a-colleague',
  },
  audit: {
    heading: 'How to read the audit log',
    steps: [
      'Every change made in the admin is a line: who, what, when, and from which address.',
      'Filter by action to find, say, every publish or every sign-in that failed.',
    ],
  },
  account: {
    heading: 'How to keep your account safe',
    steps: [
      'Two-step sign-in asks for a code from an authenticator app after your password; keep your recovery codes.',
      'Where you are signed in lists your sessions: sign out of any you do not recognise.',
      'Turn the e-mail about new contact messages on or off.',
    ],
  },
}

/**
 * A screen's "how to", folded beside its title, and the way to the whole guide. Its steps are put in
 * the page when it is opened: folded, it adds only its summary to what the screen says.
 */
export function ScreenHelp({ topic }: { topic: HelpTopic }) {
  const help = HELP[topic]
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

function HelpSteps({ help }: { help: (typeof HELP)[HelpTopic] }) {
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
