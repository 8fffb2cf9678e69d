import type { Help } from '../help.tsx'

/** The Newsletter screen's "how to": writing, testing and sending an issue. */
export const newsletterHelp: Help = {
  heading: 'How to send a newsletter',
  steps: [
    'Press New issue, write its subject and introduction, and add the pages of the site it presents.',
    'Choose who receives it by topic, then Save draft.',
    'Preview it, and press Send me a test to see it in your own mailbox.',
    'Press Send: it goes out to the confirmed readers of its topics; you can pause and resume it.',
  ],
  guide: '#send-a-newsletter',
}
