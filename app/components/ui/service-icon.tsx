import type { z } from 'zod'
import type { ServiceIconSchema } from '#content/schemas.ts'

type ServiceIconName = z.infer<typeof ServiceIconSchema>

// One line drawing per service, on a 24-unit grid.
const paths: Record<ServiceIconName, string> = {
  education: 'M2 9l10-5 10 5-10 5zM6 11v5c0 1.5 3 3 6 3s6-1.5 6-3v-5M22 9v6',
  engineering: 'M3 21h18M5 21V9l7-5 7 5v12M9 21v-6h6v6M9 11h.01M15 11h.01',
  'real-estate': 'M3 11l9-7 9 7M5 10v10h14V10M10 20v-5h4v5',
  agriculture: 'M12 21V10M12 10c0-4 3-6 7-6 0 4-3 6-7 6zM12 13c0-3-2.5-5-6-5 0 3 2.5 5 6 5zM4 21h16',
  social:
    'M8 11a3 3 0 100-6 3 3 0 000 6zM16 11a3 3 0 100-6 3 3 0 000 6zM2 20c0-3 3-5 6-5s6 2 6 5M12 20c0-3 3-5 6-5s4 1.5 4 3',
  logistics: 'M2 7h11v9H2zM13 10h4l4 4v2h-8zM6 19a2 2 0 100-4 2 2 0 000 4zM17 19a2 2 0 100-4 2 2 0 000 4z',
  technology: 'M4 5h16v11H4zM2 19h20M9 9l-2 2 2 2M15 9l2 2-2 2',
  building: 'M4 21V7l6-3v17M10 21V9l10 3v9M7 9h.01M7 13h.01M7 17h.01M14 14h3M14 18h3M2 21h20',
}

export function ServiceIcon({ name, className = 'size-7' }: { name: ServiceIconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  )
}
