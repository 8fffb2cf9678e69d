import type { FastifyInstance } from 'fastify'
import type { Core } from '#server/modules/common.ts'
import type { MailModule } from '#server/modules/outbox/outbox.module.ts'
import type { SiteModule } from '#server/site/site.module.ts'
import { createReviewsRepository } from './reviews.repository.ts'
import { reviewsRoutes } from './reviews.routes.ts'
import { createReviews, type ReviewedWork, type Reviews } from './reviews.service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    reviews: Reviews
  }
}

/** Review before publish: editors' requests, and the owners' and admins' decisions on them. */
export async function reviewsModule(
  app: FastifyInstance,
  { config, db, clock, audit }: Core,
  deps: {
    site: SiteModule
    mail: MailModule
    /** The content editor's part; none where the site is not served (`npm run dev`). */
    work: ReviewedWork | null
  },
) {
  const reviews = createReviews({
    repo: createReviewsRepository(db),
    work: deps.work,
    audit,
    clock,
    mail: deps.mail.queue,
    firm: deps.site.firm,
    publicUrl: config.publicUrl,
    log: app.log,
  })
  app.decorate('reviews', reviews)
  await app.register(reviewsRoutes, { prefix: '/api', reviews })
  app.addHook('preClose', async () => {
    await reviews.settled()
  })
}
