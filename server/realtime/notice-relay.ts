import { createAdapter as createPostgresAdapter } from '@socket.io/postgres-adapter'
import { createAdapter as createRedisAdapter } from '@socket.io/redis-adapter'
import type { FastifyBaseLogger } from 'fastify'
import { Redis } from 'ioredis'
import pg from 'pg'
import type { ServerOptions } from 'socket.io'
import type { Config } from '#server/config.ts'

export type NoticeRelay = {
  /** socket.io's adapter: how a notice or a disconnect reaches the sockets of every instance. */
  adapter: ServerOptions['adapter']
  close: () => Promise<void>
}

/**
 * What carries live notices between instances: Redis when REDIS_URL is set, otherwise PostgreSQL's
 * LISTEN/NOTIFY when the database is PostgreSQL. One instance on SQLite needs none (null).
 * `siteId` keeps sites that share a database or Redis server off each other's channels.
 */
export async function createNoticeRelay({
  config,
  siteId,
  log,
}: {
  config: Pick<Config, 'db' | 'redisUrl'>
  siteId: string
  log: FastifyBaseLogger
}): Promise<NoticeRelay | null> {
  const channel = `northstar:${siteId}`
  if (config.redisUrl) {
    const publisher = new Redis(config.redisUrl, { lazyConnect: true })
    const subscriber = publisher.duplicate()
    for (const client of [publisher, subscriber]) {
      client.on('error', (error) => log.warn({ err: error }, 'Redis (live notices) failed; reconnecting'))
    }
    await Promise.all([publisher.connect(), subscriber.connect()])
    return {
      adapter: createRedisAdapter(publisher, subscriber, { key: channel }),
      close: async () => {
        await Promise.allSettled([publisher.quit(), subscriber.quit()])
      },
    }
  }
  if (config.db.dialect === 'postgres') {
    // Its own small pool: one connection stays in LISTEN, one sends.
    const pool = new pg.Pool({ connectionString: config.db.url, max: 2 })
    pool.on('error', (error) => log.warn({ err: error }, 'PostgreSQL (live notices) failed; reconnecting'))
    return {
      adapter: createPostgresAdapter(pool, {
        channelPrefix: channel,
        errorHandler: (error: Error) => log.warn({ err: error }, 'live notice relay failed'),
      }),
      close: () => pool.end(),
    }
  }
  return null
}
