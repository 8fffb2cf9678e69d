import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyHelmetOptions } from '@fastify/helmet'
import helmet from 'helmet'

/**
 * The security headers of every answer. `@fastify/helmet` adds them to each request that reaches
 * a route or the not-found handler; a request Fastify refuses before that (a path that is not valid
 * UTF-8, an over-long id) gets them from `helmet` itself, with the same options.
 */
export function securityHeadersOptions({ hsts }: { hsts: boolean }): FastifyHelmetOptions {
  return {
    // Pages get their own CSP with script hashes (server/site/); everything else may run nothing.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginEmbedderPolicy: false,
    hsts: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  }
}

/**
 * Pages that hold nothing of the visitor's do without Cross-Origin-Opener-Policy (decision 005): a
 * public prerendered page opens no popups and keeps no session or token, and the header costs each
 * load a new browsing context group (measured: twice the main-thread work of a bare page). Every
 * other answer keeps it: the admin app, the pages that carry a token from a mail link, the API.
 */
export function withoutOpenerIsolation(reply: { raw: { removeHeader(name: string): void } }) {
  reply.raw.removeHeader('cross-origin-opener-policy')
}

/** Sets the headers on a raw Node response, as the middleware `helmet` is. */
// The two packages declare the same options type twice (CommonJS and ES module typings).
export const rawSecurityHeaders = (options: FastifyHelmetOptions) =>
  helmet(options as Parameters<typeof helmet>[0])

/** The same headers as names and values, for an answer written straight to the socket. */
export function securityHeaderValues(options: FastifyHelmetOptions) {
  const headers: Record<string, string> = {}
  const collector = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  }
  rawSecurityHeaders(options)({} as IncomingMessage, collector as unknown as ServerResponse, () => {})
  return headers
}
