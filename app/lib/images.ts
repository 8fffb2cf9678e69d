// What the image pipeline makes of an image, as addresses: pure, so templates, islands and the
// build step that writes the files agree. Drawn SVG art is rasterized too: an SVG <img> costs the
// browser a whole document of its own on the main thread, a WebP is decoded off it.
import type { Image } from '#content/schemas.ts'

/** An image with the `srcset` of its variants: WebP, and for a photo AVIF too. */
export type ResponsiveImage = Image & { variants?: { avif?: string; webp: string } }

const WIDTHS = [480, 800, 1200, 1600, 2400]
/** The <img> itself: the widest WebP a browser that ignores `srcset` should fetch. */
export const FALLBACK_WIDTH = 1200

/** The widths made of a photo this wide: each standard width below it, and its own up to 2400. */
export function variantWidths(width: number) {
  const widths = WIDTHS.filter((candidate) => candidate < width)
  if (width <= WIDTHS.at(-1)!) widths.push(width)
  return widths
}

/**
 * The widths made of drawn art: a phone's and the art's own. Flat art is a few kilobytes as WebP
 * at any width, so more candidates (or AVIF beside it) would cost the page's HTML more than they
 * save in image bytes.
 */
export const artWidths = (width: number) => [...new Set([Math.min(width, 800), width])]

/** `/images/hero-education-800w.webp`: the 800-pixel WebP of `/images/hero-education.svg`. */
export const ART_VARIANT_URL = /\/images\/([\w/-]+)-(\d+)w\.webp/g

/** Drawn art: an SVG under /images/, which the build rasterizes and frames on its subject at the right. */
export const isDrawnArt = (src: string) => /^\/images\/.+\.svg$/.test(src)

const artUrl = (src: string, width: number) => `${src.replace(/\.svg$/, '')}-${width}w.webp`

/** Drawn art (an SVG under /images/) as WebP variants; any other image as it is. */
export function withArtVariants(image: ResponsiveImage): ResponsiveImage {
  if (image.variants || !isDrawnArt(image.src)) return image
  const widths = artWidths(image.width)
  const src = artUrl(image.src, Math.min(image.width, FALLBACK_WIDTH))
  // Art no wider than a phone's variant is that one file: a srcset of one would only repeat it.
  if (widths.length === 1) return { ...image, src }
  return {
    ...image,
    src,
    variants: { webp: widths.map((width) => `${artUrl(image.src, width)} ${width}w`).join(', ') },
  }
}

/** A photograph: a raster image under /images/ (from content/images/, an upload among them). */
export const isPhoto = (src: string) => /^\/images\/.+\.(jpe?g|png|webp|avif|tiff?)$/i.test(src)

/**
 * `/images/team.jpg.800w.avif`: the 800-pixel AVIF of the photograph `/images/team.jpg`. The
 * photograph's own name stays whole in it, so the build finds the file each variant is made of.
 */
export const PHOTO_VARIANT_URL =
  /(\/images\/[^"'\s,]+?\.(?:jpe?g|png|webp|avif|tiff?))\.(\d+)w\.(avif|webp)/gi

const photoUrl = (src: string, width: number, format: 'avif' | 'webp') => `${src}.${width}w.${format}`

/** A photograph as AVIF and WebP variants at the widths its own allows; any other image as it is. */
export function withPhotoVariants(image: ResponsiveImage): ResponsiveImage {
  if (image.variants || !isPhoto(image.src)) return image
  const widths = variantWidths(image.width)
  const srcset = (format: 'avif' | 'webp') =>
    widths.map((width) => `${photoUrl(image.src, width, format)} ${width}w`).join(', ')
  return {
    ...image,
    // The <img> itself: WebP, which every browser the site supports can show.
    src: photoUrl(image.src, Math.min(image.width, FALLBACK_WIDTH), 'webp'),
    variants: { avif: srcset('avif'), webp: srcset('webp') },
  }
}

const isImage = (value: object): value is Image =>
  'src' in value && 'alt' in value && 'width' in value && 'height' in value

/** A copy of a content entry in which every photograph carries its AVIF and WebP variants. */
export function withResponsiveImages<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withResponsiveImages) as T
  if (value === null || typeof value !== 'object') return value
  if (isImage(value)) return withPhotoVariants(value) as T
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, withResponsiveImages(field)]),
  ) as T
}

/** The picture a shared link shows (Open Graph): one card per art or photograph, at the size networks ask for. */
export const SOCIAL_CARD = { width: 1200, height: 630 }
/** The card of a page with no art of its own: the firm's mark on navy. */
export const DEFAULT_SOCIAL_CARD = '/images/og-default.jpg'
/** `/images/hero-education-card.jpg`: the social card drawn from `/images/hero-education.svg`. */
export const SOCIAL_CARD_URL = /\/images\/([\w/-]+)-card\.jpg/g

/** `/images/uploads/team.jpg.card.jpg`: the social card cut from the photograph `/images/uploads/team.jpg`. */
export const PHOTO_CARD_URL = /(\/images\/[^"'\s,]+?\.(?:jpe?g|png|webp|avif|tiff?))\.card\.jpg/gi

/** The social card of a page's own picture: made of its drawn art, or cut from its photograph; none for any other image. */
export const socialCardOf = (image: Image) =>
  isDrawnArt(image.src)
    ? `${image.src.replace(/\.svg$/, '')}-card.jpg`
    : isPhoto(image.src)
      ? // Of the photograph itself, where a page holds one of its variants.
        `${image.src.replace(/\.\d+w\.(avif|webp)$/i, '')}.card.jpg`
      : null
