import type { FastifyHelmetOptions } from '@fastify/helmet'
import helmet from 'helmet'

/**
 * The security headers of every answer. `@fastify/helmet` adds them to each request that reaches
 * a route or the not-found handler; a request Fastify refuses before that (a path that is not valid
 * UTF-8, an over-long id) gets them from `helmet` itself, with the same options.
 */
export function securityHeadersOptions({ hsts }: { hsts: boolean }): FastifyHelmetOptions {
  return {
    // Pages get their own CSP with script hashes (static-site); everything else may run nothing.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginEmbedderPolicy: false,
    hsts: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  }
}

/** Sets the headers on a raw Node response, as the middleware `helmet` is. */
// The two packages declare the same options type twice (CommonJS and ES module typings).
export const rawSecurityHeaders = (options: FastifyHelmetOptions) =>
  helmet(options as Parameters<typeof helmet>[0])
