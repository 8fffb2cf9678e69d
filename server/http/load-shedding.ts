import type { Socket } from 'node:net'
import { totalmem } from 'node:os'
import { performance } from 'node:perf_hooks'
import { setImmediate } from 'node:timers/promises'
import underPressure from '@fastify/under-pressure'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '#server/lib/errors.ts'
import { acceptQueueOf } from './accept-queue.ts'

/** Whether the site refuses work now rather than queue it: thresholds, and the write routes' cap. */
export type SheddingOptions = {
  /** Event loop delay past which new requests are refused (ms). */
  maxEventLoopDelayMs: number
  /**
   * How long a connection may have waited in the kernel for the instance to accept it, while the
   * instance is busy (ms): its request is refused, the visitor would wait longer still. 0 turns it
   * off, as 0 does the thresholds above.
   */
  maxQueueMs: number
  /** Connections the process holds at once; past it, a new connection is closed as it comes. */
  maxConnections: number
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
  maxQueueMs: 400,
  maxConnections: 2048,
  maxHeapUsedBytes: 768 * 1024 * 1024,
  // Well before the kernel's out-of-memory killer would end the process, whatever the machine.
  maxRssBytes: Math.round(totalmem() * 0.75),
  maxWritesInFlight: 128,
  // Below nginx's proxy_read_timeout in the shipped file (60 s) and a browser's patience.
  writeDeadlineMs: 15_000,
}

/**
 * Connections the kernel may hold for the instance before it accepts them (the kernel caps it at
 * net.core.somaxconn). Their wait is bounded by refusing stale requests, not by this: one the
 * kernel has no room for is dropped without a word, and the visitor's browser tries again a second
 * later, then three, which is the slow failure load shedding is there to avoid.
 */
export const LISTEN_BACKLOG = 2048

/** Seconds a refused client is asked to wait; a balancer meanwhile sends it elsewhere. */
const RETRY_AFTER_S = 5
/** Health checks answer whatever the load: a balancer must see the truth, and fast. */
const HEALTH_PATHS = new Set(['/healthz', '/readyz'])
/** The event loop is busy when at work this share of the last half second or more. */
const BUSY_UTILIZATION = 0.9
/** How often the event loop's use and the kernel's queue are looked at. */
const SAMPLE_MS = 50
/** How often @fastify/under-pressure reads the event loop's delay and the memory (its default). */
const PRESSURE_SAMPLE_MS = 1000
/** How often the refusals for one reason are written to the log, at most. */
const REPORT_MS = 5000
/** How long without a refusal before a busy spell is over, and its end written to the log. */
const QUIET_MS = 2000
/** The weight of the newest sample in the smoothed figures (about the last half second counts). */
const SMOOTHING = 0.2

const busy = () => new AppError(503, 'busy', 'The site is busy right now. Please try again in a few seconds.')

type Refuse = (request: FastifyRequest, reply: FastifyReply, reason: string, details?: object) => AppError

/** A busy spell: from the first refusal to the last one before QUIET_MS without any. */
type Spell = { startedAt: number; lastAt: number; refused: number; byReason: Record<string, number> }

const inWords = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`

/**
 * Refuses a request with 503. A busy spell's refusals are logged at its start and at most once per
 * REPORT_MS for each reason, counted since the last line; when none has come for QUIET_MS (or the
 * instance closes), its end is logged with every refusal of the spell, and how long it lasted.
 */
function refuser(app: FastifyInstance): Refuse {
  const refusals = new Map<string, { count: number; reportedAt: number }>()
  let spell: Spell | null = null
  const over = () => {
    if (!spell) return
    const { refused, byReason, startedAt, lastAt } = spell
    spell = null
    refusals.clear()
    const seconds = (lastAt - startedAt) / 1000
    app.log.warn(
      { refused, byReason, durationMs: Math.round(lastAt - startedAt) },
      `No longer busy: refused ${inWords(refused, 'request', 'requests')} over ${seconds.toFixed(1)} s`,
    )
  }
  const quiet = setTimeout(over, QUIET_MS).unref()
  app.addHook('onClose', async () => {
    clearTimeout(quiet)
    over()
  })
  return (request, reply, reason, details = {}) => {
    const now = performance.now()
    spell ??= { startedAt: now, lastAt: now, refused: 0, byReason: {} }
    spell.lastAt = now
    spell.refused++
    spell.byReason[reason] = (spell.byReason[reason] ?? 0) + 1
    quiet.refresh()
    const seen = refusals.get(reason) ?? { count: 0, reportedAt: -Infinity }
    refusals.set(reason, seen)
    seen.count++
    if (now - seen.reportedAt > REPORT_MS) {
      request.log.warn({ refused: seen.count, ...details }, `Busy: refusing requests for ${reason}`)
      seen.count = 0
      seen.reportedAt = now
    }
    reply.header('retry-after', String(RETRY_AFTER_S))
    return busy()
  }
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
 * Refuses a request whose connection waited too long for the instance to take it. libuv accepts one
 * connection per turn of the event loop, so past its capacity an instance's queue is the
 * connections the kernel holds for it (once taken, a request waits a few milliseconds more), which
 * no event-loop measure sees. Their wait is estimated from how many are queued (accept-queue.ts)
 * and how fast they are being accepted, and never more than the time since the queue was last seen
 * empty. Refusing is cheap, so accepting speeds up until the queue is short again. Only while the
 * event loop has been busy for a while: after one slow turn the queue empties by itself, and the
 * visitors in it have waited already. The time between a connection's accept and its request is not
 * counted: a browser opens connections ahead and uses them late.
 */
function refuseStaleRequests(
  app: FastifyInstance,
  { maxQueueMs }: Pick<SheddingOptions, 'maxQueueMs'>,
  refuse: Refuse,
) {
  if (!maxQueueMs) return
  const queued = acceptQueueOf(app.server)
  // The wait in the kernel of each connection accepted, until its first request.
  const waits = new WeakMap<Socket, number>()
  let accepted = 0
  // Connections accepted per ms and the event loop's use, both smoothed over a few samples.
  let acceptRate = 0
  let utilization = 0
  let kernelWaitMs = 0
  app.server.on('connection', (socket: Socket) => {
    accepted++
    waits.set(socket, kernelWaitMs)
  })
  let since = performance.eventLoopUtilization()
  let sampledAt = performance.now()
  let emptyAt = sampledAt
  const sampler = setInterval(() => {
    const now = performance.now()
    utilization += SMOOTHING * (performance.eventLoopUtilization(since).utilization - utilization)
    since = performance.eventLoopUtilization()
    acceptRate += SMOOTHING * (accepted / (now - sampledAt) - acceptRate)
    const waiting = queued() ?? 0
    if (waiting === 0) emptyAt = now
    kernelWaitMs = waiting === 0 ? 0 : Math.min(now - emptyAt, waiting / acceptRate)
    accepted = 0
    sampledAt = now
  }, SAMPLE_MS).unref()
  app.addHook('onClose', async () => clearInterval(sampler))
  app.addHook('onRequest', async (request, reply) => {
    const socket = request.raw.socket
    const waited = waits.get(socket)
    if (waited === undefined) return
    waits.delete(socket)
    if (utilization >= BUSY_UTILIZATION && waited > maxQueueMs && !HEALTH_PATHS.has(request.url)) {
      throw refuse(request, reply, 'a long wait to be accepted', {
        waitedMs: Math.round(waited),
        utilization: Number(utilization.toFixed(2)),
      })
    }
  })
}

/**
 * Load shedding (docs/security.md, Load shedding): a request that waited too long for the instance, past an event-loop
 * delay or a memory size, and past a number of writes in flight, is refused at once with 503 and
 * Retry-After instead of waiting in a queue its client will give up on. Refusing costs almost
 * nothing; /healthz and /readyz are never refused.
 */
export async function registerLoadShedding(app: FastifyInstance, options: SheddingOptions) {
  app.server.maxConnections = options.maxConnections
  const refuse = refuser(app)
  refuseStaleRequests(app, options, refuse)
  // The first delay read after start-up is the start-up's own work (imports, migrations, the site
  // loaded), and a loop held a whole interval reads as infinite: the instance would refuse the first
  // second of the visitors /readyz has just let in. Delays count from two readings after the first
  // request, the earliest that saw the instance serving; the kernel's queue is watched meanwhile.
  let servingSince: number | undefined
  app.addHook('onRequest', async () => void (servingSince ??= performance.now()))
  const startingUp = () => performance.now() - servingSince! < 2 * PRESSURE_SAMPLE_MS
  await app.register(underPressure, {
    sampleInterval: PRESSURE_SAMPLE_MS,
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxHeapUsedBytes: options.maxHeapUsedBytes,
    maxRssBytes: options.maxRssBytes,
    pressureHandler: (request, reply, type, value) => {
      if (HEALTH_PATHS.has(request.url)) return undefined
      if (type === 'eventLoopDelay' && startingUp()) return undefined
      throw refuse(request, reply, 'event-loop delay or memory', { type, value })
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
    if (count >= options.maxWritesInFlight) throw refuse(request, reply, 'too many writes in flight')
    writesInFlight.add(request)
    count++
  })
  app.addHook('onResponse', done)
  app.addHook('onRequestAbort', done)
}
