import type { Config } from './config.ts'
import { createCore } from './core.ts'
import { withCommon } from './modules/common.ts'
import { pingDatabase } from './db/kysely.ts'
import { healthRoutes } from './http/health.routes.ts'
import { DEFAULT_SHEDDING, writeAbandoned, type SheddingOptions } from './http/load-shedding.ts'
import { registerMetrics } from './http/metrics.ts'
import { registerOpenApi } from './http/openapi.ts'
import { createServer } from './http/server.ts'
import { systemClock, type Clock } from './lib/clock.ts'
import { analyticsModule } from './modules/analytics/analytics.module.ts'
import type { AnalyticsOptions } from './modules/analytics/analytics.service.ts'
import { auditRoutes } from './modules/audit/audit.routes.ts'
import { authModule } from './modules/auth/auth.module.ts'
import type { CampaignSenderOptions } from './modules/campaigns/campaign-sender.ts'
import { campaignsModule } from './modules/campaigns/campaigns.module.ts'
import { contactModule } from './modules/contact/contact.module.ts'
import { contentModule } from './modules/content/content.module.ts'
import { inboxModule } from './modules/inbox/inbox.module.ts'
import { newsletterModule } from './modules/newsletter/newsletter.module.ts'
import { mailModule } from './modules/outbox/outbox.module.ts'
import type { OutboxWorkerOptions } from './modules/outbox/outbox.worker.ts'
import { retentionModule } from './modules/retention/retention.module.ts'
import { reviewsModule } from './modules/reviews/reviews.module.ts'
import { schedulesModule } from './modules/schedules/schedules.module.ts'
import type { SchedulesOptions } from './modules/schedules/schedules.service.ts'
import { teamModule } from './modules/team/team.module.ts'
import { registerStaticSite } from './site/static-site.ts'
import { jobAlertsModule } from './modules/job-alerts/job-alerts.module.ts'
import { noticesModule } from './realtime/notices.module.ts'
import { siteModule } from './site/site.module.ts'

export type BuildOptions = {
  clock?: Clock
  outbox?: OutboxWorkerOptions
  /** The newsletter sender's pace and patience; its rate comes from NEWSLETTER_RATE unless given. */
  campaigns?: Partial<CampaignSenderOptions>
  /** Off in development, where Vite serves the pages and proxies /api here. */
  serveSite?: boolean
  /** Log lines for a person at a terminal rather than JSON for a log collector. */
  prettyLogs?: boolean
  /** How often due schedules are looked for, and their lease. */
  schedules?: SchedulesOptions
  /** When to refuse work for load; the defaults suit one instance on a small machine. */
  shedding?: Partial<SheddingOptions>
  /** How counted visits wait before they are written. */
  analytics?: Partial<AnalyticsOptions>
  /** How often an instance looks whether the week's job alert is due; null: never by itself (tests). */
  jobAlertsPollMs?: number | null
  /**
   * Gets the content writers ready as the server starts, so that the first preview and publish
   * after a start cost what the later ones do (the server does; tests that never publish need not).
   */
  warmWriters?: boolean
}

/**
 * The composition root: each feature module registers its routes, hooks and timers, in this order,
 * and hands on only what a later one needs. Features tell each other what happened through the event
 * hub (server/lib/events.ts). Start-up hooks run in this order, shutdown hooks after them.
 */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  const shedding = { ...DEFAULT_SHEDDING, ...options.shedding }
  const app = await createServer(config, { prettyLogs: options.prettyLogs, shedding })
  const core = withCommon(await createCore(app, config, options.clock ?? systemClock))
  const site = await siteModule(app, core, options.serveSite ?? true)
  await registerOpenApi(app, { publicUrl: config.publicUrl, firm: site.firm })
  const mail = mailModule(app, core, { site, options: options.outbox })
  const auth = await authModule(app, core, { site, mail })
  const notices = await noticesModule(app, core, auth.auth)
  registerMetrics(app, {
    token: config.metricsToken,
    behindProxy: Boolean(config.trustProxy),
    outbox: mail.outbox,
    adminSockets: notices.socketCount,
  })
  await app.register(healthRoutes, { pingDatabase: () => pingDatabase(core.db) })
  const analytics = await analyticsModule(app, core, { site, options: options.analytics })
  const team = await teamModule(app, core, { site, mail, auth })
  const contact = await contactModule(app, core, {
    site,
    mail,
    analytics,
    team,
    abandoned: writeAbandoned(shedding),
  })
  await inboxModule(app, core, { site, mail, contact })
  const newsletter = await newsletterModule(app, core, { site, mail, analytics })
  const content = site.live
    ? await contentModule(app, core, site.live, { warmWriters: options.warmWriters ?? false })
    : null
  const campaigns = await campaignsModule(app, core, {
    site,
    mail,
    newsletter,
    analytics,
    content: content?.publishing ?? null,
    options: options.campaigns,
  })
  await schedulesModule(app, core, {
    site,
    mail,
    work: { ...content?.scheduled, ...campaigns.scheduled },
    options: options.schedules,
  })
  await reviewsModule(app, core, { site, mail, work: content?.reviewed ?? null })
  await app.register(auditRoutes, {
    prefix: '/api',
    audit: core.audit,
    nameOf: content?.nameOf ?? (async () => null),
  })
  jobAlertsModule(app, core, { site, campaigns, pollMs: options.jobAlertsPollMs })
  retentionModule(app, core, { messages: contact.sweep, mail: mail.sweep, subscribers: newsletter.sweep })
  if (site.live && content) {
    await registerStaticSite(app, { site: site.live, previews: content.previews, served: analytics.served })
  }
  return app
}
