import { LogoMark } from '#app/components/ui/icons.tsx'
import { cn } from '#app/lib/cn.ts'
import { PAGE_LOGO_SIZE, pageLogo, SHIPPED_MARK } from '#app/lib/icons.ts'
import type { Site } from '#content/schemas.ts'

/**
 * The firm's logo beside its name (which says it in words: the picture is decorative). The mark the
 * site ships with is drawn inline; a logo the firm uploaded is its picture, on white where the ground
 * is dark, since it may be drawn for a light page.
 */
export function FirmLogo({
  logo,
  className,
  onDark,
}: {
  logo: Site['logo']
  className: string
  onDark?: boolean
}) {
  if (logo.src === SHIPPED_MARK) return <LogoMark className={className} />
  return (
    <img
      src={pageLogo(logo.src)}
      alt=""
      width={PAGE_LOGO_SIZE}
      height={PAGE_LOGO_SIZE}
      className={cn(className, 'object-contain', onDark && 'rounded-lg bg-white p-1')}
    />
  )
}
