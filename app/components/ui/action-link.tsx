import { ArrowRightIcon } from './icons.tsx'
import { cn } from '#app/lib/cn.ts'

const variants = {
  primary: 'bg-red-strong text-white hover:bg-navy',
  secondary: 'bg-navy text-white hover:bg-navy-soft',
  light: 'bg-white text-navy hover:bg-slate-100',
  text: 'text-red-strong underline-offset-4 hover:underline',
} as const

type Props = {
  to: string
  variant?: keyof typeof variants
  className?: string
  children: React.ReactNode
}

/** A link styled as a call to action, with an arrow. */
export function ActionLink({ to, variant = 'primary', className, children }: Props) {
  const button = variant !== 'text'
  return (
    <a
      href={to}
      className={cn(
        'inline-flex items-center gap-2 font-semibold transition-colors',
        button && 'rounded-md px-5 py-3',
        variants[variant],
        className,
      )}
    >
      {children}
      <ArrowRightIcon className="size-4" />
    </a>
  )
}
