import { randomUUID } from 'node:crypto'
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { ErrorResponse } from '#contract/errors.ts'
import { AppError, InUseError, InvalidFieldError, NotFoundError } from '#server/lib/errors.ts'
import { formRedirectFor } from './form-posts.ts'

const clientErrorMessages: Record<number, string> = {
  400: 'The request could not be understood.',
  404: 'Not found.',
  405: 'Method not allowed.',
  408: 'The request took too long to arrive.',
  413: 'The request is too large.',
  414: 'The address is too long.',
  415: 'Send the request as JSON or as a form.',
  431: 'The request’s headers are too large.',
}

/** One place that turns errors into `{ error, code, fields?, requestId }`; nothing internal reaches the client. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(sendError)
  // No route: pages answer only GET and HEAD (405 says so); anything else is not here.
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.url.startsWith('/api/')) {
      throw new NotFoundError('Not found.')
    }
    reply.header('allow', 'GET, HEAD')
    throw new AppError(405, 'method_not_allowed', 'Method not allowed.')
  })
}

export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  {
    let status: number
    let body: Omit<ErrorResponse, 'requestId'>
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {}
      for (const issue of error.validation) {
        const name = issue.instancePath.split('/')[1] || 'body'
        fields[name] ??= issue.message ?? 'This value is not valid.'
      }
      status = 400
      const messages = Object.values(fields)
      body = {
        error: messages.length === 1 ? messages[0]! : 'Please correct the fields marked below.',
        code: 'invalid_request',
        fields,
      }
    } else if (error instanceof AppError) {
      status = error.statusCode
      body = {
        error: error.message,
        code: error.code,
        ...(error instanceof InvalidFieldError ? { fields: error.fields } : {}),
        ...(error instanceof InUseError ? { uses: error.uses } : {}),
      }
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode
      body = {
        error: clientErrorMessages[status] ?? 'The request could not be handled.',
        code: 'bad_request',
      }
    } else {
      request.log.error({ err: error }, 'unhandled error')
      status = 500
      body = { error: 'Something went wrong on our side. Please try again later.', code: 'internal' }
    }
    const target = formRedirectFor(request, status)
    if (target) return reply.redirect(target, 303)
    return reply.code(status).send({ ...body, requestId: request.id })
  }
}

/**
 * What Node's HTTP parser refuses before there is a request to route (a malformed request line or
 * header, headers past Node's bound, a request too slow to arrive): the app's error answer, with an
 * id of its own in X-Request-Id, the body and the log line, and the security headers (`headers`).
 * In place of Fastify's default, which answers these without any of them.
 */
export function clientErrorAnswer(headers: Record<string, string>) {
  const fixed = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')
  // Fastify calls it as the app's own (`this`), as its default.
  return function (this: FastifyInstance, error: ConnectionError, socket: Socket) {
    // A connection reset: nobody is there to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return
    const status =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? 431
          : error.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW'
            ? 413
            : 400
    const requestId = randomUUID()
    this.log.debug({ reqId: requestId, err: error }, 'request refused by the HTTP parser')
    const body = JSON.stringify({ error: clientErrorMessages[status], code: 'bad_request', requestId })
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${fixed}x-request-id: ${requestId}\r\n` +
          `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
          `connection: close\r\n\r\n${body}`,
      )
    }
    socket.destroy(error)
  }
}
