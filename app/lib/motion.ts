// Entrance delays as classes, not style attributes: the CSP allows no inline styles.
// Listed in full so Tailwind finds them; the spec staggers cards by 0.2 s (0.1 s on some pages).
const STAGGER_02 = [
  '[animation-delay:0s]',
  '[animation-delay:0.2s]',
  '[animation-delay:0.4s]',
  '[animation-delay:0.6s]',
  '[animation-delay:0.8s]',
  '[animation-delay:1s]',
]
const STAGGER_01 = [
  '[animation-delay:0s]',
  '[animation-delay:0.1s]',
  '[animation-delay:0.2s]',
  '[animation-delay:0.3s]',
  '[animation-delay:0.4s]',
  '[animation-delay:0.5s]',
]

/** The entrance animation for the i-th card of a list, rising in turn. */
export function riseIn(i: number, step: 0.1 | 0.2 = 0.2) {
  const delays = step === 0.2 ? STAGGER_02 : STAGGER_01
  return `animate-rise ${delays[Math.min(i, delays.length - 1)]}`
}
