import { cn } from '#app/lib/cn.ts'
import { type ResponsiveImage, withArtVariants } from '#app/lib/images.ts'

type Props = {
  image: ResponsiveImage
  className?: string
  /** The largest image above the fold: loaded first and never lazily. */
  priority?: boolean
  /** How wide the image is shown, for the browser to pick a variant; the full viewport by default. */
  sizes?: string
}

/**
 * The one way the site shows an image: intrinsic size, lazy below the fold, decorative when alt is
 * empty or it is marked so; a photo as a <picture> of AVIF and WebP variants, drawn art as WebP
 * variants (both named by app/lib/images.ts).
 */
export function ArtImage({ image: shown, className, priority = false, sizes = '100vw' }: Props) {
  const image = withArtVariants(shown)
  const img = (
    <img
      src={image.src}
      srcSet={image.variants?.webp}
      sizes={image.variants ? sizes : undefined}
      alt={image.decorative ? '' : image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={cn('object-cover', className)}
    />
  )
  if (!image.variants?.avif) return img
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={image.variants.avif} sizes={sizes} />
      {img}
    </picture>
  )
}
