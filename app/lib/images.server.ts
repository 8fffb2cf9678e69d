// The one image pipeline, run at build time. A raster photo placed in content/images/ and referenced
// as /images/<name> comes out as AVIF and WebP at several widths, so a phone never downloads a
// 4000-pixel original. Drawn SVG art (public/images/) gets its variants where it is shown (ArtImage,
// by app/lib/images.ts), so an island's props do not carry them; the postbuild step writes them.
import type { ImageMetadata } from 'astro'
import { getImage } from 'astro:assets'
import type { Image } from '#content/schemas.ts'
import { FALLBACK_WIDTH, type ResponsiveImage, variantWidths } from './images.ts'

// `@content-images` is the content folder's images/ (astro.config.ts): content/images/, or the folder
// a publish from the content editor builds from.
const found = import.meta.glob<{ default: ImageMetadata }>(
  '@content-images/**/*.{jpg,jpeg,png,webp,avif,tif,tiff}',
  { eager: true },
)
/** The photographs by their address on the site: /images/team.jpg. */
const originals = new Map(
  Object.entries(found).map(([file, module]) => [file.slice(file.lastIndexOf('/images/')), module]),
)
const RASTER = /\.(jpe?g|png|webp|avif|tiff?)$/i

async function responsive(image: Image): Promise<ResponsiveImage> {
  if (!RASTER.test(image.src)) return image
  const original = originals.get(image.src)?.default
  if (!original) throw new Error(`No file content${image.src} for the image "${image.src}".`)
  const widths = variantWidths(original.width)
  const [avif, webp, fallback] = await Promise.all([
    getImage({ src: original, widths, format: 'avif', quality: 60 }),
    getImage({ src: original, widths, format: 'webp', quality: 75 }),
    // The <img> itself: WebP, which every browser the site supports can show.
    getImage({ src: original, width: Math.min(original.width, FALLBACK_WIDTH), format: 'webp', quality: 75 }),
  ])
  return {
    ...image,
    src: fallback.src,
    variants: { avif: avif.srcSet.attribute, webp: webp.srcSet.attribute },
  }
}

const isImage = (value: object): value is Image =>
  'src' in value && 'alt' in value && 'width' in value && 'height' in value

/** A copy of a content entry in which every raster image carries its AVIF and WebP variants. */
export async function withResponsiveImages<T>(value: T): Promise<T> {
  if (Array.isArray(value)) return (await Promise.all(value.map(withResponsiveImages))) as T
  if (value === null || typeof value !== 'object') return value
  if (isImage(value)) return (await responsive(value)) as T
  const entries = await Promise.all(
    Object.entries(value).map(async ([key, field]) => [key, await withResponsiveImages(field)] as const),
  )
  return Object.fromEntries(entries) as T
}
