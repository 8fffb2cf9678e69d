// Who may do what in the admin (docs/decisions/007-team-roles.md). Plain values, no zod: the admin
// pages read them to show only what a member may use, and the server enforces the same table on
// every route and socket.

export const ROLES = ['owner', 'admin', 'editor'] as const
export type Role = (typeof ROLES)[number]

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  admin: 'Admin',
  editor: 'Editor',
}

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: 'Everything, including the team, the audit log and the firm’s identity.',
  admin: 'Messages, subscribers, newsletters and the site’s content.',
  editor: 'The site’s content only.',
}

/** What a part of the admin needs; `member` is anyone signed in (their own account). */
export const PERMISSIONS = {
  member: ['owner', 'admin', 'editor'],
  inbox: ['owner', 'admin'],
  subscribers: ['owner', 'admin'],
  /** Composing and sending newsletters: mail to every subscriber of a topic. */
  newsletter: ['owner', 'admin'],
  team: ['owner'],
  content: ['owner', 'admin', 'editor'],
  /** Approving an editor's change, or sending it back, while the team reviews before publishing. */
  review: ['owner', 'admin'],
  /** What the site's visitors did: visits, sources, goals, searches. */
  analytics: ['owner', 'admin'],
  /** The firm's identity (content/site.yaml): its name, address and contacts on every page. */
  identity: ['owner'],
} as const satisfies Record<string, readonly Role[]>
export type Permission = keyof typeof PERMISSIONS

/** Why a member who is not an owner sees the firm's identity (content/site.yaml) read-only. */
export const IDENTITY_OWNERS_ONLY =
  'Only an owner may change the firm’s name, address and contacts. You can read them here; ask an owner to make a change.'

export function can(role: Role, permission: Permission) {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role)
}

/** Why a member may only read a content file, or null: the firm's identity is the owners'. */
export const whyReadOnly = (role: Role, ref: string) =>
  ref === 'site.yaml' && !can(role, 'identity') ? IDENTITY_OWNERS_ONLY : null

/**
 * Whether a member's publish is a request for review: the team reviews before publishing, and they
 * are an editor (owners and admins are the reviewers).
 */
export const mustAskForReview = (role: Role, required: boolean) => required && !can(role, 'review')

/** Why an editor's publish, restore, move, deletion or schedule is refused while the team reviews. */
export const REVIEW_FIRST =
  'Your team reviews changes before they go live: ask for review, and an owner or admin publishes it.'

/** A signed-in member as access needs them. */
export type MemberAccess = {
  role: Role
  /** The team requires two-step sign-in and this member has not turned it on yet. */
  mustSetUpTwoFactor: boolean
}

/**
 * Whether a member may use a part of the admin: their role allows it and, while the team requires
 * two-step sign-in that they have not turned on, only their own account is open to them.
 */
export function mayUse(member: MemberAccess, permission: Permission) {
  return can(member.role, permission) && (permission === 'member' || !member.mustSetUpTwoFactor)
}
