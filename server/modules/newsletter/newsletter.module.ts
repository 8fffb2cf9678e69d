import type { FastifyInstance } from 'fastify'
import type { Core } from '#server/modules/common.ts'
import type { AnalyticsModule } from '#server/modules/analytics/analytics.module.ts'
import type { MailModule } from '#server/modules/outbox/outbox.module.ts'
import type { SiteModule } from '#server/site/site.module.ts'
import { createNewsletterRepository } from './newsletter.repository.ts'
import { newsletterRoutes } from './newsletter.routes.ts'
import { createNewsletterService } from './newsletter.service.ts'
import { subscribersRoutes } from './subscribers.routes.ts'
import { createSubscribersService } from './subscribers.service.ts'

/** The newsletter's sign-up with its confirmation and preferences, and the members' list of subscribers. */
export async function newsletterModule(
  app: FastifyInstance,
  { config, db, clock, limits, signer, audit }: Core,
  { site, mail, analytics }: { site: SiteModule; mail: MailModule; analytics: AnalyticsModule },
) {
  const subscribers = createNewsletterRepository(db)
  const topics = () => site.content().newsletterLinks.topics
  // The token of an address's preferences link: the same in every mail to it, made by this site alone.
  const preferencesToken = (email: string) => signer.tokenOf(`newsletter-preferences:${email}`)
  const newsletter = createNewsletterService({
    subscribers,
    mail: mail.queue,
    publicUrl: config.publicUrl,
    content: site.content,
    clock,
    limits,
    topics,
    preferencesToken,
  })
  app.addHook('onReady', async () => newsletter.backfillPreferencesTokens())
  await app.register(newsletterRoutes, { prefix: '/api', newsletter, reached: analytics.reached })
  const subscriberAdmin = createSubscribersService({
    subscribers,
    newsletter,
    audit,
    clock,
    topics,
    preferencesToken,
  })
  await app.register(subscribersRoutes, { prefix: '/api', subscribers: subscriberAdmin })
  return {
    subscribers,
    preferencesToken,
    /** Retention: deletes the sign-ups never confirmed, and the unsubscribed, past their cutoffs. */
    sweep: subscribers.deleteStale,
  }
}

export type NewsletterModule = Awaited<ReturnType<typeof newsletterModule>>
