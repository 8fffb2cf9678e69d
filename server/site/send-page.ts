import type { FastifyReply, FastifyRequest } from 'fastify'
import { withoutOpenerIsolation } from '#server/http/security-headers.ts'
import type { Page } from './pages.ts'

/**
 * Answers with a page: its CSP, revalidated on every visit, compressed as the browser accepts. A
 * `private` page (a member's preview of a draft) is kept by no cache and by no search engine.
 */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Page,
  status = 200,
  { private: personal = false } = {},
) {
  if (personal) reply.header('x-robots-tag', 'noindex')
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', personal ? 'private, no-store' : 'no-cache')
    .header('content-security-policy', page.csp)
    .header('vary', 'accept-encoding')
  if (!page.holdsSecrets) withoutOpenerIsolation(reply)
  const accepts = String(request.headers['accept-encoding'] ?? '')
  // Each copy is read only when it is the one to send (a built page's come from its files).
  const br = /\bbr\b/.test(accepts) ? page.br : undefined
  if (br) return reply.header('content-encoding', 'br').send(br)
  const gzip = /\bgzip\b/.test(accepts) ? page.gzip : undefined
  if (gzip) return reply.header('content-encoding', 'gzip').send(gzip)
  return reply.send(page.html)
}
