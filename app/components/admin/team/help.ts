import type { Help } from '../help.tsx'

/** The Team screen's "how to": inviting, roles and the team's rules. */
export const teamHelp: Help = {
  heading: 'How to invite a colleague',
  steps: [
    'Under Invite someone, give their e-mail and role, and press Send invitation.',
    'They get a link that works for 72 hours, and choose their password (and two-step sign-in, if the team requires it).',
    'An editor changes the content; an admin also answers messages and sends newsletters; an owner also runs the team and the firm’s identity.',
    'Send again or revoke an open invitation below; remove a member from the list of members.',
    'Review editors’ changes before they go live: an editor’s publish then waits for an owner or admin.',
  ],
  guide: '#invite-a-colleague',
}
