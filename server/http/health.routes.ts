import type { FastifyPluginAsync } from 'fastify'

type HealthOptions = {
  /** Resolves once the database answers; rejects while it is down. */
  pingDatabase: () => Promise<void>
}

export const healthRoutes: FastifyPluginAsync<HealthOptions> = async (app, { pingDatabase }) => {
  const noStore = { 'cache-control': 'no-store' }
  /** The process is up. */
  app.get('/healthz', async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }))
  /** The database answers. */
  app.get('/readyz', async (request, reply) => {
    try {
      await pingDatabase()
      return reply.headers(noStore).send({ status: 'ready' })
    } catch (error) {
      request.log.error({ err: error }, 'readiness check failed')
      return reply.code(503).headers(noStore).send({ status: 'unavailable' })
    }
  })
}
