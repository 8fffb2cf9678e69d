/**
 * A day as the page's language writes it: '2025-01-14' is '14 January 2025' in en-GB, '14 janvier
 * 2025' in fr. The day itself, whatever the time zone of the machine that renders it.
 */
export const formatDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  )

/** A count as the page's language writes it: 1,234 in en-GB, 1 234 in fr. */
export const formatCount = (count: number, locale: string) => new Intl.NumberFormat(locale).format(count)

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
