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
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
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
  const { token } = (await (await fetch(`${origin}/api/form-token`)).json()) as { token: string }
  await new Promise((done) => setTimeout(done, MIN_FILL_MS + 200))
  return token
}
