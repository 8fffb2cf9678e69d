import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * Forms work without JavaScript: the browser posts url-encoded fields, and instead of JSON we answer
 * with a 303 to a page that says what happened. Routes list those pages in `config.formRedirects`.
 */
export type FormRedirects = { success: string } & Partial<Record<number, string>>

declare module 'fastify' {
  interface FastifyContextConfig {
    formRedirects?: FormRedirects
  }
}

export const isFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')

/** Where a form post that ended with this status should go, or null to answer normally. */
export function formRedirectFor(request: FastifyRequest, status: number | 'success') {
  const redirects = request.routeOptions.config?.formRedirects
  if (!redirects || !isFormPost(request)) return null
  if (status === 'success') return redirects.success
  // Refused for load: the same page as too many requests, "try again later".
  return redirects[status] ?? (status === 503 ? redirects[429] : undefined) ?? null
}

/** Answers JSON to scripts and a redirect to plain form posts. */
export function sendResult(request: FastifyRequest, reply: FastifyReply, status: number, body: object) {
  const target = formRedirectFor(request, 'success')
  if (target) return reply.redirect(target, 303)
  return reply.code(status).send(body)
}
