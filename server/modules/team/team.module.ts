import type { FastifyInstance } from 'fastify'
import type { Core } from '#server/modules/common.ts'
import type { AuthModule } from '#server/modules/auth/auth.module.ts'
import type { MailModule } from '#server/modules/outbox/outbox.module.ts'
import type { SiteModule } from '#server/site/site.module.ts'
import { createTeamRepository } from './team.repository.ts'
import { teamRoutes } from './team.routes.ts'
import { createTeamService } from './team.service.ts'

/** The team: invitations, roles, removals, and each member's own account. */
export async function teamModule(
  app: FastifyInstance,
  { config, db, clock, audit, reviewRule, events }: Core,
  { site, mail, auth }: { site: SiteModule; mail: MailModule; auth: AuthModule },
) {
  const repo = createTeamRepository(db)
  const team = createTeamService({
    repo,
    accounts: auth.accounts,
    mail: mail.queue,
    publicUrl: config.publicUrl,
    firm: site.firm,
    audit,
    confirmPassword: auth.confirmPassword,
    twoFactor: auth.twoFactorRepo,
    reviewRule,
    clock,
    events,
  })
  await app.register(teamRoutes, { prefix: '/api', team, auth: auth.auth })
  return {
    /** Who is mailed when a message arrives: the members who asked to be. */
    messageMailRecipients: repo.messageMailRecipients,
  }
}

export type TeamModule = Awaited<ReturnType<typeof teamModule>>
