import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Goal } from '#contract/analytics.ts'
import type { Core } from '#server/modules/common.ts'
import type { Page } from '#server/site/pages.ts'
import type { SiteModule } from '#server/site/site.module.ts'
import { createAnalyticsRepository } from './analytics.repository.ts'
import { analyticsRoutes } from './analytics.routes.ts'
import { createAnalytics, type Analytics, type AnalyticsOptions } from './analytics.service.ts'
import { PATH_LENGTH, visitOf } from './events.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts visits (tests write what waits with it). */
    analytics: Analytics
  }
}

/** Visits counted as the server answers them, without a cookie or a script, and the firm's figures. */
export async function analyticsModule(
  app: FastifyInstance,
  { config, db, clock }: Core,
  { site, options }: { site: SiteModule; options?: Partial<AnalyticsOptions> },
) {
  const analytics = createAnalytics({
    repo: createAnalyticsRepository(db, {
      // Counts are written by a thread of their own, with its own connection to the same file.
      countsFile:
        config.db.dialect === 'sqlite' && config.db.file !== ':memory:' ? config.db.file : undefined,
    }),
    clock,
    timeZone: () => site.firm().timeZone,
    keepDays: () => site.firm().visitDays,
    counting: config.countVisits,
    log: app.log,
    // Without a build (`npm run dev`) any short address of the site.
    isPage: (path) => site.live?.current().pages.has(path) ?? path.length <= PATH_LENGTH,
    options,
  })
  app.decorate('analytics', analytics)
  app.addHook('onReady', async () => analytics.start())
  app.addHook('preClose', async () => analytics.stop())
  await app.register(analyticsRoutes, { prefix: '/api', analytics })
  const siteHost = new URL(config.publicUrl).host
  return {
    /** Counts a goal a visitor reached (a subscription, a message sent). */
    reached: (request: FastifyRequest, goal: Exclude<Goal, 'search'>) =>
      analytics.goal(visitOf(request, siteHost), goal),
    /** Counts a page of the live site a visitor got. */
    served: (request: FastifyRequest, path: string, params: URLSearchParams, page: Page) =>
      analytics.pageView(visitOf(request, siteHost), path, params, page.found),
    visitsBrought: analytics.visitsBrought,
  }
}

export type AnalyticsModule = Awaited<ReturnType<typeof analyticsModule>>
