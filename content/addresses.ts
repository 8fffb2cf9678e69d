// Where the content may lead a visitor: a page of this site, or an address on the open web that
// opens what it says. A link that runs script (`javascript:`), or an address a browser takes for
// another host (`//host`, `/\host`), is refused wherever the content names one.
import { UPLOADS_PATH } from '#contract/admin-constants.ts'

/**
 * A path of this site: "/" and what follows, with valid %-escapes; never "//" or "/\", which a
 * browser takes for another host.
 */
export function isSitePath(href: string) {
  if (!/^\/(?![/\\])[^\s\\]*$/.test(href)) return false
  try {
    decodeURI(href)
    return true
  } catch {
    return false
  }
}

/** A page of this site, a place on the page, an https: address, or an e-mail address or phone number. */
export const isAllowedAddress = (href: string) =>
  isSitePath(href) ||
  href.startsWith('#') ||
  /^https:\/\/[^\s/?#]+/i.test(href) ||
  /^mailto:[^\s@/]+@[^\s@/]+$/i.test(href) ||
  /^tel:\+?[\d\s().-]+$/i.test(href)

/**
 * A picture's file, by its name: one of the media library's (`/images/uploads/harbour.jpg`) or one
 * the site ships with (`/images/hero-about.svg`), never a path to somewhere else.
 */
export const isPictureFile = (src: string) =>
  /^\/images\/(uploads\/)?[\w-][\w.-]*\.(svg|png|jpe?g|webp|avif|gif)$/i.test(src)

/** A picture of the media library, by its name. */
export const isLibraryPicture = (src: string) => src.startsWith(UPLOADS_PATH) && isPictureFile(src)
