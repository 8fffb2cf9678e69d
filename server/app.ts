import formbody from '@fastify/formbody'
import helmet from '@fastify/helmet'
import Fastify, { type FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import { createDb, migrateToLatest, pingDatabase } from './db/kysely.ts'
import { createRateLimitRepository } from './db/rate-limit.repository.ts'
import type { DB } from './db/schema.ts'
import { createMailTransport } from './email/transport.ts'
import { registerErrorHandler, sendError } from './http/error-handler.ts'
import { registerMetrics } from './http/metrics.ts'
import { registerOpenApi } from './http/openapi.ts'
import { requestIdOf } from './http/request-id.ts'
import {
  DEFAULT_SHEDDING,
  registerLoadShedding,
  writeAbandoned,
  type SheddingOptions,
} from './http/load-shedding.ts'
import { rawSecurityHeaders, securityHeadersOptions } from './http/security-headers.ts'
import { healthRoutes } from './http/health.routes.ts'
import { systemClock, type Clock } from './lib/clock.ts'
import { createNewsletterRepository } from './modules/newsletter/newsletter.repository.ts'
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts'
import { createNewsletterService } from './modules/newsletter/newsletter.service.ts'
import { subscribersRoutes } from './modules/newsletter/subscribers.routes.ts'
import { createSubscribersService } from './modules/newsletter/subscribers.service.ts'
import { createMailQueue } from './modules/outbox/mail-queue.ts'
import { createOutboxRepository } from './modules/outbox/outbox.repository.ts'
import { createRetention } from './modules/retention/retention.ts'
import {
  createOutboxWorker,
  type OutboxWorker,
  type OutboxWorkerOptions,
} from './modules/outbox/outbox.worker.ts'
import { authRoutes } from './modules/auth/auth.routes.ts'
import { createSignIn } from './modules/auth/sign-in.ts'
import { createPasswordResets } from './modules/auth/password-reset.service.ts'
import { contactRoutes } from './modules/contact/contact.routes.ts'
import { createContactService } from './modules/contact/contact.service.ts'
import { createMessagesRepository } from './modules/contact/messages.repository.ts'
import { inboxRoutes } from './modules/inbox/inbox.routes.ts'
import { createAuditRepository } from './modules/audit/audit.repository.ts'
import { auditRoutes } from './modules/audit/audit.routes.ts'
import { createAuditLog } from './modules/audit/audit.service.ts'
import { createTeamRepository } from './modules/team/team.repository.ts'
import { teamRoutes } from './modules/team/team.routes.ts'
import { createTeamService } from './modules/team/team.service.ts'
import { twoFactorRoutes } from './modules/auth/two-factor.routes.ts'
import { createInboxService } from './modules/inbox/inbox.service.ts'
import { registerRateLimit } from './plugins/rate-limit.ts'
import { registerSession } from './modules/auth/session.ts'
import { attachAdminNotices } from './realtime/admin-notices.ts'
import { createNoticeRelay } from './realtime/notice-relay.ts'
import { createAppSecretsRepository } from './db/app-secrets.repository.ts'
import { createSigner } from './lib/tokens.ts'
import { createFillTimeTokens, type FillTimeTokens } from './modules/contact/fill-time.ts'
import { registerStaticSite } from './plugins/static-site.ts'
import { createLiveSite, loadBuild } from './site/live-site.ts'
import { createCampaignsRepository } from './modules/campaigns/campaigns.repository.ts'
import { campaignsRoutes } from './modules/campaigns/campaigns.routes.ts'
import { createCampaignsService, type ArchivePublisher } from './modules/campaigns/campaigns.service.ts'
import { createArchivePublisher } from './modules/campaigns/archive.ts'
import {
  createCampaignSender,
  type CampaignSender,
  type CampaignSenderOptions,
} from './modules/campaigns/campaign-sender.ts'
import { createContentRepository } from './modules/content/content.repository.ts'
import { contentRoutes } from './modules/content/content.routes.ts'
import { createContentService, type ContentService } from './modules/content/content.service.ts'
import { createReleaseBuilder } from './modules/content/release-builder.ts'
import { createContentImages } from './modules/content/images.ts'
import { createSchedulesRepository } from './modules/schedules/schedules.repository.ts'
import { schedulesRoutes } from './modules/schedules/schedules.routes.ts'
import { createReviewsRepository } from './modules/reviews/reviews.repository.ts'
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts'
import { createReviewRule, createReviews, type Reviews } from './modules/reviews/reviews.service.ts'
import {
  createSchedules,
  type Schedules,
  type SchedulesOptions,
} from './modules/schedules/schedules.service.ts'
import { createAnalyticsRepository } from './modules/analytics/analytics.repository.ts'
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts'
import {
  createAnalytics,
  type Analytics,
  type AnalyticsOptions,
} from './modules/analytics/analytics.service.ts'
import { visitOf } from './modules/analytics/events.ts'
import type { Goal } from '#contract/analytics.ts'
import { loadContent } from '#content/content.ts'
import { contentRoot } from '#content/load.ts'
import { PREVIEW_COOKIE } from '#contract/admin-constants.ts'
import { mayUse } from '#contract/roles-constants.ts'
import { join, resolve } from 'node:path'

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>
    outboxWorker: OutboxWorker
    /** Dates the contact form a page hands out (tests make tokens of a given age with it). */
    fillTime: FillTimeTokens
    /** The content editor's service (tests wait for its builds with it). */
    content: ContentService
    /** Sends newsletter campaigns (tests stop and start it as an instance would). */
    campaignSender: CampaignSender
    /** Work set for a time (tests look for due work after moving the clock). */
    schedules: Schedules
    reviews: Reviews
    /** Counts visits (tests write what waits with it). */
    analytics: Analytics
  }
}

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
}

/** How often an instance looks for a release another instance made, should it miss the announcement. */
const RELEASE_LOOK_MS = 5000

/** The composition root: every dependency is made here, in order, and handed down. */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  const clock = options.clock ?? systemClock
  const securityOptions = securityHeadersOptions({ hsts: config.secureCookies })
  const applySecurityHeaders = rawSecurityHeaders(securityOptions)
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      ...(options.prettyLogs
        ? {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
            },
          }
        : {}),
    },
    genReqId: requestIdOf,
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    // A visitor's browser may sit on a slow network; don't let a stalled request hold a socket.
    requestTimeout: 30_000,
    // An over-long id is the route's to refuse (after the session check, with the app's error
    // answer), not the router's bare 414: Node already bounds the whole URL (16 KB of headers).
    routerOptions: { maxParamLength: 16 * 1024 },
    // What the router refuses (a path that is not valid UTF-8, like `/%ff`) is answered like any
    // other error, with the same headers.
    frameworkErrors: (error, request, reply) =>
      applySecurityHeaders(request.raw, reply.raw, () => void sendError(error, request, reply)),
  })
  app.addHook('onRequest', async (request, reply) => void reply.header('x-request-id', request.id))
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandler(app)

  const db = createDb(config.db)
  await migrateToLatest(db)
  app.decorate('db', db)
  app.addHook('onClose', async () => db.destroy())

  // The build `npm run build` made from content/, until the content editor publishes a release.
  // Its content is what the server renders, sends and checks from (content/'s own under `npm run dev`,
  // where Vite serves the pages).
  const liveSite =
    (options.serveSite ?? true)
      ? createLiveSite(
          { buildDir: config.buildDir, contentDir: contentRoot() },
          { upgradeInsecure: config.secureCookies, formToken: () => fillTime.issue() },
        )
      : null
  const liveContent = () => liveSite?.current().content ?? loadContent(contentRoot())
  const firm = () => liveContent().site
  // The sender of every mail: MAIL_FROM, or the firm as the live site names it.
  const sender = () => config.mail.from ?? { name: firm().name, address: firm().contact.email }

  const outbox = createOutboxRepository(db)
  const transport = createMailTransport({ transport: config.mail.transport, from: sender })
  const outboxWorker = createOutboxWorker({ outbox, transport, clock, log: app.log, options: options.outbox })
  app.decorate('outboxWorker', outboxWorker)
  app.addHook('onReady', async () => outboxWorker.start())
  app.addHook('preClose', async () => {
    await outboxWorker.stop()
    transport.close()
  })
  if (config.mail.transport.kind === 'files') {
    app.log.warn(`MAIL_URL is not set: e-mail is written to files in ${config.mail.transport.dir}, not sent.`)
  }

  // Before anything reads a body or the database, so a refusal for load costs next to nothing.
  const shedding = { ...DEFAULT_SHEDDING, ...options.shedding }
  await registerLoadShedding(app, shedding)
  await app.register(formbody, { bodyLimit: 64 * 1024 })
  await app.register(helmet, securityOptions)
  const rateLimits = createRateLimitRepository(db)
  await registerRateLimit(app, rateLimits)

  const secrets = createAppSecretsRepository(db)
  const signer = createSigner(await secrets.signingKey())
  const audit = createAuditLog({
    repo: createAuditRepository(db),
    clock,
    keepMs: config.auditLogDays * 24 * 60 * 60 * 1000,
  })
  const { accounts, auth, confirmPassword, twoFactor, twoFactorRepo } = createSignIn(db, {
    limits: rateLimits,
    clock,
    signer,
    audit,
    firm,
    // A sign-out closes the admin's live notices too (they are attached just below).
    onSessionEnded: (idHash) => notifier.endSession(idHash),
  })
  await registerSession(app, { auth, config })
  const relay = await createNoticeRelay({ config, siteId: await secrets.siteId(), log: app.log })
  const notifier = attachAdminNotices(app, { publicUrl: config.publicUrl, sessions: auth, relay })
  const messages = createMessagesRepository(db)
  const subscribers = createNewsletterRepository(db)
  const mail = createMailQueue({ db, outbox, onMailQueued: outboxWorker.kick })
  const fillTime = createFillTimeTokens({ signer, clock, limits: rateLimits })
  app.decorate('fillTime', fillTime)
  const teamRepo = createTeamRepository(db)
  const contact = createContactService({
    messages,
    mail,
    // CONTACT_NOTIFY_TO, when set, takes the members' place (a shared mailbox, a help desk).
    notifyTo: async () =>
      config.mail.notifyTo ? [config.mail.notifyTo] : await teamRepo.messageMailRecipients(),
    publicUrl: config.publicUrl,
    clock,
    notifier,
    fillTime,
    limits: rateLimits,
    firm,
    replyTime: () => liveContent().getContact().info.responseTime,
  })
  const inbox = createInboxService({ audit, messages, mail, clock, firm })
  const resets = createPasswordResets({
    repo: accounts,
    limits: rateLimits,
    mail,
    audit,
    clock,
    publicUrl: config.publicUrl,
    firm,
    onSessionEnded: (idHash) => notifier.endSession(idHash),
    log: app.log,
  })
  // Whether an editor's publish waits for an owner or admin (server/modules/reviews/).
  const reviewsRepo = createReviewsRepository(db)
  const reviewRule = createReviewRule(reviewsRepo)
  const team = createTeamService({
    repo: teamRepo,
    accounts,
    mail,
    publicUrl: config.publicUrl,
    firm,
    audit,
    confirmPassword,
    twoFactor: twoFactorRepo,
    reviewRule,
    clock,
    sockets: notifier,
  })

  // Where a newsletter issue's page is published before its mail goes (none when the site is not served).
  let archive: ArchivePublisher | null = null
  // The token of an address's preferences link: the same in every mail to it, made by this site alone.
  const preferencesToken = (email: string) => signer.tokenOf(`newsletter-preferences:${email}`)
  const newsletter = createNewsletterService({
    subscribers,
    mail,
    publicUrl: config.publicUrl,
    firm,
    clock,
    limits: rateLimits,
    topics: () => liveContent().newsletterLinks.topics,
    preferencesToken,
  })
  app.addHook('onReady', async () => newsletter.backfillPreferencesTokens())
  const subscriberAdmin = createSubscribersService({
    subscribers,
    newsletter,
    audit,
    clock,
    topics: () => liveContent().newsletterLinks.topics,
    preferencesToken,
  })
  // Visits counted as the server answers them, without a cookie or a script (server/modules/analytics/).
  const analytics = createAnalytics({
    repo: createAnalyticsRepository(db, {
      countsFile:
        config.db.dialect === 'sqlite' && config.db.file !== ':memory:' ? config.db.file : undefined,
    }),
    clock,
    timeZone: () => firm().timeZone,
    keepDays: () => firm().visitDays,
    counting: config.countVisits,
    log: app.log,
    options: options.analytics,
  })
  app.decorate('analytics', analytics)
  app.addHook('onReady', async () => analytics.start())
  app.addHook('preClose', async () => analytics.stop())
  const siteHost = new URL(config.publicUrl).host
  const reached = (request: FastifyRequest, goal: Exclude<Goal, 'search'>) =>
    analytics.goal(visitOf(request, siteHost), goal)

  await registerOpenApi(app, { publicUrl: config.publicUrl, firm })
  registerMetrics(app, {
    token: config.metricsToken,
    behindProxy: Boolean(config.trustProxy),
    outbox,
    adminSockets: notifier.socketCount,
  })
  await app.register(healthRoutes, { pingDatabase: () => pingDatabase(db) })
  await app.register(newsletterRoutes, { prefix: '/api', newsletter, reached })
  await app.register(contactRoutes, {
    prefix: '/api',
    contact,
    fillTime,
    abandoned: writeAbandoned(shedding),
    reached,
  })
  await app.register(authRoutes, { prefix: '/api', auth, resets })
  await app.register(inboxRoutes, { prefix: '/api', inbox })
  await app.register(subscribersRoutes, { prefix: '/api', subscribers: subscriberAdmin })
  await app.register(teamRoutes, { prefix: '/api', team, auth })
  await app.register(twoFactorRoutes, { prefix: '/api', twoFactor })
  await app.register(auditRoutes, { prefix: '/api', audit })
  await app.register(analyticsRoutes, { prefix: '/api', analytics })
  if (liveSite) {
    const site = liveSite
    const images = createContentImages({ db, clock })
    const builder = createReleaseBuilder({
      releasesDir: join(config.dataDir, 'releases'),
      baseBuild: { buildDir: config.buildDir, contentDir: contentRoot() },
      projectRoot: resolve('.'),
      environment: config.environment,
      writeUploads: (dir) => images.writeAll(dir),
      log: app.log,
    })
    const content = createContentService({
      repo: createContentRepository(db),
      builder,
      site,
      contentDir: contentRoot(),
      baseBuildDir: config.buildDir,
      loadPreview: (source) => loadBuild(source, site.options, { preview: true, follows: site.current() }),
      sharePreviews: config.db.dialect === 'postgres',
      announce: (id) => notifier.contentReleased(id),
      announceEditing: () => notifier.contentEditing(),
      images,
      clock,
      audit,
      log: app.log,
    })
    app.decorate('content', content)
    archive = createArchivePublisher(content)
    await app.register(contentRoutes, {
      prefix: '/api',
      content,
      images,
      reviewRule,
      secureCookies: config.secureCookies,
    })
    app.addHook('onReady', async () => content.init())
    // Several instances: each follows the releases the others make, as they announce them and, should
    // an announcement be missed, by looking every few seconds.
    if (config.db.dialect === 'postgres') {
      notifier.onContentRelease(() => void content.follow())
      // The others get their writers ready too: they write each release themselves.
      notifier.onContentEditing(() => builder.warm(site.current().source.contentDir))
      const look = setInterval(() => void content.follow(), RELEASE_LOOK_MS).unref()
      app.addHook('onClose', async () => clearInterval(look))
    }
    app.addHook('preClose', async () => builder.stop())
    const member = async (cookies: string | undefined) => (await app.readSession(cookies))?.admin ?? null
    const mayPreview = async (cookies: string | undefined) => {
      const viewer = await member(cookies)
      return viewer !== null && mayUse(viewer, 'content')
    }
    await registerStaticSite(app, {
      site,
      member: (request) => member(request.headers.cookie),
      // A member's preview of a draft, on the page it previews (server/modules/content/).
      preview: async (request) => {
        const cookies = request.headers.cookie
        const id = cookies?.includes(PREVIEW_COOKIE) ? Number(app.parseCookie(cookies)[PREVIEW_COOKIE]) : NaN
        if (!Number.isInteger(id)) return null
        return (await mayPreview(cookies)) ? await content.previewBuild(id) : null
      },
      previewWithFile: async (request, path) =>
        (await mayPreview(request.headers.cookie)) ? await content.previewWithFile(path) : null,
      served: (request, path, params, page) =>
        analytics.pageView(visitOf(request, siteHost), path, params, page.found),
    })
  }

  // Newsletter issues, sent from their own pooled connections at their own pace, beside the outbox.
  const campaignsRepo = createCampaignsRepository(db)
  const campaignTransport = createMailTransport(
    { transport: config.mail.transport, from: sender },
    {
      connections: options.campaigns?.connections ?? config.mail.newsletterConnections,
    },
  )
  const sendCampaigns = createCampaignSender({
    campaigns: campaignsRepo,
    subscribers,
    transport: campaignTransport,
    mailFor: (campaign, email) => campaigns.mailFor(campaign, email),
    clock,
    log: app.log,
    options: {
      ratePerSecond: config.mail.newsletterRate,
      connections: config.mail.newsletterConnections,
      ...options.campaigns,
      // One SQLite process is the only sender there is; PostgreSQL may have several.
      onlyInstance: config.db.dialect === 'sqlite',
    },
  })
  app.decorate('campaignSender', sendCampaigns)
  const campaigns = createCampaignsService({
    repo: campaignsRepo,
    mail,
    content: liveContent,
    pages: () => liveSite?.current().summaries() ?? [],
    publicUrl: config.publicUrl,
    preferencesToken,
    archive,
    wakeSender: sendCampaigns.kick,
    visitsBrought: analytics.visitsBrought,
    clock,
    audit,
    log: app.log,
  })
  await app.register(campaignsRoutes, { prefix: '/api', campaigns })
  app.addHook('onReady', async () => {
    await campaigns.init(config.db.dialect === 'sqlite')
    sendCampaigns.start()
  })
  app.addHook('preClose', async () => {
    await sendCampaigns.stop()
    campaignTransport.close()
  })

  // Work set for a time: content published or taken down, newsletter issues sent, on the firm's clock.
  const schedules = createSchedules({
    repo: createSchedulesRepository(db),
    work: {
      ...(liveSite ? { publish: app.content.scheduled, unpublish: app.content.scheduled } : {}),
      send: campaigns.scheduled,
    },
    audit,
    clock,
    timeZone: () => liveContent().site.timeZone,
    mail,
    firm,
    publicUrl: config.publicUrl,
    log: app.log,
    options: options.schedules,
  })
  app.decorate('schedules', schedules)
  await app.register(schedulesRoutes, { prefix: '/api', schedules, reviewRule })
  // After the content's start (a publish due while the site was down fires on the newest content).
  app.addHook('onReady', async () => schedules.start())
  app.addHook('preClose', async () => schedules.stop())

  // Review before publish: editors' requests, and the owners' and admins' decisions on them.
  const reviews = createReviews({
    repo: reviewsRepo,
    work: liveSite ? app.content.reviewed : null,
    audit,
    clock,
    mail,
    firm,
    publicUrl: config.publicUrl,
    log: app.log,
  })
  app.decorate('reviews', reviews)
  await app.register(reviewsRoutes, { prefix: '/api', reviews })
  app.addHook('preClose', async () => {
    await reviews.settled()
  })

  // Personal data is deleted when its retention period ends (see RETENTION).
  const retention = createRetention({ messages, outbox, subscribers, audit, clock })
  const retentionTimer = setInterval(
    () =>
      void retention
        .sweep()
        .catch((error: unknown) => app.log.warn({ err: error }, 'retention sweep failed')),
    60 * 60 * 1000,
  )
  retentionTimer.unref()
  app.addHook('onClose', async () => clearInterval(retentionTimer))

  app.addHook('onReady', async () => {
    await retention.sweep()
    // No admin yet: print a one-time link that creates the first one (no default password, ever).
    if (!(await auth.hasAdmin())) {
      const token = await auth.issueSetupToken()
      app.log.warn(
        `No admin account exists. Create the first one within 24 hours at ${config.publicUrl}/superadmin/setup?token=${token} or with "npm run admin -- create --email you@example.com".`,
      )
    }
  })

  return app
}
