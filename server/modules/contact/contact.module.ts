import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { contentIn } from '#content/content.ts'
import type { Core } from '#server/modules/common.ts'
import type { AnalyticsModule } from '#server/modules/analytics/analytics.module.ts'
import type { MailModule } from '#server/modules/outbox/outbox.module.ts'
import type { TeamModule } from '#server/modules/team/team.module.ts'
import type { SiteModule } from '#server/site/site.module.ts'
import { contactRoutes } from './contact.routes.ts'
import { createContactService } from './contact.service.ts'
import { createMessagesRepository } from './messages.repository.ts'

/** The contact form: a visitor's message stored, the members mailed, the open inbox screens told. */
export async function contactModule(
  app: FastifyInstance,
  { config, db, clock, limits, events }: Core,
  deps: {
    site: SiteModule
    mail: MailModule
    analytics: AnalyticsModule
    team: Pick<TeamModule, 'messageMailRecipients'>
    /** Whether a request's client has likely gone under load (server/http/load-shedding.ts). */
    abandoned: (request: FastifyRequest, reply: FastifyReply) => () => Promise<boolean>
  },
) {
  const { site, mail, analytics, team, abandoned } = deps
  const messages = createMessagesRepository(db)
  const contact = createContactService({
    messages,
    mail: mail.queue,
    // CONTACT_NOTIFY_TO, when set, takes the members' place (a shared mailbox, a help desk).
    notifyTo: async () =>
      config.mail.notifyTo ? [config.mail.notifyTo] : await team.messageMailRecipients(),
    publicUrl: config.publicUrl,
    clock,
    events,
    fillTime: site.fillTime,
    limits,
    firm: site.firm,
    replyTime: (language) => contentIn(site.content(), language).getContact().info.responseTime,
  })
  await app.register(contactRoutes, {
    prefix: '/api',
    contact,
    fillTime: site.fillTime,
    abandoned,
    reached: analytics.reached,
  })
  return {
    /** The messages the form stored, for the inbox to read, answer and archive. */
    messages,
    /** Retention: deletes the messages received before a cutoff. */
    sweep: messages.deleteReceivedBefore,
  }
}

export type ContactModule = Awaited<ReturnType<typeof contactModule>>
