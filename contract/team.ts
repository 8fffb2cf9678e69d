import { z } from 'zod'
import { PASSWORD_MIN, TOTP_DIGITS } from './admin-constants.ts'
import { LIMITS } from './limits.ts'
import { TokenSchema } from './newsletter.ts'
import { ROLES } from './roles-constants.ts'

const RoleSchema = z.enum(ROLES, 'Choose owner, admin or editor.')

export const MemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: RoleSchema,
  createdAt: z.string(),
  twoFactor: z.boolean().describe('Whether the member signs in with a code from an authenticator app.'),
  lastSeenAt: z.string().nullable().describe('The last activity of any of their sessions; null: none live.'),
  sessions: z.number().describe('How many live sessions they have.'),
})
export type Member = z.infer<typeof MemberSchema>

export const RoleBodySchema = z.object({ role: RoleSchema })

export const SessionItemSchema = z.object({
  id: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  device: z.string().describe('The browser and system, in words: "Chrome 131 on Windows".'),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean().describe('The session this request comes with.'),
})
export type SessionItem = z.infer<typeof SessionItemSchema>

export const TwoFactorStateSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().describe('Recovery codes not yet used.'),
  required: z.boolean().describe('The team requires two-step sign-in of every member.'),
})
export type TwoFactorState = z.infer<typeof TwoFactorStateSchema>

export const AccountResponseSchema = z.object({
  email: z.string(),
  role: RoleSchema,
  twoFactor: TwoFactorStateSchema,
  /** Whether the member is mailed each new contact message; null for a role that does not read the inbox. */
  messageMail: z.boolean().nullable(),
  sessions: z.array(SessionItemSchema),
})
export type AccountResponse = z.infer<typeof AccountResponseSchema>

export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)
  .max(1024, 'Use at most 1024 characters.')
  .meta({
    description: `At least ${PASSWORD_MIN} characters, and not a common or guessable password.`,
    examples: ['copper lantern quietly folds'],
  })

export const PasswordChangeBodySchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password.').max(1024),
  newPassword: NewPasswordSchema,
})
export type PasswordChangeBody = z.infer<typeof PasswordChangeBodySchema>

export const InvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: RoleSchema,
  invitedBy: z.string().nullable().describe('The inviting owner’s e-mail address.'),
  createdAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean().describe('Its link no longer works: send it again for a new one.'),
})
export type Invitation = z.infer<typeof InvitationSchema>

export const TeamResponseSchema = z.object({
  requireTwoFactor: z.boolean().describe('Every member must sign in with a code from an authenticator app.'),
  requireReview: z
    .boolean()
    .describe('An editor’s publish is a request that an owner or admin approves or sends back.'),
  members: z.array(MemberSchema),
  invitations: z.array(InvitationSchema).describe('Invitations not yet accepted or revoked.'),
})
export type TeamResponse = z.infer<typeof TeamResponseSchema>

export const InviteBodySchema = z.object({
  email: z.email('Enter a valid e-mail address.').max(LIMITS.email),
  role: RoleSchema,
})
export type InviteBody = z.infer<typeof InviteBodySchema>

/** What the invitation page shows before the invitee chooses a password. */
export const InvitationLookupResponseSchema = z.object({
  email: z.string(),
  role: RoleSchema,
  expiresAt: z.string(),
})
export type InvitationLookupResponse = z.infer<typeof InvitationLookupResponseSchema>

export const AcceptInvitationBodySchema = z.object({ token: TokenSchema, password: NewPasswordSchema })
export type AcceptInvitationBody = z.infer<typeof AcceptInvitationBodySchema>

export const ResetRequestBodySchema = z.object({
  email: z.email('Enter a valid e-mail address.').max(LIMITS.email),
})
export type ResetRequestBody = z.infer<typeof ResetRequestBodySchema>

export const ResetBodySchema = z.object({ token: TokenSchema, password: NewPasswordSchema })
export type ResetBody = z.infer<typeof ResetBodySchema>

/** A new authenticator, not yet confirmed: nothing is stored until a code from it is entered. */
export const TwoFactorSetupResponseSchema = z.object({
  secret: z.string().describe('The key, for typing into an authenticator app (base32).'),
  uri: z.string().describe('The otpauth:// address the QR code holds.'),
  qrSvg: z.string().describe('The QR code as an SVG document.'),
  setupToken: z.string().describe('Signed: sent back with the first code, within 15 minutes.'),
})
export type TwoFactorSetupResponse = z.infer<typeof TwoFactorSetupResponseSchema>

const TotpCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), `Enter the ${TOTP_DIGITS}-digit code your app shows.`)
  .meta({ examples: ['492039'] })

export const TwoFactorEnableBodySchema = z.object({
  setupToken: z.string().min(1).max(200),
  code: TotpCodeSchema,
  password: z
    .string()
    .max(1000)
    .optional()
    .describe('The member’s password: asked when two-step sign-in is on already (a move to a new key).'),
})
export type TwoFactorEnableBody = z.infer<typeof TwoFactorEnableBodySchema>

export const RecoveryCodesResponseSchema = z.object({
  message: z.string(),
  recoveryCodes: z.array(z.string()).describe('Shown once: each signs in once in place of a code.'),
})
export type RecoveryCodesResponse = z.infer<typeof RecoveryCodesResponseSchema>

/** A change to one's own sign-in that asks for the password again. */
export const PasswordConfirmBodySchema = z.object({
  password: z.string().min(1, 'Enter your password.').max(1024),
})
export type PasswordConfirmBody = z.infer<typeof PasswordConfirmBodySchema>
