import type { Accent } from '#content/schemas.ts'

/**
 * A sector's colour as classes, written out whole so Tailwind finds them: text on the navy bands
 * (`onDark`, at least 7:1 there) and on white (`onLight`, at least 4.5:1), and the line over a hero.
 */
export const accents: Record<Accent, { onDark: string; onLight: string; line: string }> = {
  red: { onDark: 'text-red-300', onLight: 'text-red-strong', line: 'bg-red' },
  sky: { onDark: 'text-sky-300', onLight: 'text-sky-800', line: 'bg-sky-400' },
  amber: { onDark: 'text-amber-300', onLight: 'text-amber-800', line: 'bg-amber-400' },
  lime: { onDark: 'text-lime-300', onLight: 'text-lime-800', line: 'bg-lime-400' },
  rose: { onDark: 'text-rose-300', onLight: 'text-rose-800', line: 'bg-rose-400' },
  violet: { onDark: 'text-violet-300', onLight: 'text-violet-800', line: 'bg-violet-400' },
  orange: { onDark: 'text-orange-300', onLight: 'text-orange-800', line: 'bg-orange-400' },
  teal: { onDark: 'text-teal-300', onLight: 'text-teal-800', line: 'bg-teal-400' },
}
