import type { Site } from '#content/schemas.ts'
import { randomUUID } from 'node:crypto'
import type { Selectable } from 'kysely'
import { addMs, type Clock } from '#server/lib/clock.ts'
import {
  ConflictError,
  GoneError,
  InvalidFieldError,
  TooManyRequestsError,
  UnauthorizedError,
} from '#server/lib/errors.ts'
import { clientNetwork } from '#server/lib/network.ts'
import { DUMMY_HASH, hashPassword, PasswordChecksBusyError, verifyPassword } from '#server/lib/passwords.ts'
import { hashToken, newToken, type Signer } from '#server/lib/tokens.ts'
import { assertPasswordAllowed } from '#server/lib/password-policy.ts'
import type { RateLimitRepository } from '#server/db/rate-limit.repository.ts'
import type { Role } from '#contract/roles-constants.ts'
import type { AdminUsersTable } from '#server/db/schema.ts'
import type { AuditLog } from '#server/modules/audit/audit.service.ts'
import type { AuthRepository } from './auth.repository.ts'

export const SESSION_IDLE_MS = 30 * 60 * 1000
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000
export const SETUP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000
// Failed sign-ins allowed per address, and per network, in one window (attempts in flight count).
export const LOGIN_WINDOW_MS = 15 * 60 * 1000
export const LOGIN_MAX_FAILURES_PER_EMAIL = 5
export const LOGIN_MAX_FAILURES_PER_IP = 20
// A browser that has signed in before brings a device cookie: its failures count against that
// device, not the address, so strangers cannot lock the owner out (OWASP's device cookies).
export const LOGIN_MAX_FAILURES_PER_DEVICE = 5
export const DEVICE_COOKIE_MS = 365 * 24 * 60 * 60 * 1000

const INVALID_LOGIN = 'The e-mail address or password is not correct.'
// Time to open the authenticator app after the password.
export const TWO_FACTOR_TICKET_MS = 5 * 60 * 1000
const TICKET_KIND = 'sign-in-code'
const TICKET_EXPIRED = 'Your sign-in has expired. Enter your e-mail address and password again.'
const WRONG_CODE = 'This code is not correct, or has been used already. Enter the newest code your app shows.'

type AdminRow = Selectable<AdminUsersTable>

/** A session begun: its cookies' values, who it is for, and the browser's device cookie. */
export type SignedIn = {
  sessionId: string
  csrfToken: string
  device: string
  admin: { email: string; role: Role; mustSetUpTwoFactor: boolean }
}
/** What a right password leads to: a session, or the code step with a ticket for it. */
export type SignInStep = SignedIn | { codeRequired: true; ticket: string }

type Deps = {
  repo: AuthRepository
  limits: RateLimitRepository
  clock: Clock
  /** Signs device cookies with the server's key. */
  signer: Signer
  audit: AuditLog
  /** The firm as the live site names it (its name follows a publish of site.yaml at once). */
  firm: () => Site
  /** The second step of a sign-in (two-factor.service.ts): which kind of code it was, or null. */
  verifyCode: (
    member: { id: string; twoFactorSecret: string },
    code: string,
  ) => Promise<'authenticator' | 'recovery-code' | null>
  /** Whether the team requires two-step sign-in of everyone. */
  isTwoFactorRequired: () => Promise<boolean>
  /** Told when a session ends by sign-out, so its live connections can end with it. */
  onSessionEnded?: (idHash: string) => void
}

/** Where a sign-in comes from: shown to the member in their list of sessions, and in the audit log. */
export type Client = { ip: string; userAgent: string }

/** Admin accounts, password sign-in with throttling, and server-side sessions (docs/security.md). */
export function createAuthService({
  repo,
  limits,
  clock,
  signer,
  audit,
  firm,
  verifyCode,
  isTwoFactorRequired,
  onSessionEnded = () => {},
}: Deps) {
  const idleSince = (now: Date) => new Date(now.getTime() - SESSION_IDLE_MS).toISOString()

  async function findLiveSession(sessionId: string) {
    const now = clock()
    return repo.findLiveSession(hashToken(sessionId), idleSince(now), now.toISOString())
  }

  /** A member made on the server's command line (`npm run admin -- create`). */
  async function createAdmin(email: string, password: string, role: Role = 'owner') {
    const normalised = email.trim().toLowerCase()
    assertPasswordAllowed(password, { email: normalised, firm: firm() })
    if (await repo.findAdminByEmail(normalised)) {
      throw new ConflictError('An admin with this e-mail address already exists.')
    }
    const id = randomUUID()
    await repo.insertAdmin({
      id,
      email: normalised,
      passwordHash: await hashPassword(password),
      role,
      createdAt: clock().toISOString(),
    })
    // Any setup link left in a log is worthless from now on.
    await repo.deleteSetupTokens()
    await audit.record({ actor: null, action: 'member-created', target: normalised, detail: { role } })
    return { email: normalised }
  }

  const emailPart = (email: string) => Buffer.from(email).toString('base64url')
  const newDevice = (email: string) => signer.sign(`${newToken()}.${emailPart(email)}`)
  /** The id of a device cookie we issued for this address, or null. */
  function deviceOf(cookie: string | undefined, email: string) {
    const [id, forEmail] = signer.verify(cookie)?.split('.') ?? []
    return id && forEmail === emailPart(email) ? id : null
  }

  async function startSession(adminId: string, client: Client) {
    const sessionId = newToken()
    const csrfToken = newToken()
    const now = clock()
    await repo.insertSession({
      idHash: hashToken(sessionId),
      id: randomUUID(),
      adminId,
      csrfToken,
      ip: client.ip,
      // Shown to the member to tell their devices apart; a few hundred characters say enough.
      userAgent: client.userAgent.slice(0, 300),
      createdAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      expiresAt: addMs(now, SESSION_ABSOLUTE_MS).toISOString(),
    })
    return { sessionId, csrfToken }
  }

  /**
   * The failure counters a sign-in from this browser meets: a browser that has signed in before
   * answers for itself alone; anyone else for the address and for the network it comes from.
   */
  function countersFor(email: string, device: string | undefined, ip: string) {
    const deviceId = deviceOf(device, email)
    return deviceId
      ? [{ key: `login:device:${deviceId}`, max: LOGIN_MAX_FAILURES_PER_DEVICE }]
      : [
          { key: `login:email:${email}`, max: LOGIN_MAX_FAILURES_PER_EMAIL },
          { key: `login:ip:${clientNetwork(ip)}`, max: LOGIN_MAX_FAILURES_PER_IP },
        ]
  }
  type Counters = ReturnType<typeof countersFor>

  const takeBack = (counters: Counters) => Promise.all(counters.map(({ key }) => limits.release(key)))

  /**
   * Counts the attempt before its check, in one statement per counter, so parallel attempts cannot
   * all read the same count: only the first five are ever checked.
   */
  async function admit(counters: Counters) {
    const hits = await Promise.all(counters.map(({ key }) => limits.hit(key, LOGIN_WINDOW_MS)))
    if (hits.some((hit, i) => hit.current > counters[i]!.max)) {
      await takeBack(counters)
      const minutes = Math.max(1, Math.ceil(Math.max(...hits.map((hit) => hit.ttl)) / 60_000))
      throw new TooManyRequestsError(
        `Too many failed sign-in attempts. Please wait ${minutes} minute(s) and try again, or reset your password: the e-mailed link lets this browser sign in at once.`,
      )
    }
  }

  // A session's row says both whether the member has it on and whether the team requires it.
  const mustSetUpOf = (found: { twoFactorEnabledAt: string | null; requireTwoFactor: string | null }) =>
    !found.twoFactorEnabledAt && found.requireTwoFactor === 'true'
  const mustSetUp = async (admin: { twoFactorEnabledAt: string | null }) =>
    !admin.twoFactorEnabledAt && (await isTwoFactorRequired())

  async function signedIn(admin: AdminRow, counters: Counters, client: Client): Promise<SignedIn> {
    // Only failures count against the address (or device) and the network.
    await Promise.all(
      counters.map(({ key }) => (key.startsWith('login:ip:') ? limits.release(key) : limits.reset(key))),
    )
    await audit.record({ actor: { id: admin.id, email: admin.email }, action: 'sign-in', ip: client.ip })
    return {
      ...(await startSession(admin.id, client)),
      admin: { email: admin.email, role: admin.role, mustSetUpTwoFactor: await mustSetUp(admin) },
      device: newDevice(admin.email),
    }
  }

  return {
    createAdmin,

    /**
     * A device cookie for this address, for a browser that has shown it reads the address's mail
     * (it opened a reset link): a flood of wrong guesses at the address no longer locks it out.
     */
    deviceFor: newDevice,

    hasAdmin: async () => (await repo.countAdmins()) > 0,

    /**
     * While no admin exists: a one-time link to create the first one (printed to the log). It
     * replaces any earlier link, so one is valid at a time.
     */
    async issueSetupToken() {
      const token = newToken()
      await repo.replaceSetupToken(hashToken(token), addMs(clock(), SETUP_TOKEN_TTL_MS).toISOString())
      return token
    },

    async setup(token: string, email: string, password: string, ip: string) {
      const normalised = email.trim().toLowerCase()
      assertPasswordAllowed(password, { email: normalised, firm: firm() })
      const now = clock()
      const id = randomUUID()
      const created = await repo.createFirstAdmin(hashToken(token), now.toISOString(), {
        id,
        email: normalised,
        passwordHash: await hashPassword(password),
        role: 'owner',
        createdAt: now.toISOString(),
      })
      if (!created) throw new GoneError('This setup link has expired or has already been used.')
      await audit.record({ actor: { id, email: normalised }, action: 'owner-created', ip })
      return { email: normalised }
    },

    /**
     * Checks a password; `device` is the device cookie the browser brought, if any. Only checked
     * passwords count: an attempt refused before its check (over a limit, or the checks busy) is
     * taken back. A member with two-step sign-in gets a ticket for the code instead of a session.
     */
    async login(email: string, password: string, client: Client, device?: string): Promise<SignInStep> {
      const normalised = email.trim().toLowerCase()
      const counters = countersFor(normalised, device, client.ip)
      const deviceId = deviceOf(device, normalised)
      await admit(counters)
      const admin = await repo.findAdminByEmail(normalised)
      const valid = await verifyPassword(
        password,
        admin?.passwordHash ?? DUMMY_HASH,
        deviceId ? 'knownDevice' : 'anyone',
      ).catch(async (error: unknown) => {
        if (error instanceof PasswordChecksBusyError) await takeBack(counters)
        throw error
      })
      if (!admin || !valid) {
        // A checked guess at a member's password; guesses at unknown addresses are not kept.
        if (admin)
          await audit.record({ actor: null, action: 'sign-in-failed', target: admin.email, ip: client.ip })
        throw new UnauthorizedError(INVALID_LOGIN)
      }
      if (admin.twoFactorEnabledAt) {
        // The right password is not yet a sign-in: the failures so far stay counted, so wrong codes
        // after it meet the same limit as wrong passwords.
        await takeBack(counters)
        const expires = clock().getTime() + TWO_FACTOR_TICKET_MS
        return { codeRequired: true, ticket: signer.sign(`${TICKET_KIND}.${admin.id}.${expires}`) }
      }
      return signedIn(admin, counters, client)
    },

    /** Signs in a member who has just chosen their password (first owner, invitation). */
    async signInNewMember(email: string, client: Client) {
      const admin = await repo.findAdminByEmail(email)
      if (!admin) throw new UnauthorizedError()
      return signedIn(admin, [], client)
    },

    /** The second step: the ticket from the right password, and a code or a recovery code. */
    async loginWithCode(ticket: string | undefined, code: string, client: Client, device?: string) {
      const [kind, adminId, expires] = signer.verify(ticket)?.split('.') ?? []
      const admin =
        kind === TICKET_KIND && adminId && Number(expires) > clock().getTime()
          ? await repo.findAdminById(adminId)
          : undefined
      if (!admin?.twoFactorSecret) throw new UnauthorizedError(TICKET_EXPIRED)
      const counters = countersFor(admin.email, device, client.ip)
      await admit(counters)
      const method = await verifyCode({ id: admin.id, twoFactorSecret: admin.twoFactorSecret }, code)
      if (!method) {
        await audit.record({
          actor: null,
          action: 'sign-in-failed',
          target: admin.email,
          detail: { step: 'code' },
          ip: client.ip,
        })
        throw new InvalidFieldError('code', WRONG_CODE)
      }
      if (method === 'recovery-code')
        await audit.record({
          actor: { id: admin.id, email: admin.email },
          action: 'recovery-code-used',
          ip: client.ip,
        })
      return signedIn(admin, counters, client)
    },

    /** The signed-in admin for a session cookie, refreshing its idle timer; null when not signed in. */
    async session(sessionId: string | undefined) {
      if (!sessionId) return null
      const found = await findLiveSession(sessionId)
      if (!found) return null
      const now = clock()
      // Touch at most once a minute: fewer writes, same idle expiry to the minute.
      if (now.getTime() - Date.parse(found.lastSeenAt) > 60_000)
        await repo.touchSession(found.idHash, now.toISOString())
      return {
        admin: {
          id: found.adminId,
          email: found.email,
          role: found.role,
          mustSetUpTwoFactor: mustSetUpOf(found),
        },
        csrfToken: found.csrfToken,
        /** The session's public id: the member's list marks it as this one. */
        id: found.id,
        idHash: found.idHash,
      }
    },

    /**
     * Whether a session is live, without counting as activity (a live connection is not the admin
     * at work): its id hash and how long it has left unless the admin does something before.
     */
    async liveSession(sessionId: string | undefined) {
      const found = sessionId ? await findLiveSession(sessionId) : undefined
      if (!found) return null
      const endsAt = Math.min(Date.parse(found.lastSeenAt) + SESSION_IDLE_MS, Date.parse(found.expiresAt))
      return {
        idHash: found.idHash,
        adminId: found.adminId,
        role: found.role,
        mustSetUpTwoFactor: mustSetUpOf(found),
        msLeft: endsAt - clock().getTime(),
      }
    },

    async logout(sessionId: string | undefined) {
      if (!sessionId) return
      const idHash = hashToken(sessionId)
      if (await repo.deleteSession(idHash)) onSessionEnded(idHash)
    },

    sweepSessions: () => {
      const now = clock()
      return repo.deleteDeadSessions(idleSince(now), now.toISOString())
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
