import type { FastifyInstance } from 'fastify'
import type { Core } from '#server/modules/common.ts'
import type { MailModule } from '#server/modules/outbox/outbox.module.ts'
import type { SiteModule } from '#server/site/site.module.ts'
import { authRoutes } from './auth.routes.ts'
import { createPasswordResets } from './password-reset.service.ts'
import { registerSession } from './session.ts'
import { createSignIn } from './sign-in.ts'
import { twoFactorRoutes } from './two-factor.routes.ts'

/**
 * Sign-in with its second step, the session every admin route reads, password resets, and the
 * one-time link that makes the first admin (no default password, ever).
 */
export async function authModule(
  app: FastifyInstance,
  { config, db, clock, limits, signer, audit, events }: Core,
  { site, mail }: { site: SiteModule; mail: MailModule },
) {
  const sessionEnded = (idHash: string) => events.emit('sessionEnded', idHash)
  const signIn = createSignIn(db, {
    limits,
    clock,
    signer,
    audit,
    firm: site.firm,
    onSessionEnded: sessionEnded,
  })
  await registerSession(app, { auth: signIn.auth, config })
  const resets = createPasswordResets({
    repo: signIn.accounts,
    limits,
    mail: mail.queue,
    audit,
    clock,
    publicUrl: config.publicUrl,
    firm: site.firm,
    onSessionEnded: sessionEnded,
    log: app.log,
  })
  await app.register(authRoutes, { prefix: '/api', auth: signIn.auth, resets })
  await app.register(twoFactorRoutes, { prefix: '/api', twoFactor: signIn.twoFactor })
  app.addHook('onReady', async () => {
    if (await signIn.auth.hasAdmin()) return
    const token = await signIn.auth.issueSetupToken()
    app.log.warn(
      `No admin account exists. Create the first one within 24 hours at ${config.publicUrl}/superadmin/setup?token=${token} or with "npm run admin -- create --email you@example.com".`,
    )
  })
  return signIn
}

export type AuthModule = Awaited<ReturnType<typeof authModule>>
