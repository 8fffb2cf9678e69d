import formbody from '@fastify/formbody'
import helmet from '@fastify/helmet'
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from '#server/config.ts'
import { clientErrorAnswer, registerErrorHandler, sendError } from './error-handler.ts'
import { registerLoadShedding, type SheddingOptions } from './load-shedding.ts'
import { refuseNulCharacters } from './nul-characters.ts'
import { requestIdOf } from './request-id.ts'
import { rawSecurityHeaders, securityHeaderValues, securityHeadersOptions } from './security-headers.ts'

/**
 * The HTTP server every feature registers on: its logs, request ids, schema compilers, error answer,
 * load shedding and security headers. Load shedding comes first, so a refusal for load costs next to
 * nothing: before any body or the database is read.
 */
export async function createServer(
  config: Config,
  { prettyLogs = false, shedding }: { prettyLogs?: boolean; shedding: SheddingOptions },
) {
  const securityOptions = securityHeadersOptions({ hsts: config.secureCookies })
  const applySecurityHeaders = rawSecurityHeaders(securityOptions)
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      ...(prettyLogs
        ? {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
            },
          }
        : {}),
    },
    genReqId: requestIdOf,
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    // A visitor's browser may sit on a slow network; don't let a stalled request hold a socket.
    requestTimeout: 30_000,
    // An over-long id is the route's to refuse (after the session check, with the app's error
    // answer), not the router's bare 414: Node already bounds the whole URL (16 KB of headers).
    routerOptions: { maxParamLength: 16 * 1024 },
    // What the router refuses (a path that is not valid UTF-8, like `/%ff`) is answered like any
    // other error, with the same headers, its id among them: no hook runs for it.
    frameworkErrors: (error, request, reply) =>
      applySecurityHeaders(request.raw, reply.raw, () => {
        reply.header('x-request-id', request.id)
        void sendError(error, request, reply)
      }),
    // And what Node's parser refuses before there is a request (a malformed request line or header).
    clientErrorHandler: clientErrorAnswer(securityHeaderValues(securityOptions)),
  })
  app.addHook('onRequest', async (request, reply) => void reply.header('x-request-id', request.id))
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandler(app)
  refuseNulCharacters(app)
  await registerLoadShedding(app, shedding)
  await app.register(formbody, { bodyLimit: 64 * 1024 })
  await app.register(helmet, securityOptions)
  return app
}
