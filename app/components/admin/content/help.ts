import type { Help } from '../help.tsx'

/** The content list's "how to" (and a new entry's): a first page, from New to Publish. */
export const contentListHelp: Help = {
  heading: 'How to publish your first page',
  steps: [
    'Press New beside a kind of content (an insight, say) and give it a title: its address is made from it.',
    'Fill in the form; Save draft whenever you like, even unfinished: it is yours until you publish.',
    'The list at the top of the form says what is left to do; its links lead to the fields.',
    'Press Preview to see the page as visitors will, then Publish: it is live in under a second (a change to every page, such as the menus, in about four).',
  ],
  guide: '#publish-your-first-page',
}

/** An entry's "how to": its draft, preview, publish, schedule and history. */
export const entryEditorHelp: Help = {
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
}

/** The Photographs screen's "how to": the library of uploaded photographs. */
export const libraryHelp: Help = {
  heading: 'How to keep the photographs',
  steps: [
    'Every photograph uploaded in the editor is here, with where it is used: find one by its alt text or file name.',
    'Change its alt text for the uses to come; each page keeps the words it has, and may reword them.',
    'Replace the file to put a better one in its place: every page that shows it follows, its address stays.',
    'Delete one only when nothing uses it: choose another photograph on those pages first.',
  ],
  guide: '#keep-the-photographs',
}
