// The firm's clock: a date and time of day in the firm's time zone (a setting of the site), as
// people give and read it, and the instant it is.

const formats = new Map<string, Intl.DateTimeFormat>()
function formatOf(timeZone: string) {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
    formats.set(timeZone, format)
  }
  return format
}

/** What the clock of `timeZone` shows at `instant`: `2026-12-01T09:00`. */
export function firmTimeOf(instant: Date, timeZone: string) {
  const part = Object.fromEntries(
    formatOf(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  )
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`
}

/** The zone's offset from UTC at `instant`, in ms (to the minute). */
function offsetAt(instant: number, timeZone: string) {
  const shown = firmTimeOf(new Date(instant), timeZone)
  return Date.parse(`${shown}:00Z`) - Math.floor(instant / 60_000) * 60_000
}

/**
 * The instant the clock of `timeZone` shows `local` (`2026-12-01T09:00`); null when it never does:
 * no such date, or an hour the clocks skip when they go forward. Of an hour shown twice (the
 * clocks go back), the first.
 */
export function instantOf(local: string, timeZone: string): Date | null {
  const asUtc = Date.parse(`${local}:00Z`)
  if (Number.isNaN(asUtc)) return null
  const first = asUtc - offsetAt(asUtc, timeZone)
  const candidates = [first, asUtc - offsetAt(first, timeZone)].sort((a, b) => a - b)
  const found = candidates.find((instant) => firmTimeOf(new Date(instant), timeZone) === local)
  return found === undefined ? null : new Date(found)
}
