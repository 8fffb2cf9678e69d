/** Every action the audit log records, and how the admin names it. */
export const AUDIT_ACTIONS = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  'owner-created': 'First owner created',
  'member-created': 'Member created on the command line',
  'password-changed': 'Password changed',
  'password-reset-requested': 'Password reset asked for',
  'password-reset': 'Password reset',
  'invitation-sent': 'Invitation sent',
  'invitation-resent': 'Invitation sent again',
  'invitation-revoked': 'Invitation revoked',
  'invitation-accepted': 'Invitation accepted',
  'role-changed': 'Role changed',
  'member-removed': 'Member removed',
  'session-ended': 'Session ended',
  'sessions-ended': 'All sessions of a member ended',
  'reply-sent': 'Reply sent',
  'subscribers-exported': 'Subscribers exported',
} as const
export type AuditAction = keyof typeof AUDIT_ACTIONS
