import type { FastifyInstance } from 'fastify'
import type { Core } from '#server/modules/common.ts'
import type { ContactModule } from '#server/modules/contact/contact.module.ts'
import type { MailModule } from '#server/modules/outbox/outbox.module.ts'
import type { SiteModule } from '#server/site/site.module.ts'
import { inboxRoutes } from './inbox.routes.ts'
import { createInboxService } from './inbox.service.ts'

/** The inbox: members read, answer and archive the messages the contact form stored. */
export async function inboxModule(
  app: FastifyInstance,
  { clock, audit }: Core,
  { site, mail, contact }: { site: SiteModule; mail: MailModule; contact: Pick<ContactModule, 'messages'> },
) {
  const inbox = createInboxService({
    audit,
    messages: contact.messages,
    mail: mail.queue,
    clock,
    firm: site.firm,
  })
  await app.register(inboxRoutes, { prefix: '/api', inbox })
}
