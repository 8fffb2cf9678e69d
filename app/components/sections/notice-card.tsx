import { Container } from '#app/components/ui/container.tsx'
import { cn } from '#app/lib/cn.ts'

type Props = {
  heading: string
  tone?: 'success' | 'error' | 'neutral'
  children: React.ReactNode
}

/** A single centred message: form outcomes, mail-link pages. */
export function NoticeCard({ heading, tone = 'neutral', children }: Props) {
  return (
    <Container className="py-20 sm:py-28">
      <div
        className={cn(
          'mx-auto max-w-2xl rounded-xl border-t-4 bg-white p-8 shadow-sm ring-1 ring-slate-200 sm:p-12',
          tone === 'success' && 'border-success',
          tone === 'error' && 'border-red-strong',
          tone === 'neutral' && 'border-navy',
        )}
      >
        <h1 className="text-3xl font-bold text-navy sm:text-4xl">{heading}</h1>
        <div className="mt-5 space-y-6 text-lg leading-relaxed text-slate-700">{children}</div>
      </div>
    </Container>
  )
}
