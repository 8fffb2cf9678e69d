import type { FastifyInstance } from 'fastify'
import type { Core } from '#server/core.ts'
import type { Sessions } from './admin-notices.ts'
import { attachAdminNotices } from './admin-notices.ts'
import { createNoticeRelay } from './notice-relay.ts'

/** The admin's live notices, and the relay that carries them and content releases between instances. */
export async function noticesModule(
  app: FastifyInstance,
  { config, secrets, events }: Core,
  sessions: Sessions,
) {
  const relay = await createNoticeRelay({ config, siteId: await secrets.siteId(), log: app.log })
  return attachAdminNotices(app, { publicUrl: config.publicUrl, sessions, relay, events })
}
