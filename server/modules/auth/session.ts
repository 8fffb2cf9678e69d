import cookie from '@fastify/cookie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  ADMIN_HINT_COOKIE,
  CSRF_HEADER,
  DEVICE_COOKIE,
  SESSION_COOKIE,
  TWO_FACTOR_COOKIE,
} from '#contract/admin.ts'
import type { Config } from '#server/config.ts'
import {
  can,
  mayUse,
  ROLE_LABELS,
  whyReadOnly,
  type MemberAccess,
  type Permission,
} from '#contract/roles-constants.ts'
import { isSameOrigin } from '#server/http/same-origin.ts'
import { ForbiddenError, UnauthorizedError } from '#server/lib/errors.ts'
import {
  DEVICE_COOKIE_MS,
  SESSION_ABSOLUTE_MS,
  TWO_FACTOR_TICKET_MS,
  type AuthService,
} from './auth.service.ts'

type AdminSession = NonNullable<Awaited<ReturnType<AuthService['session']>>>

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route (contract/roles-constants.ts): 401 without a live session, 403 for a role
     * without this permission, checked as the request arrives. Absent: anyone, signed in or not.
     */
    permission?: Permission
  }
  interface FastifyRequest {
    adminSession: AdminSession | null
    /** The signed-in member of a route that declares a permission. */
    member: () => AdminSession
  }
  interface FastifyInstance {
    /** onRequest hook: 403 when a browser says the request comes from another site. */
    requireSameOrigin: (request: FastifyRequest) => Promise<void>
    /** onRequest hook of a route with a permission: 403 unless the request is same-origin and carries the CSRF token. */
    requireCsrf: (request: FastifyRequest) => Promise<void>
    /** The signed-in admin, if any, without failing (pages and sockets use it). */
    readSession: (cookieHeader: string | undefined) => Promise<AdminSession | null>
    /** The session's cookies, and the device cookie that lets this browser past a locked account. */
    setSessionCookies: (
      reply: FastifyReply,
      signedIn: { sessionId: string; device: string; admin: MemberAccess },
    ) => void
    /** The device cookie alone: this browser signs in past a lock on its address (a reset link was opened in it). */
    setDeviceCookie: (reply: FastifyReply, device: string) => void
    /** The ticket a right password earns when the code comes next: sent only to sign-in, five minutes. */
    setCodeTicketCookie: (reply: FastifyReply, ticket: string) => void
    clearSessionCookies: (reply: FastifyReply) => void
  }
}

export async function registerSession(
  app: FastifyInstance,
  { auth, config }: { auth: AuthService; config: Config },
) {
  await app.register(cookie)
  const cookieOptions = {
    path: '/',
    sameSite: 'lax' as const,
    secure: config.secureCookies,
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  }

  app.decorateRequest('adminSession', null)
  app.decorateRequest('member', function (this: FastifyRequest) {
    if (!this.adminSession) throw new Error('member() on a route that declares no permission')
    return this.adminSession
  })
  app.decorate('readSession', async (cookieHeader: string | undefined) => {
    const sessionId = cookieHeader ? app.parseCookie(cookieHeader)[SESSION_COOKIE] : undefined
    return auth.session(sessionId)
  })
  // Before the route's own hooks (the CSRF check) and before its body is read or validated, so a
  // stranger learns nothing from what the route would have said.
  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config?.permission
    if (!permission) return
    const session = await auth.session(request.cookies[SESSION_COOKIE])
    if (!session) throw new UnauthorizedError()
    if (!can(session.admin.role, permission))
      throw new ForbiddenError(
        `Your role (${ROLE_LABELS[session.admin.role]}) does not allow this. Ask an owner if you need it.`,
      )
    if (!mayUse(session.admin, permission))
      throw new ForbiddenError(
        'Your team requires two-step sign-in. Turn it on in Your account first, then try again.',
      )
    request.adminSession = session
  })
  const requireSameOrigin = async (request: FastifyRequest) => {
    if (
      request.headers['sec-fetch-site'] === 'cross-site' ||
      !isSameOrigin(request.headers, config.publicUrl, request.protocol)
    )
      throw new ForbiddenError('Cross-site requests are not allowed.')
  }
  app.decorate('requireSameOrigin', requireSameOrigin)
  app.decorate('requireCsrf', async (request: FastifyRequest) => {
    await requireSameOrigin(request)
    const token = request.headers[CSRF_HEADER]
    if (typeof token !== 'string' || token !== request.adminSession?.csrfToken) {
      throw new ForbiddenError('Missing or invalid CSRF token. Reload the page and try again.')
    }
  })
  // Sent only to sign-in: neither the device nor the ticket is any use elsewhere.
  const signInCookie = {
    path: '/api/auth/login',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: config.secureCookies,
  }
  app.decorate('setCodeTicketCookie', (reply: FastifyReply, ticket: string) => {
    reply.setCookie(TWO_FACTOR_COOKIE, ticket, { ...signInCookie, maxAge: TWO_FACTOR_TICKET_MS / 1000 })
  })
  // Kept across sign-outs.
  const setDeviceCookie = (reply: FastifyReply, device: string) =>
    void reply.setCookie(DEVICE_COOKIE, device, { ...signInCookie, maxAge: DEVICE_COOKIE_MS / 1000 })
  app.decorate('setDeviceCookie', setDeviceCookie)
  app.decorate('setSessionCookies', (reply: FastifyReply, { sessionId, device, admin }) => {
    reply.setCookie(SESSION_COOKIE, sessionId, { ...cookieOptions, httpOnly: true })
    reply.clearCookie(TWO_FACTOR_COOKIE, { path: signInCookie.path })
    // Public pages load the live-notice client only for members who may hear of new messages.
    if (mayUse(admin, 'inbox')) reply.setCookie(ADMIN_HINT_COOKIE, '1', { ...cookieOptions, httpOnly: false })
    else reply.clearCookie(ADMIN_HINT_COOKIE, { path: '/' })
    setDeviceCookie(reply, device)
  })
  app.decorate('clearSessionCookies', (reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIE, { path: '/' })
    reply.clearCookie(ADMIN_HINT_COOKIE, { path: '/' })
  })

  const sweep = setInterval(
    () => {
      auth.sweepSessions().catch((error: unknown) => app.log.warn({ err: error }, 'session sweep failed'))
    },
    15 * 60 * 1000,
  )
  sweep.unref()
  app.addHook('onClose', async () => clearInterval(sweep))
}

/** The signed-in member and their address, for a service that records what they do. */
export function actingOf(request: FastifyRequest) {
  const { admin } = request.member()
  return { actor: { id: admin.id, email: admin.email }, ip: request.ip }
}

/** Refuses a member a content file that is not theirs to change: the firm's identity is the owners' (decision 007). */
export function checkMayChange(request: FastifyRequest, ref: string) {
  const reason = whyReadOnly(request.member().admin.role, ref)
  if (reason) throw new ForbiddenError(reason)
}
