import type { FastifyInstance } from 'fastify'
import type { Core } from '#server/modules/common.ts'
import type { CampaignsModule } from '#server/modules/campaigns/campaigns.module.ts'
import type { SiteModule } from '#server/site/site.module.ts'
import { createJobAlerts, type JobAlerts } from './job-alerts.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The weekly job alert (tests look for a due one after moving the clock). */
    jobAlerts: JobAlerts
  }
}

/** The weekly job alert to the readers of `jobs`: register it after the campaigns it sends through. */
export function jobAlertsModule(
  app: FastifyInstance,
  { clock }: Core,
  deps: { site: SiteModule; campaigns: CampaignsModule; pollMs?: number | null },
) {
  const jobAlerts = createJobAlerts({
    content: deps.site.content,
    timeZone: () => deps.site.firm().timeZone,
    clock,
    campaigns: deps.campaigns.composed,
    log: app.log,
    pollMs: deps.pollMs ?? undefined,
  })
  app.decorate('jobAlerts', jobAlerts)
  if (deps.pollMs === null) return
  app.addHook('onReady', async () => jobAlerts.start())
  app.addHook('preClose', async () => jobAlerts.stop())
}
