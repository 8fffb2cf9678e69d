// Plain values the browser needs; kept apart from the zod schemas so zod stays out of its bundle.
export const PASSWORD_MIN = 12
export const REPLY_EMPTY = 'Reply cannot be empty'
export const SESSION_COOKIE = 'ns_session'
/** Not a secret: tells public pages to load the live-notice client for a signed-in admin. */
export const ADMIN_HINT_COOKIE = 'ns_admin'
export const CSRF_HEADER = 'x-csrf-token'
/** HttpOnly, sent only to sign-in: marks a browser that has signed in before (its failures count apart). */
export const DEVICE_COOKIE = 'ns_device'
/** HttpOnly, sent only to sign-in, five minutes: the password was right and the code comes next. */
export const TWO_FACTOR_COOKIE = 'ns_2fa'
export const TOTP_DIGITS = 6
export const RECOVERY_CODE_COUNT = 10

/**
 * Names a preview of a draft (the content editor): sent with the page it previews, by members only;
 * the server answers that page from the preview's build.
 */
export const PREVIEW_COOKIE = 'ns_preview'
/** How long a preview stays on after it is opened. */
export const PREVIEW_MS = 10 * 60 * 1000

/** The largest photograph the content editor takes: a camera's full-size JPEG fits. */
export const IMAGE_UPLOAD_MAX_BYTES = 20 * 1024 * 1024
/** The photograph formats the content editor takes (SVG is not one: it can carry script). */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const
/** How much longer one side of the logo may be than the other: the icons made from it are square. */
export const LOGO_MAX_RATIO = 1.2
/** Where uploaded photographs are on the site: /images/uploads/<name>. */
export const UPLOADS_PATH = '/images/uploads/'

/**
 * What lets a page go from a place that uses it (an `in_use` refusal's `uses`, by their `fix`), as
 * the end of "To let it go, …".
 */
export const USE_FIXES = {
  'take-out': 'take it out of the menus and lists as it goes',
  redirect: 'change those links, or name a page its address should lead to',
  edit: 'choose another entry in those places first',
} as const
