import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

const wellFormed = /^[\w.-]{8,64}$/

/**
 * Every request's id, in every log line about it and in its error answers: the proxy's
 * X-Request-Id when it sent a sensible one (nginx's $request_id ties its log to ours), else a new one.
 */
export function requestIdOf(request: IncomingMessage) {
  const given = request.headers['x-request-id']
  return typeof given === 'string' && wellFormed.test(given) ? given : randomUUID()
}
