import type { FastifyPluginAsync } from 'fastify'
import { type Kysely, sql } from 'kysely'
import type { DB } from '#server/db/schema.ts'

export const healthRoutes: FastifyPluginAsync<{ db: Kysely<DB> }> = async (app, { db }) => {
  const noStore = { 'cache-control': 'no-store' }
  /** The process is up. */
  app.get('/healthz', async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }))
  /** The database answers. */
  app.get('/readyz', async (request, reply) => {
    try {
      await sql`select 1`.execute(db)
      return reply.headers(noStore).send({ status: 'ready' })
    } catch (error) {
      request.log.error({ err: error }, 'readiness check failed')
      return reply.code(503).headers(noStore).send({ status: 'unavailable' })
    }
  })
}
