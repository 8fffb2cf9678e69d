// CSV as spreadsheets read it: every cell quoted, lines ended with CRLF.

const cellOf = (value: string | number | null) => {
  const text = String(value ?? '')
  // A leading = + - @ would make spreadsheets run the cell as a formula.
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return `"${safe.replaceAll('"', '""')}"`
}

/** A CSV file of a header line and rows. */
export const csvOf = (header: string[], rows: (string | number | null)[][]) =>
  [header.join(','), ...rows.map((row) => row.map(cellOf).join(','))].join('\r\n') + '\r\n'

/** The lines of rows, each ended, without a header: what follows `csvOf(header, [])` in a file written in parts. */
export const csvRowsOf = (rows: (string | number | null)[][]) =>
  rows.map((row) => `${row.map(cellOf).join(',')}\r\n`).join('')
