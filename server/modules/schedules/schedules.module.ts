import type { FastifyInstance } from 'fastify'
import type { Core } from '#server/modules/common.ts'
import type { MailModule } from '#server/modules/outbox/outbox.module.ts'
import type { SiteModule } from '#server/site/site.module.ts'
import { createSchedulesRepository } from './schedules.repository.ts'
import { schedulesRoutes } from './schedules.routes.ts'
import {
  createSchedules,
  type ScheduledWork,
  type Schedules,
  type SchedulesOptions,
} from './schedules.service.ts'
import type { ScheduleAction } from '#server/db/schema.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Work set for a time (tests look for due work after moving the clock). */
    schedules: Schedules
  }
}

/**
 * Work set for a time on the firm's clock: content published or taken down, newsletter issues sent.
 * Register it after the features whose work it fires: it starts after them, so a time that passed
 * while the site was down fires on the newest content.
 */
export async function schedulesModule(
  app: FastifyInstance,
  { config, db, clock, audit, reviewRule }: Core,
  deps: {
    site: SiteModule
    mail: MailModule
    work: Partial<Record<ScheduleAction, ScheduledWork>>
    options?: SchedulesOptions
  },
) {
  const schedules = createSchedules({
    repo: createSchedulesRepository(db),
    work: deps.work,
    audit,
    clock,
    timeZone: () => deps.site.firm().timeZone,
    mail: deps.mail.queue,
    firm: deps.site.firm,
    publicUrl: config.publicUrl,
    log: app.log,
    options: { onlyInstance: config.db.dialect === 'sqlite', ...deps.options },
  })
  app.decorate('schedules', schedules)
  await app.register(schedulesRoutes, { prefix: '/api', schedules, reviewRule })
  app.addHook('onReady', async () => schedules.start())
  app.addHook('preClose', async () => schedules.stop())
}
