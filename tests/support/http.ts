import { request } from 'node:http'

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
