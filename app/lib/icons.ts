// The firm's mark as PNG, for those that take no SVG: the icon a phone puts on its home screen, the
// web manifest's icons, and the logo search engines show. The build draws each (writer/finishing.ts):
// from public/favicon.svg and the logo's SVG while the site has the mark it ships with, and from the
// logo in site.yaml once the firm uploads its own.

/** Fetched by iOS at this address when a visitor adds the site to the home screen; no link needed. */
export const TOUCH_ICON = { src: '/apple-touch-icon.png', size: 180 }

/** The web manifest's PNG icons, beside the SVG: the sizes Android and installers ask for. */
export const MANIFEST_ICONS = [192, 512].map((size) => ({ src: `/icon-${size}.png`, size }))

/** Search engines want a raster logo, square, at least 112 px a side. */
export const LOGO_SIZE = 512

/** The mark the site ships with, which the header and footer draw inline (LogoMark). */
export const SHIPPED_MARK = '/images/logo-mark.svg'

/** The header's and the footer's logo once the firm uploads its own: 36 and 64 px, sharp at 2x and 3x. */
export const PAGE_LOGO_SIZE = 192

/** A square PNG of the logo `src` at `size`: `/images/logo-mark.svg` gives `/images/logo-mark-512.png`. */
const logoPng = (src: string, size: number) => src.replace(/(\.[a-z0-9]+)?$/i, `-${size}.png`)

/** The logo search engines are given. */
export const rasterLogo = (src: string) => logoPng(src, LOGO_SIZE)

/** The logo the pages show, for an uploaded one. */
export const pageLogo = (src: string) => logoPng(src, PAGE_LOGO_SIZE)
