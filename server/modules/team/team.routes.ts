import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { RecordIdSchema } from '#contract/admin.ts'
import { MessageResponseSchema } from '#contract/newsletter.ts'
import {
  AcceptInvitationBodySchema,
  AccountResponseSchema,
  InvitationLookupResponseSchema,
  InviteBodySchema,
  PasswordChangeBodySchema,
  RoleBodySchema,
  TeamResponseSchema,
} from '#contract/team.ts'
import { SessionResponseSchema } from '#contract/admin.ts'
import { TokenBodySchema } from '#contract/newsletter.ts'
import type { AuthService } from '#server/modules/auth/auth.service.ts'
import { clientOf } from '#server/modules/auth/auth.routes.ts'
import { ADMIN_CHANGE, ADMIN_READ, errorAnswer } from '#server/http/openapi.ts'
import { actingOf } from '#server/modules/auth/session.ts'
import type { TeamService } from './team.service.ts'

const IdParamsSchema = z.object({ id: RecordIdSchema })
const noSuchMember = errorAnswer('There is no member with this id (`not_found`).')
const lastOwner = errorAnswer('The change would leave the site without an owner (`conflict`).')

const noSuchInvitation = errorAnswer('No open invitation has this id (`not_found`).')
const invitationGone = errorAnswer(
  'The invitation has expired, been revoked or been used already (`gone`): ask for a new one.',
)
// The invitation links are tried from the open web: a client may try a few, not thousands.
const INVITATION_LIMIT = { max: 20, timeWindow: 15 * 60 * 1000 }

/**
 * The team, for owners; each member's own account, for everyone signed in; and the two public
 * steps of an invitation (what it is for, and accepting it).
 */
export const teamRoutes: FastifyPluginAsyncZod<{ team: TeamService; auth: AuthService }> = async (
  app,
  { team, auth },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })
  const ownerChange = { config: { permission: 'team' as const }, onRequest: app.requireCsrf }
  const memberChange = { config: { permission: 'member' as const }, onRequest: app.requireCsrf }

  app.get(
    '/team',
    {
      config: { permission: 'team' },
      schema: { security: ADMIN_READ, response: { 200: TeamResponseSchema } },
    },
    () => team.list(),
  )

  app.post(
    '/team/members/:id/role',
    {
      ...ownerChange,
      schema: {
        security: ADMIN_CHANGE,
        params: IdParamsSchema,
        body: RoleBodySchema,
        response: { 200: MessageResponseSchema, 404: noSuchMember, 409: lastOwner },
      },
    },
    (request) => team.changeRole(request.params.id, request.body.role, actingOf(request)),
  )

  app.post(
    '/team/members/:id/remove',
    {
      ...ownerChange,
      schema: {
        security: ADMIN_CHANGE,
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, 404: noSuchMember, 409: lastOwner },
      },
    },
    (request) => team.remove(request.params.id, actingOf(request)),
  )

  app.post(
    '/team/members/:id/end-sessions',
    {
      ...ownerChange,
      schema: {
        security: ADMIN_CHANGE,
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, 404: noSuchMember },
      },
    },
    (request) => team.endSessionsOf(request.params.id, actingOf(request)),
  )

  app.post(
    '/team/invitations',
    {
      ...ownerChange,
      schema: {
        security: ADMIN_CHANGE,
        body: InviteBodySchema,
        response: {
          201: MessageResponseSchema,
          409: errorAnswer('The address already belongs to a member (`conflict`).'),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await team.invite(request.body.email, request.body.role, actingOf(request))),
  )

  app.post(
    '/team/invitations/:id/resend',
    {
      ...ownerChange,
      schema: {
        security: ADMIN_CHANGE,
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, 404: noSuchInvitation },
      },
    },
    (request) => team.resendInvitation(request.params.id, actingOf(request)),
  )

  app.post(
    '/team/invitations/:id/revoke',
    {
      ...ownerChange,
      schema: {
        security: ADMIN_CHANGE,
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, 404: noSuchInvitation },
      },
    },
    (request) => team.revokeInvitation(request.params.id, actingOf(request)),
  )

  // The token travels in the body, never in an address that a log would keep.
  app.post(
    '/invitations/lookup',
    {
      preHandler: app.requireSameOrigin,
      config: { rateLimit: INVITATION_LIMIT },
      schema: {
        body: TokenBodySchema,
        response: { 200: InvitationLookupResponseSchema, 410: invitationGone },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await team.lookupInvitation(request.body.token)),
  )

  app.post(
    '/invitations/accept',
    {
      preHandler: app.requireSameOrigin,
      config: { rateLimit: INVITATION_LIMIT },
      schema: {
        body: AcceptInvitationBodySchema,
        response: { 201: SessionResponseSchema, 410: invitationGone },
      },
    },
    async (request, reply) => {
      const { email } = await team.acceptInvitation(request.body.token, request.body.password, request.ip)
      const signedIn = await auth.signInNewMember(email, clientOf(request))
      app.setSessionCookies(reply, signedIn)
      return reply.code(201).send({ admin: signedIn.admin, csrfToken: signedIn.csrfToken })
    },
  )

  app.get(
    '/account',
    {
      config: { permission: 'member' },
      schema: { security: ADMIN_READ, response: { 200: AccountResponseSchema } },
    },
    (request) => {
      const session = request.member()
      return team.account(session.admin.id, session.id)
    },
  )

  app.post(
    '/account/sessions/:id/end',
    {
      ...memberChange,
      schema: {
        security: ADMIN_CHANGE,
        params: IdParamsSchema,
        response: {
          200: MessageResponseSchema,
          404: errorAnswer('None of your live sessions has this id (`not_found`).'),
        },
      },
    },
    (request) => team.endOwnSession(request.params.id, actingOf(request)),
  )

  // Owners and admins read the inbox: each may be mailed its new messages, or not.
  const inboxChange = { config: { permission: 'inbox' as const }, onRequest: app.requireCsrf }
  for (const state of ['on', 'off'] as const) {
    app.post(
      `/account/message-mail/${state}`,
      { ...inboxChange, schema: { security: ADMIN_CHANGE, response: { 200: MessageResponseSchema } } },
      (request) => team.setMessageMail(state === 'on', actingOf(request)),
    )
  }

  app.post(
    '/account/password',
    {
      ...memberChange,
      schema: {
        security: ADMIN_CHANGE,
        body: PasswordChangeBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    (request) =>
      team.changePassword(
        request.body.currentPassword,
        request.body.newPassword,
        request.member().idHash,
        actingOf(request),
      ),
  )
}
