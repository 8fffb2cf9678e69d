import { CSRF_HEADER } from '#contract/admin-constants.ts'
import type { MessageResponse } from '#contract/newsletter.ts'
import { postFile, postJson } from '#app/lib/api-client.ts'

// What every feature's calls share: the admin's calls live one feature a file beside this one.

/** A change to the admin's data: a POST with the session's CSRF token (answered with a message, unless said). */
export const change = <T = MessageResponse>(path: string, body: unknown, csrfToken: string) =>
  postJson<T>(path, body, { [CSRF_HEADER]: csrfToken })

/** A change that sends a file: its bytes as the body, with the session's CSRF token. */
export const changeWithFile = <T>(path: string, file: File, csrfToken: string) =>
  postFile<T>(path, file, { [CSRF_HEADER]: csrfToken })
