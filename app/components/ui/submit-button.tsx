import { cn } from '#app/lib/cn.ts'
import { SpinnerIcon } from './icons.tsx'

const variants = {
  red: 'bg-red-strong text-white hover:bg-navy',
  navy: 'bg-navy text-white hover:bg-navy-soft',
}

type Props = {
  pending: boolean
  /** Shown with a spinner while the form sends, e.g. 'Sending...'. */
  pendingLabel: string
  variant?: keyof typeof variants
  className?: string
  children: React.ReactNode
}

/** A form's submit button: disabled, with a spinner and the pending label, while the form sends. */
export function SubmitButton({ pending, pendingLabel, variant = 'red', className, children }: Props) {
  return (
    <button
      type="submit"
      disabled={pending}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-md px-6 py-3 font-semibold disabled:cursor-wait disabled:opacity-80',
        variants[variant],
        className,
      )}
    >
      {pending ? (
        <>
          <SpinnerIcon /> {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  )
}
