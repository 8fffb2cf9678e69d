import type { Help } from '../help.tsx'

/** The audit log's "how to". */
export const auditHelp: Help = {
  heading: 'How to read the audit log',
  steps: [
    'Every change made in the admin is a line: who, what, when, and from which address.',
    'Filter by action to find, say, every publish or every sign-in that failed.',
  ],
}
