const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** '2025-01-14' → '14 January 2025', the same in the build and in every browser. */
export function formatDate(iso: string) {
  const [year, month, day] = iso.split('-').map(Number)
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`
}

/** A moment as the admin reads it, in their own time zone: '25 Nov 2026, 14:05'. */
export function formatWhen(iso: string) {
  return new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })
}

/**
 * Who a published change is owed to, after "…, ": 'by ann@x' when the member who published it
 * wrote it; 'written by bo@x and published by ann@x' when it was someone else's draft (a review's);
 * null when no member did (it came from the files).
 */
export function creditOf({
  authorEmail,
  writtenByEmail,
}: {
  authorEmail: string | null
  writtenByEmail?: string | null
}) {
  if (!authorEmail) return null
  return writtenByEmail && writtenByEmail !== authorEmail
    ? `written by ${writtenByEmail} and published by ${authorEmail}`
    : `by ${authorEmail}`
}
