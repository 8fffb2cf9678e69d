import { totalmem } from 'node:os'
import { setImmediate } from 'node:timers/promises'
import underPressure from '@fastify/under-pressure'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '#server/lib/errors.ts'

/** Whether the site refuses work now rather than queue it: thresholds, and the write routes' cap. */
export type SheddingOptions = {
  /** Event loop delay past which new requests are refused (ms). */
  maxEventLoopDelayMs: number
  /** Share of the time the event loop is busy past which new requests are refused (0 to 1). */
  maxEventLoopUtilization: number
  /** Heap in use past which new requests are refused (bytes). */
  maxHeapUsedBytes: number
  /**
   * The process's whole memory past which new requests are refused (bytes): what the heap does not
   * count (decoded images, compressed pages, the site writer's threads) counts here.
   */
  maxRssBytes: number
  /** Form posts and API writes (sign-ins aside) handled at once; one more is refused at the door. */
  maxWritesInFlight: number
  /** A write not committed this long after its request arrived is dropped: its client has given up. */
  writeDeadlineMs: number
}

export const DEFAULT_SHEDDING: SheddingOptions = {
  maxEventLoopDelayMs: 1000,
  maxEventLoopUtilization: 0.98,
  maxHeapUsedBytes: 768 * 1024 * 1024,
  // Well before the kernel's out-of-memory killer would end the process, whatever the machine.
  maxRssBytes: Math.round(totalmem() * 0.75),
  maxWritesInFlight: 48,
  // Below nginx's proxy_read_timeout in the shipped file (60 s) and a browser's patience.
  writeDeadlineMs: 15_000,
}

/** Seconds a refused client is asked to wait; a balancer meanwhile sends it elsewhere. */
const RETRY_AFTER_S = 5
/** Health checks answer whatever the load: a balancer must see the truth, and fast. */
const HEALTH_PATHS = new Set(['/healthz', '/readyz'])

const busy = () => new AppError(503, 'busy', 'The site is busy right now. Please try again in a few seconds.')

function refuse(reply: FastifyReply) {
  reply.header('retry-after', String(RETRY_AFTER_S))
  return busy()
}

/**
 * Whether a write should no longer happen because its client has likely gone: the connection is
 * closed (a reset), or the request is older than the write deadline, past which a visitor or a proxy
 * has given up and seen an error. Asked just before the write commits; it first lets the event loop
 * read what came in on the sockets, which a handler on SQLite (synchronous) would otherwise never do.
 */
export const writeAbandoned =
  ({ writeDeadlineMs }: Pick<SheddingOptions, 'writeDeadlineMs'>) =>
  (request: FastifyRequest, reply: FastifyReply) =>
  async () => {
    await setImmediate()
    return (request.raw.socket?.destroyed ?? false) || reply.elapsedTime > writeDeadlineMs
  }

/**
 * Load shedding (DESIGN §10): past an event-loop delay or a heap size, and past a number of writes
 * in flight, a request is refused at once with 503 and Retry-After instead of waiting in a queue
 * its client will give up on. Refusing costs almost nothing; /healthz and /readyz are never refused.
 */
export async function registerLoadShedding(app: FastifyInstance, options: SheddingOptions) {
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxEventLoopUtilization: options.maxEventLoopUtilization,
    maxHeapUsedBytes: options.maxHeapUsedBytes,
    maxRssBytes: options.maxRssBytes,
    pressureHandler: (request, reply) => {
      if (HEALTH_PATHS.has(request.url)) return undefined
      throw refuse(reply)
    },
  })
  const writesInFlight = new WeakSet<FastifyRequest>()
  let count = 0
  const done = async (request: FastifyRequest) => {
    if (writesInFlight.delete(request)) count--
  }
  app.addHook('onRequest', async (request, reply) => {
    // Sign-ins are bounded by their own password-check lanes, and the owner's must pass during a flood.
    if (request.method !== 'POST' || request.url.startsWith('/api/auth/')) return
    if (count >= options.maxWritesInFlight) throw refuse(reply)
    writesInFlight.add(request)
    count++
  })
  app.addHook('onResponse', done)
  app.addHook('onRequestAbort', done)
}
