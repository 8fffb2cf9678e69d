// The firm's days as numbers (days since 1970-01-01), and its months (12 × year + month − 1): the
// keys the counts are written and summed under.
const DAY_MS = 24 * 60 * 60 * 1000

export const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS
export const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)

/** Months as numbers, 12 × year + month − 1, of the firm's dates; and their first and last days. */
export const monthOf = (day: number) => {
  const [year, month] = dateOf(day).split('-').map(Number) as [number, number]
  return year * 12 + month - 1
}
export const firstDayOf = (month: number) =>
  dayNumber(`${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-01`)
export const lastDayOf = (month: number) => firstDayOf(month + 1) - 1
