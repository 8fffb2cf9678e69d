import type { Help } from '../help.tsx'

/** Your account's "how to": two-step sign-in, sessions, mail. */
export const accountHelp: Help = {
  heading: 'How to keep your account safe',
  steps: [
    'Two-step sign-in asks for a code from an authenticator app after your password; keep your recovery codes.',
    'Where you are signed in lists your sessions: sign out of any you do not recognise.',
    'Turn the e-mail about new contact messages on or off.',
  ],
}
