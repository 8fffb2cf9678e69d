import type { FastifyInstance } from 'fastify'
import type { Core } from '#server/modules/common.ts'
import { createMailTransport } from '#server/email/transport.ts'
import type { AnalyticsModule } from '#server/modules/analytics/analytics.module.ts'
import type { NewsletterModule } from '#server/modules/newsletter/newsletter.module.ts'
import type { MailModule } from '#server/modules/outbox/outbox.module.ts'
import type { SiteModule } from '#server/site/site.module.ts'
import type { ContentService } from '#server/modules/content/content.service.ts'
import { createArchivePublisher } from './archive.ts'
import { createCampaignSender, type CampaignSender, type CampaignSenderOptions } from './campaign-sender.ts'
import { createCampaignsRepository } from './campaigns.repository.ts'
import { campaignsRoutes } from './campaigns.routes.ts'
import { createCampaignsService } from './campaigns.service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends newsletter campaigns (tests stop and start it as an instance would). */
    campaignSender: CampaignSender
  }
}

/** Newsletter issues, composed and checked, then sent from their own pooled connections at their own pace. */
export async function campaignsModule(
  app: FastifyInstance,
  { config, db, clock, audit, events }: Core,
  deps: {
    site: SiteModule
    mail: MailModule
    newsletter: NewsletterModule
    analytics: AnalyticsModule
    /** Publishes an issue's page in the archive before its mail goes; none where the site is not served. */
    content: Pick<ContentService, 'publishWritten' | 'exists'> | null
    options?: Partial<CampaignSenderOptions>
  },
) {
  const { site, mail, newsletter, analytics, options } = deps
  const repo = createCampaignsRepository(db)
  const campaigns = createCampaignsService({
    repo,
    mail: mail.queue,
    content: site.content,
    pages: () => site.live?.current().summaries() ?? [],
    publicUrl: config.publicUrl,
    preferencesToken: newsletter.preferencesToken,
    archive: deps.content && createArchivePublisher(deps.content),
    events,
    visitsBrought: analytics.visitsBrought,
    clock,
    audit,
    log: app.log,
  })
  await app.register(campaignsRoutes, { prefix: '/api', campaigns })

  const transport = createMailTransport(
    { transport: config.mail.transport, from: mail.sender },
    { connections: options?.connections ?? config.mail.newsletterConnections },
  )
  const sender = createCampaignSender({
    campaigns: repo,
    subscribers: newsletter.subscribers,
    transport,
    mailFor: campaigns.mailFor,
    clock,
    log: app.log,
    options: {
      ratePerSecond: config.mail.newsletterRate,
      connections: config.mail.newsletterConnections,
      ...options,
      // One SQLite process is the only sender there is; PostgreSQL may have several.
      onlyInstance: config.db.dialect === 'sqlite',
    },
  })
  app.decorate('campaignSender', sender)
  events.on('campaignQueued', () => sender.kick())
  app.addHook('onReady', async () => {
    await campaigns.init(config.db.dialect === 'sqlite')
    sender.start()
  })
  app.addHook('preClose', async () => {
    await campaigns.settled()
    await sender.stop()
    transport.close()
  })
  return {
    scheduled: { send: campaigns.scheduled },
    /** Issues the site composes itself (the weekly job alert). */
    composed: { sendOnce: campaigns.sendOnce, pathsSentBy: campaigns.pathsSentBy },
  }
}

export type CampaignsModule = Awaited<ReturnType<typeof campaignsModule>>
