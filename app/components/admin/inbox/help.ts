import type { Help } from '../help.tsx'

/** The Messages screen's "how to": answering the contact form. */
export const inboxHelp: Help = {
  heading: 'How to answer a message',
  steps: [
    'Each message from the contact form is listed here, newest first; the visitor was told you received it.',
    'Write under “Reply to” and press Send reply: the visitor gets it by e-mail, with their message quoted below. Write a follow-up sends another; each stays under the message, in order.',
    'The number beside Messages is how many wait for an answer. Archive puts a message out of the way; Archived brings it back.',
    'Owners and admins are e-mailed when a message arrives; turn that off or on in Your account.',
  ],
}
