import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { ErrorResponse } from '#contract/errors.ts'
import { AppError, InUseError, InvalidFieldError, NotFoundError } from '#server/lib/errors.ts'
import { formRedirectFor } from './form-posts.ts'

const clientErrorMessages: Record<number, string> = {
  400: 'The request could not be understood.',
  404: 'Not found.',
  405: 'Method not allowed.',
  413: 'The request is too large.',
  414: 'The address is too long.',
  415: 'Send the request as JSON or as a form.',
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
