// Plain values the browser needs; kept apart from the zod schemas so zod stays out of its bundle.
export const PASSWORD_MIN = 12
export const REPLY_EMPTY = 'Reply cannot be empty'
export const SESSION_COOKIE = 'ns_session'
/** Not a secret: tells public pages to load the live-notice client for a signed-in admin. */
export const ADMIN_HINT_COOKIE = 'ns_admin'
export const CSRF_HEADER = 'x-csrf-token'
/** HttpOnly, sent only to sign-in: marks a browser that has signed in before (its failures count apart). */
export const DEVICE_COOKIE = 'ns_device'
