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

/**
 * A mail client's one-click unsubscribe (RFC 8058) posts a form, but nobody reads the answer: it gets
 * its status, the same whether it posted the form URL-encoded or as multipart.
 */
const isOneClickUnsubscribe = (request: FastifyRequest) =>
  (request.body as Record<string, unknown> | undefined)?.['List-Unsubscribe'] === 'One-Click'

/**
 * Where a form post that ended with this status should go, or null to answer normally: the page in
 * the language of the page the form was on (its `language` field), where it is translated.
 */
export function formRedirectFor(request: FastifyRequest, status: number | 'success') {
  const redirects = request.routeOptions.config?.formRedirects
  if (!redirects || !isFormPost(request) || isOneClickUnsubscribe(request)) return null
  const target =
    status === 'success'
      ? redirects.success
      : // Refused for load: the same page as too many requests, "try again later".
        (redirects[status] ?? (status === 503 ? redirects[429] : undefined) ?? null)
  const language = (request.body as Record<string, unknown> | undefined)?.language
  return target && typeof language === 'string' ? request.server.pathInLanguage(language, target) : target
}

/**
 * Answers JSON to scripts and a redirect to plain form posts; `query` goes with the redirect, for the
 * page to say what was done.
 */
export function sendResult(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  body: object,
  query?: URLSearchParams,
) {
  const target = formRedirectFor(request, 'success')
  if (target) return reply.redirect(query?.size ? `${target}?${query}` : target, 303)
  return reply.code(status).send(body)
}
