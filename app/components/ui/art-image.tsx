import type { Image } from '#content/schemas.ts'
import { cn } from '#app/lib/cn.ts'

type Props = {
  image: Image
  className?: string
  /** The largest image above the fold: loaded first and never lazily. */
  priority?: boolean
}

/** The one way the site shows an image: intrinsic size, lazy below the fold, decorative when alt is empty. */
export function ArtImage({ image, className, priority = false }: Props) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={cn('object-cover', className)}
    />
  )
}
