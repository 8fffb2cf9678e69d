import { request } from 'node:http'
import { MIN_FILL_MS } from '#server/modules/contact/contact.service.ts'

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/**
 * One HTTP request from a given loopback address (127.0.0.2, 127.0.0.3, …), as if from another
 * visitor: rate limits count per address. Never throws for an HTTP status; a network error is status 0.
 */
export function requestFrom(
  address: string,
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
) {
  return new Promise<Answer>((done) => {
    const outgoing = request(url, { method, headers, localAddress: address, agent: false }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        done({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      )
      response.on('error', (error) => done({ status: 0, headers: {}, body: String(error) }))
    })
    outgoing.on('error', (error) => done({ status: 0, headers: {}, body: String(error) }))
    outgoing.end(body)
  })
}

/** The n-th visitor's own loopback address: 127.0.0.2, 127.0.0.3, … 127.0.0.254, 127.0.1.1, … */
export function visitorAddress(n: number) {
  const block = Math.floor(n / 254)
  return `127.${(block >> 8) & 255}.${block & 255}.${(n % 254) + 1}`
}

/** A contact form token from the running site, old enough that the minimum fill time has passed. */
export async function agedFormToken(origin: string) {
  const [token] = await agedFormTokens(origin, 1)
  return token!
}

/** `count` contact form tokens (each sends one message), all old enough to send. */
export async function agedFormTokens(origin: string, count: number) {
  const next = formTokenPool(origin, count, { refill: false })
  return Promise.all(Array.from({ length: count }, next))
}

/**
 * Contact form tokens for many messages (each sends one): fetched `ahead` at a time, each handed out
 * once the minimum fill time has passed for it, and replaced as it is taken. Behind nginx, give
 * `from` (a visitor address for each fetch): nginx limits the connections one address may hold.
 */
export function formTokenPool(
  origin: string,
  ahead = 16,
  { refill = true, from }: { refill?: boolean; from?: () => string } = {},
) {
  const fetchOne = async () => ({
    token: await fetchFormToken(origin, from?.()),
    readyAt: Date.now() + MIN_FILL_MS + 200,
  })
  const queued = () => {
    const next = fetchOne()
    // A fetch that fails while it waits in the queue is reported when it is taken, not before.
    next.catch(() => {})
    return next
  }
  const queue = Array.from({ length: ahead }, queued)
  return async function nextToken() {
    if (refill) queue.push(queued())
    const next = queue.shift()
    if (!next) throw new Error('No form token left in the pool.')
    const { token, readyAt } = await next
    await new Promise((done) => setTimeout(done, Math.max(0, readyAt - Date.now())))
    return token
  }
}

/** One contact form token, asked for from `address` when given. */
async function fetchFormToken(origin: string, address?: string) {
  const url = `${origin}/api/form-token`
  const answer = address ? await requestFrom(address, url) : await fetchAnswer(url)
  if (answer.status !== 200)
    throw new Error(`GET /api/form-token: ${answer.status} ${answer.body.slice(0, 200)}`)
  return (JSON.parse(answer.body) as { token: string }).token
}

/**
 * `count` form tokens for a load test, fetched `atOnce` at a time (so that fetching them is no load),
 * each from the address `from` gives; handed back once all are old enough to send.
 */
export async function stockFormTokens(origin: string, count: number, from: () => string, atOnce = 32) {
  const tokens: string[] = []
  for (let left = count; left > 0; left -= atOnce) {
    const wave = Array.from({ length: Math.min(left, atOnce) }, () => fetchFormToken(origin, from()))
    tokens.push(...(await Promise.all(wave)))
  }
  await new Promise((done) => setTimeout(done, MIN_FILL_MS + 200))
  return tokens
}

async function fetchAnswer(url: string): Promise<Answer> {
  const response = await fetch(url)
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: await response.text(),
  }
}
