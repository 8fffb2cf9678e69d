import type { Help } from '../help.tsx'

/** The Subscribers screen's "how to": the list, its import and export. */
export const subscribersHelp: Help = {
  heading: 'How to manage subscribers',
  steps: [
    'Readers join from the site and confirm by e-mail; only confirmed readers get the newsletter.',
    'The list shows the newest hundred subscriptions; the button under it shows more, and Find an address searches them all.',
    'Import addresses from a CSV file: say how these people agreed; those who have not yet are each asked to confirm by e-mail.',
    'Export confirmed readers (CSV) gives the list with when and where each said yes.',
  ],
}
