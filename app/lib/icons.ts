// The firm's mark as PNG, for those that take no SVG: the icon a phone puts on its home screen, the
// web manifest's icons, and the logo search engines show. The build draws each from its SVG
// (scripts/postbuild.ts): the icons from public/favicon.svg, the logo from the logo in site.yaml.

/** Fetched by iOS at this address when a visitor adds the site to the home screen; no link needed. */
export const TOUCH_ICON = { src: '/apple-touch-icon.png', size: 180 }

/** The web manifest's PNG icons, beside the SVG: the sizes Android and installers ask for. */
export const MANIFEST_ICONS = [192, 512].map((size) => ({ src: `/icon-${size}.png`, size }))

/** Search engines want a raster logo, square, at least 112 px a side. */
export const LOGO_SIZE = 512

/** `/images/logo-mark-512.png`: the PNG drawn from the logo `/images/logo-mark.svg`. */
export const rasterLogo = (src: string) => src.replace(/\.svg$/, `-${LOGO_SIZE}.png`)
